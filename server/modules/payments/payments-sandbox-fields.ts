// The sandbox's card fields: a page of our own origin shown in an iframe by the checkout, so the
// card number and CVV go from this frame to the tokenizer and never through /api/graphql.
// Protocol with the parent window (same origin only):
//   frame → parent  { type: 'ironyard-card-fields', event: 'ready' | 'validity', valid }
//   frame → parent  { type: 'ironyard-card-fields', event: 'size', height } (its content's height in CSS pixels)
//   parent → frame  { type: 'ironyard-card-fields', command: 'tokenize' }
//   frame → parent  { type: 'ironyard-card-fields', event: 'tokenized', nonce, details }
//                   { type: 'ironyard-card-fields', event: 'invalid', errors }  (field → message)
//                   { type: 'ironyard-card-fields', event: 'error', message }

export const SANDBOX_FIELDS_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Card details</title>
<style>
  *{box-sizing:border-box}
  body{margin:0;padding:2px;font:16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c1917;background:transparent}
  .row{display:flex;gap:12px;flex-wrap:wrap}
  .field{flex:1 1 120px;margin:0 0 12px;min-width:0}
  .field.wide{flex-basis:100%}
  label{display:block;font-size:14px;font-weight:600;margin-bottom:4px}
  input{width:100%;padding:10px 12px;border:1px solid #a8a29e;border-radius:6px;font:inherit;background:#fff}
  input:focus{outline:2px solid #d97706;outline-offset:1px;border-color:#d97706}
  input[aria-invalid=true]{border-color:#b91c1c}
  .error{color:#b91c1c;font-size:13px;margin-top:4px;min-height:0}
  .hint{font-size:12px;color:#57534e;margin:0 0 8px}
</style>
</head>
<body>
<form id="card-form" novalidate autocomplete="on">
  <p class="hint">Sandbox: 4111 1111 1111 1111 approves, 4000 1111 1111 1115 is declined, 4000 0000 0000 0119 fails after a delay.</p>
  <div class="field wide">
    <label for="cc-number">Card number</label>
    <input id="cc-number" name="cardnumber" inputmode="numeric" autocomplete="cc-number" maxlength="23" aria-describedby="cc-number-error" required>
    <div class="error" id="cc-number-error" role="alert"></div>
  </div>
  <div class="row">
    <div class="field">
      <label for="cc-exp">Expiration (MM/YY)</label>
      <input id="cc-exp" name="exp-date" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" maxlength="7" aria-describedby="cc-exp-error" required>
      <div class="error" id="cc-exp-error" role="alert"></div>
    </div>
    <div class="field">
      <label for="cc-csc">Security code</label>
      <input id="cc-csc" name="cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="4" aria-describedby="cc-csc-error" required>
      <div class="error" id="cc-csc-error" role="alert"></div>
    </div>
  </div>
  <div class="field wide">
    <label for="cc-name">Name on card</label>
    <input id="cc-name" name="ccname" autocomplete="cc-name" maxlength="100" aria-describedby="cc-name-error">
    <div class="error" id="cc-name-error" role="alert"></div>
  </div>
</form>
<script src="/payments/sandbox/fields.js"></script>
</body>
</html>
`;

export const SANDBOX_FIELDS_JS = `(function () {
  'use strict';
  var TYPE = 'ironyard-card-fields';
  var origin = window.location.origin;
  var ids = { number: 'cc-number', expirationDate: 'cc-exp', cvv: 'cc-csc', cardholderName: 'cc-name' };
  function el(id) { return document.getElementById(id); }
  function post(msg) { msg.type = TYPE; if (window.parent !== window) window.parent.postMessage(msg, origin); }
  function showErrors(errors) {
    Object.keys(ids).forEach(function (k) {
      var input = el(ids[k]);
      var message = errors[k] || '';
      input.setAttribute('aria-invalid', message ? 'true' : 'false');
      el(ids[k] + '-error').textContent = message;
    });
    var first = Object.keys(ids).filter(function (k) { return errors[k]; })[0];
    if (first) el(ids[first]).focus();
  }
  function digits(v) { return v.replace(/\\D/g, ''); }
  function complete() {
    var n = digits(el('cc-number').value);
    return n.length >= 12 && /^\\d{1,2}\\/\\d{2,4}$/.test(el('cc-exp').value.replace(/\\s/g, '')) && /^\\d{3,4}$/.test(el('cc-csc').value);
  }
  el('cc-number').addEventListener('input', function (e) {
    var n = digits(e.target.value).slice(0, 19);
    e.target.value = n.replace(/(\\d{4})(?=\\d)/g, '$1 ');
  });
  el('cc-exp').addEventListener('input', function (e) {
    var n = digits(e.target.value).slice(0, 4);
    e.target.value = n.length > 2 ? n.slice(0, 2) + '/' + n.slice(2) : n;
  });
  el('cc-csc').addEventListener('input', function (e) { e.target.value = digits(e.target.value).slice(0, 4); });
  // The parent sizes the frame to its content (field errors make it taller), so nothing is cut off.
  var lastHeight = 0;
  function postSize() {
    var h = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (h !== lastHeight) { lastHeight = h; post({ event: 'size', height: h }); }
  }
  if (window.ResizeObserver) new ResizeObserver(postSize).observe(document.documentElement);
  postSize();
  var valid = false;
  document.addEventListener('input', function () {
    var now = complete();
    if (now !== valid) { valid = now; post({ event: 'validity', valid: valid }); }
  });
  var busy = false;
  function tokenize() {
    if (busy) return;
    busy = true;
    fetch('/payments/sandbox/tokenize', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({
        number: el('cc-number').value,
        expirationDate: el('cc-exp').value,
        cvv: el('cc-csc').value,
        cardholderName: el('cc-name').value
      })
    }).then(function (res) {
      return res.json().then(function (body) { return { ok: res.ok, body: body }; });
    }).then(function (r) {
      if (r.ok && r.body.nonce) {
        showErrors({});
        el('cc-csc').value = '';
        post({ event: 'tokenized', nonce: r.body.nonce, details: r.body.details });
      } else if (r.body && r.body.errors) {
        showErrors(r.body.errors);
        post({ event: 'invalid', errors: r.body.errors });
      } else {
        post({ event: 'error', message: (r.body && r.body.message) || 'Error building payment fields.' });
      }
    }).catch(function () {
      post({ event: 'error', message: 'Could not reach the payment service. Please try again.' });
    }).then(function () { busy = false; });
  }
  window.addEventListener('message', function (e) {
    if (e.origin !== origin || !e.data || e.data.type !== TYPE) return;
    if (e.data.command === 'tokenize') tokenize();
    if (e.data.command === 'focus') el('cc-number').focus();
  });
  el('card-form').addEventListener('submit', function (e) { e.preventDefault(); tokenize(); });
  post({ event: 'ready', valid: false });
})();
`;

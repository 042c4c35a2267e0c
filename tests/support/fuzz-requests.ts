import fc from 'fast-check';

/** One request of the fuzz suite, sent over HTTP as a client would. */
export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

const enc = encodeURIComponent;

// Text a client may send: ordinary words, unicode, control characters, markup, JSON-looking text, huge numbers.
const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom('', ' ', '\u0000', '%', '%00', '../../etc/passwd', '..%2f..%2f', '<script>', '{"a":1}', '[]', 'null', '__proto__', 'constructor', 'prototype', '😀', '\uFFFF', 'a'.repeat(3000)),
);

/** Ids as URLs carry them: good, zero, negative, past 2³¹, not numbers at all. */
const idText = fc.oneof(
  fc.integer({ min: 1, max: 60 }).map(String),
  fc.constantFrom('0', '-1', '00', '01', '2147483647', '2147483648', '99999999999', '1e3', '1.5', 'NaN', 'Infinity', '0x10', ' 1'),
  nasty,
);

const numbers = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 8.64e15, 8.64e15 + 1, 1e300, Number.MAX_SAFE_INTEGER, 2 ** 31, -(2 ** 63)),
);

/** Any JSON value, with the numbers and strings above. */
const jsonValue = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof({ depthSize: 'small', withCrossShrink: true }, nasty, numbers, fc.boolean(), fc.constant(null), fc.array(tie('v'), { maxLength: 4 }), fc.dictionary(nasty, tie('v'), { maxKeys: 4 })),
})).v;

/** A path segment a route matches: not empty (an empty one names another route, or none). */
const segment = nasty.filter((s) => s.length > 0);

const slug = fc.oneof(fc.constantFrom('part', 'x', 'hydraulic-filter', ''), nasty.map(enc));

const pagePaths: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(slug, idText).map(([s, id]) => `/${s}/p/${enc(id)}`),
  fc.tuple(slug, idText).map(([s, id]) => `/${s}/c/${enc(id)}`),
  idText.map((id) => `/m/${enc(id)}`),
  idText.map((id) => `/mfg/${enc(id)}`),
  idText.map((id) => `/partsbooks/brand/${enc(id)}`),
  fc.tuple(idText, idText).map(([m, d]) => `/x/m/${enc(m)}/${enc(d)}/diagram`),
  idText.map((id) => `/partsbooks/m/${enc(id)}?diagramId=${enc(id)}`),
  nasty.map((s) => `/go/sku/${enc(s)}`),
  nasty.map((s) => `/checkout/thankyou/${enc(s)}`),
  nasty.map((s) => `/orderstatus/${enc(s)}`),
  nasty.map((s) => `/documentation/${enc(s)}`),
  nasty.map((s) => `/career/${enc(s)}`),
  nasty.map((s) => `/account/orders/${enc(s)}`),
  nasty.map((s) => `/cart/${enc(s)}`),
  nasty.map((s) => `/cart/quote/${enc(s)}`),
  nasty.map((s) => `/searchSuggest/${enc(s)}`),
  nasty.map((s) => `/checkout/${enc(s)}`),
  idText.map((id) => `/product/reviews?productId=${enc(id)}&after=${enc(id)}`),
  fc.tuple(nasty, nasty, nasty).map(([q, k, v]) => `/search?PRODUCTS_MASTER%5Bquery%5D=${enc(q)}&PRODUCTS_MASTER%5BrefinementList%5D%5B${enc(k)}%5D%5B0%5D=${enc(v)}&PRODUCTS_MASTER%5Bpage%5D=${enc(v)}`),
  fc.tuple(nasty, nasty).map(([k, v]) => `/?${enc(k)}=${enc(v)}`),
  nasty.map((s) => `/extreturn?order=${enc(s)}`),
  nasty.map((s) => `/${enc(s)}`),
);

/** Page GETs, as documents and as the router's data requests. */
export const pageGets: fc.Arbitrary<FuzzRequest> = fc
  .tuple(pagePaths, fc.constantFrom('', '.data', '.data?_routes=routes%2Fproduct', '.data?_routes=' + enc('<>')))
  .map(([p, suffix]) => {
    const [path, query] = p.split('?');
    const dataQuery = suffix.includes('?') ? suffix.split('?')[1] : '';
    const q = [query, dataQuery].filter(Boolean).join('&');
    return { method: 'GET', path: `${path}${suffix.split('?')[0]}${q ? `?${q}` : ''}`, headers: {} };
  });

const ACTION_PAGES = ['/extreturn', '/extreturn1', '/extreturns', '/extreturns2', '/help/contactus', '/vendor', '/cart', '/signin', '/checkout', '/account/security/edit/email', '/fleet/add', '/nowhere'];

/** Bodies that are not the form a page expects: JSON, broken multipart, garbage, wrong types. */
const badBodies: fc.Arbitrary<{ headers: Record<string, string>; body?: string }> = fc.oneof(
  jsonValue.map((v) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(v) ?? 'null' })),
  nasty.map((s) => ({ headers: { 'content-type': 'multipart/form-data; boundary=zzz' }, body: `--zzz\r\nContent-Disposition: form-data; name="${s}"\r\n\r\n${s}` })),
  nasty.map((s) => ({ headers: { 'content-type': 'multipart/form-data' }, body: s })),
  fc.dictionary(nasty, nasty, { maxKeys: 5 }).map((d) => ({ headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(d).toString() })),
  nasty.map((s) => ({ headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: s })),
  nasty.map((s) => ({ headers: { 'content-type': 'text/plain' }, body: s })),
  fc.constant({ headers: {} as Record<string, string>, body: undefined }),
);

/** Form posts to pages with and without actions, as documents and as data requests. */
export const pageForms: fc.Arbitrary<FuzzRequest> = fc
  .tuple(fc.constantFrom(...ACTION_PAGES), fc.constantFrom('', '.data'), fc.constantFrom('POST', 'PUT', 'DELETE'), badBodies)
  .map(([page, suffix, method, b]) => ({ method, path: page + suffix, headers: { ...b.headers, origin: 'SELF' }, body: b.body }));

const queries = fc.oneof(
  nasty,
  fc.constantFrom(
    '{ v1 { product(id: "0") { id } } }',
    '{ v1 { product(id: "abc") { id name } } }',
    '{ __typename }',
    'query { v1 { searchResults(searchString: "\\u0000") { totalCount } } }',
    '{ v1 { nope } }',
    'mutation { v1 { cart { add(productId: "1", quantity: -1) { id } } } }',
    '{ v1 { product(id: $id) { id } } }',
    'subscription { x }',
    '{',
  ),
  idText.map((id) => `{ v1 { product(id: ${JSON.stringify(id)}) { id name } } }`),
);

/** /api/graphql: POST bodies of every shape, GETs with query parameters, other methods. */
export const graphqlRequests: fc.Arbitrary<FuzzRequest> = fc.oneof(
  fc.tuple(queries, jsonValue).map(([query, variables]) => ({
    method: 'POST',
    path: '/api/graphql',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  })),
  jsonValue.map((v) => ({ method: 'POST', path: '/api/graphql', headers: { 'content-type': 'application/json' }, body: JSON.stringify(v) ?? '' })),
  fc.tuple(nasty, fc.constantFrom('application/json', 'text/plain', 'application/graphql', 'multipart/form-data; boundary=q', '')).map(([body, type]) => ({
    method: 'POST',
    path: '/api/graphql',
    headers: (type ? { 'content-type': type } : {}) as Record<string, string>,
    body,
  })),
  fc.tuple(queries, nasty).map(([q, v]) => ({ method: 'GET', path: `/api/graphql?query=${enc(q)}&variables=${enc(v)}&documentId=${enc(v)}`, headers: { accept: 'application/json' } })),
  fc.tuple(nasty, queries).map(([token, q]) => ({
    method: 'POST',
    path: '/api/graphql',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token.replace(/[^\x20-\x7e]/g, '')}` },
    body: JSON.stringify({ query: q }),
  })),
  fc.constantFrom('PUT', 'DELETE', 'PATCH').map((method) => ({ method, path: '/api/graphql', headers: {} })),
);

const AUTH_CALLS = ['token', 'logout', 'revoke', 'checkregistered', 'changeemail', 'confirmemail', 'changepassword', 'upgradeguest', 'upgradeguestfororder', 'resetpasswordrequest', 'resetpassword', 'impersonate', 'createguest', 'changeguestemail'];

/** /api/jwtauth/*: every call, prototype names, garbage fields and encodings. */
export const authRequests: fc.Arbitrary<FuzzRequest> = fc
  .tuple(
    fc.oneof(fc.constantFrom(...AUTH_CALLS, '__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString', 'valueOf', '__defineGetter__'), segment),
    fc.constantFrom('/api/jwtauth', '/admin/api/jwtauth'),
    fc.constantFrom('POST', 'GET', 'PUT'),
    fc.oneof(
      fc.dictionary(fc.oneof(fc.constantFrom('client_id', 'grant_type', 'username', 'password', 'email', 'refresh_token', 'refreshToken', 'resetToken', 'userId', 'clubOrderGuid'), nasty), nasty, { maxKeys: 6 }).map((d) => ({
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(d).toString(),
      })),
      badBodies,
    ),
  )
  .map(([call, base, method, b]) => ({ method, path: `${base}/${enc(call)}`, headers: b.headers, body: method === 'GET' ? undefined : b.body }));

const searchEvent = fc.record(
  {
    eventType: fc.oneof(fc.constantFrom('click', 'conversion', 'view'), nasty),
    eventName: nasty,
    index: fc.oneof(fc.constant('PRODUCTS_MASTER'), nasty),
    userToken: fc.oneof(fc.constant('anon-1'), nasty),
    objectIDs: fc.oneof(fc.array(nasty, { maxLength: 3 }), jsonValue),
    positions: fc.oneof(fc.array(numbers, { maxLength: 3 }), jsonValue),
    queryID: fc.oneof(fc.constant('0123456789abcdef0123456789abcdef'), nasty),
    timestamp: fc.oneof(numbers, jsonValue, fc.constant(Date.now())),
  },
  { requiredKeys: [] },
);

/** /api/search/*: the multi-query endpoint, facet values and events with any JSON. */
export const searchRequests: fc.Arbitrary<FuzzRequest> = fc.oneof(
  jsonValue.map((v) => ({ method: 'POST', path: '/api/search/1/indexes/*/queries', headers: { 'content-type': 'application/json' }, body: JSON.stringify(v) ?? '' })),
  fc.tuple(nasty, jsonValue).map(([q, p]) => ({
    method: 'POST',
    path: '/api/search/1/indexes/*/queries',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ requests: [{ indexName: 'PRODUCTS_MASTER', params: typeof p === 'string' ? p : `query=${enc(q)}&hitsPerPage=${enc(JSON.stringify(p) ?? '')}&facets=${enc(q)}` }] }),
  })),
  fc.tuple(segment, segment, jsonValue).map(([index, facet, v]) => ({
    method: 'POST',
    path: `/api/search/1/indexes/${enc(index)}/facets/${enc(facet)}/query`,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(v) ?? '',
  })),
  fc.array(searchEvent, { maxLength: 3 }).map((events) => ({ method: 'POST', path: '/api/search/1/events', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ events }) })),
  nasty.map((s) => ({ method: 'POST', path: '/api/search/1/events', headers: { 'content-type': 'application/json' }, body: s })),
  nasty.map((s) => ({ method: 'GET', path: `/api/search/1/${enc(s)}`, headers: {} })),
);

/** /media/*: every kind of picture path with any ids, sizes and file names. */
export const mediaRequests: fc.Arbitrary<FuzzRequest> = fc
  .tuple(fc.constantFrom('product', 'category', 'placeholder', 'garage', 'machine', 'return', 'diagram', 'nope'), idText, idText, fc.constantFrom('GET', 'HEAD', 'POST'))
  .map(([kind, a, b, method]) => ({ method, path: `/media/${kind}/${enc(a)}/${enc(b)}`, headers: {} }));

/** The sandbox gateway's card frame and tokenizer, /healthz and the outbox page. */
export const otherRequests: fc.Arbitrary<FuzzRequest> = fc.oneof(
  fc.tuple(nasty, jsonValue).map(([q, v]) => ({
    method: 'POST',
    path: `/payments/sandbox/tokenize?${enc(q)}=1`,
    headers: { 'content-type': 'application/json', origin: 'SELF' },
    body: JSON.stringify(v) ?? '',
  })),
  nasty.map((s) => ({ method: 'POST', path: '/payments/sandbox/tokenize', headers: { 'content-type': 'text/plain' }, body: s })),
  nasty.map((s) => ({ method: 'GET', path: `/payments/sandbox/fields?${enc(s)}=${enc(s)}`, headers: {} })),
  nasty.map((s) => ({ method: 'GET', path: `/payments/sandbox/${enc(s)}`, headers: {} })),
  fc.tuple(fc.constantFrom('GET', 'POST', 'HEAD', 'DELETE'), nasty).map(([method, s]) => ({ method, path: `/healthz?${enc(s)}`, headers: {} })),
  fc.tuple(fc.constantFrom('GET', 'POST'), nasty).map(([method, s]) => ({ method, path: `/dev/mail?page=${enc(s)}&id=${enc(s)}`, headers: {} })),
  nasty.map((s) => ({ method: 'GET', path: `/admin/savecookie?client_id=${enc(s)}&accessToken=${enc(s)}&redirectTo=${enc(s)}`, headers: {} })),
);

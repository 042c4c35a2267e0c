import { useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { productPath } from '~/features/catalog/catalog-product-query';
import { formatUtcDate } from '~/lib/number-format';
import { MAIL_KINDS, type AccountNotificationsData, type MailPreferences, type StockAlert } from '../api/account-api';
import { ErrorLine, SavedNotice, type ActionAnswer } from './account-page';
import { buttonClass, linkClass } from '~/components/button';

/**
 * The kinds of e-mail, each a box posted to the page's action as soon as it changes (the box follows
 * the click at once; a refusal puts it back). Without JavaScript, "Save choices" posts them all.
 */
function Preferences({ saved }: { saved: MailPreferences }) {
  const fetcher = useFetcher<ActionAnswer>();
  const posted = fetcher.formData;
  const busy = fetcher.state !== 'idle';
  const prefs: MailPreferences = posted ? { ...saved, ...Object.fromEntries(MAIL_KINDS.map((k) => [k.key, posted.get(k.key) === 'on'])) } : saved;
  // The box just clicked shows its new state in the same render (before the post is under way);
  // once the post has settled, the saved choices (or the posted ones) take over again.
  const [clicked, setClicked] = useState<Partial<Record<keyof MailPreferences, boolean>>>({});
  const [seenState, setSeenState] = useState(fetcher.state);
  if (seenState !== fetcher.state) {
    setSeenState(fetcher.state);
    if (fetcher.state === 'idle') setClicked({});
  }
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="preferences" />
      <fieldset className="space-y-3">
        <legend className="mb-1 text-lg font-bold">What we e-mail you</legend>
        <p className="text-sm text-ink-700">Order receipts and messages about your sign-in, password and e-mail address always go out.</p>
        {MAIL_KINDS.map((k) => (
          <div key={k.key} className="flex items-start gap-3">
            <input
              id={`pref-${k.key}`}
              type="checkbox"
              name={k.key}
              checked={clicked[k.key] ?? prefs[k.key]}
              disabled={busy}
              onChange={(e) => {
                const on = e.currentTarget.checked;
                setClicked((c) => ({ ...c, [k.key]: on }));
                const form = new FormData(e.currentTarget.form!);
                form.set('changed', k.key);
                void fetcher.submit(form, { method: 'post' });
              }}
              aria-describedby={`pref-${k.key}-text`}
              className="mt-1 size-5 shrink-0"
            />
            <div>
              <label htmlFor={`pref-${k.key}`} className="font-semibold">
                {k.label}
              </label>
              <p id={`pref-${k.key}-text`} className="text-sm text-ink-700">
                {k.text}
              </p>
            </div>
          </div>
        ))}
        <noscript>
          <button type="submit" className={buttonClass({ variant: 'secondary' })}>
            Save choices
          </button>
        </noscript>
        <SavedNotice text={busy ? 'Saving…' : (fetcher.data?.notice ?? null)} />
        <ErrorLine error={fetcher.data?.error} />
      </fieldset>
    </fetcher.Form>
  );
}

function AlertRow({ alert }: { alert: StockAlert }) {
  const [confirming, setConfirming] = useState(false);
  const fetcher = useFetcher<ActionAnswer>();
  const busy = fetcher.state !== 'idle';
  const name = alert.product?.name ?? 'A part no longer in the catalogue';
  return (
    <li className="space-y-2 p-4" data-testid="stock-alert">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 break-words">
          {alert.product ? (
            <Link to={productPath({ id: alert.product.id, seoName: alert.product.seoName })} className={linkClass}>
              {name}
            </Link>
          ) : (
            <span className="font-semibold">{name}</span>
          )}
          {alert.product && <span className="block text-sm text-ink-700">Part number {alert.product.sku}</span>}
          <span className="block text-sm">
            {alert.notifiedOnUtc
              ? `Back in stock: we e-mailed you on ${formatUtcDate(alert.notifiedOnUtc, 'short')}.`
              : `Waiting since ${formatUtcDate(alert.createdOnUtc, 'short')}: we e-mail you once it is back in stock.`}
          </span>
        </div>
        {!confirming && (
          <button type="button" onClick={() => setConfirming(true)} className={buttonClass({ variant: 'secondary' })} aria-label={`Remove ${name} from the list`}>
            Remove
          </button>
        )}
      </div>
      {confirming && (
        <fetcher.Form method="post" role="group" aria-label={`Remove ${name}?`} className="flex flex-wrap items-center gap-3">
          <span>Stop waiting for this part?</span>
          <input type="hidden" name="productId" value={alert.productId} />
          <button type="submit" name="intent" value="removeAlert" disabled={busy} className={buttonClass({ variant: 'danger' })} autoFocus>
            {busy ? 'Removing…' : 'Remove'}
          </button>
          <button type="button" onClick={() => setConfirming(false)} className={buttonClass({ variant: 'secondary' })}>
            Keep it
          </button>
        </fetcher.Form>
      )}
      <ErrorLine error={fetcher.data?.error} />
    </li>
  );
}

/** /account/notifications: the kinds of e-mail, each on or off, and the "Notify me" list. */
export function AccountNotifications({ data: d }: { data: AccountNotificationsData }) {
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      {d.mailPreferences ? <Preferences saved={d.mailPreferences} /> : <p>Your preferences could not be found.</p>}
      <section aria-labelledby="notify-me" className="min-w-0">
        <h2 id="notify-me" className="mb-1 text-lg font-bold">
          Notify me when available
        </h2>
        {d.stockAlerts.length === 0 ? (
          <p>You are not waiting for any part. On the page of a part that is out of stock, choose "Notify me when available".</p>
        ) : (
          <ul className="divide-y divide-gray-300 rounded-lg border border-gray-300" aria-label="Parts you are waiting for">
            {d.stockAlerts.map((a) => (
              <AlertRow key={a.id} alert={a} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

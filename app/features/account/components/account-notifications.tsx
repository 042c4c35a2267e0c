import { useState } from 'react';
import { Link } from 'react-router';
import { productPath } from '~/features/catalog/catalog-product-query';
import { formatUtcDate } from '~/lib/number-format';
import { accountApi, fetchNotifications, type MailPreferences, type StockAlert } from '../api/account-api';
import { LoadedView, SavedNotice, errorText, useAccountData } from './account-page';
import { buttonClass, linkClass } from '~/components/button';

const KINDS: Array<{ key: keyof MailPreferences; label: string; text: string }> = [
  { key: 'orderUpdates', label: 'Order updates', text: 'When an order is cancelled, returned or refunded.' },
  { key: 'shippingUpdates', label: 'Shipping updates', text: 'When an order ships and when it is delivered.' },
  { key: 'backInStock', label: 'Back in stock', text: 'When a part you asked about below is back in stock.' },
  { key: 'marketing', label: 'Offers and news', text: 'Sales, new parts lines and store news.' },
];

function Preferences({ initial }: { initial: MailPreferences }) {
  const [prefs, setPrefs] = useState(initial);
  const [busy, setBusy] = useState<keyof MailPreferences | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const toggle = async (key: keyof MailPreferences, on: boolean) => {
    const before = prefs;
    // The box follows the click at once; a refusal puts it back.
    setPrefs({ ...prefs, [key]: on });
    setBusy(key);
    setError(null);
    try {
      setPrefs(await accountApi.setPreferences({ [key]: on }));
      setNotice(`${KINDS.find((k) => k.key === key)!.label} e-mails are ${on ? 'on' : 'off'}.`);
    } catch (err) {
      setPrefs(before);
      setError(errorText(err, 'Your choice could not be saved.'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-lg font-bold">What we e-mail you</legend>
      <p className="text-sm text-ink-700">Order receipts and messages about your sign-in, password and e-mail address always go out.</p>
      {KINDS.map((k) => (
        <div key={k.key} className="flex items-start gap-3">
          <input
            id={`pref-${k.key}`}
            type="checkbox"
            checked={prefs[k.key]}
            disabled={busy !== null}
            onChange={(e) => void toggle(k.key, e.currentTarget.checked)}
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
      <SavedNotice text={busy ? 'Saving…' : notice} />
      {error && (
        <p role="alert" className="font-semibold text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function AlertRow({ alert, onRemoved }: { alert: StockAlert; onRemoved: () => Promise<void> }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = alert.product?.name ?? 'A part no longer in the catalogue';
  const remove = async () => {
    setBusy(true);
    setError(null);
    try {
      await accountApi.deleteStockAlert(alert.productId);
      await onRemoved();
    } catch (err) {
      setError(errorText(err, 'The request could not be removed.'));
      setBusy(false);
    }
  };
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
        <div role="group" aria-label={`Remove ${name}?`} className="flex flex-wrap items-center gap-3">
          <span>Stop waiting for this part?</span>
          <button type="button" onClick={() => void remove()} disabled={busy} className={buttonClass({ variant: 'danger' })} autoFocus>
            {busy ? 'Removing…' : 'Remove'}
          </button>
          <button type="button" onClick={() => setConfirming(false)} className={buttonClass({ variant: 'secondary' })}>
            Keep it
          </button>
        </div>
      )}
      {error && (
        <p role="alert" className="font-semibold text-red-700">
          {error}
        </p>
      )}
    </li>
  );
}

/** /account/notifications: the kinds of e-mail, each on or off, and the "Notify me" list. */
export function AccountNotifications() {
  const [state, reload] = useAccountData(fetchNotifications, 'Your notifications could not be loaded.');
  return (
    <LoadedView state={state} what="your notifications" retry={() => void reload()}>
      {(d) => (
        <div className="grid gap-8 lg:grid-cols-2">
          {d.mailPreferences ? <Preferences initial={d.mailPreferences} /> : <p>Your preferences could not be found.</p>}
          <section aria-labelledby="notify-me" className="min-w-0">
            <h2 id="notify-me" className="mb-1 text-lg font-bold">
              Notify me when available
            </h2>
            {d.stockAlerts.length === 0 ? (
              <p>You are not waiting for any part. On the page of a part that is out of stock, choose "Notify me when available".</p>
            ) : (
              <ul className="divide-y divide-gray-300 rounded-lg border border-gray-300" aria-label="Parts you are waiting for">
                {d.stockAlerts.map((a) => (
                  <AlertRow key={a.id} alert={a} onRemoved={reload} />
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </LoadedView>
  );
}

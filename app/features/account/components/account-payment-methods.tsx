import { Suspense, type ComponentType } from 'react';
import { Form, Link, useNavigate, useNavigation } from 'react-router';
import { ErrorLine, SavedNotice } from './account-page';
import { buttonClass, linkClass } from '~/components/button';
import type { Country } from '~/lib/reference-data';
import { paymentLine, type PaymentMethod, type PaymentMethodsData, type SavedPaymentMethod } from '../api/account-payment-methods-api';
import { addressLine } from '../api/account-addresses-api';

const TYPE_NAMES: Record<string, string> = { CREDIT_CARD: 'Card', PAY_PAL: 'PayPal', GOOGLE_PAY: 'Google Pay', APPLE_PAY: 'Apple Pay' };

function MethodText({ m, addresses }: { m: SavedPaymentMethod; addresses: Array<{ id: string | null; address1: string; city: string }> }) {
  const valid = m.validShippingAddresses.map((v) => addresses.find((a) => a.id === v.id)).filter(Boolean);
  return (
    <>
      <span className="block font-semibold">
        {TYPE_NAMES[m.paymentType] ?? m.paymentType}: {paymentLine(m)}
      </span>
      {m.isExpired && <span className="mt-1 inline-block rounded bg-red-100 px-2 py-0.5 text-sm font-bold text-red-800">Expired</span>}
      {m.cardholderName && <span className="block">{m.cardholderName}</span>}
      <span className="block text-sm">Billing address: {addressLine(m.address)}</span>
      {valid.length > 0 && <span className="block text-sm text-ink-700">Ships to: {valid.map((a) => `${a!.address1}, ${a!.city}`).join('; ')}</span>}
    </>
  );
}

/** /account/paymentmethods: saved cards and wallets, expired ones marked; the default (the page's action), edit, delete, add. */
export function AccountPaymentMethods({ data: { paymentMethods, addresses }, notice, error }: { data: PaymentMethodsData; notice: string | null; error?: string }) {
  const nav = useNavigation();
  const busyId = nav.state === 'submitting' ? nav.formData?.get('id') : null;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p>Checkout starts with the default payment method. We keep only what identifies a card, never its number.</p>
        <Link to="/account/paymentmethods/0/add" className={buttonClass({ variant: 'primary' })}>
          Add a card
        </Link>
      </div>
      <SavedNotice text={notice} />
      <ErrorLine error={error} />
      {paymentMethods.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-400 p-6 text-center">You have no saved payment methods. Add a card to check out faster.</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label="Payment methods">
          {paymentMethods.map((m) => (
            <li key={m.id} className="flex min-w-0 flex-col rounded-lg border border-gray-300 p-4" data-testid="payment-card">
              {m.isDefault && <span className="mb-2 self-start rounded bg-brand-100 px-2 py-0.5 text-sm font-bold">Default</span>}
              <p className="flex-1 break-words">
                <MethodText m={m} addresses={addresses} />
              </p>
              <div className="mt-3 flex flex-wrap gap-x-4 gap-y-2">
                <Link to={`/account/paymentmethods/${m.id}`} className={linkClass} aria-label={`Edit ${paymentLine(m)}`}>
                  Edit
                </Link>
                <Link to={`/account/paymentmethods/${m.id}/delete`} className={linkClass} aria-label={`Delete ${paymentLine(m)}`}>
                  Delete
                </Link>
                {!m.isDefault && (
                  <Form method="post" className="contents">
                    <input type="hidden" name="id" value={m.id} />
                    <button type="submit" name="intent" value="default" disabled={busyId != null} className={linkClass} aria-label={`Make ${paymentLine(m)} the default`}>
                      {busyId === m.id ? 'Saving…' : 'Make default'}
                    </button>
                  </Form>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function NotFound() {
  return (
    <div className="space-y-3">
      <p role="alert">This payment method is not among yours.</p>
      <Link to="/account/paymentmethods" className={linkClass}>
        Back to your payment methods
      </Link>
    </div>
  );
}

/** What the card and billing address form takes from the page around it. */
export interface PaymentMethodFormProps {
  countries: Country[];
  setup: PaymentMethodsData['paymentSetup'];
  existing: PaymentMethod | null;
  missing: boolean;
  onSaved: (m: PaymentMethod) => Promise<void>;
}

/**
 * /account/paymentmethods/{id} and /0/add. The form is the one checkout shows (its card fields,
 * loaded on demand); the route passes it in, so the account feature does not import checkout. The
 * card fields are a payment frame in the browser, so the form saves from there and the list reloads.
 */
export function AccountPaymentEdit({
  id,
  countries,
  data,
  Form: PaymentForm,
}: {
  id: string | null;
  countries: Country[];
  data: PaymentMethodsData;
  Form: ComponentType<PaymentMethodFormProps>;
}) {
  const navigate = useNavigate();
  const existing = id === null ? null : (data.paymentMethods.find((m) => m.id === id) ?? null);
  if (id !== null && !existing) return <NotFound />;
  return (
    <div className="max-w-2xl">
      <Suspense fallback={<p role="status">Loading the payment fields…</p>}>
        <PaymentForm
          countries={countries}
          setup={data.paymentSetup}
          existing={existing}
          missing={false}
          onSaved={async () => {
            await navigate('/account/paymentmethods', { state: { saved: existing ? 'The payment method was saved.' : 'The card was added.' } });
          }}
        />
      </Suspense>
      <Link to="/account/paymentmethods" className={`mt-4 ${buttonClass({ variant: 'secondary' })}`}>
        Cancel
      </Link>
    </div>
  );
}

/** /account/paymentmethods/{id}/delete: asks before deleting; the page's action deletes. */
export function AccountPaymentDelete({ data, id, error }: { data: PaymentMethodsData; id: string; error?: string }) {
  const busy = useNavigation().state === 'submitting';
  const m = data.paymentMethods.find((x) => x.id === id);
  if (!m) return <NotFound />;
  return (
    <section aria-labelledby="confirm-delete" className="max-w-xl space-y-4 rounded-lg border border-gray-300 p-5">
      <h2 id="confirm-delete" className="text-lg font-bold">
        Delete this payment method?
      </h2>
      <p className="break-words">
        <MethodText m={m} addresses={data.addresses} />
      </p>
      <ErrorLine error={error} />
      <Form method="post" className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="delete" disabled={busy} className={buttonClass({ variant: 'danger' })}>
          {busy ? 'Deleting…' : 'Delete payment method'}
        </button>
        <Link to="/account/paymentmethods" className={buttonClass({ variant: 'secondary' })}>
          Keep it
        </Link>
      </Form>
    </section>
  );
}

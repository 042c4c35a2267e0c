import { useState } from 'react';
import type { CheckoutAccount } from '../api/checkout-api';
import { ErrorNotice, type Failure } from '~/components/error-notice';
import { buttonClass } from '~/components/button';
import { paymentMethodApi, paymentLine } from '~/features/account/api/account-payment-methods-api';

/** payment: the saved payment methods, to pick, edit or remove one. */
export function PaymentStep({
  account,
  selectedId,
  onPick,
  go,
  onChanged,
}: {
  account: CheckoutAccount | null;
  selectedId: string | null;
  onPick: (id: string) => void;
  go: (s: string) => void;
  onChanged: () => Promise<void>;
}) {
  const [failure, setFailure] = useState<Failure | null>(null);
  if (!account) return <p role="status">Loading your payment methods…</p>;
  return (
    <section>
      <h2 className="text-xl font-bold">Payment methods</h2>
      {failure && <ErrorNotice {...failure} className="text-base" />}
      <ul className="mt-3 space-y-2">
        {account.paymentMethods.map((m) => (
          <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-gray-200 p-3">
            <span>
              {paymentLine(m)}
              {m.id === (selectedId ?? account.defaults.paymentMethod?.id) && <span className="ml-2 text-sm text-green-800">(selected)</span>}
            </span>
            <span className="flex flex-wrap gap-3">
              <button type="button" onClick={() => onPick(m.id)} className={`${buttonClass({ variant: 'secondary' })} h-10`}>
                Use this
              </button>
              <button type="button" onClick={() => go(`payment/edit/${m.id}`)} className="text-sm font-semibold text-blue-800 underline">
                Edit
              </button>
              <button
                type="button"
                onClick={async function remove() {
                  setFailure(null);
                  try {
                    await paymentMethodApi.remove(m.id);
                    await onChanged();
                  } catch (err) {
                    setFailure({ error: err, action: 'The payment method could not be removed.', onRetry: remove });
                  }
                }}
                className="text-sm font-semibold text-blue-800 underline"
              >
                Remove
              </button>
            </span>
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => go('payment/add')} className={`${buttonClass({ variant: 'primary' })} mt-4`}>
        Add a card
      </button>
    </section>
  );
}

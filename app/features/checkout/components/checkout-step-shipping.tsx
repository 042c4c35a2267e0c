import type { CheckoutAccount } from '../api/checkout-api';
import { buttonClass } from '~/components/button';
import { addressLine } from '~/features/account/api/account-addresses-api';

/** shipping: the address book, to pick where the order goes. */
export function ShippingStep({ account, selectedId, onPick, go }: { account: CheckoutAccount | null; selectedId: string | null; onPick: (id: string) => void; go: (s: string) => void }) {
  if (!account) return <p role="status">Loading your addresses…</p>;
  return (
    <section>
      <h2 className="text-xl font-bold">Shipping addresses</h2>
      <ul className="mt-3 space-y-2">
        {account.addresses.map((a) => (
          <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-gray-200 p-3">
            <span>
              <span className="font-semibold">
                {a.firstName} {a.lastName}
              </span>
              , {addressLine(a)}
              {a.id === (selectedId ?? account.defaults.shippingAddress?.id) && <span className="ml-2 text-sm text-green-800">(selected)</span>}
            </span>
            <span className="flex gap-3">
              <button type="button" onClick={() => onPick(a.id)} className={`${buttonClass({ variant: 'secondary' })} h-10`}>
                Ship here
              </button>
              <button type="button" onClick={() => go(`shipping/edit/${a.id}`)} className="text-sm font-semibold text-blue-800 underline">
                Edit
              </button>
            </span>
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => go('shipping/add')} className={`${buttonClass({ variant: 'primary' })} mt-4`}>
        Add a new address
      </button>
    </section>
  );
}

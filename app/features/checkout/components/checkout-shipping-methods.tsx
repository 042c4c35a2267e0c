import { useId } from 'react';
import type { Cart } from '~/features/cart/api/cart-api';
import { lineAmount } from '~/features/cart/cart-totals';
import type { CartActions as Actions } from '~/features/cart/cart-use-cart';
import { formatPrice } from '~/lib/money';

export type CartActions = Actions;

/** The cart's lines by shipment, each with its shipping methods to choose from. */
export function ShippingMethods({ cart, actions }: { cart: Cart; actions: CartActions }) {
  const name = useId();
  return (
    <section aria-labelledby={`${name}-h`}>
      <h3 id={`${name}-h`} className="text-lg font-bold">
        Items and shipping
      </h3>
      {cart.productGroups.map((g, i) => (
        <div key={g.shoppingCartItemId} className="mt-3 rounded-lg border border-gray-200 p-3">
          <ul className="space-y-1">
            {g.items.map((item) => (
              <li key={item.id} className="flex justify-between gap-3">
                <span>
                  {item.quantity} × {item.product?.name ?? 'A part no longer sold'}
                  {item.reference && <span className="text-sm text-ink-700"> (ref. {item.reference})</span>}
                </span>
                <span className="font-semibold">{item.price && item.price > 0 ? formatPrice(lineAmount(item.price, item.quantity)) : 'Free'}</span>
              </li>
            ))}
          </ul>
          <fieldset className="mt-2">
            <legend className="text-sm font-semibold">Shipping method{cart.productGroups.length > 1 ? ` (shipment ${i + 1})` : ''}</legend>
            {g.shippingMethods.length === 0 && <p className="text-sm text-red-700">No shipping method reaches this address.</p>}
            {g.shippingMethods.map((m) => (
              <label key={m.id} className="flex min-h-10 items-center gap-2">
                <input type="radio" name={`${name}-${i}`} checked={m.selected} onChange={() => void actions.setShipping(g.shoppingCartItemId, m.id)} className="h-4 w-4" />
                <span className="flex-1">
                  {m.name}
                  {m.eta && <span className="text-sm text-ink-700"> · {m.eta}</span>}
                </span>
                <span className="font-semibold">{m.price === 0 ? 'Free' : formatPrice(m.price)}</span>
              </label>
            ))}
          </fieldset>
        </div>
      ))}
    </section>
  );
}

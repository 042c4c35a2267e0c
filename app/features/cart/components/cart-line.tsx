import { useId, useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { QuantitySelector } from '~/components/quantity-selector';
import { productPath } from '~/features/catalog/catalog-product-query';
import { formatPrice } from '~/lib/money';
import { quantityBounds } from '../../../../shared/quantity-rules';
import type { CartItem } from '../api/cart-api';
import { canSaveForLater, isFree, lineAmount } from '../cart-totals';
import { CART_ACTION } from '../cart-changes';
import { useCartChangeFetcher } from '../cart-use-cart';

export interface CartLineActions {
  changeQuantity: (item: CartItem, qty: number) => Promise<void>;
  remove: (item: CartItem) => Promise<void>;
  saveForLater: (item: CartItem) => Promise<void>;
  setReference: (item: CartItem, reference: string) => Promise<void>;
}

/** One cart row: picture, name, price or Free, quantity, line total, reference, and its actions. */
export function CartLine({ item, actions, readOnly }: { item: CartItem; actions: CartLineActions; readOnly: boolean }) {
  const p = item.product;
  const name = p?.name ?? 'A part no longer sold';
  const free = isFree(item.price);
  const max = p ? quantityBounds(p.priceAndAvailability).max : 1;
  return (
    <li className="flex gap-3 py-4" data-testid="cart-line">
      <div className="h-20 w-20 shrink-0 overflow-hidden rounded border border-gray-200 bg-white">
        {p?.pictures[0] ? (
          <img src={p.pictures[0].thumbnailUrl} alt="" width={80} height={80} loading="lazy" className="h-full w-full object-contain" />
        ) : null}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            {p ? (
              <Link to={productPath(p)} className="font-semibold break-words text-blue-900 hover:underline">
                {name}
              </Link>
            ) : (
              <span className="font-semibold">{name}</span>
            )}
            {p && <p className="text-sm text-ink-700">SKU {p.sku}</p>}
            {item.backordered && <p className="text-sm font-semibold text-amber-800">Backordered</p>}
          </div>
          <p className="text-right">
            <span className="block font-bold" data-testid="line-total">
              {free ? 'Free' : formatPrice(lineAmount(item.price, item.quantity))}
            </span>
            {!free && item.quantity > 1 && <span className="block text-sm text-ink-700">{formatPrice(item.price!)} each</span>}
          </p>
        </div>
        {item.warnings.length > 0 && (
          <ul className="mt-1 space-y-0.5 text-sm text-amber-800">
            {item.warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        )}
        {readOnly ? (
          <p className="mt-2 text-sm">Quantity: {item.quantity}</p>
        ) : (
          <LineForm item={item} name={name} max={max} actions={actions} />
        )}
        <LineReference item={item} name={name} onSave={(r) => actions.setReference(item, r)} />
      </div>
    </li>
  );
}

/**
 * The line's quantity and its Remove and Save for later buttons, as a form posting to the cart's
 * action: with JavaScript a change is sent at once (and shown before the answer); without, Update
 * posts the chosen quantity and the page comes back with the new quantity and totals.
 */
function LineForm({ item, name, max, actions }: { item: CartItem; name: string; max: number; actions: CartLineActions }) {
  const fetcher = useCartChangeFetcher();
  const run = (e: MouseEvent, act: () => Promise<void>) => {
    e.preventDefault();
    void act();
  };
  return (
    <fetcher.Form method="post" action={CART_ACTION} className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
      <input type="hidden" name="itemId" value={item.id} />
      <input type="hidden" name="typeId" value={item.shoppingCartTypeId} />
      <QuantitySelector value={item.quantity} max={max} name="qty" label={`Quantity of ${name}`} hideLabel onChange={(n) => void actions.changeQuantity(item, n)} />
      {/* Only without JavaScript: with it a change is sent as soon as it is chosen. In <noscript>, not hidden once
          hydrated: on a phone the button took the row's room, and the row closing up at hydration moved the rest
          of the page (CLS 0.063 on the cart). */}
      <noscript>
        <button type="submit" name="intent" value="quantity" className="min-h-10 rounded border border-gray-500 px-3 text-sm font-semibold">
          Update<span className="sr-only"> the quantity of {name}</span>
        </button>
      </noscript>
      <button type="submit" name="intent" value="remove" onClick={(e) => run(e, () => actions.remove(item))} aria-label={`Remove ${name}`} className="min-h-10 text-sm font-semibold text-blue-800 underline">
        Remove
      </button>
      {canSaveForLater(item.price) && (
        <button
          type="submit"
          name="intent"
          value="saveForLater"
          onClick={(e) => run(e, () => actions.saveForLater(item))}
          aria-label={`Save for later: ${name}`}
          className="min-h-10 text-sm font-semibold text-blue-800 underline"
        >
          Save for later
        </button>
      )}
    </fetcher.Form>
  );
}

/** The line reference (spec 2 §4): shown with EDIT, edited with SAVE. */
function LineReference({ item, name, onSave }: { item: CartItem; name: string; onSave: (reference: string) => Promise<void> }) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(item.reference);
  if (!editing) {
    return (
      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
        <span className="text-ink-700">Reference:</span>
        <span className="break-all">{item.reference || <span className="text-ink-700">none</span>}</span>
        <button
          type="button"
          onClick={() => {
            setText(item.reference);
            setEditing(true);
          }}
          className="min-h-8 font-semibold text-blue-800 underline"
        >
          EDIT<span className="sr-only"> the reference of {name}</span>
        </button>
      </p>
    );
  }
  return (
    <form
      className="mt-1 flex flex-wrap items-center gap-2 text-sm"
      onSubmit={(e) => {
        e.preventDefault();
        setEditing(false);
        void onSave(text.trim());
      }}
    >
      <label htmlFor={id} className="text-ink-700">
        Reference
      </label>
      <input
        id={id}
        value={text}
        maxLength={100}
        autoFocus
        onChange={(e) => setText(e.target.value)}
        className="h-9 min-w-0 flex-1 rounded border border-gray-400 px-2"
      />
      <button type="submit" className="h-9 rounded bg-ink-900 px-3 font-semibold text-white">
        SAVE
      </button>
    </form>
  );
}

import { useId, useState } from 'react';
import { Link } from 'react-router';
import { QuantitySelector } from '~/components/quantity-selector';
import { productPath } from '~/features/catalog/catalog-product-query';
import { formatPrice } from '~/lib/money';
import { quantityBounds } from '../../../../shared/quantity-rules';
import type { CartItem } from '../api/cart-api';
import { canSaveForLater, isFree, lineAmount } from '../cart-totals';

export interface CartLineActions {
  changeQuantity: (item: CartItem, qty: number) => Promise<boolean>;
  remove: (item: CartItem) => Promise<boolean>;
  saveForLater: (item: CartItem) => Promise<boolean>;
  setReference: (item: CartItem, reference: string) => Promise<boolean>;
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
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
          {readOnly ? (
            <span className="text-sm">Quantity: {item.quantity}</span>
          ) : (
            <QuantitySelector value={item.quantity} max={max} label={`Quantity of ${name}`} hideLabel onChange={(n) => void actions.changeQuantity(item, n)} />
          )}
          {!readOnly && (
            <button type="button" onClick={() => void actions.remove(item)} aria-label={`Remove ${name}`} className="min-h-10 text-sm font-semibold text-blue-800 underline">
              Remove
            </button>
          )}
          {!readOnly && canSaveForLater(item.price) && (
            <button type="button" onClick={() => void actions.saveForLater(item)} aria-label={`Save for later: ${name}`} className="min-h-10 text-sm font-semibold text-blue-800 underline">
              Save for later
            </button>
          )}
        </div>
        <LineReference item={item} name={name} onSave={(r) => actions.setReference(item, r)} />
      </div>
    </li>
  );
}

/** The line reference (spec 2 §4): shown with EDIT, edited with SAVE. */
function LineReference({ item, name, onSave }: { item: CartItem; name: string; onSave: (reference: string) => Promise<boolean> }) {
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

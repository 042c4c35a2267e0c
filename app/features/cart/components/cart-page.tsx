import { useEffect, useId, useRef, useState } from 'react';
import { Link, useActionData } from 'react-router';
import { productPath } from '~/features/catalog/catalog-product-query';
import { formatPrice } from '~/lib/money';
import type { Country } from '~/lib/reference-data';
import type { Cart, CartGroup, CartItem } from '../api/cart-api';
import { carouselName, cartTotals } from '../cart-totals';
import { useCart, type CartActions } from '../cart-use-cart';
import { failureError, type CartChangeResult, type CartLoad } from '../cart-changes';
import { CartLine } from './cart-line';
import { Coupons, Destination } from './cart-page-forms';
import { formatUtcDate } from '~/lib/number-format';
import { ErrorNotice } from '~/components/error-notice';

type Actions = CartActions;

/** The cart page: lines grouped by shipment, saved for later, coupon, destination and totals. */
export function CartView({ load, rewardCode, countries }: { load: CartLoad; rewardCode?: string | null; countries: Country[] }) {
  const { cart, result, failure, dismissError, reload, actions } = useCart(load);
  // Without JavaScript a change is a posted form, answered as the route's action data (a bad quantity, a refused
  // coupon); a change made since with JavaScript answers for itself.
  const posted = useActionData<CartChangeResult>();
  const postedFailure = !result && posted && !posted.ok && !posted.silent ? posted.failure : null;
  const [rewardNote, setRewardNote] = useState<string | null>(null);
  const rewardTried = useRef(false);
  const rewardSent = useRef(false);

  // /cart/{rewardCode}: the code is applied as a coupon once the page is there.
  useEffect(() => {
    if (!rewardCode || !cart || rewardTried.current) return;
    rewardTried.current = true;
    rewardSent.current = true;
    void actions.addCoupon(rewardCode);
  }, [rewardCode, cart, actions]);
  useEffect(() => {
    if (!rewardSent.current || !result || result.intent !== 'addCoupon') return;
    rewardSent.current = false;
    setRewardNote(result.ok ? `Reward code ${rewardCode} applied.` : null);
  }, [result, rewardCode]);

  if (load.failure) {
    return (
      <div className="py-10 text-center">
        <ErrorNotice error={failureError(load.failure)} action={load.failure.action} onRetry={reload} className="text-base font-semibold" />
      </div>
    );
  }
  if (!cart) {
    // Only a quote link opened without a session waits here, while the page makes a guest.
    return (
      <p className="py-10 text-center" role="status">
        Loading your cart…
      </p>
    );
  }

  const readOnly = Boolean(cart.quote);
  const items = cart.productGroups.flatMap((g) => g.items);
  return (
    <div>
      {cart.quote && <QuoteBanner cart={cart} />}
      {failure && (
        <div className="mb-4 flex items-start justify-between gap-3 rounded-md border border-red-300 bg-red-50 p-3">
          <ErrorNotice error={failure.error} action={failure.action} onRetry={failure.retry} className="text-base text-red-800" />
          <button type="button" onClick={dismissError} className="shrink-0 text-sm font-semibold underline">
            Dismiss
          </button>
        </div>
      )}
      {postedFailure && (
        <div className="mb-4 rounded-md border border-red-300 bg-red-50 p-3">
          <ErrorNotice error={failureError(postedFailure)} action={postedFailure.action} className="text-base text-red-800" />
        </div>
      )}
      {rewardNote && (
        <p role="status" className="mb-4 rounded-md border border-green-300 bg-green-50 p-3 text-green-900">
          {rewardNote}
        </p>
      )}
      {(cart.errors.length > 0 || cart.warnings.length > 0) && <CartMessages errors={cart.errors} warnings={cart.warnings} />}
      <div className="grid gap-8 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          {items.length === 0 ? (
            <div className="rounded-lg border border-dashed border-gray-400 p-8 text-center">
              <p className="text-lg font-semibold">Your cart is empty.</p>
              <p className="mt-1 text-ink-700">
                <Link to="/search" className="text-blue-800 underline">
                  Find parts
                </Link>{' '}
                for your machines.
              </p>
            </div>
          ) : (
            cart.productGroups.map((g, i) => (
              <CartShipment key={g.shoppingCartItemId} group={g} index={i} count={cart.productGroups.length} actions={actions} readOnly={readOnly} />
            ))
          )}
          {cart.savedForLaterItems.length > 0 && <SavedForLater items={cart.savedForLaterItems} actions={actions} />}
        </div>
        <aside className="min-w-0 space-y-6 lg:sticky lg:top-4 lg:self-start">
          <CartSummary cart={cart} />
          <Destination cart={cart} countries={countries} onSave={actions.setDestination} />
          {!readOnly && <Coupons cart={cart} onAdd={actions.addCoupon} onRemove={actions.removeCoupon} />}
        </aside>
      </div>
    </div>
  );
}

function QuoteBanner({ cart }: { cart: Cart }) {
  const q = cart.quote!;
  const expires = formatUtcDate(q.expirationDate, 'short');
  return (
    <div className="mb-4 rounded-md border border-blue-300 bg-blue-50 p-3 text-blue-950">
      <p className="font-semibold">Quote{q.title ? `: ${q.title}` : ''}</p>
      <p className="text-sm">
        The prices and shipping of this quote are fixed; quantities and parts cannot be changed. {q.canOrder ? `Valid until ${expires}.` : `Expired on ${expires}.`}
      </p>
    </div>
  );
}

function CartMessages({ errors, warnings }: { errors: string[]; warnings: string[] }) {
  return (
    <div className="mb-4 space-y-2">
      {errors.map((e) => (
        <p key={e} role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
          {e}
        </p>
      ))}
      {warnings.length > 0 && (
        <ul className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900" aria-label="Cart warnings">
          {warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

function CartShipment({ group, index, count, actions, readOnly }: { group: CartGroup; index: number; count: number; actions: Actions; readOnly: boolean }) {
  const name = useId();
  return (
    <section aria-labelledby={`${name}-h`} className="mb-6 rounded-lg border border-gray-200 p-4">
      <h2 id={`${name}-h`} className="text-lg font-bold">
        {count > 1 ? `Shipment ${index + 1} of ${count}` : 'Shipment'}
        {group.backordered && <span className="ml-2 text-sm font-semibold text-amber-800">(backordered)</span>}
      </h2>
      <ul className="divide-y divide-gray-200">
        {group.items.map((item) => (
          <CartLine key={item.id} item={item} actions={actions} readOnly={readOnly} />
        ))}
      </ul>
      <fieldset className="mt-2 border-t border-gray-200 pt-3">
        <legend className="font-semibold">Shipping method</legend>
        {group.shippingMethods.length === 0 ? (
          <p className="text-sm text-red-700">No shipping method reaches this destination.</p>
        ) : (
          <div className="mt-1 space-y-1">
            {group.shippingMethods.map((m) => (
              <label key={m.id} className="flex min-h-10 cursor-pointer items-center gap-2">
                <input
                  type="radio"
                  name={`${name}-ship`}
                  value={m.id}
                  checked={m.selected}
                  disabled={readOnly && !m.selected}
                  onChange={() => void actions.setShipping(group.shoppingCartItemId, m.id)}
                  className="h-4 w-4"
                />
                <span className="flex-1">
                  {m.name}
                  {m.eta && <span className="text-sm text-ink-700"> · {m.eta}</span>}
                </span>
                <span className="font-semibold">{m.price === 0 ? 'Free' : formatPrice(m.price)}</span>
              </label>
            ))}
          </div>
        )}
      </fieldset>
    </section>
  );
}

function SavedForLater({ items, actions }: { items: CartItem[]; actions: Actions }) {
  return (
    <section aria-labelledby="saved-h" className="mt-8">
      <h2 id="saved-h" className="text-lg font-bold">
        Saved for later ({items.length})
      </h2>
      <ul className="mt-3 flex gap-3 overflow-x-auto pb-2" data-testid="saved-for-later">
        {items.map((item) => {
          const p = item.product;
          const full = p?.name ?? 'A part no longer sold';
          return (
            <li key={item.id} className="w-[150px] shrink-0 rounded-lg border border-gray-200 p-2 max-[600px]:w-[125px]">
              {p?.pictures[0] && <img src={p.pictures[0].thumbnailUrl} alt="" width={100} height={100} loading="lazy" className="mx-auto h-[100px] w-[100px] object-contain" />}
              {p ? (
                <Link to={productPath(p)} title={full} className="mt-1 block text-sm font-semibold break-words text-blue-900 hover:underline">
                  {carouselName(full)}
                </Link>
              ) : (
                <span className="mt-1 block text-sm font-semibold">{carouselName(full)}</span>
              )}
              <p className="text-sm font-bold">{item.price && item.price > 0 ? formatPrice(item.price) : 'Free'}</p>
              <button type="button" onClick={() => void actions.moveToCart(item)} aria-label={`Move to cart: ${full}`} className="mt-1 min-h-9 w-full rounded bg-brand-500 px-2 text-sm font-bold text-ink-900">
                Move to cart
              </button>
              <button type="button" onClick={() => void actions.remove(item)} aria-label={`Remove ${full}`} className="mt-1 min-h-9 w-full text-sm font-semibold text-blue-800 underline">
                Remove
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Row({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <div className={`flex justify-between gap-3 ${strong ? 'border-t border-gray-300 pt-2 text-lg font-bold' : ''}`}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

/** The totals computed here in the browser (spec 2 §4), and Checkout when they allow it. */
export function CartSummary({ cart, hideCheckout = false }: { cart: Cart; hideCheckout?: boolean }) {
  const t = cartTotals(cart);
  const first = cart.appliedDiscounts[0];
  const canCheckout = t.canCheckout && cart.canOrder;
  const to = cart.quoteGuid ? `/checkout/quote/${cart.quoteGuid}` : '/checkout';
  return (
    <section aria-labelledby="summary-h" className="rounded-lg border border-gray-200 p-4">
      <h2 id="summary-h" className="text-lg font-bold">
        Order summary
      </h2>
      <dl className="mt-2 space-y-1">
        <Row label={`Items (${cart.itemCount})`} value={formatPrice(t.subtotal)} testId="summary-subtotal" />
        {t.discount > 0 && <Row label={`Discount${first ? ` (${first.couponCode})` : ''}`} value={`−${formatPrice(t.discount)}`} testId="summary-discount" />}
        <Row label="Shipping" value={t.shipping === null ? '—' : t.shipping === 0 ? 'Free' : formatPrice(t.shipping)} testId="summary-shipping" />
        {t.shippingDiscount > 0 && <Row label={`Shipping discount${first ? ` (${first.couponCode})` : ''}`} value={`−${formatPrice(t.shippingDiscount)}`} />}
        <Row label="Estimated tax" value={formatPrice(t.tax)} testId="summary-tax" />
        <Row label="Total" value={t.total === null ? '—' : formatPrice(t.total)} strong testId="summary-total" />
      </dl>
      {!hideCheckout && (
        <>
          {canCheckout ? (
            <Link to={to} className="mt-4 flex h-12 items-center justify-center rounded-md bg-brand-500 font-bold text-ink-900 hover:bg-brand-400">
              Checkout
            </Link>
          ) : (
            <button type="button" disabled className="mt-4 h-12 w-full cursor-not-allowed rounded-md bg-gray-200 font-bold text-ink-700">
              Checkout
            </button>
          )}
          {!canCheckout && cart.itemCount > 0 && (
            <p className="mt-2 text-sm text-ink-700">
              {t.total === null ? 'Choose where the parts go to see shipping and the total.' : t.total === 0 ? 'The order total is zero; call us to order these parts.' : 'Resolve the messages above to check out.'}
            </p>
          )}
        </>
      )}
    </section>
  );
}

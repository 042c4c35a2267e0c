import { useCallback, useEffect, useRef, useState } from 'react';
import { useFetcher, useRevalidator } from 'react-router';
import { ensureGuestSession, getSessionState } from '~/features/auth/auth-session';
import { useSessionIdentityChange } from '~/features/auth/auth-use-session';
import { setCartItemCount } from '~/lib/cart-count';
import { CART_TYPE_CART, type Cart, type CartItem } from './api/cart-api';
import { CART_ACTION, CART_CHANGE_FETCHER, CART_ESTIMATE_FETCHER, failureError, type CartChangeResult, type CartLoad } from './cart-changes';
import { pendingCart } from './cart-optimistic';

/** A failed cart change as the page shows it: the error, the spec's text of the change, and a retry. */
export type CartFailure = { error: unknown; action: string; retry: () => Promise<void> };

/** The fetcher every view of the cart shares for the changes it shows the outcome of. */
export function useCartChangeFetcher() {
  return useFetcher<CartChangeResult>({ key: CART_CHANGE_FETCHER });
}

/**
 * Waits until no cart change or estimate is on its way, the reload that follows it included. A
 * navigation started while one is (the thank-you page after an order) can be overtaken by that
 * reload, which would show the page it left with the emptied cart instead.
 */
export function useCartSettled(): () => Promise<void> {
  const change = useFetcher({ key: CART_CHANGE_FETCHER });
  const estimate = useFetcher({ key: CART_ESTIMATE_FETCHER });
  const idle = change.state === 'idle' && estimate.state === 'idle';
  const idleNow = useRef(idle);
  const waiting = useRef<Array<() => void>>([]);
  useEffect(() => {
    idleNow.current = idle;
    if (idle) for (const resolve of waiting.current.splice(0)) resolve();
  }, [idle]);
  return useCallback(() => (idleNow.current ? Promise.resolve() : new Promise<void>((resolve) => waiting.current.push(resolve))), []);
}

/**
 * The cart a loader read, with the change on its way already applied (spec 2 §4: shown at once;
 * when the change fails the loaded cart shows again, with the failure). Changes are posted to the
 * cart route's action; a browser without a session becomes a guest first.
 */
export function useCart(load: CartLoad) {
  const change = useCartChangeFetcher();
  const estimate = useFetcher<CartChangeResult>({ key: CART_ESTIMATE_FETCHER });
  const { revalidate } = useRevalidator();
  const [dismissed, setDismissed] = useState<unknown>(null);
  const [lastForm, setLastForm] = useState<FormData | null>(null);

  const loaded = load.cart;
  const cart = loaded && pendingCart(pendingCart(loaded, change.formData), estimate.formData);

  // A quote link opened without a session: a guest is made, then the loader reads the quote.
  useEffect(() => {
    if (load.needsSession) void ensureGuestSession().then(() => revalidate());
  }, [load.needsSession, revalidate]);
  // Someone else signed in or out in this tab: the cart is theirs now.
  useSessionIdentityChange(() => void revalidate());

  // The header follows what the page shows (a quote's cart is not the customer's cart).
  const shownCount = cart && !cart.quote ? cart.itemCount : null;
  useEffect(() => {
    if (shownCount !== null) setCartItemCount(shownCount);
  }, [shownCount]);

  const q = loaded?.quoteGuid ?? null;
  async function post(fields: Record<string, string | number | boolean | null>, fetcher: typeof change) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) if (v !== null) form.set(k, String(v));
    if (q) form.set('quoteGuid', q);
    if (fetcher === change) setLastForm(form);
    if (!getSessionState().loggedIn) await ensureGuestSession();
    await fetcher.submit(form, { method: 'post', action: CART_ACTION });
  }
  const line = (intent: string, item: CartItem, extra: Record<string, string | number> = {}) =>
    post({ intent, itemId: item.id, typeId: item.shoppingCartTypeId ?? CART_TYPE_CART, ...extra }, change);

  const actions = {
    changeQuantity: (item: CartItem, qty: number) => line('quantity', item, { qty }),
    remove: (item: CartItem) => line('remove', item),
    saveForLater: (item: CartItem) => line('saveForLater', item),
    moveToCart: (item: CartItem) => line('moveToCart', item),
    setReference: (item: CartItem, reference: string) => line('reference', item, { reference }),
    addCoupon: (couponCode: string) => post({ intent: 'addCoupon', couponCode }, change),
    removeCoupon: (couponCode: string) => post({ intent: 'removeCoupon', couponCode }, change),
    // Spec 2 §8: failing to set the destination or the shipping method is only logged.
    setDestination: (d: { countryId: string | null; stateProvinceId: string | null; postalCode: string }) => post({ intent: 'destination', ...d }, estimate),
    setShipping: (groupItemId: string, methodId: string) => {
      const group = loaded?.productGroups.find((g) => g.shoppingCartItemId === groupItemId);
      if (!loaded || !group) return Promise.resolve();
      return post(
        {
          intent: 'shipping',
          countryId: loaded.destination.countryId,
          provinceId: loaded.destination.provinceId,
          postalCode: loaded.destination.postalCode,
          warehouseId: group.warehouseId,
          vendorId: group.vendorId,
          shippingProfileId: group.shippingProfileId,
          backordered: group.backordered,
          selectedShippingMethodId: methodId,
          shoppingCartItemId: groupItemId,
        },
        estimate,
      );
    },
  };

  const result = change.state === 'idle' ? change.data : undefined;
  const failure: CartFailure | null =
    result && !result.ok && !result.silent && result !== dismissed
      ? {
          error: failureError(result.failure),
          action: result.failure.action,
          retry: async () => {
            if (lastForm) await change.submit(lastForm, { method: 'post', action: CART_ACTION });
          },
        }
      : null;

  return {
    cart,
    /** The last change's answer once it is in (for notes such as a reward code applied). */
    result,
    failure,
    dismissError: () => setDismissed(result ?? null),
    reload: () => revalidate(),
    actions,
  };
}

export type CartActions = ReturnType<typeof useCart>['actions'];
export type { Cart };

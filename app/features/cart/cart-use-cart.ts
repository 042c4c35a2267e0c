import { useCallback, useEffect, useRef, useState } from 'react';
import { setCartItemCount } from '~/lib/cart-count';
import { useSessionIdentityChange } from '~/features/auth/auth-use-session';
import { startSession } from '~/features/auth/auth-session';
import { CART_ERRORS, CART_TYPE_CART, CART_TYPE_SAVED, cartApi, cartErrorText, fetchCart, type Cart, type CartItem } from './api/cart-api';

/** A failed cart change: what failed (for the notice), the spec's text of the change, and how to run it again. */
export type CartFailure = { error: unknown; action: string; retry: () => Promise<boolean> };

type FailedChange = { error: unknown; action: string; preview: ((c: Cart) => Cart) | null; call: () => Promise<Cart> };

export type CartStatus = 'loading' | 'ready' | 'error';

/** Applies `fn` to every cart line (in groups and saved for later). */
function mapItems(cart: Cart, fn: (item: CartItem) => CartItem | null): Cart {
  return {
    ...cart,
    productGroups: cart.productGroups
      .map((g) => ({ ...g, items: g.items.map(fn).filter((i): i is CartItem => i !== null) }))
      .filter((g) => g.items.length > 0),
    savedForLaterItems: cart.savedForLaterItems.map(fn).filter((i): i is CartItem => i !== null),
  };
}

function findItem(cart: Cart, id: string): CartItem | undefined {
  return cart.productGroups.flatMap((g) => g.items).find((i) => i.id === id) ?? cart.savedForLaterItems.find((i) => i.id === id);
}

const countOf = (cart: Cart) => cart.productGroups.reduce((n, g) => n + g.items.reduce((m, i) => m + i.quantity, 0), 0);

/** On-screen edits of spec 2 §4: shown at once, rolled back if the call fails. */
export const optimistic = {
  quantity(cart: Cart, id: string, qty: number): Cart {
    const next = mapItems(cart, (i) => (i.id === id ? { ...i, quantity: qty } : i));
    return { ...next, itemCount: countOf(next) };
  },
  remove(cart: Cart, id: string): Cart {
    const next = mapItems(cart, (i) => (i.id === id ? null : i));
    return { ...next, itemCount: countOf(next) };
  },
  saveForLater(cart: Cart, id: string): Cart {
    const item = findItem(cart, id);
    if (!item) return cart;
    const next = optimistic.remove(cart, id);
    return { ...next, savedForLaterItems: [{ ...item, shoppingCartTypeId: CART_TYPE_SAVED }, ...next.savedForLaterItems] };
  },
  reference(cart: Cart, id: string, reference: string): Cart {
    return mapItems(cart, (i) => (i.id === id ? { ...i, reference } : i));
  },
  shipping(cart: Cart, groupItemId: string, methodId: string): Cart {
    return {
      ...cart,
      productGroups: cart.productGroups.map((g) =>
        g.shoppingCartItemId === groupItemId ? { ...g, shippingMethods: g.shippingMethods.map((m) => ({ ...m, selected: m.id === methodId })) } : g,
      ),
    };
  },
};

/**
 * The cart (or a quote's read-only cart) in the browser: loads once the session is known, reloads
 * when who is signed in changes, and runs every change optimistically with rollback.
 */
export function useCart(quoteGuid: string | null) {
  const [cart, setCart] = useState<Cart | null>(null);
  const [status, setStatus] = useState<CartStatus>('loading');
  const [failed, setFailed] = useState<FailedChange | null>(null);
  const [loadFailure, setLoadFailure] = useState<{ error: unknown; action: string } | null>(null);
  const current = useRef<Cart | null>(null);
  const seq = useRef(0);

  const put = useCallback((next: Cart | null) => {
    current.current = next;
    setCart(next);
    // The header follows what the page shows (a quote's cart is not the customer's cart).
    if (next && !next.quote) setCartItemCount(next.itemCount);
  }, []);

  const load = useCallback(() => {
    const fetching = startSession().then(() => (quoteGuid ? cartApi.accessQuote(quoteGuid) : fetchCart(null)));
    return fetching.then(
      (next) => {
        put(next);
        setLoadFailure(null);
        setStatus('ready');
      },
      (err: unknown) => {
        setLoadFailure({ error: err, action: quoteGuid ? 'We could not open that quote.' : 'We could not load your cart.' });
        setStatus('error');
      },
    );
  }, [quoteGuid, put]);

  useEffect(() => {
    void load();
  }, [load]);
  useSessionIdentityChange(() => void load());

  /**
   * Shows `preview` at once, runs `call`, then shows the server's cart; on failure the cart as it
   * was comes back with the failure text. Only the latest change's answer is shown.
   */
  const run = useCallback(
    async (base: string, preview: ((c: Cart) => Cart) | null, call: () => Promise<Cart>, opts: { silent?: boolean } = {}): Promise<boolean> => {
      const before = current.current;
      if (!before) return false;
      const mine = ++seq.current;
      setFailed(null);
      if (preview) put(preview(before));
      try {
        const next = await call();
        if (mine === seq.current) put(next);
        return true;
      } catch (err) {
        if (mine === seq.current) put(before);
        if (opts.silent) console.warn(base, err);
        else setFailed({ error: err, action: base, preview, call });
        return false;
      }
    },
    [put],
  );

  const q = cart?.quoteGuid ?? quoteGuid;
  const actions = {
    changeQuantity: (item: CartItem, qty: number) =>
      run(CART_ERRORS.changeQuantity, (c) => optimistic.quantity(c, item.id, qty), () => cartApi.changeQuantity(item.id, item.shoppingCartTypeId, qty)),
    remove: (item: CartItem) => run(CART_ERRORS.remove, (c) => optimistic.remove(c, item.id), () => cartApi.remove(item.id, item.shoppingCartTypeId)),
    saveForLater: (item: CartItem) => run(CART_ERRORS.saveForLater, (c) => optimistic.saveForLater(c, item.id), () => cartApi.saveForLater(item.id)),
    moveToCart: (item: CartItem) => run(CART_ERRORS.moveToCart, (c) => optimistic.remove(c, item.id), () => cartApi.moveToCart(item.id)),
    setReference: (item: CartItem, reference: string) =>
      run(CART_ERRORS.setLineReference, (c) => optimistic.reference(c, item.id, reference), () =>
        cartApi.setLineReference(item.id, reference, item.shoppingCartTypeId ?? CART_TYPE_CART, q ?? null),
      ),
    addCoupon: (code: string) => run(CART_ERRORS.addCoupon, null, () => cartApi.addCoupon(code, q ?? null)),
    removeCoupon: (code: string) => run(CART_ERRORS.removeCoupon, null, () => cartApi.removeCoupon(code, q ?? null)),
    // Spec 2 §8: failing to set the destination or the shipping method is only logged.
    setDestination: (d: { countryId: string | null; stateProvinceId: string | null; postalCode: string }) =>
      run('Failed to set the destination', null, () => cartApi.setDestination(d, q ?? null), { silent: true }),
    setShipping: (groupItemId: string, methodId: string) => {
      const c = current.current;
      const group = c?.productGroups.find((g) => g.shoppingCartItemId === groupItemId);
      if (!c || !group) return Promise.resolve(false);
      return run(
        'Failed to set the shipping method',
        (x) => optimistic.shipping(x, groupItemId, methodId),
        () =>
          cartApi.setSelectedShippingMethod(
            {
              countryId: c.destination.countryId,
              provinceId: c.destination.provinceId,
              postalCode: c.destination.postalCode,
              warehouseId: group.warehouseId,
              vendorId: group.vendorId,
              shippingProfileId: group.shippingProfileId,
              backordered: group.backordered,
              selectedShippingMethodId: methodId,
              shoppingCartItemId: groupItemId,
            },
            q ?? null,
          ),
        { silent: true },
      );
    },
  };

  const failure: CartFailure | null = failed && { error: failed.error, action: failed.action, retry: () => run(failed.action, failed.preview, failed.call) };

  return {
    cart,
    status,
    /** The failed change's text (see `failure` for the error itself and its retry). */
    error: failed ? cartErrorText(failed.action, failed.error) : null,
    failure,
    loadError: loadFailure ? cartErrorText(loadFailure.action, loadFailure.error) : null,
    loadFailure,
    reload: load,
    dismissError: () => setFailed(null),
    actions,
  };
}

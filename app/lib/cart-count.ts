import { useSyncExternalStore } from 'react';

// The cart code calls setCartItemCount whenever the cart changes (and once per page load, below),
// and every cart link in the header follows.
let count = 0;
const listeners = new Set<() => void>();

/** Sets the number of items the header's cart link shows. */
export function setCartItemCount(next: number): void {
  const value = Math.max(0, Math.floor(next));
  if (value === count) return;
  count = value;
  for (const listener of listeners) listener();
}

// The session lives in the browser, so the count is read there once per page load (and again on
// sign-in or sign-out); the cart code stays out of the first-load bundle until then.
let loading = false;
function loadOnce(): void {
  if (loading || typeof window === 'undefined') return;
  loading = true;
  void import('~/features/cart/cart-count-sync').then((m) => m.startCartCountSync(), () => undefined);
}

/** The number of items in the cart, as the header shows it. */
export function useCartItemCount(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      loadOnce();
      return () => listeners.delete(listener);
    },
    () => count,
    // The server has no cart yet: the first paint shows 0 and hydration agrees.
    () => 0,
  );
}

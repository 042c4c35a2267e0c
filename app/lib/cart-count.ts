import { useSyncExternalStore } from 'react';

// The cart issue owns the real count; until then the header shows 0. It calls setCartItemCount
// whenever the cart changes, and every cart link in the header follows.
let count = 0;
const listeners = new Set<() => void>();

/** Sets the number of items the header's cart link shows. */
export function setCartItemCount(next: number): void {
  const value = Math.max(0, Math.floor(next));
  if (value === count) return;
  count = value;
  for (const listener of listeners) listener();
}

/** The number of items in the cart, as the header shows it. */
export function useCartItemCount(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => count,
    // The server has no cart yet: the first paint shows 0 and hydration agrees.
    () => 0,
  );
}

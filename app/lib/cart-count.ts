import { useEffect, useSyncExternalStore } from 'react';
import { useRootData } from './root-data';

// The server renders the count of the session's cart (the root loader's `cartCount`); after that
// the cart code calls setCartItemCount whenever the cart changes, and every cart link in the
// header follows. A new count from the root loader (after a form post) replaces it again.
let count: number | null = null;
let lastFromServer: number | null = null;
const listeners = new Set<() => void>();

/** Sets the number of items the header's cart link shows. */
export function setCartItemCount(next: number): void {
  const value = Math.max(0, Math.floor(next));
  if (value === count) return;
  count = value;
  for (const listener of listeners) listener();
}

// Who is signed in can change in the browser (sign-in, sign-out); the count is read again then,
// by the cart code, which stays out of the first-load bundle until the page is interactive.
let syncing = false;
function startSync(): void {
  if (syncing || typeof window === 'undefined') return;
  syncing = true;
  void import('~/features/cart/cart-count-sync').then((m) => m.startCartCountSync(), () => undefined);
}

/** The number of items in the cart, as the header shows it. */
export function useCartItemCount(): number {
  const fromServer = useRootData()?.cartCount ?? 0;
  useEffect(() => {
    if (fromServer === lastFromServer) return;
    lastFromServer = fromServer;
    setCartItemCount(fromServer);
  }, [fromServer]);
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      startSync();
      return () => listeners.delete(listener);
    },
    () => count ?? fromServer,
    () => fromServer,
  );
}

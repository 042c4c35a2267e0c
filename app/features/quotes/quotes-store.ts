import { useEffect, useSyncExternalStore } from 'react';

// Spec 2 §4: the quote being looked at stays chosen while the customer moves between the cart and
// checkout, and is cleared when they leave that area.
const KEY = 'ironyard.quoteGuid';
let current: string | null = null;
let read = false;
const listeners = new Set<() => void>();

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a string can be a quote guid (anything else answers like an unknown quote). */
export const isQuoteGuid = (value: string | undefined | null): value is string => !!value && GUID.test(value);

function load(): string | null {
  if (!read && typeof window !== 'undefined') {
    read = true;
    try {
      const stored = sessionStorage.getItem(KEY);
      current = isQuoteGuid(stored) ? stored : null;
    } catch {
      current = null;
    }
  }
  return current;
}

/** Remembers (or forgets, with null) the quote of the cart and checkout pages. */
export function setActiveQuote(guid: string | null): void {
  load();
  if (guid === current) return;
  current = guid;
  try {
    if (guid) sessionStorage.setItem(KEY, guid);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage may be off; the quote then lives only as long as the page.
  }
  for (const l of listeners) l();
}

export function getActiveQuote(): string | null {
  return load();
}

/** The remembered quote guid (null on the server and before hydration). */
export function useActiveQuote(): string | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    load,
    () => null,
  );
}

/** True for the paths of the cart and checkout area, where a chosen quote stays chosen. */
export const inQuoteArea = (pathname: string): boolean => /^\/(cart|checkout)(\/|$)/i.test(pathname);

/**
 * Clears the remembered quote once the customer leaves /cart and /checkout (called by those pages:
 * when they unmount, the new address decides).
 */
export function useClearQuoteOnLeave(): void {
  useEffect(
    () => () => {
      setTimeout(() => {
        if (!inQuoteArea(window.location.pathname)) setActiveQuote(null);
      }, 0);
    },
    [],
  );
}

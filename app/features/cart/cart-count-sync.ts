import { subscribeSession, getSessionState, sessionIdentity } from '~/features/auth/auth-session';
import { inQuoteArea, setActiveQuote } from '~/features/quotes/quotes-store';
import { refreshCartCount } from './api/cart-api';

/**
 * Keeps the header's cart count right when who is signed in changes in this tab (the server
 * rendered the count for the session the page was loaded with).
 */
export function startCartCountSync(): void {
  // A page outside the cart and checkout opened directly: any quote chosen before is left behind.
  if (!inQuoteArea(window.location.pathname)) setActiveQuote(null);
  let last: string | null = null;
  const check = () => {
    const s = getSessionState();
    if (s.status === 'loading') return;
    const identity = sessionIdentity(s);
    if (identity === last) return;
    const first = last === null;
    last = identity;
    if (!first) refreshCartCount().catch((err: unknown) => console.warn('cart count failed', err));
  };
  subscribeSession(check);
  check();
}

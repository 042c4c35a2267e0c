import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { viewerQuery } from '~/features/auth/auth-session';
import { useSession } from '~/features/auth/auth-use-session';
import { graphql } from '~/gql/gql';

const NOTIFY_ME = graphql(`mutation NotifyMe($p: ID!) { v1 { stockAlert { add(productId: $p) { id } } } }`);

/**
 * "Notify me when available": a signed-in customer is e-mailed once when the part is back in stock;
 * anyone else signs in first and comes back here.
 */
export function NotifyMe({ productId }: { productId: string }) {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [state, setState] = useState<{ status: 'idle' | 'busy' | 'done' } | { status: 'error'; error: string }>({ status: 'idle' });
  const signIn = `/signin?p=${encodeURIComponent(pathname + search)}`;
  const ask = async () => {
    if (!session.isRegistered) {
      navigate(signIn);
      return;
    }
    setState({ status: 'busy' });
    try {
      await viewerQuery(NOTIFY_ME, { p: productId });
      setState({ status: 'done' });
    } catch (err) {
      setState({ status: 'error', error: err instanceof Error && err.message ? err.message : 'Your request could not be saved.' });
    }
  };
  return (
    <div className="mt-3 rounded-md border border-gray-300 p-3" data-testid="notify-me">
      {state.status === 'done' ? (
        <p role="status" className="font-semibold text-green-800">
          We will e-mail you once when this part is back in stock.{' '}
          <Link to="/account/notifications" className="font-normal text-blue-800 underline">
            Your notifications
          </Link>
        </p>
      ) : (
        <>
          {session.status === 'loggedOut' ? (
            // Signed out (known on the server too): a plain link to sign in and back, with or without scripts.
            <Link to={signIn} className="inline-flex h-11 items-center rounded-md border border-gray-500 bg-white px-4 font-bold">
              Notify me when available
            </Link>
          ) : (
            <button
              type="button"
              onClick={() => void ask()}
              // Until the browser knows who is signed in, a click could send a signed-in customer to sign in again.
              disabled={state.status === 'busy' || session.status === 'loading'}
              aria-busy={session.status === 'loading' || undefined}
              className="inline-flex h-11 items-center rounded-md border border-gray-500 bg-white px-4 font-bold disabled:opacity-60"
            >
              {state.status === 'busy' ? 'Saving…' : 'Notify me when available'}
            </button>
          )}
          {!session.isRegistered && session.status !== 'loading' && <p className="mt-1 text-sm text-ink-700">Sign in to get an e-mail when it is back in stock.</p>}
          {state.status === 'error' && (
            <p role="alert" className="mt-1 font-semibold text-red-700">
              {state.error}
            </p>
          )}
        </>
      )}
    </div>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '~/features/auth/auth-use-session';
import { userMessageOf } from '~/lib/errors';

export type AccountData<T> =
  | { status: 'loading'; data: null; error: null; reload: () => void }
  | { status: 'ready'; data: T; error: null; reload: () => void }
  | { status: 'error'; data: null; error: string; reload: () => void };

/** `/signin?p=<this page>` for a visitor who must sign in first. */
export function useSignInRedirect(): string {
  const { pathname, search } = useLocation();
  return `/signin?p=${encodeURIComponent(pathname + search)}`;
}

/**
 * Loads an account page's data as the signed-in customer. The session is known in the browser
 * only, so the server renders "loading"; a visitor without an account is sent to sign in and
 * comes back here. `key` names what is loaded: a change loads again.
 */
export function useAccountData<T>(key: string, load: (signal: AbortSignal) => Promise<T>): AccountData<T> {
  const session = useSession();
  const navigate = useNavigate();
  const signIn = useSignInRedirect();
  const [state, setState] = useState<{ key: string; attempt: number; data?: T; error?: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const loader = useRef(load);
  useEffect(() => {
    loader.current = load;
  });
  const identity = session.userInfo?.id ?? '';
  const signedIn = session.isRegistered || session.status === 'impersonating';

  useEffect(() => {
    if (session.status === 'loading') return;
    if (!signedIn) {
      void navigate(signIn, { replace: true });
      return;
    }
    const ac = new AbortController();
    loader.current(ac.signal).then(
      (data) => {
        if (!ac.signal.aborted) setState({ key, attempt, data });
      },
      (err: unknown) => {
        if (!ac.signal.aborted) setState({ key, attempt, error: userMessageOf(err) });
      },
    );
    return () => ac.abort();
    // signIn changes with the page itself, which changes key as well.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, session.status, signedIn, identity]);

  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  const current = state?.key === key && state.attempt === attempt ? state : null;
  if (current?.error !== undefined) return { status: 'error', data: null, error: current.error, reload };
  if (current && current.data !== undefined) return { status: 'ready', data: current.data, error: null, reload };
  return { status: 'loading', data: null, error: null, reload };
}

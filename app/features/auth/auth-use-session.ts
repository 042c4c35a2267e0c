import { useEffect, useRef, useSyncExternalStore } from 'react';
import { getServerSessionState, getSessionState, sessionIdentity, subscribeSession, type SessionState } from './auth-session';

/**
 * The session of this browser: status (loading, loggedOut, guest, registered, impersonating),
 * userInfo, isAdmin, impersonating. Renders as 'loading' on the server and until the stored session is read.
 */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSessionState, getServerSessionState);
}

/**
 * Calls `onChange` when login state, user id or roles change (not on the first read), so fleet
 * and store state can reload or reset (spec 1 §4).
 */
export function useSessionIdentityChange(onChange: (session: SessionState) => void): void {
  const session = useSession();
  const identity = sessionIdentity(session);
  const previous = useRef<string | null>(null);
  const callback = useRef(onChange);
  useEffect(() => {
    callback.current = onChange;
  });
  useEffect(() => {
    if (session.status === 'loading') return;
    if (previous.current !== null && previous.current !== identity) callback.current(session);
    previous.current = identity;
  }, [identity, session]);
}

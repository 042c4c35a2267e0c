import { useEffect, useRef, useSyncExternalStore } from 'react';
import { LOADING_SESSION } from '../../../shared/session-cookie';
import { useRootData } from '~/lib/root-data';
import { followServerSession, getSessionState, sessionIdentity, subscribeSession, type SessionState } from './auth-session';

/**
 * The session of this browser: status (loading, loggedOut, guest, registered, impersonating),
 * userInfo, isAdmin, impersonating. On the server and while hydrating it is the session the server
 * read from the request's cookies (the root loader's), so the first paint already shows who is asking.
 */
export function useSession(): SessionState {
  const fromServer = useRootData()?.session ?? LOADING_SESSION;
  // A page's data can come with a rewritten cookie (a changed name): the tab's session follows it.
  useEffect(() => followServerSession(fromServer), [fromServer]);
  return useSyncExternalStore(subscribeSession, getSessionState, () => fromServer);
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

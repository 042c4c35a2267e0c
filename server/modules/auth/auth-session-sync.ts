import type { Notifications } from '../../db/notify';

export const SESSIONS_CHANNEL = 'ironyard_sessions_revoked';
// NOTIFY payloads are capped at 8000 bytes; a session id is a UUID (36 characters).
const MAX_IDS_PER_MESSAGE = 150;

export interface SessionSync {
  /** Tells every other server process that these sessions were revoked. */
  publish(sessionIds: string[]): Promise<void>;
  close(): Promise<void>;
}

/**
 * Carries session revocations (sign-out, password change, refresh-token reuse) between server
 * processes, so each drops the session from its short cache of active sessions at once instead of
 * trusting it until the entry expires. After the listening connection came back, `forgetAll` empties
 * the cache: a revocation announced while it was away would otherwise go unheard.
 */
export async function startSessionSync(
  notifications: Notifications,
  forget: (sessionIds: string[]) => void,
  forgetAll: () => void,
): Promise<SessionSync> {
  const unsubscribe = await notifications.subscribe(SESSIONS_CHANNEL, {
    message(list) {
      const ids = list.split(',').filter((id) => id.length > 0 && id.length <= 64);
      if (ids.length) forget(ids);
    },
    resync: forgetAll,
  });
  return {
    async publish(sessionIds) {
      for (let i = 0; i < sessionIds.length; i += MAX_IDS_PER_MESSAGE) {
        await notifications.publish(SESSIONS_CHANNEL, sessionIds.slice(i, i + MAX_IDS_PER_MESSAGE).join(','));
      }
    },
    close: unsubscribe,
  };
}

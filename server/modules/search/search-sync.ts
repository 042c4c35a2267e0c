import type { Notifications } from '../../db/notify';

export const SEARCH_CHANNEL = 'ironyard_search_changes';
// NOTIFY payloads are capped at 8000 bytes; bigger batches go out in pieces.
const MAX_IDS_PER_MESSAGE = 500;

export interface SearchSync {
  /** Tells every other server process which products changed. */
  publish(ids: number[]): Promise<void>;
  close(): Promise<void>;
}

/**
 * Carries product changes between server processes over PostgreSQL LISTEN/NOTIFY, so each
 * process's in-memory index follows a change made by any of them at once. `catchUp` runs after
 * the listening connection came back, for the changes announced while it was away.
 */
export async function startSearchSync(
  notifications: Notifications,
  onChange: (ids: number[]) => void,
  catchUp: () => void,
): Promise<SearchSync> {
  const unsubscribe = await notifications.subscribe(SEARCH_CHANNEL, {
    message(list) {
      const ids = list
        .split(',')
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0);
      if (ids.length) onChange(ids);
    },
    resync: catchUp,
  });
  return {
    async publish(ids) {
      for (let i = 0; i < ids.length; i += MAX_IDS_PER_MESSAGE) {
        await notifications.publish(SEARCH_CHANNEL, ids.slice(i, i + MAX_IDS_PER_MESSAGE).join(','));
      }
    },
    close: unsubscribe,
  };
}

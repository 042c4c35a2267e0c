import type pg from 'pg';
import type { Logger } from '../../lib/logger';

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
 * process's in-memory index follows a change made by any of them.
 */
export async function startSearchSync(pool: pg.Pool, onChange: (ids: number[]) => void, log: Logger): Promise<SearchSync> {
  const origin = `${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
  const listener = await pool.connect();
  listener.on('notification', (msg) => {
    if (msg.channel !== SEARCH_CHANNEL || !msg.payload) return;
    const [from, list] = msg.payload.split(':');
    if (from === origin || !list) return;
    const ids = list
      .split(',')
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0);
    if (ids.length) onChange(ids);
  });
  listener.on('error', (err) => log.error({ err }, 'search change listener failed'));
  await listener.query(`LISTEN ${SEARCH_CHANNEL}`);
  return {
    async publish(ids) {
      for (let i = 0; i < ids.length; i += MAX_IDS_PER_MESSAGE) {
        const chunk = ids.slice(i, i + MAX_IDS_PER_MESSAGE).join(',');
        await pool.query('select pg_notify($1, $2)', [SEARCH_CHANNEL, `${origin}:${chunk}`]);
      }
    },
    async close() {
      await listener.query(`UNLISTEN ${SEARCH_CHANNEL}`).catch(() => {});
      listener.release();
    },
  };
}

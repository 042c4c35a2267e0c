import crypto from 'node:crypto';
import type pg from 'pg';
import type { Logger } from '../lib/logger';

/** What a subscriber of one channel is told. */
export interface ChannelHandler {
  /** A message another server process published on the channel. */
  message(payload: string): void;
  /**
   * The listening connection was lost and is back: messages sent meanwhile are gone, so read what
   * changed since the last one seen. Called once LISTEN is in place again, so nothing falls between.
   */
  resync?(): void;
}

/** LISTEN/NOTIFY between the server processes of one PostgreSQL database. */
export interface Notifications {
  /** Sends `payload` to every other process listening on `channel` (this process's own subscribers skip it). */
  publish(channel: string, payload: string): Promise<void>;
  /** Follows `channel` until the returned function is called. */
  subscribe(channel: string, handler: ChannelHandler): Promise<() => Promise<void>>;
  /** True while the listening connection is up. */
  readonly connected: boolean;
  close(): Promise<void>;
}

export interface NotificationOptions {
  /** First wait before reconnecting; it doubles up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
  /** How often the listening connection is asked `select 1`, to notice a connection that died without a word. */
  pingMs?: number;
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;
/** The listening connection's application_name in pg_stat_activity, for operators (and the tests that cut it). */
export const LISTENER_APPLICATION_NAME = 'ironyard-listener';

/**
 * One connection of the pool kept for LISTEN, re-established after any loss (a restart of PostgreSQL,
 * pg_terminate_backend, a network cut noticed by the ping), with every channel listened to again and
 * each subscriber asked to catch up. Messages carry this instance's id, so a process ignores its own.
 */
export async function startNotifications(pool: pg.Pool, log: Logger, opts: NotificationOptions = {}): Promise<Notifications> {
  const retryMs = opts.retryMs ?? 100;
  const maxRetryMs = opts.maxRetryMs ?? 5_000;
  const pingMs = opts.pingMs ?? 15_000;
  const origin = crypto.randomBytes(6).toString('base64url');
  const handlers = new Map<string, Set<ChannelHandler>>();
  let client: pg.PoolClient | null = null;
  /** Gives the current connection back to the pool (destroyed when broken), once. */
  let letGo: ((err?: Error) => void) | null = null;
  let closed = false;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let nextRetry = retryMs;

  const onNotification = (msg: pg.Notification) => {
    const set = handlers.get(msg.channel);
    if (!set || !msg.payload) return;
    const colon = msg.payload.indexOf(':');
    if (colon < 0 || msg.payload.slice(0, colon) === origin) return;
    const payload = msg.payload.slice(colon + 1);
    for (const h of set) {
      try {
        h.message(payload);
      } catch (err) {
        log.error({ err, channel: msg.channel }, 'a change announced by another server could not be applied');
      }
    }
  };

  async function connect(): Promise<void> {
    const c = await pool.connect();
    let gone = false;
    const release = (err?: Error) => {
      if (gone) return false;
      gone = true;
      c.removeListener('notification', onNotification);
      c.removeListener('error', lost);
      c.removeListener('end', ended);
      c.release(err);
      if (client === c) {
        client = null;
        letGo = null;
      }
      return true;
    };
    function lost(err?: unknown) {
      if (!release(err instanceof Error ? err : new Error('the listening connection failed')) || closed) return;
      log.warn({ err }, 'lost the connection that listens for other servers’ changes; reconnecting');
      scheduleReconnect();
    }
    const ended = () => lost(new Error('the listening connection ended'));
    c.on('error', lost);
    c.on('end', ended);
    c.on('notification', onNotification);
    try {
      await c.query(`SET application_name = '${LISTENER_APPLICATION_NAME}'`);
      for (const channel of handlers.keys()) await c.query(`LISTEN ${channel}`);
    } catch (err) {
      lost(err);
      throw err;
    }
    client = c;
    letGo = release;
    const ping = setInterval(() => {
      if (client !== c) return clearInterval(ping);
      c.query('select 1').catch((err: unknown) => lost(err));
    }, pingMs);
    ping.unref();
  }

  function scheduleReconnect() {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().then(
        () => {
          nextRetry = retryMs;
          log.info('listening for other servers’ changes again');
          for (const set of handlers.values()) for (const h of set) h.resync?.();
        },
        () => {
          nextRetry = Math.min(nextRetry * 2, maxRetryMs);
          scheduleReconnect();
        },
      );
    }, nextRetry);
    retryTimer.unref();
  }

  try {
    await connect();
  } catch (err) {
    closed = true;
    if (retryTimer) clearTimeout(retryTimer);
    throw err;
  }

  return {
    get connected() {
      return client !== null;
    },
    async publish(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, `${origin}:${payload}`]);
    },
    async subscribe(channel, handler) {
      if (!CHANNEL.test(channel)) throw new Error(`Not a channel name: ${channel}`);
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        // Without a connection now, the reconnection listens to it with the others.
        await client?.query(`LISTEN ${channel}`);
      }
      set.add(handler);
      return async () => {
        set.delete(handler);
        if (set.size > 0 || handlers.get(channel) !== set) return;
        handlers.delete(channel);
        await client?.query(`UNLISTEN ${channel}`).catch(() => {});
      };
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const c = client;
      const release = letGo;
      // Closed rather than given back: it carries the listener's name and channels.
      if (c && release) release(new Error('closed'));
    },
  };
}

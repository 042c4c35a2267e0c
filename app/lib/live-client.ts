import { createClient, type Client } from 'graphql-ws';

// The browser's one live connection (GraphQL subscriptions over WebSocket on /api/graphql, the
// graphql-transport-ws protocol; docs/api/live-updates.md). Loaded only by the pages that follow
// something (app/lib/use-live.ts). The session cookies of the page authorise it: the server reads
// them on the upgrade, renewing an ended access token there.

/** Waits before reconnecting: 1 s, 2 s, 4 s… up to 30 s, with jitter so a restarted server is not rushed. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5));
  return Math.round(base / 2 + (base / 2) * random());
}

let client: Client | null = null;

/** New connections tried in a row for a subscription refused as UNAUTHENTICATED before it gives up. */
const MAX_RESTARTS = 5;

function liveUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/api/graphql`;
}

function current(): Client {
  client ??= createClient({
    url: liveUrl(),
    // Connects with the first subscription and closes a few seconds after the last.
    lazy: true,
    lazyCloseTimeout: 3_000,
    keepAlive: 20_000,
    // A lost connection (network, a server restart, "too slow") is retried for as long as the page is open;
    // its subscriptions are sent again once it is back.
    retryAttempts: Infinity,
    shouldRetry: () => true,
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, reconnectDelay(retries))),
  });
  return client;
}

/** What a subscription's error says: UNAUTHENTICATED means the session's access token ended. */
function codeOf(error: unknown): string | null {
  const list = Array.isArray(error) ? error : [error];
  for (const e of list) {
    const code = (e as { extensions?: { code?: unknown } } | null)?.extensions?.code;
    if (typeof code === 'string') return code;
  }
  return null;
}

/**
 * Follows one subscription until the returned function is called: `onData` gets each event's data.
 * When the session's token ended, the connection is opened again (its upgrade renews the session
 * from the cookies) and the subscription sent again; other refusals end it quietly.
 */
export function followLive<T>(query: string, variables: Record<string, unknown>, onData: (data: T) => void): () => void {
  let stopped = false;
  let unsubscribe: (() => void) | null = null;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const start = () => {
    if (stopped) return;
    const used = current();
    unsubscribe = used.subscribe<T>(
      { query, variables },
      {
        next: (result) => {
          attempt = 0;
          if (result.data) onData(result.data as T);
          else if (codeOf(result.errors) === 'UNAUTHENTICATED') restart(used);
        },
        error: (error) => {
          if (codeOf(error) === 'UNAUTHENTICATED') restart(used);
        },
        complete: () => {},
      },
    );
  };

  const restart = (used: Client) => {
    // A session that stays refused (signed out meanwhile) is not asked again and again.
    if (stopped || attempt >= MAX_RESTARTS) return;
    // Every subscription of that connection ended alike: the first to notice opens a new one.
    if (client === used) {
      client = null;
      void used.dispose();
    }
    timer = setTimeout(start, reconnectDelay(attempt++));
  };

  start();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    unsubscribe?.();
  };
}

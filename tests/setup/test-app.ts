import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import { createLogger } from '../../server/lib/logger';
import { createServices } from '../../server/services';
import { createTestDatabase } from './test-db';

export interface TestApp {
  database: Database;
  services: ReturnType<typeof createServices>;
  /** Sends a request to the app in-process, as a browser would over HTTP. */
  request: (path: string, init?: RequestInit) => Promise<Response>;
  /** Posts a GraphQL operation to /api/graphql and returns the parsed body. */
  graphql: <T = unknown>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ) => Promise<{ status: number; body: { data?: T; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> } }>;
  /** The app's fetch handler, to serve it on a real port for clients that speak HTTP themselves. */
  fetch: (request: Request) => Response | Promise<Response>;
  close: () => Promise<void>;
}

/** The whole server (without pages) on a fresh copy of the test database. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: `/tmp/ironyard-test-${process.pid}`, ...env });
  const log = createLogger('silent');
  const services = createServices({ database, config, log });
  const { app } = createApp({
    services,
    log,
    getBuild: () => Promise.reject(new Error('pages are not built in API tests')),
  });
  await services.search.start();
  const request = async (path: string, init?: RequestInit) => app.request(path, init);
  return {
    database,
    services,
    request,
    graphql: async (query, variables, headers = {}) => {
      const res = await request('/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return { status: res.status, body: await res.json() };
    },
    fetch: (req) => app.fetch(req),
    close: () => database.close(),
  };
}

import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../tests/setup/test-db';
import { newGuest } from '../tests/support/test-auth';
import { createApp } from './app';
import { loadConfig } from './config';
import type { Database } from './db/client';
import { GRAPHQL_MAX_BODY_BYTES, GRAPHQL_MAX_PICTURE_BODY_BYTES } from './graphql/body-limit';
import { createServices } from './services';

// Client errors of the API routes: 4xx in each route's error shape, logged below error level, and
// bodies refused before they are read.

let database: Database;
let app: ReturnType<typeof createApp>['app'];
const logLines: Array<{ level: number; msg?: string }> = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: `/tmp/ironyard-test-${process.pid}` });
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      logLines.push(JSON.parse(chunk.toString()) as { level: number; msg?: string });
      done();
    },
  });
  const log = pino({ level: 'debug', base: undefined }, sink);
  const services = createServices({ database, config, log });
  app = createApp({ services, log, getBuild: () => Promise.reject(new Error('no pages in API tests')) }).app;
  await services.search.start();
});
afterAll(async () => {
  await database.close();
});

const request = async (path: string, init?: RequestInit): Promise<Response> => app.request(path, init);
const errorsLogged = () => logLines.filter((l) => l.level >= 50);

describe('the token service', () => {
  it('answers a call named like an object property 404 in its own shape, logging no error', async () => {
    for (const call of ['__proto__', 'constructor', 'hasOwnProperty', 'prototype']) {
      const res = await request(`/api/jwtauth/${call}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=b' });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'invalid_request', error_description: 'There is no such call.' });
    }
    expect(errorsLogged()).toEqual([]);
  });

  it('answers a path that names no call (the base, a trailing slash or dot, deeper paths) 404 in its own shape', async () => {
    for (const path of ['/api/jwtauth', '/api/jwtauth/', '/admin/api/jwtauth/.', '/api/jwtauth/token/extra']) {
      for (const method of ['GET', 'POST']) {
        const res = await request(path, { method, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: method === 'POST' ? 'a=b' : undefined });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(await res.json()).toEqual({ error: 'invalid_request', error_description: 'There is no such call.' });
      }
    }
    expect(errorsLogged()).toEqual([]);
  });
});

describe('search events', () => {
  const event = (timestamp: unknown) => ({ eventType: 'view', eventName: 'Viewed', index: 'PRODUCTS_MASTER', userToken: 'anon-1', objectIDs: ['1'], timestamp });
  const post = (timestamp: unknown) =>
    request('/api/search/1/events', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ events: [event(timestamp)] }) });

  it('refuses a timestamp that is no date, or far from now, with 400 in the wire format', async () => {
    for (const ts of [8.64e15, 8.64e15 + 1, Number.MAX_SAFE_INTEGER, Date.now() - 5 * 86_400_000, Date.now() + 2 * 3_600_000]) {
      const res = await post(ts);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ status: 400, message: 'Invalid event events.0.timestamp: must be a time in milliseconds within the last 4 days' });
    }
    expect(errorsLogged()).toEqual([]);
  });

  it('still records an event of a moment ago', async () => {
    const res = await post(Date.now() - 60_000);
    expect(res.status).toBe(200);
  });
});

/** A body that announces `declared` bytes and counts how many were pulled from it. */
function countedBody(declared: number) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= declared) return controller.close();
      const chunk = new Uint8Array(Math.min(64 * 1024, declared - pulled)).fill(0x20);
      pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => pulled };
}

describe('GraphQL request bodies over 1 MB', () => {
  const post = (declared: number | null, body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
    request('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(declared === null ? {} : { 'content-length': String(declared) }), ...headers },
      body,
      duplex: 'half',
    } as RequestInit);

  it('refuses an anonymous 13 MB body with 413 by its Content-Length, without reading it', async () => {
    const body = countedBody(13 * 1024 * 1024);
    const res = await post(13 * 1024 * 1024, body.stream);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
    expect(body.pulled()).toBeLessThanOrEqual(64 * 1024);
  });

  it('stops reading an anonymous body without a Content-Length at 1 MB', async () => {
    const body = countedBody(13 * 1024 * 1024);
    const res = await post(null, body.stream);
    expect(res.status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(GRAPHQL_MAX_BODY_BYTES + 128 * 1024);
  });

  it('refuses a body past the picture limit by its length even with a session', async () => {
    const g = await newGuest({ request });
    const body = countedBody(GRAPHQL_MAX_PICTURE_BODY_BYTES + 1);
    const res = await post(GRAPHQL_MAX_PICTURE_BODY_BYTES + 1, body.stream, { authorization: `Bearer ${g.access_token}` });
    expect(res.status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(64 * 1024);
  });

  it('refuses a large body with a bad token 401 before reading it', async () => {
    const body = countedBody(5 * 1024 * 1024);
    const res = await post(5 * 1024 * 1024, body.stream, { authorization: 'Bearer not-a-token' });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/invalid_token/);
    expect(((await res.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(body.pulled()).toBeLessThanOrEqual(64 * 1024);
  });
});

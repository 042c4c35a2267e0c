import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticAssets } from './static-assets';

let root: string;
let app: Hono;
let serve: ReturnType<typeof staticAssets>;
const script = `export const parts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `AR-${10000 + i}`))};\n`;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'ironyard-static-'));
  fs.mkdirSync(path.join(root, 'assets'));
  fs.writeFileSync(path.join(root, 'assets', 'entry-abc123.js'), script);
  fs.writeFileSync(path.join(root, 'robots.txt'), 'User-agent: *\n');
  fs.writeFileSync(path.join(os.tmpdir(), 'ironyard-static-secret.txt'), 'not served');
  app = new Hono();
  serve = staticAssets(root);
  app.use(serve);
  app.all('*', (c) => c.text('page', 404));
});

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
  fs.rmSync(path.join(os.tmpdir(), 'ironyard-static-secret.txt'), { force: true });
});

describe('static assets', () => {
  it('serves a hashed script compressed as the browser asks, cached for a year', async () => {
    await serve.compressed();
    const res = await app.request('/assets/entry-abc123.js', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(zlib.brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(script);

    const plain = await app.request('/assets/entry-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('answers many requests for the same file at once with the same bytes', async () => {
    await serve.compressed();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => app.request('/assets/entry-abc123.js', { headers: { 'accept-encoding': 'gzip' } })),
    );
    const bodies = await Promise.all(answers.map(async (r) => zlib.gunzipSync(Buffer.from(await r.arrayBuffer())).toString()));
    expect(new Set(bodies)).toEqual(new Set([script]));
  });

  it('answers a file at once, as it is, until its compressed forms are made, then compressed', async () => {
    // Outside /assets, so not queued at start: the first request finds it not compressed yet.
    const text = 'Parts for heavy equipment. '.repeat(400);
    fs.writeFileSync(path.join(root, 'humans.txt'), text);
    const first = await app.request('/humans.txt', { headers: { 'accept-encoding': 'br' } });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-encoding')).toBeNull();
    expect(await first.text()).toBe(text);
    await serve.compressed();
    const later = await app.request('/humans.txt', { headers: { 'accept-encoding': 'br' } });
    expect(later.headers.get('content-encoding')).toBe('br');
    expect(zlib.brotliDecompressSync(Buffer.from(await later.arrayBuffer())).toString()).toBe(text);
  });

  it('answers 304 to a matching etag, and short caching outside /assets', async () => {
    const first = await app.request('/robots.txt');
    expect(first.headers.get('cache-control')).toBe('public, max-age=3600');
    const again = await app.request('/robots.txt', { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('passes unknown paths, folders and paths outside the build on to the pages', async () => {
    for (const p of ['/assets/missing.js', '/assets', '/assets/..%2F..%2Fironyard-static-secret.txt', '/%E0%A4%A']) {
      const res = await app.request(p);
      expect(res.status, p).toBe(404);
      expect(await res.text()).toBe('page');
    }
  });

  it('serves other spellings of a file from its one cache entry, and keeps nothing for missing files', async () => {
    const own = new Hono();
    const serve = staticAssets(root);
    own.use(serve);
    own.all('*', (c) => c.text('page', 404));
    const first = await own.request('/assets/entry-abc123.js');
    expect(first.status).toBe(200);
    await serve.compressed();
    const once = serve.cacheStats();
    expect(once.entries).toBe(1);
    for (const p of ['/assets//entry-abc123.js', '/assets///entry-abc123.js', '//assets/entry-abc123.js', '/assets/./entry-abc123.js', '/assets%2Fentry-abc123.js', '/assets/%2E/entry-abc123.js', '/x/..%2F/assets/entry-abc123.js']) {
      const res = await own.request(p);
      expect(res.status, p).toBe(200);
      expect(await res.text(), p).toBe(script);
    }
    for (let i = 0; i < 200; i++) {
      const res = await own.request(`/assets/${'/'.repeat(i % 7)}missing-${i}.js`);
      expect(res.status).toBe(404);
    }
    expect(serve.cacheStats()).toEqual(once);
  });

  it('holds at most the configured number of files and bytes', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ironyard-static-bound-'));
    try {
      fs.mkdirSync(path.join(dir, 'assets'));
      for (let i = 0; i < 30; i++) fs.writeFileSync(path.join(dir, 'assets', `chunk-${i}.bin`), Buffer.alloc(1000, i));
      const serve = staticAssets(dir, { maxEntries: 10, maxBytes: 5000 });
      const own = new Hono();
      own.use(serve);
      for (let i = 0; i < 30; i++) expect((await own.request(`/assets/chunk-${i}.bin`)).status).toBe(200);
      const stats = serve.cacheStats();
      expect(stats.entries).toBeLessThanOrEqual(5);
      expect(stats.bytes).toBeLessThanOrEqual(5000);
      // An evicted file is read again, not lost.
      const again = await own.request('/assets/chunk-0.bin');
      expect(Buffer.from(await again.arrayBuffer())).toEqual(Buffer.alloc(1000, 0));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

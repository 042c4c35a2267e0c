import zlib from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { coalescedChunks, compression, pickEncoding } from './compression';

describe('compression', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });

  it('compresses large text responses and leaves small ones alone', async () => {
    const app = new Hono();
    app.use(compression());
    const big = 'heavy-duty '.repeat(500);
    app.get('/big', (c) => c.text(big, 200, { 'content-length': String(big.length) }));
    app.get('/small', (c) => c.text('ok', 200, { 'content-length': '2' }));
    const res = await app.request('/big', { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    const bytes = Buffer.from(await res.arrayBuffer());
    // A body of known length is compressed whole and says its compressed length.
    expect(res.headers.get('content-length')).toBe(String(bytes.byteLength));
    expect(bytes.byteLength).toBeLessThan(big.length / 10);
    expect(zlib.brotliDecompressSync(bytes).toString()).toBe(big);
    const gzip = await app.request('/big', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(big);
    const small = await app.request('/small', { headers: { 'accept-encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
  });

  it('compresses a streamed body as it streams, keeping its cookies and headers', async () => {
    const app = new Hono();
    app.use(compression());
    const rows = Array.from({ length: 200 }, (_, i) => `<tr><td>part ${i}</td></tr>`);
    app.get('/stream', () => {
      const enc = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (const row of rows) controller.enqueue(enc.encode(row));
          controller.close();
        },
      });
      const headers = new Headers({ 'content-type': 'text/html; charset=utf-8', 'x-page': 'rows' });
      headers.append('set-cookie', 'a=1');
      headers.append('set-cookie', 'b=2');
      return new Response(body, { headers });
    });
    const res = await app.request('/stream', { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-length')).toBeNull();
    expect(res.headers.get('x-page')).toBe('rows');
    expect(res.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(zlib.brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(rows.join(''));
  });

  it('keeps every cookie of a body compressed whole', async () => {
    const app = new Hono();
    app.use(compression());
    const page = `<main>${'<p>fits the 4020</p>'.repeat(200)}</main>`;
    app.get('/page', () => {
      const headers = new Headers({ 'content-type': 'text/html; charset=utf-8', 'content-length': String(page.length) });
      headers.append('set-cookie', 'a=1');
      headers.append('set-cookie', 'b=2');
      return new Response(page, { status: 404, headers });
    });
    const res = await app.request('/page', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.status).toBe(404);
    expect(res.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(zlib.brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(page);
  });

  it('sends chunks that arrive together as one, and what is there before a pause at once', async () => {
    const enc = new TextEncoder();
    let release!: () => void;
    const paused = new Promise<void>((r) => (release = r));
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        for (let i = 0; i < 50; i++) controller.enqueue(enc.encode(`<li>part ${i}</li>`));
        await paused;
        controller.enqueue(enc.encode('<p>late</p>'));
        controller.close();
      },
    });
    const out: string[] = [];
    const it = coalescedChunks(body);
    const first = await it.next();
    out.push(new TextDecoder().decode(first.value as Uint8Array));
    // The first fifty arrived in one turn and came out as one chunk, before the pause ended.
    expect(out[0]).toBe(Array.from({ length: 50 }, (_, i) => `<li>part ${i}</li>`).join(''));
    release();
    for await (const c of it) out.push(new TextDecoder().decode(c));
    expect(out).toEqual([out[0], '<p>late</p>']);
  });
});

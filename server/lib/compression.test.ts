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
    expect(res.headers.get('content-length')).toBeNull();
    expect(zlib.brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(big);
    const small = await app.request('/small', { headers: { 'accept-encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
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

import zlib from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compression, pickEncoding } from './compression';

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
});

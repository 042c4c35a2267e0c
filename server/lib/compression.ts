import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|graphql-response\+json|xml|manifest\+json)|image\/svg\+xml)/;

/** Picks br, then gzip, from an Accept-Encoding header. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const offered = acceptEncoding
    .split(',')
    .map((p) => p.trim().split(';'))
    .filter(([, q]) => !q || !/q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name.trim().toLowerCase());
  if (offered.includes('br')) return 'br';
  if (offered.includes('gzip') || offered.includes('*')) return 'gzip';
  return null;
}

function compressor(encoding: 'br' | 'gzip') {
  // Flush after every chunk so streamed HTML still reaches the browser as it is rendered.
  return encoding === 'br'
    ? zlib.createBrotliCompress({
        flush: zlib.constants.BROTLI_OPERATION_FLUSH,
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
      })
    : zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH, level: 6 });
}

// Read through the reader interface: graphql-yoga answers with a ponyfilled stream that Node's
// Readable.fromWeb refuses.
async function* chunks(body: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      if (value) yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

/** Compresses dynamic text responses with brotli or gzip. */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('content-type') ?? '';
    const length = Number(res.headers.get('content-length') ?? Number.NaN);
    if (!res.body || res.headers.has('content-encoding') || !COMPRESSIBLE.test(type) || length < 1024) return;
    if (c.req.method === 'HEAD' || res.status === 204 || res.status === 304) return;
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    if (!encoding) return;
    const body = Readable.toWeb(Readable.from(chunks(res.body)).pipe(compressor(encoding))) as unknown as ReadableStream;
    // Hono copies the old response's headers onto a replacement; drop its length after assigning.
    c.res = new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
    c.res.headers.delete('content-length');
    c.res.headers.set('content-encoding', encoding);
    c.res.headers.append('vary', 'Accept-Encoding');
  };
}

import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import type { MiddlewareHandler } from 'hono';
import { pickEncoding } from './compression';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
};
const TEXT = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

interface Entry {
  type: string;
  raw: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
}

/**
 * Serves the client build. Hashed files under /assets are immutable for a year; their compressed
 * forms are made once at the highest level and kept in memory.
 */
export function staticAssets(root: string): MiddlewareHandler {
  // Promises, so the two dozen scripts a first page view asks for at once are read and compressed once each.
  const cache = new Map<string, Promise<Entry | null>>();
  const absRoot = path.resolve(root);

  async function read(urlPath: string): Promise<Entry | null> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    const file = path.resolve(absRoot, '.' + decoded);
    if (!file.startsWith(absRoot + path.sep)) return null;
    try {
      const stat = await fs.stat(file);
      if (!stat.isFile()) return null;
      const raw = await fs.readFile(file);
      const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
      const entry: Entry = { type, raw, etag: `"${stat.size.toString(16)}-${stat.mtimeMs.toString(16)}"` };
      if (TEXT.test(type) && raw.length > 1024) {
        entry.br = await brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
        entry.gzip = await gzip(raw, { level: 9 });
      }
      return entry;
    } catch {
      return null;
    }
  }

  function load(urlPath: string): Promise<Entry | null> {
    const known = cache.get(urlPath);
    if (known) return known;
    const pending = read(urlPath);
    cache.set(urlPath, pending);
    // Only a bounded set of paths exists; unknown paths are not remembered, so probing cannot fill memory.
    void pending.then((entry) => {
      if (!entry && cache.get(urlPath) === pending) cache.delete(urlPath);
    });
    return pending;
  }

  // The build's scripts and styles are compressed at start, in the background, one at a time (off
  // the event loop), so the first visitor after a deploy does not wait for the highest level.
  void (async () => {
    let names: string[] = [];
    try {
      names = await fs.readdir(path.join(absRoot, 'assets'));
    } catch {
      return;
    }
    for (const name of names) if (/\.(js|css)$/.test(name)) await load(`/assets/${name}`);
  })();

  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const urlPath = c.req.path;
    if (urlPath === '/' || urlPath.endsWith('/')) return next();
    const entry = await load(urlPath);
    if (!entry) return next();
    const immutable = urlPath.startsWith('/assets/');
    const headers = new Headers({
      'content-type': entry.type,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      etag: entry.etag,
      vary: 'Accept-Encoding',
    });
    if (c.req.header('if-none-match') === entry.etag) return new Response(null, { status: 304, headers });
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    let body: Buffer = entry.raw;
    if (encoding && entry[encoding]) {
      body = entry[encoding]!;
      headers.set('content-encoding', encoding);
    }
    headers.set('content-length', String(body.length));
    return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
  };
}

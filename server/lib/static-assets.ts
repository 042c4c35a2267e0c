import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import type { MiddlewareHandler } from 'hono';
import { LRUCache } from 'lru-cache';
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
  /** Its compressed forms could not be made or kept: served as read (and compressed on the fly). */
  keepPlain?: boolean;
}

/** How much of the build is kept in memory (raw and compressed bytes together). */
export interface StaticCacheLimits {
  maxEntries: number;
  maxBytes: number;
}

export const DEFAULT_STATIC_CACHE: StaticCacheLimits = { maxEntries: 2000, maxBytes: 128 * 1024 * 1024 };

/**
 * The one name a request path stands for: percent-decoded once, repeated slashes and dot segments
 * folded. Null for what can never name a file (bad escapes, NUL, backslashes, a trailing slash).
 */
export function canonicalAssetPath(rawPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\') || decoded.endsWith('/')) return null;
  const canonical = path.posix.normalize('/' + decoded);
  if (canonical === '/' || canonical.endsWith('/')) return null;
  return canonical;
}

/**
 * Serves the client build. Hashed files under /assets are immutable for a year; their compressed
 * forms are made once at the highest level, in the background, and kept in a bounded LRU keyed by
 * the canonical path, so other spellings of the same file (`//`, `/./`, `%2F`) share one entry and
 * missing files none.
 */
export function staticAssets(root: string, limits: StaticCacheLimits = DEFAULT_STATIC_CACHE) {
  const absRoot = path.resolve(root);
  const cacheEntryLimit = Math.max(1, Math.floor(limits.maxBytes / 4));

  async function read(canonical: string): Promise<Entry | undefined> {
    const file = path.resolve(absRoot, '.' + canonical);
    if (!file.startsWith(absRoot + path.sep)) return undefined;
    try {
      const stat = await fs.stat(file);
      if (!stat.isFile()) return undefined;
      const raw = await fs.readFile(file);
      const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
      return { type, raw, etag: `"${stat.size.toString(16)}-${stat.mtimeMs.toString(16)}"` };
    } catch {
      return undefined;
    }
  }

  // fetch() shares one read among the two dozen scripts a first page view asks for at once; a
  // missing file resolves to undefined, which the cache never stores, so probing cannot fill memory.
  const cache = new LRUCache<string, Entry>({
    max: limits.maxEntries,
    maxSize: limits.maxBytes,
    // A file too big to keep is still served, read again each time.
    maxEntrySize: cacheEntryLimit,
    sizeCalculation: (e) => Math.max(1, e.raw.length + (e.br?.length ?? 0) + (e.gzip?.length ?? 0)),
    fetchMethod: (key) => read(key),
  });

  const load = (canonical: string): Promise<Entry | undefined> => cache.fetch(canonical);

  // The highest levels take seconds for the editor's megabytes of script (longer on a busy machine),
  // so no request waits for them: files are compressed one at a time, off the event loop, and until
  // a file's turn has come it is served as read (the compression middleware in front of this one
  // compresses that answer on the fly, at a fast level).
  let queue: Promise<void> = Promise.resolve();
  const queued = new Set<string>();
  function compressLater(canonical: string, entry: Entry) {
    if (entry.br || entry.keepPlain || !TEXT.test(entry.type) || entry.raw.length <= 1024 || queued.has(canonical)) return;
    queued.add(canonical);
    queue = queue.then(async () => {
      try {
        // Evicted, replaced or too big to keep since: nothing to fill in.
        if (cache.peek(canonical) !== entry) return;
        const br = await brotli(entry.raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
        const gz = await gzip(entry.raw, { level: 9 });
        if (cache.peek(canonical) !== entry) return;
        // With its compressed forms the file would be too big to keep (setting it would drop it): it stays as read.
        if (entry.raw.length + br.length + gz.length > cacheEntryLimit) entry.keepPlain = true;
        else cache.set(canonical, { ...entry, br, gzip: gz });
      } catch {
        entry.keepPlain = true;
      } finally {
        queued.delete(canonical);
      }
    });
  }

  // The build's scripts and styles are read and queued for compression at start, so the first
  // visitors after a deploy mostly find them compressed already.
  const started = (async () => {
    let names: string[] = [];
    try {
      names = await fs.readdir(path.join(absRoot, 'assets'));
    } catch {
      return;
    }
    for (const name of names) {
      if (!/\.(js|css)$/.test(name)) continue;
      const canonical = `/assets/${name}`;
      const entry = await load(canonical);
      if (entry) compressLater(canonical, entry);
    }
  })();

  /** Resolves once every file read so far has its compressed forms (or is kept as read). */
  async function compressed() {
    await started;
    for (let seen: Promise<void> | undefined; seen !== queue; ) {
      seen = queue;
      await seen;
    }
  }

  const handler: MiddlewareHandler = async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const canonical = canonicalAssetPath(new URL(c.req.url).pathname);
    if (!canonical) return next();
    const entry = await load(canonical);
    if (!entry) return next();
    compressLater(canonical, entry);
    const immutable = canonical.startsWith('/assets/');
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
  return Object.assign(handler, {
    /** What the cache holds now: entries and bytes (raw and compressed). */
    cacheStats: () => ({ entries: cache.size, bytes: cache.calculatedSize }),
    compressed,
  });
}

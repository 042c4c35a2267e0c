import { Kind, parse, type DocumentNode, type SelectionSetNode } from 'graphql';
import type { Context, MiddlewareHandler, Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import persistedDocuments from '../../app/gql/persisted-documents.json' with { type: 'json' };
import { busyHeaders, declaredLength, LARGE_BODIES_BUSY, readCountingLargeBody, takeLargeBodyPlace } from '../lib/large-bodies';
import { PICTURE_MAX_BYTES, PICTURE_MAX_MB } from '../../shared/pictures';

/** Largest request body /api/graphql takes, picture uploads aside. */
export const GRAPHQL_MAX_BODY_BYTES = 1024 * 1024;
/** A picture goes as base64 (spec 2: garage setPicture; a return photo): 10 MB of picture is 13.4 MB of text. */
export const GRAPHQL_MAX_PICTURE_BODY_BYTES = Math.ceil((PICTURE_MAX_BYTES * 4) / 3) + 64 * 1024;

const TOO_LARGE = `The request is too large (1 MB at most; a picture ${PICTURE_MAX_MB} MB at most).`;

/** The mutations that carry one picture: `v1 { group { field } }`. */
const PICTURE_UPLOADS: ReadonlyArray<readonly [string, string]> = [
  ['garage', 'setPicture'],
  ['extendedReturn', 'addPhoto'],
];

function tooLarge(c: Context) {
  return c.json({ errors: [{ message: TOO_LARGE, extensions: { code: 'PAYLOAD_TOO_LARGE' } }] }, 413);
}

function only(set: SelectionSetNode | undefined, name: string): SelectionSetNode | null | undefined {
  if (!set || set.selections.length !== 1) return null;
  const sel = set.selections[0];
  return sel.kind === Kind.FIELD && sel.name.value === name && !sel.alias ? sel.selectionSet : null;
}

/**
 * True when the body is one picture mutation (`mutation { v1 { garage { setPicture(…) } } }` or a
 * return photo) and nothing else, as query text or as the id of a persisted document.
 */
function isPictureUpload(text: string): boolean {
  let query: unknown;
  try {
    const body = JSON.parse(text) as { query?: unknown; documentId?: unknown };
    query = typeof body.documentId === 'string' && body.query === undefined ? (persistedDocuments as Record<string, string>)[body.documentId] : body.query;
  } catch {
    return false;
  }
  if (typeof query !== 'string' || query.length > 4096) return false;
  let doc: DocumentNode;
  try {
    doc = parse(query);
  } catch {
    return false;
  }
  if (doc.definitions.length !== 1) return false;
  const op = doc.definitions[0];
  if (op.kind !== Kind.OPERATION_DEFINITION || op.operation !== 'mutation') return false;
  const v1 = only(op.selectionSet, 'v1') ?? undefined;
  return PICTURE_UPLOADS.some(([group, field]) => {
    const g = only(v1, group);
    return g !== null && only(g ?? undefined, field) !== null;
  });
}

function busy(c: Context) {
  busyHeaders(c);
  return c.json({ errors: [{ message: LARGE_BODIES_BUSY, extensions: { code: 'RATE_LIMITED' } }] }, 429);
}

/** A session's body of undeclared length: read as it comes, at the gate only past 1 MB. */
async function readUndeclared(c: Context, next: Next) {
  const raw = c.req.raw;
  const read = await readCountingLargeBody(raw, GRAPHQL_MAX_BODY_BYTES, GRAPHQL_MAX_PICTURE_BODY_BYTES);
  if (read.kind === 'too-large') return tooLarge(c);
  if (read.kind === 'busy') return busy(c);
  try {
    if (read.body.byteLength > GRAPHQL_MAX_BODY_BYTES && !isPictureUpload(new TextDecoder().decode(read.body))) return tooLarge(c);
    c.req.raw = new Request(raw.url, { method: raw.method, headers: raw.headers, body: read.body, signal: raw.signal });
    await next();
  } finally {
    read.release();
  }
}

/**
 * Request bodies of /api/graphql: 1 MB, read no further (a declared larger length is refused before
 * reading, a body without one is counted as it arrives). Only a caller with a session (a valid
 * access token, guest or customer) may send more, up to the picture's size, and that body must be
 * exactly one picture mutation; such bodies are read a few at a time (large-bodies.ts). An anonymous
 * 13 MB body is answered 413 without being read.
 */
export function graphqlBodyLimit({ hasSession }: { hasSession: (request: Request) => Promise<boolean> }): MiddlewareHandler {
  const small = bodyLimit({ maxSize: GRAPHQL_MAX_BODY_BYTES, onError: tooLarge });
  const picture = bodyLimit({ maxSize: GRAPHQL_MAX_PICTURE_BODY_BYTES, onError: tooLarge });
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const declared = declaredLength(c.req.raw);
    if (declared !== null && declared <= GRAPHQL_MAX_BODY_BYTES) return small(c, next);
    if (declared !== null && declared > GRAPHQL_MAX_PICTURE_BODY_BYTES) return tooLarge(c);
    // A bad token is refused here (401) as it would be by the operation.
    if (!(await hasSession(c.req.raw))) return small(c, next);
    if (declared === null) return readUndeclared(c, next);
    const release = takeLargeBodyPlace();
    if (!release) return busy(c);
    try {
      return await picture(c, async () => {
        const raw = c.req.raw;
        const body = await raw.arrayBuffer();
        if (body.byteLength > GRAPHQL_MAX_BODY_BYTES && !isPictureUpload(new TextDecoder().decode(body))) {
          c.res = tooLarge(c);
          return;
        }
        c.req.raw = new Request(raw.url, { method: raw.method, headers: raw.headers, body, signal: raw.signal });
        await next();
      });
    } finally {
      release();
    }
  };
}

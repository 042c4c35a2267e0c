import type { Context } from 'hono';

/**
 * Request bodies over the ordinary 1 MB (a picture, a return's photos) read at once in this process.
 * Each is only taken from a caller with a session, and each may be 13–51 MB held in memory until it
 * is handled, so a burst of them waits its turn instead of growing the heap without bound.
 */
export const LARGE_BODIES_AT_ONCE = 4;
/** Seconds a caller refused for a full gate is told to wait. */
const RETRY_AFTER_SECONDS = 5;

let reading = 0;

/** Takes a place for one large body; the release gives it back (once). Null when the gate is full. */
export function takeLargeBodyPlace(limit = LARGE_BODIES_AT_ONCE): (() => void) | null {
  if (reading >= limit) return null;
  reading++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    reading--;
  };
}

/** Sets Retry-After for a refusal because the gate is full. */
export function busyHeaders(c: Context): void {
  c.header('Retry-After', String(RETRY_AFTER_SECONDS));
}

export const LARGE_BODIES_BUSY = `Too many large uploads at once. Try again in ${RETRY_AFTER_SECONDS} seconds.`;

/** The declared Content-Length, or null when the body's length is not declared (chunked) or not a number. */
export function declaredLength(request: Request): number | null {
  if (request.headers.has('transfer-encoding')) return null;
  const raw = request.headers.get('content-length');
  if (raw === null || !/^\d{1,15}$/.test(raw.trim())) return null;
  return Number(raw);
}

export type ReadBody =
  | { kind: 'read'; body: Uint8Array<ArrayBuffer>; release: () => void }
  | { kind: 'too-large' }
  | { kind: 'busy' };

/**
 * Reads a body of undeclared length (chunked, or a client that sends none) up to `max` bytes. It takes
 * a place at the gate only once it grows past `ordinary`: an everyday request with no Content-Length
 * never waits behind uploads. The caller releases the place when done with the body.
 */
export async function readCountingLargeBody(request: Request, ordinary: number, max: number): Promise<ReadBody> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let release: (() => void) | null = null;
  const reader = request.body?.getReader();
  try {
    for (;;) {
      if (!reader) break;
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > max) {
        await reader.cancel();
        release?.();
        return { kind: 'too-large' };
      }
      if (size > ordinary && !release) {
        release = takeLargeBodyPlace();
        if (!release) {
          await reader.cancel();
          return { kind: 'busy' };
        }
      }
      chunks.push(value);
    }
  } catch (err) {
    release?.();
    throw err;
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return { kind: 'read', body, release: release ?? (() => {}) };
}

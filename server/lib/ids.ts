/** A positive database id from an ID argument, or null when it cannot name a row. */
export function parseId(raw: string | number | null | undefined): number | null {
  if (raw === null || raw === undefined) return null;
  const s = String(raw).trim();
  if (!/^[1-9]\d{0,9}$/.test(s)) return null;
  const n = Number(s);
  return n <= 2_147_483_647 ? n : null;
}

/**
 * A positive database id from a URL path segment exactly as it came (no spaces around it), or null.
 * The same digits as `parseId`; a segment with spaces names no row rather than the trimmed id.
 */
export function parseIdSegment(segment: string): number | null {
  return segment.trim() === segment ? parseId(segment) : null;
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A quote guid argument, or null when it cannot name a quote. Empty means "no quote". */
export function parseQuoteGuid(raw: string | null | undefined): string | null | undefined {
  if (raw === null || raw === undefined || raw.trim() === '') return undefined;
  const s = raw.trim().toLowerCase();
  return GUID.test(s) ? s : null;
}

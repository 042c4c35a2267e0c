/**
 * Object reads of the hosted engine's wire format (../../../../shared/search-protocol.md):
 * `GET /1/indexes/{indexName}/{objectID}` (getObject) and `POST /1/indexes/* /objects`
 * (getObjects), answered from the search index, as a stock client expects them.
 */
import { productHit } from './search-protocol-answers';
import { isRecord, type Outcome } from './search-protocol-params';
import { PRODUCT_INDEX_SORTS } from './search-protocol-request';
import type { SearchProductRecord } from './search-types';

/** The most objects one getObjects call reads (the hosted engine allows 1,000). */
export const MAX_OBJECTS_PER_CALL = 1000;

type Lookup = (id: number) => SearchProductRecord | undefined;

const notFound = { ok: false as const, error: { message: 'ObjectID does not exist', status: 404 as const } };
const bad = (message: string) => ({ ok: false as const, error: { message, status: 400 as const } });

/** `attributesToRetrieve` as a stock client sends it: a list, a list as JSON text (v4's query string), or comma-separated text. */
function attributesOf(v: unknown): string[] | null {
  if (v === undefined || v === null) return null;
  if (typeof v === 'string' && v.trim().startsWith('[')) {
    try {
      return attributesOf(JSON.parse(v) as unknown) ?? [];
    } catch {
      return [];
    }
  }
  if (typeof v === 'string') return v.split(',').map((s) => s.trim()).filter(Boolean);
  if (Array.isArray(v) && v.every((s) => typeof s === 'string')) return v as string[];
  return [];
}

function objectOf(record: SearchProductRecord, attributes: string[] | null): Record<string, unknown> {
  const { _highlightResult: _, ...hit } = productHit(record, {} as never, attributes);
  return hit;
}

const idOf = (objectID: unknown): number | null => (typeof objectID === 'string' && /^[1-9]\d{0,9}$/.test(objectID) ? Number(objectID) : null);

/** One object of a product index by its objectID, or 404 as the hosted engine answers. */
export function readObject(lookup: Lookup, indexName: string, objectID: string, attributesToRetrieve?: unknown): Outcome<Record<string, unknown>> {
  if (PRODUCT_INDEX_SORTS[indexName] === undefined) return { ok: false, error: { message: `Index ${indexName.slice(0, 100)} does not exist`, status: 404 } };
  const id = idOf(objectID);
  const record = id === null ? undefined : lookup(id);
  return record ? { ok: true, value: objectOf(record, attributesOf(attributesToRetrieve)) } : notFound;
}

/** `{ requests: [{ indexName, objectID, attributesToRetrieve? }] }` → `{ results }`, null for an object that does not exist. */
export function readObjects(lookup: Lookup, body: unknown): Outcome<{ results: (Record<string, unknown> | null)[] }> {
  const requests = isRecord(body) ? body.requests : undefined;
  if (!Array.isArray(requests) || requests.length === 0) return bad('requests must be a non-empty list');
  if (requests.length > MAX_OBJECTS_PER_CALL) return bad(`At most ${MAX_OBJECTS_PER_CALL} objects per call`);
  const results: (Record<string, unknown> | null)[] = [];
  for (const r of requests) {
    if (!isRecord(r) || typeof r.indexName !== 'string' || typeof r.objectID !== 'string') return bad('Each request needs indexName and objectID');
    const one = readObject(lookup, r.indexName, r.objectID, r.attributesToRetrieve);
    // A missing object is a null in its place; an unknown index refuses the call.
    if (!one.ok && one.error.message !== notFound.error.message) return one;
    results.push(one.ok ? one.value : null);
  }
  return { ok: true, value: { results } };
}

/**
 * The wire format of a search request's params (../../../../shared/search-protocol.md): reading
 * them from an object or a URL-encoded string, checking each one's type and size, and turning a
 * bad one into the protocol's 400 answer.
 */
import type { SortMethod } from './search-types';
import { hasControlChars } from './search-text';
import { SORT_METHODS, SearchInputError } from './search-types';

export const MAX_QUERY_LENGTH = 512;
const MAX_PARAMS_LENGTH = 64 * 1024;
export const MAX_TAG_LENGTH = 200;
const MAX_FACET_NAMES = 100;

/** The error the route answers with HTTP 400. */
export interface ProtocolError {
  message: string;
  status: 400 | 404;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: ProtocolError };

class InvalidRequest extends Error {}

export function invalid(message: string): never {
  throw new InvalidRequest(message);
}

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const TEXT_PARAMS = new Set(['query', 'filters', 'highlightPreTag', 'highlightPostTag']);

/** Params given as one URL-encoded string: arrays arrive JSON-encoded, numbers and booleans as text. */
export function decodeParamString(text: string): Record<string, unknown> {
  if (text.length > MAX_PARAMS_LENGTH) invalid(`params is longer than ${MAX_PARAMS_LENGTH} characters`);
  let search: URLSearchParams;
  try {
    search = new URLSearchParams(text.startsWith('?') ? text.slice(1) : text);
  } catch {
    invalid('params is not a valid URL-encoded string');
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of search) {
    const trimmed = value.trim();
    // Text parameters stay text: a search for "{ … }" is a query, not an object.
    if (TEXT_PARAMS.has(key)) {
      out[key] = value;
      continue;
    }
    if ((trimmed.startsWith('[') && trimmed.endsWith(']')) || (trimmed.startsWith('{') && trimmed.endsWith('}'))) {
      try {
        out[key] = JSON.parse(trimmed);
        continue;
      } catch {
        invalid(`${key} is not valid JSON`);
      }
    }
    out[key] = value;
  }
  return out;
}

export function encodeParams(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    search.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return search.toString();
}

export function readString(p: Record<string, unknown>, key: string, maxLength: number): string | undefined {
  const v = p[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') invalid(`${key} must be a string`);
  if (v.length > maxLength) invalid(`${key} is longer than ${maxLength} characters`);
  return v;
}

export function readInt(p: Record<string, unknown>, key: string, min: number): number | undefined {
  const v = p[key];
  if (v === undefined || v === null || v === '') return undefined;
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : NaN;
  if (!Number.isSafeInteger(n)) invalid(`${key} must be an integer`);
  if (n < min) invalid(`${key} must be at least ${min}`);
  return n;
}

export function readBool(p: Record<string, unknown>, key: string): boolean | undefined {
  const v = p[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'boolean') return v;
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0' || v === '') return false;
  invalid(`${key} must be true or false`);
}

/** A list of names: an array of strings, one string, or a comma-separated string. */
export function readNames(p: Record<string, unknown>, key: string): string[] | undefined {
  const v = p[key];
  if (v === undefined || v === null) return undefined;
  const list = typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v;
  if (!Array.isArray(list) || !list.every((x) => typeof x === 'string')) invalid(`${key} must be an array of strings`);
  if (list.length > MAX_FACET_NAMES) invalid(`${key} has more than ${MAX_FACET_NAMES} entries`);
  return list as string[];
}

/** Filters stay as sent (the engine parses them); only their outer shape is checked here. */
export function readFilterList(p: Record<string, unknown>, key: string): string | (string | string[])[] | undefined {
  const v = p[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'string') return v;
  if (Array.isArray(v) && v.every((x) => typeof x === 'string' || (Array.isArray(x) && x.every((y) => typeof y === 'string'))))
    return v as (string | string[])[];
  invalid(`${key} must be a string, an array of strings, or an array of string arrays`);
}

export function checkQuery(query: string): void {
  if (query.length > MAX_QUERY_LENGTH) invalid(`query is longer than ${MAX_QUERY_LENGTH} characters`);
  if (hasControlChars(query)) invalid('query must not contain control characters');
}

export function readSort(p: Record<string, unknown>, fromIndex: SortMethod): SortMethod {
  const v = p.sortMethod;
  if (v === undefined || v === null || v === '') return fromIndex;
  if (typeof v !== 'string' || !SORT_METHODS.includes(v as SortMethod)) invalid(`sortMethod must be one of ${SORT_METHODS.join(', ')}`);
  return v as SortMethod;
}

export function attempt<T>(fn: () => T): Outcome<T> {
  try {
    return { ok: true, value: fn() };
  } catch (error) {
    if (error instanceof InvalidRequest || error instanceof SearchInputError) return { ok: false, error: { message: error.message, status: 400 } };
    throw error;
  }
}

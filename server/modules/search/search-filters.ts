/**
 * Parsing of the three filter forms of the wire format into one tree: facetFilters (AND of
 * OR-groups, "-" negates), numericFilters ("price<200", "price:10 TO 20") and the filters
 * expression string. Anything malformed is a SearchInputError with a message the customer's
 * developer can act on; attribute names are not checked here (an unknown one matches nothing).
 */
import { SearchInputError } from './search-types';

export type NumericOp = '<' | '<=' | '=' | '!=' | '>=' | '>';

export type FilterNode =
  | { type: 'and'; items: FilterNode[] }
  | { type: 'or'; items: FilterNode[] }
  | { type: 'not'; item: FilterNode }
  | { type: 'facet'; attr: string; value: string }
  | { type: 'numeric'; attr: string; op: NumericOp; value: number }
  | { type: 'range'; attr: string; lo: number; hi: number };

const MAX_FILTER_TERMS = 512;
const MAX_FILTER_LENGTH = 8192;
const MAX_DEPTH = 32;

function fail(message: string): never {
  throw new SearchInputError(message);
}

/** Combines parsed parts with AND, dropping the absent ones. */
export function andFilters(parts: readonly (FilterNode | null)[]): FilterNode | null {
  const items = parts.filter((p): p is FilterNode => p !== null);
  if (items.length === 0) return null;
  return items.length === 1 ? items[0] : { type: 'and', items };
}

/** Reads the list forms: a single string, an array of strings and string arrays, or that array JSON-encoded. */
function readList(input: unknown, name: string): (string | string[])[] {
  let value = input;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') return [];
    if (trimmed.startsWith('[')) {
      try {
        value = JSON.parse(trimmed);
      } catch {
        fail(`Invalid ${name}: not valid JSON`);
      }
    } else return [value];
  }
  if (!Array.isArray(value)) fail(`Invalid ${name}: expected an array of strings or of string arrays`);
  let terms = 0;
  const out: (string | string[])[] = [];
  for (const item of value) {
    if (typeof item === 'string') {
      out.push(item);
      terms++;
    } else if (Array.isArray(item) && item.every((x) => typeof x === 'string')) {
      out.push(item as string[]);
      terms += item.length;
    } else fail(`Invalid ${name}: every element must be a string or an array of strings`);
    if (terms > MAX_FILTER_TERMS) fail(`Invalid ${name}: more than ${MAX_FILTER_TERMS} filters`);
  }
  return out;
}

function unquote(s: string): string {
  const t = s.trim();
  if (t.length >= 2 && ((t[0] === '"' && t.endsWith('"')) || (t[0] === "'" && t.endsWith("'")))) return t.slice(1, -1);
  return t;
}

/** One facetFilters entry: "attr:value", "-attr:value" (not), "attr:\-value" (a value starting with "-"). */
export function parseFacetFilter(raw: string): FilterNode {
  if (raw.length > 1000) fail('Invalid facetFilters: a filter is longer than 1000 characters');
  let s = raw;
  let negate = false;
  if (s.startsWith('-')) {
    negate = true;
    s = s.slice(1);
  } else if (s.startsWith('\\-')) s = s.slice(1);
  const colon = s.indexOf(':');
  if (colon <= 0) fail(`Invalid facetFilters: "${raw.slice(0, 100)}" is not attribute:value`);
  const attr = unquote(s.slice(0, colon));
  let value = s.slice(colon + 1);
  if (value.startsWith('\\-')) value = value.slice(1);
  if (!attr) fail(`Invalid facetFilters: "${raw.slice(0, 100)}" has no attribute name`);
  const node: FilterNode = { type: 'facet', attr, value };
  return negate ? { type: 'not', item: node } : node;
}

/** facetFilters in any accepted form, as AND of OR groups. */
export function parseFacetFilters(input: unknown): FilterNode | null {
  if (input === undefined || input === null) return null;
  const groups = readList(input, 'facetFilters').map((g): FilterNode => {
    if (typeof g === 'string') return parseFacetFilter(g);
    // An empty OR group constrains nothing (InstantSearch sends [] for a cleared refinement).
    if (g.length === 0) return { type: 'and', items: [] };
    return g.length === 1 ? parseFacetFilter(g[0]) : { type: 'or', items: g.map(parseFacetFilter) };
  });
  return andFilters(groups);
}

const NUMBER = '[-+]?(?:\\d+(?:\\.\\d*)?|\\.\\d+)(?:[eE][-+]?\\d+)?';
const COMPARISON = new RegExp(`^\\s*([^<>=!:]+?)\\s*(<=|>=|!=|<|>|=)\\s*(${NUMBER})\\s*$`);
const RANGE = new RegExp(`^\\s*([^<>=!:]+?)\\s*:\\s*(${NUMBER})\\s+TO\\s+(${NUMBER})\\s*$`);

/** One numericFilters entry: "price<200", "price >= 200", "price:200 TO 500". */
export function parseNumericFilter(raw: string): FilterNode {
  if (raw.length > 1000) fail('Invalid numericFilters: a filter is longer than 1000 characters');
  const cmp = COMPARISON.exec(raw);
  if (cmp) return { type: 'numeric', attr: unquote(cmp[1]), op: cmp[2] as NumericOp, value: Number(cmp[3]) };
  const range = RANGE.exec(raw);
  if (range) return { type: 'range', attr: unquote(range[1]), lo: Number(range[2]), hi: Number(range[3]) };
  fail(`Invalid numericFilters: "${raw.slice(0, 100)}" is not like price<200 or price:10 TO 20`);
}

/** numericFilters in any accepted form, as AND of OR groups. */
export function parseNumericFilters(input: unknown): FilterNode | null {
  if (input === undefined || input === null) return null;
  const groups = readList(input, 'numericFilters').map((g): FilterNode => {
    if (typeof g === 'string') return parseNumericFilter(g);
    if (g.length === 0) return { type: 'and', items: [] };
    return g.length === 1 ? parseNumericFilter(g[0]) : { type: 'or', items: g.map(parseNumericFilter) };
  });
  return andFilters(groups);
}

type Token = { kind: 'word' | 'string' | 'op' | '(' | ')' | ':'; text: string; at: number };

const OPERATOR_START = new Set(['<', '>', '=', '!']);
const BREAK = new Set(['(', ')', ':', '<', '>', '=', '!', '"', "'"]);

function tokenize(s: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < s.length) {
    const c = s[i];
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    const at = i;
    if (c === '(' || c === ')' || c === ':') {
      tokens.push({ kind: c, text: c, at });
      i++;
    } else if (OPERATOR_START.has(c)) {
      const two = s.slice(i, i + 2);
      const op = two === '<=' || two === '>=' || two === '!=' ? two : c;
      if (op === '!') fail(`Invalid filters: unexpected "!" at position ${at}`);
      tokens.push({ kind: 'op', text: op, at });
      i += op.length;
    } else if (c === '"' || c === "'") {
      let text = '';
      i++;
      while (i < s.length && s[i] !== c) {
        if (s[i] === '\\' && i + 1 < s.length) i++;
        text += s[i++];
      }
      if (i >= s.length) fail(`Invalid filters: unterminated string starting at position ${at}`);
      i++;
      tokens.push({ kind: 'string', text, at });
    } else {
      let j = i;
      while (j < s.length && !/\s/.test(s[j]) && !BREAK.has(s[j])) j++;
      tokens.push({ kind: 'word', text: s.slice(i, j), at });
      i = j;
    }
    if (tokens.length > MAX_FILTER_TERMS * 4) fail('Invalid filters: expression too long');
  }
  return tokens;
}

/** Recursive-descent parser for `a:b AND (c:d OR NOT e:f) AND price < 200 AND price:10 TO 20`. */
class FilterParser {
  private i = 0;
  constructor(private readonly tokens: Token[]) {}

  parse(): FilterNode {
    const node = this.or(0);
    if (this.i < this.tokens.length) this.unexpected();
    return node;
  }

  private peek(): Token | undefined {
    return this.tokens[this.i];
  }

  private isKeyword(word: string): boolean {
    const t = this.peek();
    return t !== undefined && t.kind === 'word' && t.text === word;
  }

  private unexpected(): never {
    const t = this.peek();
    if (!t) fail('Invalid filters: unexpected end of expression');
    fail(`Invalid filters: unexpected "${t.text.slice(0, 50)}" at position ${t.at}`);
  }

  private or(depth: number): FilterNode {
    if (depth > MAX_DEPTH) fail('Invalid filters: too deeply nested');
    const items = [this.and(depth)];
    while (this.isKeyword('OR')) {
      this.i++;
      items.push(this.and(depth));
    }
    return items.length === 1 ? items[0] : { type: 'or', items };
  }

  private and(depth: number): FilterNode {
    const items = [this.unary(depth)];
    while (this.isKeyword('AND')) {
      this.i++;
      items.push(this.unary(depth));
    }
    return items.length === 1 ? items[0] : { type: 'and', items };
  }

  private unary(depth: number): FilterNode {
    if (depth > MAX_DEPTH) fail('Invalid filters: too deeply nested');
    if (this.isKeyword('NOT')) {
      this.i++;
      return { type: 'not', item: this.unary(depth + 1) };
    }
    const t = this.peek();
    if (t?.kind === '(') {
      this.i++;
      const inner = this.or(depth + 1);
      if (this.peek()?.kind !== ')') this.unexpected();
      this.i++;
      return inner;
    }
    return this.comparison();
  }

  private value(): Token {
    const t = this.peek();
    if (!t || (t.kind !== 'word' && t.kind !== 'string')) this.unexpected();
    this.i++;
    return t;
  }

  private number(): number {
    const t = this.value();
    const n = t.kind === 'word' ? Number(t.text) : NaN;
    if (!Number.isFinite(n) || t.text.trim() === '') fail(`Invalid filters: "${t.text.slice(0, 50)}" at position ${t.at} is not a number`);
    return n;
  }

  private comparison(): FilterNode {
    const name = this.value();
    if (name.kind === 'word' && (name.text === 'AND' || name.text === 'OR')) {
      this.i--;
      this.unexpected();
    }
    const attr = name.text;
    const t = this.peek();
    if (t?.kind === 'op') {
      this.i++;
      return { type: 'numeric', attr, op: t.text as NumericOp, value: this.number() };
    }
    if (t?.kind !== ':') this.unexpected();
    this.i++;
    const first = this.value();
    if (this.isKeyword('TO')) {
      this.i++;
      const lo = first.kind === 'word' ? Number(first.text) : NaN;
      if (!Number.isFinite(lo)) fail(`Invalid filters: "${first.text.slice(0, 50)}" at position ${first.at} is not a number`);
      return { type: 'range', attr, lo, hi: this.number() };
    }
    return { type: 'facet', attr, value: first.text };
  }
}

/** The filters expression string. */
export function parseFilterString(input: unknown): FilterNode | null {
  if (input === undefined || input === null) return null;
  if (typeof input !== 'string') fail('Invalid filters: expected a string');
  if (input.length > MAX_FILTER_LENGTH) fail(`Invalid filters: longer than ${MAX_FILTER_LENGTH} characters`);
  if (input.trim() === '') return null;
  return new FilterParser(tokenize(input)).parse();
}

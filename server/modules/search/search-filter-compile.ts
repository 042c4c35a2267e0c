/**
 * Filter trees (search-filters.ts) compiled against the index's columns: a per-document test for
 * the candidates of a query, and list-at-a-time steps for the empty query.
 */
import type { FacetColumn } from './search-columns';
import type { RowFacet } from './search-facets';
import type { FilterNode } from './search-filters';

export type DocPredicate = (doc: number) => boolean;

/** What a filter compiles against. */
export interface FilterTarget {
  facet(name: string): FacetColumn | null;
  numeric(name: string): ArrayLike<number> | null;
}

type Compiled = DocPredicate | boolean;

const NUMERIC_TESTS: Record<string, (v: number, x: number) => boolean> = {
  '<': (v, x) => v < x,
  '<=': (v, x) => v <= x,
  '=': (v, x) => v === x,
  '!=': (v, x) => v !== x,
  '>=': (v, x) => v >= x,
  '>': (v, x) => v > x,
};

function compileFacet(target: FilterTarget, attr: string, value: string): Compiled {
  if (attr === 'objectID') {
    const id = Number(value);
    const ids = target.numeric('id');
    if (!ids || !Number.isInteger(id)) return false;
    return (d) => ids[d] === id;
  }
  const column = target.facet(attr);
  if (!column) return false;
  const ids = column.dict.lookup(value);
  if (ids.length === 0) return false;
  if (column.kind === 'row') return column.rows.hasAny(column, ids);
  const mask = new Uint8Array(column.dict.size);
  for (const id of ids) mask[id] = 1;
  const { off, vals } = column;
  return (d) => {
    for (let k = off[d], e = off[d + 1]; k < e; k++) if (mask[vals[k]] === 1) return true;
    return false;
  };
}

function compileNode(node: FilterNode, target: FilterTarget): Compiled {
  switch (node.type) {
    case 'facet':
      return compileFacet(target, node.attr, node.value);
    case 'numeric': {
      const col = target.numeric(node.attr);
      if (!col || Number.isNaN(node.value)) return false;
      const test = NUMERIC_TESTS[node.op];
      const x = node.value;
      return (d) => {
        const v = col[d];
        return v === v && test(v, x);
      };
    }
    case 'range': {
      const col = target.numeric(node.attr);
      if (!col) return false;
      const { lo, hi } = node;
      return (d) => {
        const v = col[d];
        return v >= lo && v <= hi;
      };
    }
    case 'not': {
      const inner = compileNode(node.item, target);
      if (typeof inner === 'boolean') return !inner;
      return (d) => !inner(d);
    }
    case 'and':
    case 'or':
      return compileJunction(node.type, node.items, target);
  }
}

function compileJunction(kind: 'and' | 'or', items: readonly FilterNode[], target: FilterTarget): Compiled {
  const isAnd = kind === 'and';
  if (!isAnd && items.length > 1) {
    const group = fixedFacetMask(target, { type: 'or', items: [...items] });
    if (group) return maskTest(group.column, group.mask);
  }
  const parts: DocPredicate[] = [];
  for (const item of items) {
    const c = compileNode(item, target);
    // AND with false, or OR with true, decides the whole junction.
    if (c === !isAnd) return c;
    if (typeof c === 'function') parts.push(c);
  }
  if (parts.length === 0) return isAnd;
  if (parts.length === 1) return parts[0];
  if (parts.length === 2) {
    const [a, b] = parts;
    return isAnd ? (d) => a(d) && b(d) : (d) => a(d) || b(d);
  }
  return isAnd ? (d) => parts.every((p) => p(d)) : (d) => parts.some((p) => p(d));
}

/**
 * One AND-ed part of a filter applied to a whole list of documents: `apply` compacts docs[0, n)
 * in place and returns the new n; `scan` fills `out` with the passing live documents 0..count-1.
 */
export interface FilterStep {
  apply(docs: Int32Array, n: number): number;
  scan(out: Int32Array, count: number, deleted: Uint8Array | null): number;
}

/** A step from a test of one document: the loops live here, so the test is the only call per document. */
function stepFrom(keep: DocPredicate): FilterStep {
  return {
    apply(docs, n) {
      let m = 0;
      for (let i = 0; i < n; i++) if (keep(docs[i])) docs[m++] = docs[i];
      return m;
    },
    scan(out, count, deleted) {
      let m = 0;
      for (let d = 0; d < count; d++) if ((deleted === null || deleted[d] === 0) && keep(d)) out[m++] = d;
      return m;
    },
  };
}

/** A filter as a per-document test (for candidates of a query) and as steps over lists (for the empty query). */
export interface CompiledFilter {
  test: DocPredicate;
  steps: FilterStep[];
}

/**
 * Facet filters (values and negations, OR-ed) on one fixed facet, as a mask over its counter codes:
 * testing a document is then one read of its row.
 */
function fixedFacetMask(target: FilterTarget, node: FilterNode): { column: RowFacet; mask: Uint8Array } | null {
  const leaves = node.type === 'or' ? node.items : [node];
  let column: RowFacet | null = null;
  for (const leaf of leaves) {
    const facet = leaf.type === 'not' ? leaf.item : leaf;
    if (facet.type !== 'facet' || facet.attr === 'objectID') return null;
    const c = target.facet(facet.attr);
    if (!c || c.kind !== 'row' || c.group !== 'fixed' || (column && c !== column)) return null;
    column = c;
  }
  if (!column) return null;
  const mask = new Uint8Array(column.rows.total);
  for (const leaf of leaves) {
    const negate = leaf.type === 'not';
    const facet = (negate ? (leaf as { item: FilterNode }).item : leaf) as { value: string };
    const ids = new Set(column.dict.lookup(facet.value));
    for (let v = 0; v < column.dict.size; v++) if (ids.has(v) !== negate) mask[column.base + v] = 1;
  }
  return { column, mask };
}

function maskTest(column: RowFacet, mask: Uint8Array): DocPredicate {
  const { codes, width } = column.rows;
  const slot = column.slot;
  return (d) => mask[codes[d * width + slot]] === 1;
}

/** A fixed-facet mask as a step, with its own loops (a shared loop calling a test per document would not inline it). */
function maskStep(column: RowFacet, mask: Uint8Array): FilterStep {
  const { codes, width } = column.rows;
  const slot = column.slot;
  return {
    apply(docs, n) {
      let m = 0;
      for (let i = 0; i < n; i++) {
        const d = docs[i];
        if (mask[codes[d * width + slot]] === 1) docs[m++] = d;
      }
      return m;
    },
    scan(out, count, deleted) {
      let m = 0;
      for (let d = 0; d < count; d++) if (mask[codes[d * width + slot]] === 1 && (deleted === null || deleted[d] === 0)) out[m++] = d;
      return m;
    },
  };
}

/** lo <= v <= hi (ends open as asked); a missing value (NaN) never passes. Loops of its own, like maskStep. */
function rangeStep(col: ArrayLike<number>, lo: number, hi: number, loOpen: boolean, hiOpen: boolean): FilterStep {
  // Closed bounds for open ones: the next representable number keeps the loop free of branches on the operator.
  const min = loOpen ? nextUp(lo) : lo;
  const max = hiOpen ? nextDown(hi) : hi;
  return {
    apply(docs, n) {
      let m = 0;
      for (let i = 0; i < n; i++) {
        const d = docs[i];
        const v = col[d];
        if (v >= min && v <= max) docs[m++] = d;
      }
      return m;
    },
    scan(out, count, deleted) {
      let m = 0;
      for (let d = 0; d < count; d++) {
        const v = col[d];
        if (v >= min && v <= max && (deleted === null || deleted[d] === 0)) out[m++] = d;
      }
      return m;
    },
  };
}

const f64 = new Float64Array(1);
const u64 = new BigInt64Array(f64.buffer);

function nextUp(x: number): number {
  if (!Number.isFinite(x)) return x;
  if (x === 0) return Number.MIN_VALUE;
  f64[0] = x;
  u64[0] += x > 0 ? 1n : -1n;
  return f64[0];
}

function nextDown(x: number): number {
  return -nextUp(-x);
}

function numericStep(node: FilterNode, target: FilterTarget): FilterStep | null {
  if (node.type === 'range') {
    const col = target.numeric(node.attr);
    return col ? rangeStep(col, node.lo, node.hi, false, false) : null;
  }
  if (node.type !== 'numeric' || node.op === '!=') return null;
  const col = target.numeric(node.attr);
  if (!col) return null;
  const x = node.value;
  switch (node.op) {
    case '<':
      return rangeStep(col, -Infinity, x, false, true);
    case '<=':
      return rangeStep(col, -Infinity, x, false, false);
    case '>':
      return rangeStep(col, x, Infinity, true, false);
    case '>=':
      return rangeStep(col, x, Infinity, false, false);
    default:
      return rangeStep(col, x, x, false, false);
  }
}

/** Positive values (OR-ed) of one list or attribute facet, as that facet's own filter step. */
function listFacetStep(node: FilterNode, target: FilterTarget): FilterStep | null {
  const leaves = node.type === 'or' ? node.items : [node];
  let column: RowFacet | null = null;
  const ids: number[] = [];
  for (const leaf of leaves) {
    if (leaf.type !== 'facet' || leaf.attr === 'objectID') return null;
    const c = target.facet(leaf.attr);
    if (!c || c.kind !== 'row' || (column && c !== column)) return null;
    column = c;
    ids.push(...c.dict.lookup(leaf.value));
  }
  return column ? column.rows.anyStep(column, ids) : null;
}

function stepOf(node: FilterNode, target: FilterTarget): FilterStep {
  const fixed = fixedFacetMask(target, node);
  if (fixed) return maskStep(fixed.column, fixed.mask);
  const list = listFacetStep(node, target);
  if (list) return list;
  const numeric = numericStep(node, target);
  if (numeric) return numeric;
  const c = compileNode(node, target);
  return stepFrom(typeof c === 'boolean' ? () => c : c);
}

/** Compiles a filter tree; null means "no filter". */
export function compileFilter(node: FilterNode | null, target: FilterTarget): CompiledFilter | null {
  if (node === null) return null;
  const c = compileNode(node, target);
  if (c === true) return null;
  if (c === false) return { test: () => false, steps: [stepFrom(() => false)] };
  const parts = node.type === 'and' ? node.items : [node];
  return { test: c, steps: parts.map((p) => stepOf(p, target)) };
}

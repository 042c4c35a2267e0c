/**
 * Sort orders: every document has a rank in each order, computed at build time with native
 * numeric sorts of packed keys, and spaced so a document added later gets a rank between its
 * neighbours. The spec's sort methods map onto six orders; each ends with the default order
 * (best selling, then product id) so ties are stable.
 */
import type { ColumnSet } from './search-records';
import { titleOf } from './search-records';
import { bitsFor, identity, positions, sortPacked, sortStrings } from './search-sort';
import { foldWord } from './search-text';
import type { SortMethod } from './search-types';

export const Order = { Default: 0, TitleAsc: 1, TitleDesc: 2, Rating: 3, PriceAsc: 4, PriceDesc: 5 } as const;
export type Order = (typeof Order)[keyof typeof Order];
export const ORDER_COUNT = 6;

export const SORT_ORDER: Record<SortMethod, Order> = {
  DEFAULT: Order.Default,
  RELEVANCE: Order.Default,
  BEST_SELLING: Order.Default,
  A_TO_Z: Order.TitleAsc,
  Z_TO_A: Order.TitleDesc,
  HIGHEST_RATING: Order.Rating,
  PRICE_LOW: Order.PriceAsc,
  PRICE_HIGH: Order.PriceDesc,
};

/**
 * One sort order: a rank per document (spaced so documents added later fit between two
 * neighbours without renumbering) and the build-time documents in that order.
 */
export interface SortOrder {
  rank: Uint32Array;
  perm: Int32Array;
  spacing: number;
  /** Documents appended since the build, by the gap of perm they fall in, in order. */
  gaps: Map<number, number[]>;
  compare: (a: number, b: number) => number;
}


function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Sort keys, discretised so the build can sort packed numbers; comparators use the same keys. */
const SALES_CAP = 2 ** 26 - 1;
const PRICE_NONE = 2 ** 30;
const salesKey = (v: number) => (v > SALES_CAP ? SALES_CAP : v);
const ratingKey = (v: number) => (v > 0 ? Math.min(Math.round(v * 100), 100_000) : 0);
// Parts without a price ("call for price") go last in either direction.
const priceAscKey = (v: number) => (v !== v ? PRICE_NONE : v <= 0 ? 0 : Math.min(Math.round(v * 100), PRICE_NONE - 1));
const priceDescKey = (v: number) => (v !== v ? PRICE_NONE : PRICE_NONE - 1 - priceAscKey(v));

/**
 * The orders' comparators. The columns are read through `idx` at each comparison, never kept: an
 * upsert past the columns' capacity replaces them, and a comparator holding the old arrays read
 * nothing for the documents added after it (every one then sorted last, whatever its price).
 */
function makeComparators(idx: Pick<ColumnSet, 'num'>, orders: readonly { rank: Uint32Array }[], titleKey: (doc: number) => string) {
  const byDefault = (a: number, b: number) => orders[Order.Default].rank[a] - orders[Order.Default].rank[b];
  return [
    (a: number, b: number) => salesKey(idx.num.sales[b]) - salesKey(idx.num.sales[a]) || idx.num.id[a] - idx.num.id[b] || a - b,
    (a: number, b: number) => compareStrings(titleKey(a), titleKey(b)) || byDefault(a, b),
    (a: number, b: number) => compareStrings(titleKey(b), titleKey(a)) || byDefault(a, b),
    (a: number, b: number) => ratingKey(idx.num.rating[b]) - ratingKey(idx.num.rating[a]) || byDefault(a, b),
    (a: number, b: number) => priceAscKey(idx.num.price[a]) - priceAscKey(idx.num.price[b]) || byDefault(a, b),
    (a: number, b: number) => priceDescKey(idx.num.price[a]) - priceDescKey(idx.num.price[b]) || byDefault(a, b),
  ];
}

/**
 * Points the orders' comparators at the index they belong to: the built columns' object is copied
 * into the index, and only the index's own columns follow its growth.
 */
export function bindOrders(idx: ColumnSet, orders: readonly SortOrder[]): void {
  // A document's title never changes (a changed product is a new document): each is folded once,
  // for the few documents an insert's binary searches compare with.
  const folded = new Map<number, string>();
  const titleKey = (d: number) => {
    let t = folded.get(d);
    if (t === undefined) folded.set(d, (t = foldWord(titleOf(idx, d))));
    return t;
  };
  const compare = makeComparators(idx, orders, titleKey);
  orders.forEach((order, o) => (order.compare = compare[o]));
}

/** Z to A from A to Z: groups of equal titles in reverse, each group still in default order. */
function reverseTitleGroups(asc: Int32Array, titles: string[]): Int32Array {
  const n = asc.length;
  const out = new Int32Array(n);
  let w = 0;
  let end = n;
  while (end > 0) {
    let start = end - 1;
    while (start > 0 && titles[asc[start - 1]] === titles[asc[end - 1]]) start--;
    for (let i = start; i < end; i++) out[w++] = asc[i];
    end = start;
  }
  return out;
}

/** Ranks every build-time document in each sort order (and lists them by product id); yields between sorts. */
export function* buildOrders(idx: ColumnSet, n: number): Generator<void, { orders: SortOrder[]; idOrder: Int32Array }> {
  // Ranks are spaced so that a document added later gets a rank between its two neighbours.
  const spacing = Math.max(1, Math.min(1024, Math.floor(0xfffffff0 / (n + 2))));
  const orders: SortOrder[] = [];
  for (let o = 0; o < ORDER_COUNT; o++) {
    orders.push({ rank: new Uint32Array(idx.capacity), perm: new Int32Array(0), spacing, gaps: new Map(), compare: () => 0 });
  }
  const titles: string[] = new Array(n);
  for (let d = 0; d < n; d++) {
    if ((d & 0xffff) === 0) yield;
    titles[d] = foldWord(titleOf(idx, d));
  }
  const perms: Int32Array[] = [];
  const bits = bitsFor(n);
  const { sales, id, rating, price } = idx.num;
  let idOrder: Int32Array;
  if (bits <= 22) {
    const start = identity(n);
    idOrder = sortPacked(n, (d) => id[d], positions(start), start);
    yield;
    const defaultPerm = sortPacked(n, (d) => SALES_CAP - salesKey(sales[d]), positions(idOrder), idOrder);
    const defaultPos = positions(defaultPerm);
    yield;
    const titleAsc = yield* sortStrings(titles, defaultPos, defaultPerm);
    yield;
    perms.push(defaultPerm, titleAsc, reverseTitleGroups(titleAsc, titles));
    yield;
    perms.push(sortPacked(n, (d) => 100_000 - ratingKey(rating[d]), defaultPos, defaultPerm));
    yield;
    perms.push(sortPacked(n, (d) => priceAscKey(price[d]), defaultPos, defaultPerm));
    yield;
    perms.push(sortPacked(n, (d) => priceDescKey(price[d]), defaultPos, defaultPerm));
  } else {
    // Past 4M documents packed keys no longer fit a double's 53 bits: sort with comparators.
    idOrder = new Int32Array(n);
    for (let d = 0; d < n; d++) idOrder[d] = d;
    idOrder.sort((a, b) => id[a] - id[b] || a - b);
    const compare = makeComparators(idx, orders, (d) => titles[d]);
    for (let o = 0; o < ORDER_COUNT; o++) {
      const perm = new Int32Array(n);
      for (let d = 0; d < n; d++) perm[d] = d;
      perm.sort(compare[o]);
      if (o === Order.Default) for (let i = 0; i < n; i++) orders[o].rank[perm[i]] = (i + 1) * spacing;
      perms.push(perm);
      yield;
    }
  }
  for (let o = 0; o < ORDER_COUNT; o++) {
    const perm = perms[o];
    const rank = orders[o].rank;
    for (let i = 0; i < n; i++) rank[perm[i]] = (i + 1) * spacing;
    orders[o].perm = perm;
  }
  // The comparators of upserts are bound to the finished index (bindOrders, in assembleIndex).
  return { orders, idOrder };
}

/** Gives an appended document a rank in every order, between its neighbours. */
export function insertIntoOrders(orders: readonly SortOrder[], doc: number): void {
  for (const order of orders) {
    const { perm, compare, spacing } = order;
    let lo = 0;
    let hi = perm.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compare(perm[mid], doc) <= 0) lo = mid + 1;
      else hi = mid;
    }
    const gap = order.gaps.get(lo) ?? [];
    let at = gap.length;
    while (at > 0 && compare(gap[at - 1], doc) > 0) at--;
    gap.splice(at, 0, doc);
    order.gaps.set(lo, gap);
    const step = Math.max(1, Math.floor(spacing / (gap.length + 1)));
    for (let k = 0; k < gap.length; k++) order.rank[gap[k]] = lo * spacing + (k + 1) * step;
  }
}

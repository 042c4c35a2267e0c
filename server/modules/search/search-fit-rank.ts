/**
 * Search steered by a customer's machine: parts listed for the machine's model (less those whose
 * fitment rules the machine out) rank above parts of equal relevance that are not; relevance
 * still comes first, then fit, then the sort order. "Only parts that fit" is a filter built here too.
 */
import type { MultiColumn } from './search-columns';
import type { SearchIndex } from './search-index';
import type { SortOrder } from './search-orders';
import type { Matched } from './search-query';

/** The machine a search is steered by: its model, and the parts listed for it that do not fit this machine. */
export interface FitBoost {
  machineModelId: number;
  /** Product ids listed for the model whose serial range, engine or attachment rules the machine out. */
  exclude: ReadonlySet<number>;
}

/** A test of whether a document may fit the machine. */
export function fitTest(idx: SearchIndex, fit: FitBoost): (doc: number) => boolean {
  const column = idx.facets.get('machineModelIds') as MultiColumn | undefined;
  const value = column?.dict.lookup(String(fit.machineModelId))[0];
  if (!column || value === undefined) return () => false;
  const ids = idx.num.id;
  return (doc) => {
    const { off, vals } = column;
    for (let k = off[doc]; k < off[doc + 1]; k++) if (vals[k] === value) return !fit.exclude.has(ids[doc]);
    return false;
  };
}

const REL_SCALE = 4294967296;

/**
 * The best k documents of a match: relevance first, then the ones that fit, then the order's rank.
 * Matches that fit and the others each keep their k best in a bounded heap on one packed key
 * (relevance · 2^32 + rank, exact in a double); the two lists merge with fit breaking ties of relevance.
 */
export function topFitting(idx: SearchIndex, m: Matched, order: SortOrder, k: number, fit: FitBoost): number[] {
  const ms = m.docs();
  const fits = fitTest(idx, fit);
  const { rank } = order;
  const yes = new TopK(k);
  const no = new TopK(k);
  for (let i = 0; i < ms.n; i++) {
    const d = ms.docs[i];
    const key = (ms.rels === null ? 0 : ms.rels[i]) * REL_SCALE + rank[d];
    (fits(d) ? yes : no).offer(key, d);
  }
  const a = yes.sorted();
  const b = no.sorted();
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (out.length < k && (i < a.length || j < b.length)) {
    // Lower relevance values are better; at equal relevance the part that fits goes first.
    const takeFit = j >= b.length || (i < a.length && Math.floor(a[i].key / REL_SCALE) <= Math.floor(b[j].key / REL_SCALE));
    out.push(takeFit ? a[i++].doc : b[j++].doc);
  }
  return out;
}

/** The k smallest keys seen, in a bounded max-heap. */
class TopK {
  private readonly keys: Float64Array;
  private readonly docs: Int32Array;
  private size = 0;

  constructor(private readonly k: number) {
    this.keys = new Float64Array(Math.max(k, 1));
    this.docs = new Int32Array(Math.max(k, 1));
  }

  offer(key: number, doc: number): void {
    const { keys, docs } = this;
    if (this.size < this.k) {
      let j = this.size++;
      while (j > 0) {
        const p = (j - 1) >> 1;
        if (keys[p] >= key) break;
        keys[j] = keys[p];
        docs[j] = docs[p];
        j = p;
      }
      keys[j] = key;
      docs[j] = doc;
    } else if (this.k > 0 && key < keys[0]) {
      let j = 0;
      for (;;) {
        const l = 2 * j + 1;
        if (l >= this.size) break;
        const c = l + 1 < this.size && keys[l + 1] > keys[l] ? l + 1 : l;
        if (keys[c] <= key) break;
        keys[j] = keys[c];
        docs[j] = docs[c];
        j = c;
      }
      keys[j] = key;
      docs[j] = doc;
    }
  }

  sorted(): Array<{ key: number; doc: number }> {
    const out: Array<{ key: number; doc: number }> = [];
    for (let i = 0; i < this.size; i++) out.push({ key: this.keys[i], doc: this.docs[i] });
    return out.sort((x, y) => x.key - y.key);
  }
}

/** The filters of "Only parts that fit": listed for the model, and none of the parts that rule the machine out. */
export function onlyFittingFilters(fit: FitBoost): { facetFilters: string[][]; numericFilters: string[] } {
  return { facetFilters: [[`machineModelIds:${fit.machineModelId}`]], numericFilters: [...fit.exclude].map((id) => `id!=${id}`) };
}

/**
 * Search steered by a customer's machine: parts listed for the machine's model (less those whose
 * fitment rules the machine out) rank above parts of equal relevance that are not; relevance
 * still comes first, then fit, then the sort order. "Only parts that fit" is a filter built here too.
 */
import type { MultiColumn } from './search-columns';
import { selectBest } from './search-columns';
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

/** The best k documents of a match: relevance first, then the ones that fit, then the order's rank. */
export function topFitting(idx: SearchIndex, m: Matched, order: SortOrder, k: number, fit: FitBoost): number[] {
  const ms = m.docs();
  const fits = fitTest(idx, fit);
  const n = ms.n;
  const rel = new Uint32Array(n);
  const away = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    rel[i] = ms.rels === null ? 0 : ms.rels[i];
    away[i] = fits(ms.docs[i]) ? 0 : 1;
  }
  const { rank } = order;
  const items = Array.from({ length: n }, (_, i) => i);
  const best = selectBest(items, k, (a, b) => rel[a] - rel[b] || away[a] - away[b] || rank[ms.docs[a]] - rank[ms.docs[b]]);
  return best.map((i) => ms.docs[i]);
}

/** The filters of "Only parts that fit": listed for the model, and none of the parts that rule the machine out. */
export function onlyFittingFilters(fit: FitBoost): { facetFilters: string[][]; numericFilters: string[] } {
  return { facetFilters: [[`machineModelIds:${fit.machineModelId}`]], numericFilters: [...fit.exclude].map((id) => `id!=${id}`) };
}

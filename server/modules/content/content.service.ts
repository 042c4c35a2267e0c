import type { Db } from '../../db/client';
import type { ContentRepository, CountryRow, DestinationRow, StateProvinceRow } from './content.repository';

export type { CountryRow, DestinationRow, StateProvinceRow } from './content.repository';

export interface StoreInfo {
  version: string;
  /** A regular expression a US ZIP code must match; the checkout form uses it. */
  zipCodeTemplate: string;
}

const CACHE_MS = 5 * 60_000;

/** Store information and reference data (countries, provinces). */
export function createContentService({ repo, version, now = Date.now }: { repo: ContentRepository; version: string; now?: () => number }) {
  let cached: { at: number; rows: CountryRow[] } | null = null;
  let states: { rows: CountryRow[]; byId: Map<number, StateProvinceRow> } | null = null;

  /** `ex`: a reload inside the caller's transaction reads on it (on PGlite, a read beside an open transaction waits for it to end). */
  async function countries(ex?: Db): Promise<CountryRow[]> {
    if (!cached || now() - cached.at > CACHE_MS) cached = { at: now(), rows: await repo.listCountries(ex) };
    return cached.rows;
  }

  async function stateIndex(ex?: Db): Promise<Map<number, StateProvinceRow>> {
    const rows = await countries(ex);
    if (states?.rows !== rows) states = { rows, byId: new Map(rows.flatMap((c) => c.stateProvinces.map((s) => [s.id, s] as const))) };
    return states.byId;
  }

  return {
    info(): StoreInfo {
      return { version, zipCodeTemplate: '^\\d{5}(-\\d{4})?$' };
    },
    countries: (): Promise<CountryRow[]> => countries(),

    /**
     * States or provinces by id, from the cached reference list (product pages, carts and the
     * search index show a warehouse's state on every read; a join would cost each of them a table
     * of another module). An id the cache does not know yet reloads it once. Inside a transaction,
     * pass it as `ex`: a reload then reads on it.
     */
    async stateProvinces(ids: Iterable<number | null>, ex?: Db): Promise<Map<number, StateProvinceRow>> {
      const wanted = [...new Set(ids)].filter((id): id is number => id !== null);
      let byId = await stateIndex(ex);
      if (wanted.some((id) => !byId.has(id))) {
        cached = null;
        byId = await stateIndex(ex);
      }
      const out = new Map<number, StateProvinceRow>();
      for (const id of wanted) {
        const s = byId.get(id);
        if (s) out.set(id, s);
      }
      return out;
    },

    /** A destination's country and province (the province only when it is the country's), read now on the caller's executor. */
    destination: (countryId: number, stateProvinceId: number | null, ex?: Db): Promise<DestinationRow | null> => repo.destination(countryId, stateProvinceId, ex),
  };
}

export type ContentService = ReturnType<typeof createContentService>;

import type { ContentRepository, CountryRow } from './content.repository';

export type { CountryRow } from './content.repository';

export interface StoreInfo {
  version: string;
  /** A regular expression a US ZIP code must match; the checkout form uses it. */
  zipCodeTemplate: string;
}

const CACHE_MS = 5 * 60_000;

/** Store information and reference data (countries, provinces). */
export function createContentService({ repo, version, now = Date.now }: { repo: ContentRepository; version: string; now?: () => number }) {
  let cached: { at: number; rows: CountryRow[] } | null = null;
  return {
    info(): StoreInfo {
      return { version, zipCodeTemplate: '^\\d{5}(-\\d{4})?$' };
    },
    async countries(): Promise<CountryRow[]> {
      if (!cached || now() - cached.at > CACHE_MS) cached = { at: now(), rows: await repo.listCountries() };
      return cached.rows;
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;

import path from 'node:path';
import { storeFactPlaceholders, type StoreFacts } from '../../../shared/store-facts';
import { createHelpIndex, type HelpSearchHit } from './content-help-search';
import { loadContentPages, type ContentPage } from './content-pages';
import type { Db } from '../../db/client';
import { PROJECT_ROOT } from '../../lib/project-root';
import type { ContentRepository, CountryRow, DestinationRow, StateProvinceRow } from './content.repository';

export type { CountryRow, DestinationRow, StateProvinceRow } from './content.repository';
export type { ContentPage, TocEntry } from './content-pages';
export type { HelpSearchHit } from './content-help-search';
export type { StoreFacts } from '../../../shared/store-facts';

export interface StoreInfo {
  version: string;
  /** A regular expression a US ZIP code must match; the checkout form uses it. */
  zipCodeTemplate: string;
  facts: StoreFacts;
}

const CACHE_MS = 5 * 60_000;

/** The repository's content/ folder: help, company, careers and documentation pages. */
export const CONTENT_DIR = path.join(PROJECT_ROOT, 'content');

/** Store information, reference data (countries, provinces) and the Markdown content pages. */
export function createContentService({
  repo,
  version,
  facts,
  publicUrl = 'http://localhost:3000',
  contentDir = CONTENT_DIR,
  reloadPages = false,
  now = Date.now,
}: {
  repo: ContentRepository;
  version: string;
  /** The store's facts, or how to read them now (the phone and hours follow /admin/settings). */
  facts: StoreFacts | (() => Promise<StoreFacts>);
  /** The store's public address, for examples in the documentation ({{storeUrl}}). */
  publicUrl?: string;
  contentDir?: string;
  /** Re-read the files on every request (development: an edited file shows on reload). */
  reloadPages?: boolean;
  now?: () => number;
}) {
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

  let pagesLoad: Promise<{ pages: ContentPage[]; byPath: Map<string, ContentPage>; help: ReturnType<typeof createHelpIndex> }> | null = null;
  // The placeholders the loaded pages were filled with: new facts (a saved setting) render them again.
  let pagesFilledWith = '';
  const currentFacts = async (): Promise<StoreFacts> => (typeof facts === 'function' ? facts() : facts);

  async function pages() {
    const placeholders = { ...storeFactPlaceholders(await currentFacts()), storeUrl: publicUrl.replace(/\/+$/, '') };
    const key = JSON.stringify(placeholders);
    if (!pagesLoad || reloadPages || key !== pagesFilledWith) {
      pagesFilledWith = key;
      pagesLoad = loadContentPages(contentDir, placeholders).then((list) => ({
        pages: list,
        byPath: new Map(list.map((p) => [p.path.toLowerCase(), p])),
        help: createHelpIndex(list.filter((p) => p.section === 'help')),
      }));
      // A broken file fails this request; the next one tries again after the fix.
      pagesLoad.catch(() => (pagesLoad = null));
    }
    return pagesLoad;
  }

  return {
    async info(): Promise<StoreInfo> {
      return { version, zipCodeTemplate: '^\\d{5}(-\\d{4})?$', facts: await currentFacts() };
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
    /** The content page at a path (case-insensitive, trailing slash ignored), or null. */
    async page(pagePath: string): Promise<ContentPage | null> {
      if (pagePath.length > 300) return null;
      const key = `/${pagePath.replace(/^\/+|\/+$/g, '')}`.toLowerCase();
      return (await pages()).byPath.get(key) ?? null;
    },
    /** Every page of one section (help, company, careers, docs) in its order. */
    async pagesOf(section: string): Promise<ContentPage[]> {
      return (await pages()).pages.filter((p) => p.section === section);
    },
    /** Searches the help pages' sections. */
    async searchHelp(query: string, first?: number): Promise<HelpSearchHit[]> {
      return (await pages()).help.search(query.slice(0, 200), Math.min(Math.max(first ?? 10, 1), 50));
    },
    /** Loads every file now, so a broken one stops the start rather than a customer's page. */
    async checkPages(): Promise<number> {
      return (await pages()).pages.length;
    },

    /** A destination's country and province (the province only when it is the country's), read now on the caller's executor. */
    destination: (countryId: number, stateProvinceId: number | null, ex?: Db): Promise<DestinationRow | null> => repo.destination(countryId, stateProvinceId, ex),
  };
}

export type ContentService = ReturnType<typeof createContentService>;

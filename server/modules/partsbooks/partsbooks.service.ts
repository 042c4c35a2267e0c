import { notFound } from '../../lib/errors';
import { parseId } from '../../lib/ids';
import type { PartsBookRepository, SectionRow } from './partsbooks.repository';

// Recently viewed diagrams kept per customer.
const RECENT_KEEP = 20;
const MAX_SECTION_DEPTH = 20;

const diagramNotFound = () => notFound('That diagram was not found.');

/** Parts books: a model's section tree and diagrams, and each customer's favourite and recent diagrams. */
export function createPartsBookService({
  repo,
  onGuestMerged,
  clock = () => new Date(),
}: {
  repo: PartsBookRepository;
  /** Registers the guest-merge step with the token service. */
  onGuestMerged?: (hook: (guestId: number, customerId: number) => Promise<void>) => unknown;
  clock?: () => Date;
}) {
  // Favourite and recent diagrams follow a guest who signs in or registers.
  onGuestMerged?.((guestId, customerId) => repo.mergeGuest(guestId, customerId));
  return {
    async sections(machineModelId: string | number): Promise<SectionRow[]> {
      const id = parseId(machineModelId);
      return id === null ? [] : repo.sections(id);
    },
    async section(id: number) {
      return repo.section(id);
    },
    /** Section chain from the top of the tree down to this one (stops on a loop). */
    async sectionPath(sectionId: number): Promise<SectionRow[]> {
      const path: SectionRow[] = [];
      let next: number | null = sectionId;
      while (next !== null && path.length < MAX_SECTION_DEPTH) {
        const row = await repo.section(next);
        if (!row || path.some((s) => s.id === row.id)) break;
        path.unshift(row);
        next = row.parentSectionId;
      }
      return path;
    },
    async diagrams(machineModelId: string | number, sectionId?: string | number | null) {
      const model = parseId(machineModelId);
      if (model === null) return [];
      if (sectionId === null || sectionId === undefined || String(sectionId) === '') return repo.diagrams({ machineModelId: model, sectionId: null });
      const section = parseId(sectionId);
      return section === null ? [] : repo.diagrams({ machineModelId: model, sectionId: section });
    },
    async diagram(id: string | number) {
      const parsed = parseId(id);
      return parsed === null ? null : repo.diagram(parsed);
    },
    diagramsByIds: (ids: number[]) => repo.diagramsByIds(ids),
    lineItems: (diagramId: number) => repo.lineItems(diagramId),
    async svg(id: number): Promise<string | null> {
      return repo.svg(id);
    },
    isFavorite: (customerId: number, diagramId: number) => repo.isFavorite(customerId, diagramId),

    /** FAVORITED, RECENT or UNFAVORITED (recently viewed, not favourites); all of them without a filter. */
    async customerDiagrams(customerId: number, filter: 'FAVORITED' | 'RECENT' | 'UNFAVORITED' | null) {
      if (filter === 'UNFAVORITED') {
        const [recent, favorites] = await Promise.all([repo.customerDiagrams(customerId, 'RECENT', RECENT_KEEP), repo.customerDiagrams(customerId, 'FAVORITED', 500)]);
        const fav = new Set(favorites.map((f) => f.diagramId));
        return recent.filter((r) => !fav.has(r.diagramId));
      }
      return repo.customerDiagrams(customerId, filter, 500);
    },

    async favoriteDiagram(customerId: number, diagramId: string | number, favorite: boolean): Promise<boolean> {
      const id = parseId(diagramId);
      if (id === null || !(await repo.diagram(id))) throw diagramNotFound();
      await repo.setFavorite(customerId, id, favorite);
      return favorite;
    },

    async logDiagram(customerId: number, diagramId: string | number): Promise<boolean> {
      const id = parseId(diagramId);
      if (id === null || !(await repo.diagram(id))) throw diagramNotFound();
      await repo.logView(customerId, id, RECENT_KEEP, clock());
      return true;
    },

    mergeGuest: (guestId: number, customerId: number) => repo.mergeGuest(guestId, customerId),

    /** Diagram counts per machine model (of these models, or of every model when null), in one read; a model without diagrams is absent. */
    diagramCounts: (machineModelIds: number[] | null): Promise<Map<number, number>> => repo.diagramCounts(machineModelIds),
  };
}

export type PartsBookService = ReturnType<typeof createPartsBookService>;

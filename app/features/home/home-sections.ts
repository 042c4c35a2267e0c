import type { SearchHit } from '~/features/catalog/catalog-search-hits';
import { graphql } from '~/gql/gql';

/** Spec 2 §2: the home page's product sections, each a category with its brand chips. */
export const HOME_SECTIONS = [
  { key: 'seats', title: 'SEATS', category: 'Seats', chips: ['All', 'Ford', 'John Deere', 'Caterpillar', 'Bobcat', 'Rhino', 'Yamaha', 'New Holland'] },
  { key: 'belts', title: 'BELTS', category: 'Belts', chips: ['All', 'Universal', 'John Deere', 'Bobcat', 'Husqvarna', 'Snapper', 'Bad Boy', 'Kubota'] },
  { key: 'radiators', title: 'RADIATORS', category: 'Radiators', chips: ['All', 'Case', 'Ford', 'Allis Chalmers', 'New Holland', 'Massey Ferguson'] },
] as const;

export type HomeSectionKey = (typeof HOME_SECTIONS)[number]['key'];

/** Spec 2 §9: the home grid holds 12 products. */
export const HOME_GRID_SIZE = 12;

export interface HomeSectionData {
  key: HomeSectionKey;
  title: string;
  category: string;
  chips: readonly string[];
  chip: string;
  products: SearchHit[];
  failed: boolean;
}

/** The chip each section shows: from the address (`?seats=Ford`), All when absent or unknown. */
export function chosenChips(params: URLSearchParams): Record<HomeSectionKey, string> {
  const out = {} as Record<HomeSectionKey, string>;
  for (const s of HOME_SECTIONS) {
    const asked = params.get(s.key);
    out[s.key] = (s.chips as readonly string[]).find((c) => c.toLowerCase() === asked?.toLowerCase()) ?? 'All';
  }
  return out;
}

/** The search a section's See All opens: the chip plus the category name (just the category for All). */
export function seeAllTerm(chip: string, category: string): string {
  return chip === 'All' ? category : `${chip} ${category}`;
}

/** The address of the home page with one section's chip changed. */
export function chipHref(params: URLSearchParams, key: HomeSectionKey, chip: string): string {
  const next = new URLSearchParams(params);
  if (chip === 'All') next.delete(key);
  else next.set(key, chip);
  const q = next.toString();
  return q ? `/?${q}` : '/';
}

/**
 * One operation for the three grids. Spec 2 §7: a section refines the query from its title (the
 * category name, which also finds the belts filed under their own kind), the chip adds its brand.
 */
export const HOME_SECTIONS_QUERY = graphql(`
  query HomeSections($seats: [SearchFilterInput!], $belts: [SearchFilterInput!], $radiators: [SearchFilterInput!], $first: Int) {
    v1 {
      seats: searchResults(searchString: "Seats", filters: $seats, first: $first) { nodes { ...SearchHitFields } }
      belts: searchResults(searchString: "Belts", filters: $belts, first: $first) { nodes { ...SearchHitFields } }
      radiators: searchResults(searchString: "Radiators", filters: $radiators, first: $first) { nodes { ...SearchHitFields } }
    }
  }
`);

/** The refinement a chip adds (none for All). */
export function sectionFilters(chip: string) {
  return chip === 'All' ? [] : [{ id: 'brand', values: [chip] }];
}

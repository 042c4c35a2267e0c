import { describe, expect, it } from 'vitest';
import persisted from '~/gql/persisted-documents.json';
import { documentId } from '~/lib/graphql';
import { chipHref, chosenChips, HOME_SECTIONS, HOME_SECTIONS_QUERY, sectionFilters, seeAllTerm } from './home-sections';

describe('home product sections', () => {
  it('has the chips of spec 2 §2, All first', () => {
    expect(HOME_SECTIONS.map((s) => s.title)).toEqual(['SEATS', 'BELTS', 'RADIATORS']);
    expect(HOME_SECTIONS[1].chips).toEqual(['All', 'Universal', 'John Deere', 'Bobcat', 'Husqvarna', 'Snapper', 'Bad Boy', 'Kubota']);
    expect(HOME_SECTIONS[2].chips).toEqual(['All', 'Case', 'Ford', 'Allis Chalmers', 'New Holland', 'Massey Ferguson']);
    // Each grid searches for its own category name.
    const text = (persisted as Record<string, string>)[documentId(HOME_SECTIONS_QUERY)];
    for (const s of HOME_SECTIONS) expect(text).toMatch(new RegExp(`${s.key}: searchResults\\(\\s*searchString: "${s.category}"`));
  });

  it('reads the chosen chips from the address, any case, All for unknown ones', () => {
    expect(chosenChips(new URLSearchParams('belts=john%20deere&seats=Nobody'))).toEqual({ seats: 'All', belts: 'John Deere', radiators: 'All' });
  });

  it('See All searches for the chip plus the category name', () => {
    expect(seeAllTerm('John Deere', 'Belts')).toBe('John Deere Belts');
    expect(seeAllTerm('All', 'Belts')).toBe('Belts');
  });

  it('a chip link keeps the other sections and drops its key for All', () => {
    const params = new URLSearchParams('seats=Ford&belts=Kubota');
    expect(chipHref(params, 'belts', 'All')).toBe('/?seats=Ford');
    expect(chipHref(params, 'radiators', 'Case')).toBe('/?seats=Ford&belts=Kubota&radiators=Case');
    expect(chipHref(new URLSearchParams(), 'seats', 'All')).toBe('/');
  });

  it('refines by brand only for a chip other than All', () => {
    expect(sectionFilters('All')).toEqual([]);
    expect(sectionFilters('Bobcat')).toEqual([{ id: 'brand', values: ['Bobcat'] }]);
  });
});

import { describe, expect, it } from 'vitest';
import { createSearchIndex, search } from './search-engine';
import { parseInches, readSizes } from './search-sizes';
import { product } from './search-test-records';

const belt = (id: number, trade: string, width: string, length: string, title = `V-Belt for John Deere 4020`) =>
  product(id, { title, category: 'V-Belts', attributes: { 'Trade Size': trade, Width: width, Length: length, Thickness: '5/16"' } });

const CATALOGUE = [
  belt(1, '4L430', '1/2"', '43"'),
  belt(2, 'A41', '1/2"', '43"', '4L430 look-alike: A41 Belt – 1/2" x 43"'),
  belt(3, '4L450', '1/2"', '45"'),
  belt(4, 'B41', '21/32"', '44"'),
  belt(5, '5L430', '21/32"', '43"'),
  product(6, { title: 'Hydraulic Hose 1/2" x 43"', category: 'Hydraulic Hoses', attributes: { 'Hose Length': '43"', 'Inside Diameter': '1/2"' } }),
  product(7, { title: 'Gasket kit 12 43 pieces', category: 'Gasket Sets' }),
  product(8, { title: 'Mower Blade', category: 'Mower Blades', attributes: { 'Blade Length': '1-1/2"' } }),
  product(9, { title: 'Radiator – 3-Row Aluminum Core, 22" x 21"', category: 'Radiators' }),
];
const idx = createSearchIndex(CATALOGUE);
const find = (query: string) => search(idx, { query, hitsPerPage: 100 }).hits.map((h) => h.record.id).sort((a, b) => a - b);

describe('reading sizes', () => {
  it('reads fractions, decimals, mixed numbers and inch marks', () => {
    expect(parseInches('1/2"')).toBe(0.5);
    expect(parseInches('21/32')).toBeCloseTo(0.65625);
    expect(parseInches('1-1/2"')).toBe(1.5);
    expect(parseInches('1 1/2 in')).toBe(1.5);
    expect(parseInches('.5')).toBe(0.5);
    expect(parseInches('43')).toBe(43);
    expect(parseInches('4L430')).toBeNaN();
    expect(parseInches('8 mm')).toBeNaN();
  });

  it('takes sizes out of the query and leaves the words', () => {
    expect(readSizes('1/2 x 43')).toEqual({ rest: '', sizes: [[0.5, 43]] });
    expect(readSizes('v-belt 0.5" x 43"')).toEqual({ rest: 'v-belt', sizes: [[0.5, 43]] });
    expect(readSizes('1/2"x43" belt')).toEqual({ rest: 'belt', sizes: [[0.5, 43]] });
    expect(readSizes('blade 1-1/2"')).toEqual({ rest: 'blade', sizes: [[1.5]] });
    expect(readSizes('belt 5/8')).toEqual({ rest: 'belt', sizes: [[0.625]] });
    // Part numbers, models and trade sizes stay words.
    expect(readSizes('4L430')).toEqual({ rest: '4L430', sizes: [] });
    expect(readSizes('john deere 4020')).toEqual({ rest: 'john deere 4020', sizes: [] });
    expect(readSizes('1-8139')).toEqual({ rest: '1-8139', sizes: [] });
    expect(readSizes('3/B55')).toEqual({ rest: '3/B55', sizes: [] });
    expect(readSizes('305.5E2')).toEqual({ rest: '305.5E2', sizes: [] });
  });
});

describe('searching by size', () => {
  it('finds width by length, however it is typed', () => {
    expect(find('1/2 x 43')).toEqual([1, 2]);
    expect(find('0.5" x 43"')).toEqual([1, 2]);
    expect(find('1/2" x 43" v-belt')).toEqual([1, 2]);
    expect(find('43 x 1/2')).toEqual([1, 2]);
    expect(find('21/32 x 43')).toEqual([5]);
  });

  it('finds one dimension in any dimension attribute', () => {
    expect(find('43"')).toEqual([1, 2, 5, 6]);
    expect(find('1-1/2"')).toEqual([8]);
    expect(find('hose 1/2"')).toEqual([6]);
  });

  it('finds a part by its name when the size in it is not a dimension the part records', () => {
    expect(find('Radiator – 3-Row Aluminum Core, 22" x 21"')).toEqual([9]);
    expect(find('radiator 22" x 21"')).toEqual([9]);
  });

  it('does not pass off another size as a match', () => {
    expect(find('1/2 x 44')).toEqual([]);
    expect(find('v-belt 1/2 x 44')).toEqual([]);
    expect(find('5/8 x 43')).toEqual([]);
    expect(find('4L999')).toEqual([]);
  });

  it('finds trade sizes in the specification even when the title does not say them', () => {
    expect(find('4L430')).toEqual([1, 2]);
    expect(find('4l430')[0]).toBe(1);
    expect(find('B41')).toEqual([4]);
    expect(find('b 41')).toEqual([4]);
  });
});

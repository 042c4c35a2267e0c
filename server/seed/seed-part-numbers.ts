import type { Random } from './seed-random';

/**
 * Part-number shapes of the demo catalogue: each brand's own numbers look like the real thing
 * (domain.md), because customers search by the number stamped on the worn part.
 */

/** Lower case, no spaces, dashes, dots, slashes or underscores, leading zeros stripped. */
export function normalizePartNumber(partNumber: string): string {
  const compact = partNumber.toLowerCase().replace(/[\s\-./_]+/g, '');
  const stripped = compact.replace(/^0+/, '');
  // "000" is still a number someone could type; keep one zero rather than an empty key.
  return stripped === '' && compact !== '' ? '0' : stripped;
}

/** GTIN-13 check digit (GS1 mod-10: weights 1 and 3 from the left over 12 digits). */
export function gtinCheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** True when a 13-digit string carries a valid GTIN-13 check digit. */
export function isValidGtin13(gtin: string): boolean {
  return /^\d{13}$/.test(gtin) && gtinCheckDigit(gtin.slice(0, 12)) === Number(gtin[12]);
}

/** A GTIN-13 from a 3-digit company code and a running item number (unique per product). */
export function makeGtin13(companyCode: number, itemNumber: number): string {
  const first12 = `08${String(companyCode % 1000).padStart(3, '0')}${String(itemNumber % 10_000_000).padStart(7, '0')}`;
  return first12 + gtinCheckDigit(first12);
}

const digits = (r: Random, n: number): string => {
  let s = String(r.int(1, 9));
  for (let i = 1; i < n; i++) s += String(r.int(0, 9));
  return s;
};
const letters = (r: Random, n: number, alphabet = 'ABCDEFGHJKLMNPRSTUVWXY'): string => {
  let s = '';
  for (let i = 0; i < n; i++) s += alphabet[r.int(0, alphabet.length - 1)];
  return s;
};

type Shape = (r: Random) => string;

const JOHN_DEERE_PREFIXES = ['AR', 'RE', 'AM', 'M', 'GX', 'TY', 'AH', 'AT', 'AA', 'L', 'R', 'T', 'AL', 'GY', 'AN'];

// Ford basic part numbers by what the part is; the prefix letters encode decade and division.
const FORD_BASIC = ['8005', '8620', '9155', '6731', '7563', '10300', '11002', '400', '9N451', '8A608', '3600', '6500', '7A543'];

const SHAPES: Record<string, Shape> = {
  'john-deere': (r) => {
    const prefix = r.pick(JOHN_DEERE_PREFIXES);
    const n = prefix.length === 1 ? 6 : r.pick([4, 5, 5, 6, 6]);
    return prefix + digits(r, n);
  },
  case: (r) =>
    r.chance(0.5) ? r.pick(['A', 'D', 'F', 'G', 'L']) + digits(r, r.pick([5, 6])) : `${digits(r, 7)}C${r.int(1, 3)}`,
  'case-ih': (r) => (r.chance(0.6) ? `${digits(r, 7)}C${r.int(1, 3)}` : `${digits(r, 6)}R${r.pick(['91', '92', '1'])}`),
  ford: (r) => `${r.pick(['C', 'D', 'E', 'F'])}${r.int(0, 9)}NN${r.pick(FORD_BASIC)}${letters(r, r.int(1, 2), 'ABCDEF')}`,
  'new-holland': (r) => (r.chance(0.85) ? `8${digits(r, 7)}` : digits(r, 6)),
  'massey-ferguson': (r) => `${digits(r, 7)}M${r.pick(['1', '1', '2', '91', '92'])}`,
  'allis-chalmers': (r) => `70${digits(r, 6)}`,
  kubota: (r) =>
    r.chance(0.45)
      ? `${r.pick(['TA', 'TC', 'K', 'W', 'HH', 'RG'])}${String(r.int(0, 999)).padStart(3, '0')}-${digits(r, 5)}`
      : `${digits(r, 5)}-${digits(r, 5)}`,
  caterpillar: (r) =>
    r.chance(0.55) ? `${r.int(1, 9)}${letters(r, 1)}-${digits(r, 4)}` : `${r.int(100, 599)}-${digits(r, 4)}`,
  bobcat: (r) => `${r.pick(['6', '7'])}${digits(r, 6)}`,
  husqvarna: (r) => `${r.pick(['532', '539', '574', '581', '585', '590'])} ${digits(r, 2)} ${digits(r, 2)}-${digits(r, 2)}`,
  snapper: (r) => (r.chance(0.7) ? `7${digits(r, 6)}YP` : `${r.int(1, 7)}-${digits(r, 4)}`),
  'bad-boy': (r) => `0${r.int(10, 99)}-${digits(r, 4)}-00`,
  yamaha: (r) => `${r.int(1, 5)}${letters(r, 2)}-${digits(r, 5)}-00-00`,
  rhino: (r) => `RH-${digits(r, 4)}${r.chance(0.3) ? letters(r, 1) : ''}`,
  universal: (r) => `UN${digits(r, 5)}`,
  gates: (r) => (r.chance(0.5) ? digits(r, 4) : `${digits(r, 4)}${r.pick(['HD', 'BT', 'XL'])}`),
  sparex: (r) => `S.${digits(r, r.pick([4, 5, 5]))}`,
  stens: (r) => `${r.int(100, 785)}-${String(r.int(0, 999)).padStart(3, '0')}`,
  donaldson: (r) => `P${digits(r, 6)}`,
  baldwin: (r) => `${r.pick(['B', 'BF', 'PA', 'PT', 'RS'])}${digits(r, 4)}`,
};

/** A new part number in the given brand's shape (brand key = its seo name). */
export function brandPartNumber(brandKey: string, r: Random): string {
  const shape = SHAPES[brandKey];
  if (!shape) throw new Error(`No part-number shape for brand ${brandKey}`);
  return shape(r);
}

/** Draws in a row that may land on used numbers before a brand's numbers get a wider revision suffix. */
const MISSES_BEFORE_WIDENING = 16;

/**
 * A part number in the brand's shape that `used` does not hold yet (compared normalized, per
 * brand), added to it. Some shapes hold few numbers (Gates about 36,000, Baldwin 45,000): when
 * draws keep landing on used ones, the number gets a revision suffix ("-4", then "-37"…), one digit
 * wider for each further run of misses, so a catalogue of a million products still finds free
 * numbers. A smaller catalogue never gets that far and keeps the plain shapes.
 */
export function uniqueBrandPartNumber(brandKey: string, r: Random, used: Set<string>): string {
  for (let misses = 0; ; misses++) {
    const width = Math.floor(misses / MISSES_BEFORE_WIDENING);
    const base = brandPartNumber(brandKey, r);
    const candidate = width === 0 ? base : `${base}-${r.int(10 ** (width - 1), 10 ** width - 1)}`;
    const key = `${brandKey}:${normalizePartNumber(candidate)}`;
    if (!used.has(key)) {
      used.add(key);
      return candidate;
    }
  }
}

/** Brand keys that have a part-number shape. */
export const PART_NUMBER_BRANDS = Object.keys(SHAPES);

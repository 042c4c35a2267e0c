/**
 * Which postal codes belong to which state or province, by their leading characters (USPS ZIP
 * prefixes, Canada Post's first letter). A code outside its state's ranges is refused, so a
 * Florida address with an Iowa ZIP cannot be saved.
 */

/** US ZIP code prefixes (first three digits), inclusive ranges, by state abbreviation. */
const US_ZIP_PREFIXES: Record<string, Array<[number, number]>> = {
  AL: [[350, 369]],
  AK: [[995, 999]],
  AZ: [[850, 865]],
  AR: [[716, 729]],
  CA: [[900, 961]],
  CO: [[800, 816]],
  CT: [[60, 69]],
  DE: [[197, 199]],
  DC: [[200, 205], [569, 569]],
  FL: [[320, 349]],
  GA: [[300, 319], [398, 399]],
  HI: [[967, 968]],
  ID: [[832, 838]],
  IL: [[600, 629]],
  IN: [[460, 479]],
  IA: [[500, 528]],
  KS: [[660, 679]],
  KY: [[400, 427]],
  LA: [[700, 714]],
  ME: [[39, 49]],
  MD: [[206, 219]],
  MA: [[10, 27], [55, 55]],
  MI: [[480, 499]],
  MN: [[550, 567]],
  MS: [[386, 397]],
  MO: [[630, 658]],
  MT: [[590, 599]],
  NE: [[680, 693]],
  NV: [[889, 898]],
  NH: [[30, 38]],
  NJ: [[70, 89]],
  NM: [[870, 884]],
  NY: [[5, 5], [63, 63], [100, 149]],
  NC: [[270, 289]],
  ND: [[580, 588]],
  OH: [[430, 459]],
  OK: [[730, 749]],
  OR: [[970, 979]],
  PA: [[150, 196]],
  RI: [[28, 29]],
  SC: [[290, 299]],
  SD: [[570, 577]],
  TN: [[370, 385]],
  TX: [[733, 733], [750, 799], [885, 885]],
  UT: [[840, 847]],
  VT: [[50, 59]],
  VA: [[201, 201], [220, 246]],
  WA: [[980, 994]],
  WV: [[247, 268]],
  WI: [[530, 549]],
  WY: [[820, 831]],
  PR: [[6, 9]],
  VI: [[8, 8]],
  GU: [[969, 969]],
  AS: [[967, 967]],
  MP: [[969, 969]],
  AA: [[340, 340]],
  AE: [[90, 98]],
  AP: [[962, 966]],
};

/** Canadian postal codes: the first letter names the province or territory. */
const CA_FIRST_LETTERS: Record<string, string> = {
  NL: 'A',
  NS: 'B',
  PE: 'C',
  NB: 'E',
  QC: 'GHJ',
  ON: 'KLMNP',
  MB: 'R',
  SK: 'S',
  AB: 'T',
  BC: 'V',
  NT: 'X',
  NU: 'X',
  YT: 'Y',
};

/**
 * Whether a well-formed postal code fits the state or province; true when the store has no ranges
 * for the country or the state (nothing to check against).
 */
export function postalCodeFitsState(countryIso: string, stateAbbreviation: string, code: string): boolean {
  const state = stateAbbreviation.toUpperCase();
  if (countryIso === 'US') {
    const ranges = US_ZIP_PREFIXES[state];
    if (!ranges) return true;
    const prefix = Number(code.slice(0, 3));
    return ranges.some(([lo, hi]) => prefix >= lo && prefix <= hi);
  }
  if (countryIso === 'CA') {
    const letters = CA_FIRST_LETTERS[state];
    return !letters || letters.includes(code.charAt(0).toUpperCase());
  }
  return true;
}

/**
 * The state or province a well-formed postal code belongs to, by the same ranges; null when the
 * store has no ranges for the country or none holds the code.
 */
export function stateOfPostalCode(countryIso: string, code: string): string | null {
  if (countryIso === 'US') {
    const prefix = Number(code.slice(0, 3));
    return Object.keys(US_ZIP_PREFIXES).find((state) => US_ZIP_PREFIXES[state].some(([lo, hi]) => prefix >= lo && prefix <= hi)) ?? null;
  }
  if (countryIso === 'CA') {
    const first = code.charAt(0).toUpperCase();
    return Object.keys(CA_FIRST_LETTERS).find((province) => CA_FIRST_LETTERS[province].includes(first)) ?? null;
  }
  return null;
}

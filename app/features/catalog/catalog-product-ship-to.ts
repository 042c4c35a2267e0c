/** Query parameters of the product page's "Shipping to" form (a GET form: works without scripts). */
export const SHIP_TO_PARAM = 'shipTo';
export const SHIP_COUNTRY_PARAM = 'shipCountry';

/** The countries the form offers; the API takes any the store knows. */
export const SHIP_TO_COUNTRIES: ReadonlyArray<{ code: string; name: string }> = [
  { code: 'US', name: 'United States' },
  { code: 'CA', name: 'Canada' },
];

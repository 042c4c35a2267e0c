import { money } from '../../lib/money';

// Average combined state and local sales tax per state (percent), and whether the state taxes
// delivery charges billed with the sale. Estimates for the cart; the invoice carries the real tax.
const US: Record<string, [number, boolean]> = {
  AL: [9.29, false], AK: [1.82, false], AZ: [8.38, false], AR: [9.45, true], CA: [8.85, false],
  CO: [7.81, false], CT: [6.35, true], DE: [0, false], DC: [6.0, true], FL: [7.0, false],
  GA: [7.38, true], HI: [4.5, true], ID: [6.03, false], IL: [8.89, false], IN: [7.0, true],
  IA: [6.94, false], KS: [8.65, true], KY: [6.0, true], LA: [9.56, false], ME: [5.5, false],
  MD: [6.0, false], MA: [6.25, false], MI: [6.0, true], MN: [8.04, true], MS: [7.06, true],
  MO: [8.39, false], MT: [0, false], NE: [6.97, true], NV: [8.24, false], NH: [0, false],
  NJ: [6.6, true], NM: [7.62, true], NY: [8.53, true], NC: [7.0, true], ND: [6.96, true],
  OH: [7.24, true], OK: [8.99, false], OR: [0, false], PA: [6.34, true], RI: [7.0, true],
  SC: [7.5, true], SD: [6.11, true], TN: [9.55, true], TX: [8.2, true], UT: [7.25, false],
  VT: [6.36, true], VA: [5.77, false], WA: [9.38, true], WV: [6.55, true], WI: [5.7, true],
  WY: [5.44, false], PR: [11.5, false],
};

// GST, HST or GST + PST/QST per province (percent); delivery is taxed like the goods.
const CANADA: Record<string, number> = {
  AB: 5, BC: 12, MB: 12, NB: 15, NL: 15, NS: 14, NT: 5, NU: 5, ON: 13, PE: 15, QC: 14.975, SK: 11, YT: 5,
};

const MEXICO_IVA = 16;

const pct = (p: number) => money(p).div(100).toFixed(6);

/** One row of the tax table: a state/province, or a whole country when `state` is null. Rates are fractions. */
export interface TaxRateRow {
  countryIso: string;
  state: string | null;
  itemRate: string;
  shippingRate: string;
}

/**
 * The starting tax table (seed and migration data; the database table is what the cart reads):
 * US states with whether delivery is taxed, Canadian provinces (and GST alone for Canada without
 * a province), Mexico's IVA. Anywhere else estimates no tax.
 */
export function taxRateRows(): TaxRateRow[] {
  return [
    ...Object.entries(US).map(([state, [rate, taxesShipping]]) => ({ countryIso: 'US', state, itemRate: pct(rate), shippingRate: taxesShipping ? pct(rate) : pct(0) })),
    ...Object.entries(CANADA).map(([state, rate]) => ({ countryIso: 'CA', state, itemRate: pct(rate), shippingRate: pct(rate) })),
    { countryIso: 'CA', state: null, itemRate: pct(5), shippingRate: pct(5) },
    { countryIso: 'MX', state: null, itemRate: pct(MEXICO_IVA), shippingRate: pct(MEXICO_IVA) },
  ];
}

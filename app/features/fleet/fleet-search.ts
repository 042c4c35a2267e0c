/**
 * Search steered by the customer's machine, as the search page's address carries it: "Only parts
 * that fit" is the refinement `fits` = `yes` (so every facet, chip and page link keeps it, and it
 * works without scripts); the machine is the one chosen in the Machine facet when it is one of the
 * customer's, else the selected one.
 */
export const ONLY_FITTING = { attribute: 'fits', value: 'yes', name: 'Only parts that fit' } as const;

/** The chips' name for the switch ("Only parts that fit: yes"), beside the facets' names. */
export const FIT_FILTER_NAMES: Record<string, string> = { [ONLY_FITTING.attribute]: ONLY_FITTING.name };

/** Whether the state asks for only the parts that fit. */
export const wantsOnlyFitting = (state: { refinements: Record<string, string[]> }): boolean => (state.refinements[ONLY_FITTING.attribute] ?? []).includes(ONLY_FITTING.value);

/** The refinements that are search filters (without the only-fitting switch). */
export function filterRefinements(refinements: Record<string, string[]>): Record<string, string[]> {
  const { [ONLY_FITTING.attribute]: _fits, ...rest } = refinements;
  return rest;
}

/** The state with "Only parts that fit" switched on or off (back to the first page). */
export function withOnlyFitting<S extends { refinements: Record<string, string[]>; page: number }>(state: S, on: boolean): S {
  const refinements = filterRefinements(state.refinements);
  if (on) refinements[ONLY_FITTING.attribute] = [ONLY_FITTING.value];
  return { ...state, refinements, page: 1 };
}

/**
 * A search for the parts that fit the customer's machine, optionally of one category: the selected
 * machine steers it, or the fleet machine of the model named (chosen in the Machine facet).
 */
export function fittingPartsHref(opts: { query?: string; category?: string | null; machineModelName?: string } = {}): string {
  const refinements: Record<string, string[]> = { [ONLY_FITTING.attribute]: [ONLY_FITTING.value] };
  if (opts.category) refinements.category = [opts.category];
  if (opts.machineModelName) refinements.fitment = [opts.machineModelName];
  // The search page's address in InstantSearch's mapping (spec 2 §2), as its own links write it.
  const out = new URLSearchParams();
  if (opts.query) out.append('PRODUCTS_MASTER[query]', opts.query);
  for (const [attr, values] of Object.entries(refinements)) values.forEach((v, i) => out.append(`PRODUCTS_MASTER[refinementList][${attr}][${i}]`, v));
  return `/search/s/p?${out}`;
}

/** The machine a search page applies, as the page shows it. */
export interface SearchMachine {
  garageId: string;
  /** The customer's name for it, e.g. "North field tractor (1968 John Deere 4020)". */
  label: string;
  onlyFitting: boolean;
}

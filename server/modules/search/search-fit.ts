/**
 * Search for a customer's machine (searchResults' garageId and onlyFitting): the machine must be
 * the caller's own; its parts rank first (search-fit-rank.ts), "Only parts that fit" narrows to
 * them, and each hit of the page carries its fit answer, read in one batch.
 */
import type { FitVerdict } from '../../../shared/fitment';
import { invalid } from '../../lib/errors';
import type { FleetService } from '../fleet/fleet.service';
import type { SearchEngine } from './search-engine';
import { onlyFittingFilters, type FitBoost } from './search-fit-rank';
import { searchPage, type SearchPageArgs, type SearchProduct } from './search-graphql';

export interface FitSearchArgs extends SearchPageArgs {
  garageId?: string | number | null;
  onlyFitting?: boolean | null;
}

/** A hit with its fit answer for the machine the search was steered by. */
export type FittedProduct = SearchProduct & { fit?: FitVerdict & { machine: string } };

/** The fit answer of a hit, when the search named a machine. */
export const fitOfHit = (p: SearchProduct): (FitVerdict & { machine: string }) | null => (p as FittedProduct).fit ?? null;

/** A search page, steered by the caller's machine when it names one. */
export async function fitSearchPage(
  engine: SearchEngine,
  fleet: Pick<FleetService, 'searchMachine' | 'fitVerdicts'>,
  customerId: number | null,
  args: FitSearchArgs,
) {
  const garageId = args.garageId == null ? '' : String(args.garageId).trim();
  if (!garageId) {
    if (args.onlyFitting) throw invalid('Only parts that fit needs a machine: pass garageId.');
    return searchPage(engine, args);
  }
  const machine = await fleet.searchMachine(customerId, garageId);
  const fit: FitBoost = { machineModelId: machine.machineModelId, exclude: machine.exclude };
  const page = searchPage(engine, args, { fit, ...(args.onlyFitting ? onlyFittingFilters(fit) : {}) });
  const verdicts = await fleet.fitVerdicts(machine, page.edges.map((e) => e.node.id));
  // Records are the index's own (shared, read-only): each hit of the page is a copy carrying its answer.
  return { ...page, edges: page.edges.map((e) => ({ ...e, node: { ...e.node, fit: { ...verdicts.get(e.node.id)!, machine: machine.facts.modelName } } as FittedProduct })) };
}

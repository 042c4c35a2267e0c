import type { RouterContextProvider } from 'react-router';
import { machineLabel, selectedMachine, type GarageState } from './api/fleet-garage';
import { loadGarageIfAny } from './fleet-loader.server';
import { wantsOnlyFitting, type SearchMachine } from './fleet-search';

type Context = Readonly<RouterContextProvider>;

/**
 * The machine a search applies: one of the customer's machines chosen in the Machine facet (the
 * facet's only value names its model), else the selected one; none without a fleet.
 */
export function searchMachineOf(garage: GarageState | null, state: { refinements: Record<string, string[]> }): SearchMachine | null {
  if (!garage) return null;
  const chosen = state.refinements.fitment ?? [];
  const item = (chosen.length === 1 ? garage.items.find((i) => i.machineModel.name === chosen[0]) : undefined) ?? selectedMachine(garage);
  return item ? { garageId: item.id, label: machineLabel(item), onlyFitting: wantsOnlyFitting(state) } : null;
}

/** For the search page: the machine it applies and the model names of the fleet (first in the Machine facet). */
export async function loadSearchMachine(context: Context, state: { refinements: Record<string, string[]> }) {
  const garage = await loadGarageIfAny(context);
  return { machine: searchMachineOf(garage, state), machineNames: [...new Set((garage?.items ?? []).map((i) => i.machineModel.name))] };
}

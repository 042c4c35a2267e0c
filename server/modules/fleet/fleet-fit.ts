import { fitVerdict, mayFit, type FitVerdict, type MachineFacts } from '../../../shared/fitment';
import { FLEET_ERRORS } from '../../../shared/errors';
import { parseId } from '../../lib/ids';
import type { CatalogService } from '../catalog/catalog.service';
import type { FleetRepository } from './fleet.repository';
import type { GarageMachineRow, MachineLookup } from './fleet-machine-lookup';
import { fail, NOT_IN_FLEET } from './fleet-refusals';

/** A customer's machine as fitment reads it: which garage item, its model, what it records. */
export interface MachineFit {
  garageId: number;
  machineModelId: number;
  facts: MachineFacts;
}

/** What a search applies for a machine: its model, and the parts listed for the model that rule this machine out. */
export interface SearchMachine extends MachineFit {
  exclude: ReadonlySet<number>;
}

export interface MachineFitDeps {
  repo: Pick<FleetRepository, 'selectedId'>;
  catalog: Pick<CatalogService, 'machineModel' | 'fitmentsFor' | 'narrowedFitments'>;
  lookup: Pick<MachineLookup, 'machineOf'>;
}

/** Text of a refused search for a machine (the garage item is not the caller's). */
export const SEARCH_MACHINE_ERROR = 'Unable to search for parts that fit your machine.';

/** Fitment answers for one of the customer's machines: a product's, a page of search hits', what a search applies. */
export function createMachineFit({ repo, catalog, lookup }: MachineFitDeps) {
  async function factsOf(machine: GarageMachineRow): Promise<MachineFit> {
    const model = await catalog.machineModel(machine.machineModelId);
    return {
      garageId: machine.id,
      machineModelId: machine.machineModelId,
      facts: { modelName: model?.name ?? machine.name, serialNumber: machine.serialNumber, engineName: machine.engineName, attachmentName: machine.attachmentName },
    };
  }

  /** The caller's machine by garage id, or their selected one without an id; refused (NOT_FOUND) for anyone else's. */
  async function machineFor(customerId: number | null, garageId: string | number | null | undefined, base: string): Promise<MachineFit> {
    if (customerId === null) throw fail(base, NOT_IN_FLEET, 'NOT_FOUND');
    let id: number | null;
    if (garageId !== null && garageId !== undefined && String(garageId) !== '') id = parseId(garageId);
    else id = await repo.selectedId(customerId);
    const machine = id === null ? null : await lookup.machineOf(customerId, id);
    if (!machine) throw fail(base, garageId ? NOT_IN_FLEET : 'No machine is selected.', 'NOT_FOUND');
    return factsOf(machine);
  }

  /** The answer for each of these products (one read for them all). */
  async function verdicts(machine: MachineFit, productIds: readonly number[]): Promise<Map<number, FitVerdict>> {
    const rows = new Map((await catalog.fitmentsFor(machine.machineModelId, productIds)).map((r) => [r.productId, r]));
    return new Map(productIds.map((id) => [id, fitVerdict(rows.get(id), machine.facts)]));
  }

  return {
    /** Whether a product fits the given machine (the selected one without an id), in three answers, with the machine's model name. */
    async fitmentAnswer(customerId: number | null, garageId: string | number | null | undefined, productId: string | number) {
      const pid = parseId(productId);
      if (pid === null) throw fail(FLEET_ERRORS.fitment, 'Unknown product.');
      const machine = await machineFor(customerId, garageId, FLEET_ERRORS.fitment);
      const verdict = (await verdicts(machine, [pid])).get(pid)!;
      return { ...verdict, machine: machine.facts.modelName, machineModelId: machine.machineModelId, garageId: machine.garageId };
    },

    /** The caller's machine for a search, with the parts listed for its model that rule it out. */
    async searchMachine(customerId: number | null, garageId: string | number): Promise<SearchMachine> {
      const machine = await machineFor(customerId, garageId, SEARCH_MACHINE_ERROR);
      const narrowed = await catalog.narrowedFitments(machine.machineModelId);
      const exclude = new Set(narrowed.filter((row) => !mayFit(fitVerdict(row, machine.facts))).map((row) => row.productId));
      return { ...machine, exclude };
    },

    /** Answers for a page of search hits, in one read. */
    fitVerdicts: verdicts,
    factsOf,
  };
}

export type MachineFitService = ReturnType<typeof createMachineFit>;

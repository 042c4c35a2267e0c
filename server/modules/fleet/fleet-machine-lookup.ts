import { parseId } from '../../lib/ids';
import type { CatalogService } from '../catalog/catalog.service';
import type { FleetRepository, GarageMachineTableRow } from './fleet.repository';
import { fail, NOT_IN_FLEET } from './fleet-refusals';

/** A garage machine with the names of its engine and attachment (the catalogue's). */
export interface GarageMachineRow extends GarageMachineTableRow {
  engineName: string | null;
  attachmentName: string | null;
}

export interface MachineLookupDeps {
  repo: Pick<FleetRepository, 'machine'>;
  catalog: Pick<CatalogService, 'machineOptionNames'>;
}

/** Reads the customer's garage machines with their option names, for every part of the fleet service. */
export function createMachineLookup({ repo, catalog }: MachineLookupDeps) {
  /** Adds each machine's engine and attachment names (one catalogue read for the whole list). */
  async function named(rows: GarageMachineTableRow[]): Promise<GarageMachineRow[]> {
    const engineIds = [...new Set(rows.flatMap((r) => (r.engineId === null ? [] : [r.engineId])))];
    const attachmentIds = [...new Set(rows.flatMap((r) => (r.attachmentId === null ? [] : [r.attachmentId])))];
    const names = await catalog.machineOptionNames(engineIds, attachmentIds);
    return rows.map((r) => ({
      ...r,
      engineName: r.engineId === null ? null : (names.engines.get(r.engineId) ?? null),
      attachmentName: r.attachmentId === null ? null : (names.attachments.get(r.attachmentId) ?? null),
    }));
  }

  /** The customer's machine with its option names; null for anyone else's id. */
  async function machineOf(customerId: number, id: number): Promise<GarageMachineRow | null> {
    const row = await repo.machine(customerId, id);
    return row ? (await named([row]))[0] : null;
  }

  /** The caller's machine, or the spec's refusal (NOT_FOUND) when it is not theirs. */
  async function owned(customerId: number, rawId: string | number, base: string): Promise<GarageMachineRow> {
    const id = parseId(rawId);
    const row = id === null ? null : await machineOf(customerId, id);
    if (!row) throw fail(base, NOT_IN_FLEET, 'NOT_FOUND');
    return row;
  }

  return { named, machineOf, owned };
}

export type MachineLookup = ReturnType<typeof createMachineLookup>;

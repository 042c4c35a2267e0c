import { parseId } from '../../lib/ids';
import type { CatalogService, MachineModelTableRow } from '../catalog/catalog.service';
import type { PartsBookService } from '../partsbooks/partsbooks.service';

/** A machine model with how many parts-book diagrams it has. */
export interface MachineModelRow extends MachineModelTableRow {
  diagramCount: number;
}

export interface MachineModelDeps {
  catalog: Pick<CatalogService, 'machineTypes' | 'machineManufacturers' | 'machineModels' | 'machineModel' | 'machineEngines' | 'machineAttachments' | 'modelProductIds'>;
  partsbooks: Pick<PartsBookService, 'diagramCounts'>;
}

/** Machine reference data: types, manufacturers, models with their diagram counts, options, the parts that fit a model. */
export function createMachineModels({ catalog, partsbooks }: MachineModelDeps) {
  /** Models with their diagram counts (one read of each owner's table). */
  async function withDiagramCounts(models: MachineModelTableRow[]): Promise<MachineModelRow[]> {
    const counts = await partsbooks.diagramCounts(models.map((m) => m.id));
    return models.map((m) => ({ ...m, diagramCount: counts.get(m.id) ?? 0 }));
  }

  async function modelOf(id: number): Promise<MachineModelRow | null> {
    const row = await catalog.machineModel(id);
    return row ? (await withDiagramCounts([row]))[0] : null;
  }

  return {
    machineTypes: () => catalog.machineTypes(),
    machineManufacturers: (machineTypeId?: string | number | null) =>
      machineTypeId == null ? catalog.machineManufacturers(null) : catalog.machineManufacturers(parseId(machineTypeId) ?? -1),
    async machineModels(filter: { manufacturerId?: string | number | null; machineTypeId?: string | number | null; withDiagrams?: boolean | null }): Promise<MachineModelRow[]> {
      const manufacturerId = filter.manufacturerId == null ? null : (parseId(filter.manufacturerId) ?? -1);
      const machineTypeId = filter.machineTypeId == null ? null : (parseId(filter.machineTypeId) ?? -1);
      if (!filter.withDiagrams) return withDiagramCounts(await catalog.machineModels({ manufacturerId, machineTypeId }));
      // Only models with a parts book: the models that have diagrams, then those of them that match.
      const counts = await partsbooks.diagramCounts(null);
      const models = await catalog.machineModels({ manufacturerId, machineTypeId, ids: [...counts.keys()] });
      return models.map((m): MachineModelRow => ({ ...m, diagramCount: counts.get(m.id) ?? 0 }));
    },
    async machineModel(id: string | number): Promise<MachineModelRow | null> {
      const parsed = parseId(id);
      return parsed === null ? null : modelOf(parsed);
    },
    engines: (machineModelId: string | number) => {
      const id = parseId(machineModelId);
      return id === null ? Promise.resolve([]) : catalog.machineEngines(id);
    },
    attachments: (machineModelId: string | number) => {
      const id = parseId(machineModelId);
      return id === null ? Promise.resolve([]) : catalog.machineAttachments(id);
    },
    /** One page of the products that fit a model (ids; the catalogue loads them). */
    async modelProductIds(machineModelId: number, first: number | null | undefined, after: string | null | undefined) {
      const limit = Math.min(Math.max(first ?? 24, 1), 100);
      const offset = after && /^\d{1,7}$/.test(after) ? Number(after) : 0;
      const { ids, total } = await catalog.modelProductIds(machineModelId, limit, offset);
      const end = offset + ids.length;
      return { ids, totalCount: total, hasNextPage: end < total, endCursor: ids.length ? String(end) : null };
    },
  };
}

import { z } from 'zod';
import { RIG_STATUSES, type RigStatus } from '../../../shared/enums';
import { FLEET_ERRORS } from '../../../shared/errors';
import { parseId } from '../../lib/ids';
import type { CatalogService, MachineModelTableRow } from '../catalog/catalog.service';
import type { FleetRepository, GarageMachineValues } from './fleet.repository';
import type { GarageMachineRow, MachineLookup } from './fleet-machine-lookup';
import { fail, NOT_IN_FLEET } from './fleet-refusals';
import { machineHoursProblem, machineYearProblem } from '../../../shared/fleet-machine-fields';

export interface GarageItemInput {
  machineModelId?: string | number | null;
  name?: string | null;
  hours?: number | null;
  notes?: string | null;
  serialNumber?: string | null;
  stockNumber?: string | null;
  year?: number | null;
  sortOrder?: number | null;
  machineStatus?: string | null;
  /** Engine id; empty means none (spec 2 §5). */
  engine?: string | null;
  /** Attachment id; empty means none. */
  attachment?: string | null;
}

const MAX_MACHINES = 200;

const text = (max: number, label: string) => z.string().trim().max(max, `${label} is too long (${max} characters at most).`);

const fieldsSchema = z.object({
  name: text(100, 'The name').optional(),
  hours: z.number().nullable().optional(),
  notes: text(2000, 'The notes').optional(),
  serialNumber: text(40, 'The serial number').optional(),
  stockNumber: text(40, 'The stock number').optional(),
  year: z.number().nullable().optional(),
  sortOrder: z.number().int().min(-1_000_000).max(1_000_000).optional(),
  machineStatus: z.enum(RIG_STATUSES, { message: 'The status must be IN_SERVICE, NEEDS_REPAIR or DECOMMISSIONED.' }).optional(),
});

export interface GarageDeps {
  repo: FleetRepository;
  catalog: Pick<CatalogService, 'machineModel' | 'machineEngines' | 'machineAttachments'>;
  lookup: MachineLookup;
  clock: () => Date;
}

/** The customer's garage: the machines, adding and editing them, the selected one. */
export function createGarage({ repo, catalog, lookup, clock }: GarageDeps) {
  const { named, machineOf, owned } = lookup;

  function parseFields(input: GarageItemInput, base: string) {
    const parsed = fieldsSchema.safeParse({
      name: input.name ?? undefined,
      hours: input.hours,
      notes: input.notes ?? undefined,
      serialNumber: input.serialNumber ?? undefined,
      stockNumber: input.stockNumber ?? undefined,
      year: input.year,
      sortOrder: input.sortOrder ?? undefined,
      machineStatus: input.machineStatus ?? undefined,
    });
    if (!parsed.success) throw fail(base, parsed.error.issues[0].message);
    const f = parsed.data;
    const problem = (f.hours != null ? machineHoursProblem(f.hours) : null) ?? (f.year != null ? machineYearProblem(f.year, clock()) : null);
    if (problem) throw fail(base, problem);
    return f;
  }

  // Engine and attachment must be options of the machine's model; empty means none.
  async function option(kind: 'engine' | 'attachment', raw: string | null | undefined, modelId: number, base: string): Promise<number | null | undefined> {
    if (raw === undefined) return undefined;
    if (raw === null || raw.trim() === '') return null;
    const id = parseId(raw);
    const options = kind === 'engine' ? await catalog.machineEngines(modelId) : await catalog.machineAttachments(modelId);
    if (id === null || !options.some((o) => o.id === id)) throw fail(base, `That ${kind} is not an option of this machine model.`);
    return id;
  }

  async function model(raw: string | number | null | undefined, base: string): Promise<MachineModelTableRow> {
    const id = parseId(raw);
    const row = id === null ? null : await catalog.machineModel(id);
    if (!row) throw fail(base, 'Choose a machine model.');
    return row;
  }

  return {
    async garage(customerId: number) {
      const [items, selectedId] = await Promise.all([repo.listMachines(customerId).then(named), repo.selectedId(customerId)]);
      return { items, selectedGarageItemId: selectedId, selected: items.find((m) => m.id === selectedId) ?? null };
    },
    async garageItem(customerId: number, id: string | number): Promise<GarageMachineRow | null> {
      const parsed = parseId(id);
      return parsed === null ? null : machineOf(customerId, parsed);
    },

    async add(customerId: number, input: GarageItemInput, setSelected: boolean): Promise<GarageMachineRow> {
      const base = FLEET_ERRORS.add;
      const m = await model(input.machineModelId, base);
      const f = parseFields(input, base);
      const engineId = (await option('engine', input.engine, m.id, base)) ?? null;
      const attachmentId = (await option('attachment', input.attachment, m.id, base)) ?? null;
      if ((await repo.countMachines(customerId)) >= MAX_MACHINES) throw fail(base, `A fleet holds at most ${MAX_MACHINES} machines.`);
      const values: GarageMachineValues = {
        machineModelId: m.id,
        name: f.name || m.name,
        hours: f.hours ?? null,
        notes: f.notes ?? '',
        serialNumber: f.serialNumber ?? '',
        stockNumber: f.stockNumber ?? '',
        year: f.year ?? null,
        sortOrder: f.sortOrder ?? 0,
        machineStatus: (f.machineStatus ?? 'IN_SERVICE') as RigStatus,
        engineId,
        attachmentId,
      };
      const id = await repo.insertMachine(customerId, values, setSelected);
      return (await machineOf(customerId, id))!;
    },

    async edit(customerId: number, garageId: string | number, input: GarageItemInput): Promise<GarageMachineRow> {
      const base = FLEET_ERRORS.edit;
      const current = await owned(customerId, garageId, base);
      const modelChanged = input.machineModelId != null && String(input.machineModelId) !== String(current.machineModelId);
      const modelId = modelChanged ? (await model(input.machineModelId, base)).id : current.machineModelId;
      const f = parseFields(input, base);
      const values: Partial<GarageMachineValues> = {};
      if (modelChanged) {
        values.machineModelId = modelId;
        // The old model's engine and attachment mean nothing on the new one.
        values.engineId = null;
        values.attachmentId = null;
      }
      if (f.name !== undefined) values.name = f.name || (modelChanged ? (await catalog.machineModel(modelId))!.name : current.name);
      if (f.hours !== undefined) values.hours = f.hours;
      if (f.notes !== undefined) values.notes = f.notes;
      if (f.serialNumber !== undefined) values.serialNumber = f.serialNumber;
      if (f.stockNumber !== undefined) values.stockNumber = f.stockNumber;
      if (f.year !== undefined) values.year = f.year;
      if (f.sortOrder !== undefined) values.sortOrder = f.sortOrder;
      if (f.machineStatus !== undefined) values.machineStatus = f.machineStatus as RigStatus;
      const engineId = await option('engine', input.engine, modelId, base);
      if (engineId !== undefined) values.engineId = engineId;
      const attachmentId = await option('attachment', input.attachment, modelId, base);
      if (attachmentId !== undefined) values.attachmentId = attachmentId;
      if (!(await repo.updateMachine(customerId, current.id, values))) throw fail(base, NOT_IN_FLEET, 'NOT_FOUND');
      return (await machineOf(customerId, current.id))!;
    },

    async delete(customerId: number, garageId: string | number): Promise<boolean> {
      const id = parseId(garageId);
      if (id === null || !(await repo.deleteMachine(customerId, id))) throw fail(FLEET_ERRORS.delete, NOT_IN_FLEET, 'NOT_FOUND');
      return true;
    },

    async setSelected(customerId: number, garageId: string | number | null | undefined): Promise<GarageMachineRow | null> {
      if (garageId === null || garageId === undefined || String(garageId) === '') {
        await repo.clearSelected(customerId);
        return null;
      }
      const id = parseId(garageId);
      if (id === null || !(await repo.setSelected(customerId, id))) throw fail(FLEET_ERRORS.setSelected, NOT_IN_FLEET, 'NOT_FOUND');
      return machineOf(customerId, id);
    },
  };
}

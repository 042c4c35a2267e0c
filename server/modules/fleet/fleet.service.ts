import { z } from 'zod';
import { RIG_STATUSES, type RigStatus } from '../../../shared/enums';
import { FLEET_ERRORS, withReason } from '../../../shared/errors';
import { DomainError, type DomainErrorCode } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { decodeBase64Picture, fetchPicture, PictureError, processPicture } from './fleet-pictures';
import type { CatalogService, MachineModelTableRow } from '../catalog/catalog.service';
import type { OrdersService } from '../orders/orders.service';
import type { PartsBookService } from '../partsbooks/partsbooks.service';
import type { Db } from '../../db/client';
import { createListings, type ListingDeps } from './fleet-listings';
import type { FleetRepository, GarageMachineTableRow, GarageMachineValues } from './fleet.repository';

export type { MachineManufacturerRow, MachineTypeRow, NamedRow } from '../catalog/catalog.service';
export type { RigListingRow } from './fleet.repository';
export type { ListingInput } from './fleet-listings';

/** A machine model with how many parts-book diagrams it has. */
export interface MachineModelRow extends MachineModelTableRow {
  diagramCount: number;
}

/** A garage machine with the names of its engine and attachment (the catalogue's). */
export interface GarageMachineRow extends GarageMachineTableRow {
  engineName: string | null;
  attachmentName: string | null;
}

/** A part the machine's owner has ordered that fits the machine's model. */
export interface OrderedPartRow {
  productId: number;
  name: string;
  sku: string;
  seoName: string;
  quantity: number;
  lastOrderedAt: Date;
  clubOrderGuid: string;
}

const MAX_MACHINES = 200;
const NOT_IN_FLEET = 'That machine is not in your fleet.';
const MAX_ID = 2_147_483_647;

/** The spec's text for the call, a reason after it; VALIDATION unless the refusal is of another kind. */
function fail(base: string, reason?: string, code: DomainErrorCode = 'VALIDATION'): DomainError {
  return new DomainError(code, withReason(base, reason));
}

/** A positive database id from an ID argument, or null when it cannot name a row. */
export function parseId(raw: string | number | null | undefined): number | null {
  if (raw === null || raw === undefined) return null;
  const s = String(raw).trim();
  if (!/^[1-9]\d{0,9}$/.test(s)) return null;
  const n = Number(s);
  return n <= MAX_ID ? n : null;
}

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

const text = (max: number, label: string) => z.string().trim().max(max, `${label} is too long (${max} characters at most).`);

const fieldsSchema = z.object({
  name: text(100, 'The name').optional(),
  hours: z.number().int('Hours must be a whole number.').min(0, 'Hours cannot be negative.').max(1_000_000, 'Hours look too high.').nullable().optional(),
  notes: text(2000, 'The notes').optional(),
  serialNumber: text(40, 'The serial number').optional(),
  stockNumber: text(40, 'The stock number').optional(),
  year: z.number().int('The year must be a whole number.').min(1900, 'The year must be 1900 or later.').nullable().optional(),
  sortOrder: z.number().int().min(-1_000_000).max(1_000_000).optional(),
  machineStatus: z.enum(RIG_STATUSES, { message: 'The status must be IN_SERVICE, NEEDS_REPAIR or DECOMMISSIONED.' }).optional(),
});

export interface FleetServiceDeps {
  repo: FleetRepository;
  /** Machine reference data, fitment and the parts that fit a model. */
  catalog: Pick<
    CatalogService,
    | 'machineTypes'
    | 'machineManufacturers'
    | 'machineModels'
    | 'machineModel'
    | 'machineEngines'
    | 'machineAttachments'
    | 'machineOptionNames'
    | 'modelProductIds'
    | 'productsFittingModel'
    | 'fitments'
  >;
  /** How many diagrams each model's parts book has. */
  partsbooks: Pick<PartsBookService, 'diagramCounts'>;
  /** What the owner has ordered (for the parts ordered for a machine). */
  orders: Pick<OrdersService, 'orderedProducts'>;
  log: Logger;
  /** Hosts a picture URL may point at (PICTURE_URL_HOSTS). */
  pictureHosts: readonly string[];
  /** The store's own address: picture URLs of our own garage pictures are copied without a download. */
  publicUrl: string;
  /** Registers the guest-merge step with the token service. */
  onGuestMerged?: (hook: (guestId: number, customerId: number) => Promise<void>) => unknown;
  recordStaffAction?: ListingDeps['recordStaffAction'];
  clock?: () => Date;
}

/** The customer's fleet: machines, selection, pictures, fitment, listings, machine reference data. */
export function createFleetService({ repo, catalog, partsbooks, orders, log, pictureHosts, publicUrl, onGuestMerged, recordStaffAction, clock = () => new Date() }: FleetServiceDeps) {
  const ownOrigin = new URL(publicUrl).origin;
  // Machines follow a guest who signs in or registers.
  onGuestMerged?.((guestId, customerId) => repo.mergeGuest(guestId, customerId));

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

  /** Models with their diagram counts (one read of each owner's table). */
  async function withDiagramCounts(models: MachineModelTableRow[]): Promise<MachineModelRow[]> {
    const counts = await partsbooks.diagramCounts(models.map((m) => m.id));
    return models.map((m) => ({ ...m, diagramCount: counts.get(m.id) ?? 0 }));
  }

  async function modelOf(id: number): Promise<MachineModelRow | null> {
    const row = await catalog.machineModel(id);
    return row ? (await withDiagramCounts([row]))[0] : null;
  }

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
    if (f.year != null && f.year > clock().getUTCFullYear() + 1) throw fail(base, 'The year cannot be in the future.');
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

  async function owned(customerId: number, rawId: string | number, base: string): Promise<GarageMachineRow> {
    const id = parseId(rawId);
    const row = id === null ? null : await machineOf(customerId, id);
    if (!row) throw fail(base, NOT_IN_FLEET, 'NOT_FOUND');
    return row;
  }

  const listings = createListings({ repo, owned, recordStaffAction, clock });

  async function pictureBytes(args: { url?: string | null; base64PictureData?: string | null; mimeType?: string | null }) {
    if (args.base64PictureData) {
      if (!args.mimeType) throw new PictureError('Say which kind of picture this is (JPEG, PNG, WebP or HEIC).');
      return { body: decodeBase64Picture(args.base64PictureData), declared: args.mimeType };
    }
    if (args.url) {
      const own = ownPictureGuid(args.url);
      if (own) {
        const body = await repo.pictureFile(own, 1600);
        if (!body) throw new PictureError('The picture could not be downloaded.');
        return { body, declared: null };
      }
      const fetched = await fetchPicture(args.url, pictureHosts);
      return { body: fetched.body, declared: null };
    }
    throw new PictureError('Choose a picture to upload.');
  }

  function ownPictureGuid(raw: string): string | null {
    try {
      const url = new URL(raw, ownOrigin);
      if (url.origin !== ownOrigin) return null;
      const m = /^\/media\/garage\/([0-9a-f-]{36})\/\d+$/.exec(url.pathname);
      return m ? m[1] : null;
    } catch {
      return null;
    }
  }

  return {
    // --- Machine reference data ---
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

    // --- Garage ---
    async garage(customerId: number) {
      const [items, selectedId] = await Promise.all([repo.listMachines(customerId).then(named), repo.selectedId(customerId)]);
      return { items, selectedGarageItemId: selectedId, selected: items.find((m) => m.id === selectedId) ?? null };
    },
    async garageItem(customerId: number, id: string | number): Promise<GarageMachineRow | null> {
      const parsed = parseId(id);
      return parsed === null ? null : machineOf(customerId, parsed);
    },

    /** Parts the owner ordered that fit this machine (at most 50, latest first). */
    async orderedParts(machine: Pick<GarageMachineRow, 'customerId' | 'machineModelId'>): Promise<OrderedPartRow[]> {
      // Orders do not name a machine, so fitment decides which of the owner's parts were for it.
      const ordered = await orders.orderedProducts(machine.customerId);
      const fitting = await catalog.productsFittingModel(machine.machineModelId, ordered.map((o) => o.productId));
      const byId = new Map(fitting.map((p) => [p.id, p]));
      return ordered
        .filter((o) => byId.has(o.productId))
        .sort((a, b) => b.lastOrderedAt.getTime() - a.lastOrderedAt.getTime() || a.productId - b.productId)
        .slice(0, 50)
        .map((o) => {
          const p = byId.get(o.productId)!;
          return { productId: o.productId, name: p.name, sku: p.sku, seoName: p.seoName, quantity: o.quantity, lastOrderedAt: o.lastOrderedAt, clubOrderGuid: o.clubOrderGuid };
        });
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

    async setPicture(
      customerId: number,
      garageId: string | number,
      args: { url?: string | null; base64PictureData?: string | null; mimeType?: string | null },
    ): Promise<GarageMachineRow> {
      const base = FLEET_ERRORS.setPicture;
      const machine = await owned(customerId, garageId, base);
      let picture;
      try {
        const { body, declared } = await pictureBytes(args);
        picture = await processPicture(body, declared);
      } catch (err) {
        if (err instanceof PictureError) throw fail(base, err.message);
        log.warn({ err }, 'machine picture failed');
        throw fail(base);
      }
      const seoFilename = `${slug(machine.name) || 'machine'}.webp`;
      if (!(await repo.replacePicture(customerId, machine.id, { ...picture, seoFilename }))) throw fail(base, NOT_IN_FLEET, 'NOT_FOUND');
      return (await machineOf(customerId, machine.id))!;
    },

    async clearPicture(customerId: number, garageId: string | number): Promise<GarageMachineRow> {
      const id = parseId(garageId);
      if (id === null || !(await repo.clearPicture(customerId, id))) throw fail(FLEET_ERRORS.clearPicture, NOT_IN_FLEET, 'NOT_FOUND');
      return (await machineOf(customerId, id))!;
    },

    pictureFile: (guid: string, size: number) => repo.pictureFile(guid, size),

    /**
     * Whether a product fits the given machine, or the selected one: the model must be listed, and
     * where a fitment names a serial range, engine or attachment, the machine must match what it records.
     */
    async fitmentCheck(customerId: number | null, garageId: string | number | null | undefined, productId: string | number): Promise<boolean> {
      const pid = parseId(productId);
      if (customerId === null || pid === null) throw fail(FLEET_ERRORS.fitment);
      let machine: GarageMachineRow | null;
      if (garageId !== null && garageId !== undefined && String(garageId) !== '') {
        const id = parseId(garageId);
        machine = id === null ? null : await machineOf(customerId, id);
      } else {
        const selected = await repo.selectedId(customerId);
        machine = selected === null ? null : await machineOf(customerId, selected);
      }
      if (!machine) throw fail(FLEET_ERRORS.fitment);
      const rows = await catalog.fitments(pid, machine.machineModelId);
      return rows.some((row) => fitmentMatches(row, machine));
    },

    /**
     * The customer's selected machine and, of these products, the ones that fit it: an order's lines
     * remember the machine they were bought for (spec 2's garage order items). Empty without one.
     */
    async machineForParts(customerId: number, productIds: number[]): Promise<Map<number, number>> {
      const bought = new Map<number, number>();
      const selected = await repo.selectedId(customerId);
      const machine = selected === null ? null : await machineOf(customerId, selected);
      if (!machine) return bought;
      for (const pid of new Set(productIds)) {
        const rows = await catalog.fitments(pid, machine.machineModelId);
        if (rows.some((row) => fitmentMatches(row, machine))) bought.set(pid, machine.id);
      }
      return bought;
    },

    ...listings,

    /** Machines behind listings (public fields only are exposed). */
    machinesByIds: async (ids: number[]) => named(await repo.machinesByIds(ids)),

    /** Moves a guest's fleet to the customer who signed in or registered. */
    mergeGuest: (guestId: number, customerId: number) => repo.mergeGuest(guestId, customerId),

    /** Guest retention: deletes these customers' machines, pictures and listings in the caller's transaction. */
    deleteFleetsOf: (ex: Db, customerIds: number[]) => repo.deleteFleetsOf(ex, customerIds),
  };
}

/** True when one fitment row admits the machine; what the machine does not record cannot rule it out. */
export function fitmentMatches(
  row: { serialFrom: string | null; serialTo: string | null; engine: string | null; attachment: string | null },
  machine: Pick<GarageMachineRow, 'serialNumber' | 'engineName' | 'attachmentName'>,
): boolean {
  const serial = machine.serialNumber.trim();
  if (serial && (row.serialFrom || row.serialTo)) {
    if (row.serialFrom && compareSerial(serial, row.serialFrom) < 0) return false;
    if (row.serialTo && compareSerial(serial, row.serialTo) > 0) return false;
  }
  if (row.engine && machine.engineName && row.engine !== machine.engineName) return false;
  if (row.attachment && machine.attachmentName && row.attachment !== machine.attachmentName) return false;
  return true;
}

// Serial numbers compare by their digits when both have them ("1LV1025RCJJ112345" vs "112000").
function compareSerial(a: string, b: string): number {
  const da = /(\d+)\D*$/.exec(a)?.[1];
  const db = /(\d+)\D*$/.exec(b)?.[1];
  if (da && db) return Number(da) - Number(db);
  return a.localeCompare(b);
}

function slug(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
}

export type FleetService = ReturnType<typeof createFleetService>;

import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
// eslint-disable-next-line import-x/no-restricted-paths -- not yet moved: machine models and fitments are the catalogue's; to go through catalog.service.
import { machineAttachments, machineEngines, machineModels, machineTypes, manufacturers, productFitments } from '../../db/schema/catalog';
import { garageMachines, garagePictureFiles, garagePictures, garageSelections, rigListings } from '../../db/schema/fleet';
import type { RigStatus } from '../../../shared/enums';
// eslint-disable-next-line import-x/no-restricted-paths -- not yet moved: diagram counts of a model; to go through partsbooks.service.
import { diagrams } from '../../db/schema/partsbooks';

export interface MachineTypeRow {
  id: number;
  name: string;
  seoName: string;
  displayOrder: number;
}

export interface MachineManufacturerRow {
  id: number;
  name: string;
  seoName: string;
  displayOrder: number;
  modelCount: number;
}

export interface MachineModelRow {
  id: number;
  name: string;
  baseName: string;
  seoName: string;
  manufacturerId: number;
  manufacturer: string;
  manufacturerSeoName: string;
  machineTypeId: number;
  type: string;
  yearFrom: number | null;
  yearTo: number | null;
  horsepower: number | null;
  description: string;
  diagramCount: number;
}

export interface NamedRow {
  id: number;
  name: string;
  machineModelId: number;
}

export interface GaragePictureRow {
  id: number;
  guid: string;
  mimeType: string;
  seoFilename: string;
  size: number;
  width: number;
  height: number;
}

export interface OrderedPartRow {
  productId: number;
  name: string;
  sku: string;
  seoName: string;
  quantity: number;
  lastOrderedAt: Date;
  clubOrderGuid: string;
}

export interface GarageMachineRow {
  id: number;
  customerId: number;
  machineModelId: number;
  name: string;
  hours: number | null;
  notes: string;
  serialNumber: string;
  stockNumber: string;
  year: number | null;
  sortOrder: number;
  machineStatus: RigStatus;
  engineId: number | null;
  engineName: string | null;
  attachmentId: number | null;
  attachmentName: string | null;
  pictureId: number | null;
  pictureGuid: string | null;
  pictureMimeType: string | null;
  pictureSeoFilename: string | null;
  pictureSize: number | null;
  createdAt: Date;
}

export interface GarageMachineValues {
  machineModelId: number;
  name: string;
  hours: number | null;
  notes: string;
  serialNumber: string;
  stockNumber: string;
  year: number | null;
  sortOrder: number;
  machineStatus: RigStatus;
  engineId: number | null;
  attachmentId: number | null;
}

export interface FitmentRow {
  serialFrom: string | null;
  serialTo: string | null;
  engine: string | null;
  attachment: string | null;
}

export interface RigListingRow {
  id: number;
  garageMachineId: number;
  customerId: number;
  price: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  location: string;
  description: string;
  createdAt: Date;
}

/** Fleet reads and writes: machine reference data, garage machines, pictures, selection, listings. */
export function createFleetRepository(db: Db) {
  const machineColumns = {
    id: garageMachines.id,
    customerId: garageMachines.customerId,
    machineModelId: garageMachines.machineModelId,
    name: garageMachines.name,
    hours: garageMachines.hours,
    notes: garageMachines.notes,
    serialNumber: garageMachines.serialNumber,
    stockNumber: garageMachines.stockNumber,
    year: garageMachines.year,
    sortOrder: garageMachines.sortOrder,
    machineStatus: garageMachines.machineStatus,
    engineId: garageMachines.engineId,
    engineName: machineEngines.name,
    attachmentId: garageMachines.attachmentId,
    attachmentName: machineAttachments.name,
    pictureId: garageMachines.pictureId,
    pictureGuid: garagePictures.guid,
    pictureMimeType: garagePictures.mimeType,
    pictureSeoFilename: garagePictures.seoFilename,
    pictureSize: garagePictures.size,
    createdAt: garageMachines.createdAt,
  };
  const machinesQuery = () =>
    db
      .select(machineColumns)
      .from(garageMachines)
      .leftJoin(machineEngines, eq(machineEngines.id, garageMachines.engineId))
      .leftJoin(machineAttachments, eq(machineAttachments.id, garageMachines.attachmentId))
      .leftJoin(garagePictures, eq(garagePictures.id, garageMachines.pictureId));

  const modelColumns = {
    id: machineModels.id,
    name: machineModels.name,
    baseName: machineModels.baseName,
    seoName: machineModels.seoName,
    manufacturerId: machineModels.manufacturerId,
    manufacturer: manufacturers.name,
    manufacturerSeoName: manufacturers.seoName,
    machineTypeId: machineModels.machineTypeId,
    type: machineTypes.name,
    yearFrom: machineModels.yearFrom,
    yearTo: machineModels.yearTo,
    horsepower: machineModels.horsepower,
    description: machineModels.description,
    diagramCount: sql<number>`(select count(*) from ${diagrams} where ${diagrams.machineModelId} = ${machineModels.id})`.mapWith(Number),
  };
  const modelsQuery = () =>
    db
      .select(modelColumns)
      .from(machineModels)
      .innerJoin(manufacturers, eq(manufacturers.id, machineModels.manufacturerId))
      .innerJoin(machineTypes, eq(machineTypes.id, machineModels.machineTypeId));

  const listingsQuery = (where: ReturnType<typeof and>, limit: number): Promise<RigListingRow[]> =>
  db
      .select({
        id: rigListings.id,
        garageMachineId: rigListings.garageMachineId,
        customerId: garageMachines.customerId,
        price: rigListings.price,
        contactName: rigListings.contactName,
        contactPhone: rigListings.contactPhone,
        contactEmail: rigListings.contactEmail,
        location: rigListings.location,
        description: rigListings.description,
        createdAt: rigListings.createdAt,
      })
      .from(rigListings)
      .innerJoin(garageMachines, eq(garageMachines.id, rigListings.garageMachineId))
      .where(and(eq(rigListings.active, true), where))
      .orderBy(desc(rigListings.createdAt), desc(rigListings.id))
      .limit(limit);

  return {
    machineTypes(): Promise<MachineTypeRow[]> {
      return db
        .select({ id: machineTypes.id, name: machineTypes.name, seoName: machineTypes.seoName, displayOrder: machineTypes.displayOrder })
        .from(machineTypes)
        .orderBy(asc(machineTypes.displayOrder), asc(machineTypes.id));
    },

    machineManufacturers(machineTypeId: number | null): Promise<MachineManufacturerRow[]> {
      const where = machineTypeId === null ? undefined : eq(machineModels.machineTypeId, machineTypeId);
      return db
        .select({
          id: manufacturers.id,
          name: manufacturers.name,
          seoName: manufacturers.seoName,
          displayOrder: manufacturers.displayOrder,
          modelCount: sql<number>`count(*)`.mapWith(Number),
        })
        .from(machineModels)
        .innerJoin(manufacturers, eq(manufacturers.id, machineModels.manufacturerId))
        .where(where)
        .groupBy(manufacturers.id)
        .orderBy(asc(manufacturers.name));
    },

    machineModels(filter: { manufacturerId: number | null; machineTypeId: number | null; withDiagrams: boolean }): Promise<MachineModelRow[]> {
      const conditions = [
        filter.manufacturerId === null ? undefined : eq(machineModels.manufacturerId, filter.manufacturerId),
        filter.machineTypeId === null ? undefined : eq(machineModels.machineTypeId, filter.machineTypeId),
        filter.withDiagrams ? sql`exists (select 1 from ${diagrams} where ${diagrams.machineModelId} = ${machineModels.id})` : undefined,
      ];
      return modelsQuery()
        .where(and(...conditions))
        .orderBy(asc(manufacturers.name), asc(machineModels.name));
    },

    async machineModel(id: number): Promise<MachineModelRow | null> {
      const [row] = await modelsQuery().where(eq(machineModels.id, id));
      return row ?? null;
    },

    engines(machineModelId: number): Promise<NamedRow[]> {
      return db
        .select({ id: machineEngines.id, name: machineEngines.name, machineModelId: machineEngines.machineModelId })
        .from(machineEngines)
        .where(eq(machineEngines.machineModelId, machineModelId))
        .orderBy(asc(machineEngines.displayOrder), asc(machineEngines.id));
    },

    attachments(machineModelId: number): Promise<NamedRow[]> {
      return db
        .select({ id: machineAttachments.id, name: machineAttachments.name, machineModelId: machineAttachments.machineModelId })
        .from(machineAttachments)
        .where(eq(machineAttachments.machineModelId, machineModelId))
        .orderBy(asc(machineAttachments.displayOrder), asc(machineAttachments.id));
    },

    /** Ids of the products fitting a model, best sellers first, one page. */
    async modelProductIds(machineModelId: number, limit: number, offset: number): Promise<{ ids: number[]; total: number }> {
      const result = await db.execute(sql`
        select p.id, count(*) over () as total
        from ${productFitments} f join products p on p.id = f.product_id and p.published and not p.deleted
        where f.machine_model_id = ${machineModelId}
        order by p.sales desc, p.id
        limit ${limit} offset ${offset}`);
      const rows = rowsOf<{ id: number; total: string | number }>(result);
      return { ids: rows.map((r) => Number(r.id)), total: rows.length ? Number(rows[0].total) : 0 };
    },

    /**
     * Parts the machine's owner has ordered that fit the machine's model, most recently ordered
     * first (orders do not name a machine, so fitment decides which of them were for it).
     */
    async orderedParts(customerId: number, garageId: number, limit: number): Promise<OrderedPartRow[]> {
      const result = await db.execute(sql`
        select p.id as product_id, p.name, p.sku, p.seo_name, sum(oi.quantity)::int as quantity,
               max(o.created_at) as last_ordered_at,
               (array_agg(o.club_order_guid::text order by o.created_at desc))[1] as club_order_guid
        from garage_machines g
        join orders o on o.customer_id = g.customer_id
        join order_items oi on oi.order_id = o.id
        join ${productFitments} f on f.product_id = oi.product_id and f.machine_model_id = g.machine_model_id
        join products p on p.id = oi.product_id
        where g.id = ${garageId} and g.customer_id = ${customerId}
        group by p.id, p.name, p.sku, p.seo_name
        order by max(o.created_at) desc, p.id
        limit ${limit}`);
      const rows = rowsOf<Record<string, unknown>>(result);
      return rows.map((r) => ({
        productId: Number(r.product_id),
        name: String(r.name),
        sku: String(r.sku),
        seoName: String(r.seo_name),
        quantity: Number(r.quantity),
        lastOrderedAt: new Date(r.last_ordered_at as string | Date),
        clubOrderGuid: String(r.club_order_guid),
      }));
    },

    fitments(productId: number, machineModelId: number): Promise<FitmentRow[]> {
      return db
        .select({ serialFrom: productFitments.serialFrom, serialTo: productFitments.serialTo, engine: productFitments.engine, attachment: productFitments.attachment })
        .from(productFitments)
        .where(and(eq(productFitments.productId, productId), eq(productFitments.machineModelId, machineModelId)));
    },

    // --- Garage ---

    listMachines(customerId: number): Promise<GarageMachineRow[]> {
      return machinesQuery()
        .where(eq(garageMachines.customerId, customerId))
        .orderBy(asc(garageMachines.sortOrder), asc(garageMachines.id)) as Promise<GarageMachineRow[]>;
    },

    async machine(customerId: number, id: number): Promise<GarageMachineRow | null> {
      const [row] = await machinesQuery().where(and(eq(garageMachines.id, id), eq(garageMachines.customerId, customerId)));
      return (row as GarageMachineRow) ?? null;
    },

    async machinesByIds(ids: number[]): Promise<GarageMachineRow[]> {
      if (ids.length === 0) return [];
      return machinesQuery().where(inArray(garageMachines.id, ids)) as Promise<GarageMachineRow[]>;
    },

    async countMachines(customerId: number): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(garageMachines).where(eq(garageMachines.customerId, customerId));
      return row?.n ?? 0;
    },

    async insertMachine(customerId: number, values: GarageMachineValues, select: boolean): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(garageMachines)
          .values({ customerId, ...values })
          .returning({ id: garageMachines.id });
        if (select) await upsertSelection(tx, customerId, row.id);
        return row.id;
      });
    },

    async updateMachine(customerId: number, id: number, values: Partial<GarageMachineValues>): Promise<boolean> {
      const rows = await db
        .update(garageMachines)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(garageMachines.id, id), eq(garageMachines.customerId, customerId)))
        .returning({ id: garageMachines.id });
      return rows.length > 0;
    },

    async deleteMachine(customerId: number, id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .delete(garageMachines)
          .where(and(eq(garageMachines.id, id), eq(garageMachines.customerId, customerId)))
          .returning({ pictureId: garageMachines.pictureId });
        if (rows.length === 0) return false;
        if (rows[0].pictureId !== null) await tx.delete(garagePictures).where(eq(garagePictures.id, rows[0].pictureId));
        return true;
      });
    },

    async selectedId(customerId: number): Promise<number | null> {
      const [row] = await db.select({ id: garageSelections.garageMachineId }).from(garageSelections).where(eq(garageSelections.customerId, customerId));
      return row?.id ?? null;
    },

    async setSelected(customerId: number, id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [owned] = await tx
          .select({ id: garageMachines.id })
          .from(garageMachines)
          .where(and(eq(garageMachines.id, id), eq(garageMachines.customerId, customerId)));
        if (!owned) return false;
        await upsertSelection(tx, customerId, id);
        return true;
      });
    },

    async clearSelected(customerId: number): Promise<void> {
      await db.delete(garageSelections).where(eq(garageSelections.customerId, customerId));
    },

    /** Stores a new picture (every size) and puts it on the machine; the old one is removed. */
    async replacePicture(
      customerId: number,
      garageId: number,
      picture: { mimeType: string; seoFilename: string; size: number; width: number; height: number; files: Array<{ size: number; body: Buffer }> },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [machine] = await tx
          .select({ id: garageMachines.id, pictureId: garageMachines.pictureId })
          .from(garageMachines)
          .where(and(eq(garageMachines.id, garageId), eq(garageMachines.customerId, customerId)))
          .for('update');
        if (!machine) return false;
        const [row] = await tx
          .insert(garagePictures)
          .values({ customerId, mimeType: picture.mimeType, seoFilename: picture.seoFilename, size: picture.size, width: picture.width, height: picture.height })
          .returning({ id: garagePictures.id });
        await tx.insert(garagePictureFiles).values(picture.files.map((f) => ({ pictureId: row.id, size: f.size, body: f.body })));
        await tx.update(garageMachines).set({ pictureId: row.id, updatedAt: new Date() }).where(eq(garageMachines.id, garageId));
        if (machine.pictureId !== null) await tx.delete(garagePictures).where(eq(garagePictures.id, machine.pictureId));
        return true;
      });
    },

    async clearPicture(customerId: number, garageId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [machine] = await tx
          .select({ id: garageMachines.id, pictureId: garageMachines.pictureId })
          .from(garageMachines)
          .where(and(eq(garageMachines.id, garageId), eq(garageMachines.customerId, customerId)))
          .for('update');
        if (!machine) return false;
        await tx.update(garageMachines).set({ pictureId: null, updatedAt: new Date() }).where(eq(garageMachines.id, garageId));
        if (machine.pictureId !== null) await tx.delete(garagePictures).where(eq(garagePictures.id, machine.pictureId));
        return true;
      });
    },

    async pictureFile(guid: string, size: number): Promise<Buffer | null> {
      const [row] = await db
        .select({ body: garagePictureFiles.body })
        .from(garagePictureFiles)
        .innerJoin(garagePictures, eq(garagePictures.id, garagePictureFiles.pictureId))
        .where(and(eq(garagePictures.guid, guid), eq(garagePictureFiles.size, size)));
      return row?.body ?? null;
    },

    // --- Rig listings ---

    async upsertListing(
      customerId: number,
      garageId: number,
      listing: { price: string; contactName: string; contactPhone: string; contactEmail: string; location: string; description: string },
    ): Promise<number | null> {
      return db.transaction(async (tx) => {
        const [owned] = await tx
          .select({ id: garageMachines.id })
          .from(garageMachines)
          .where(and(eq(garageMachines.id, garageId), eq(garageMachines.customerId, customerId)));
        if (!owned) return null;
        const [row] = await tx
          .insert(rigListings)
          .values({ garageMachineId: garageId, ...listing, active: true })
          .onConflictDoUpdate({ target: rigListings.garageMachineId, set: { ...listing, active: true, createdAt: new Date() } })
          .returning({ id: rigListings.id });
        return row.id;
      });
    },

    async removeListing(customerId: number, garageId: number): Promise<boolean> {
      const rows = await db
        .delete(rigListings)
        .where(
          and(
            eq(rigListings.garageMachineId, garageId),
            inArray(rigListings.garageMachineId, db.select({ id: garageMachines.id }).from(garageMachines).where(eq(garageMachines.customerId, customerId))),
          ),
        )
        .returning({ id: rigListings.id });
      return rows.length > 0;
    },

    listings(limit: number): Promise<RigListingRow[]> {
      return listingsQuery(undefined, limit);
    },

    async listing(id: number): Promise<RigListingRow | null> {
      const [row] = await listingsQuery(eq(rigListings.id, id), 1);
      return row ?? null;
    },

    async listingForMachine(garageId: number): Promise<RigListingRow | null> {
      const [row] = await listingsQuery(eq(rigListings.garageMachineId, garageId), 1);
      return row ?? null;
    },

    /** Moves a guest's fleet to the customer who signed in; the guest's selection wins (it is the latest choice). */
    async mergeGuest(guestId: number, customerId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [guestSelection] = await tx.select({ id: garageSelections.garageMachineId }).from(garageSelections).where(eq(garageSelections.customerId, guestId));
        await tx.update(garageMachines).set({ customerId }).where(eq(garageMachines.customerId, guestId));
        await tx.update(garagePictures).set({ customerId }).where(eq(garagePictures.customerId, guestId));
        await tx.delete(garageSelections).where(eq(garageSelections.customerId, guestId));
        if (guestSelection) await upsertSelection(tx, customerId, guestSelection.id);
      });
    },
  };
}

async function upsertSelection(tx: Db, customerId: number, garageMachineId: number) {
  await tx
    .insert(garageSelections)
    .values({ customerId, garageMachineId })
    .onConflictDoUpdate({ target: garageSelections.customerId, set: { garageMachineId } });
}

export type FleetRepository = ReturnType<typeof createFleetRepository>;

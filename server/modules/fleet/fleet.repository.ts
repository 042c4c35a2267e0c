import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { garageMachines, garagePictureFiles, garagePictures, garageSelections, rigListings } from '../../db/schema/fleet';
import type { RigStatus } from '../../../shared/enums';

export interface GaragePictureRow {
  id: number;
  guid: string;
  mimeType: string;
  seoFilename: string;
  size: number;
  width: number;
  height: number;
}

/** A garage machine as its table holds it (the service adds the engine's and attachment's names). */
export interface GarageMachineTableRow {
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
  attachmentId: number | null;
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
  /** When staff hid it from the public listings; null while it shows. */
  hiddenAt: Date | null;
}

/** Which listings a read sees: the public ones, or also those staff hid (their owner and staff see them). */
export type ListingVisibility = 'public' | 'withHidden';

/** Fleet reads and writes: garage machines, pictures, selection, listings. */
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
    attachmentId: garageMachines.attachmentId,
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
      .leftJoin(garagePictures, eq(garagePictures.id, garageMachines.pictureId));

  const listingsWhere = (where: SQL | undefined, visibility: ListingVisibility) =>
    and(eq(rigListings.active, true), visibility === 'public' ? isNull(rigListings.hiddenAt) : undefined, where);
  const listingsQuery = (where: SQL | undefined, limit: number, visibility: ListingVisibility = 'public', offset = 0): Promise<RigListingRow[]> =>
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
        hiddenAt: rigListings.hiddenAt,
      })
      .from(rigListings)
      .innerJoin(garageMachines, eq(garageMachines.id, rigListings.garageMachineId))
      .where(listingsWhere(where, visibility))
      .orderBy(desc(rigListings.createdAt), desc(rigListings.id))
      .limit(limit)
      .offset(offset);

  return {
    // --- Garage ---

    listMachines(customerId: number): Promise<GarageMachineTableRow[]> {
      return machinesQuery()
        .where(eq(garageMachines.customerId, customerId))
        .orderBy(asc(garageMachines.sortOrder), asc(garageMachines.id)) as Promise<GarageMachineTableRow[]>;
    },

    async machine(customerId: number, id: number): Promise<GarageMachineTableRow | null> {
      const [row] = await machinesQuery().where(and(eq(garageMachines.id, id), eq(garageMachines.customerId, customerId)));
      return (row as GarageMachineTableRow) ?? null;
    },

    async machinesByIds(ids: number[]): Promise<GarageMachineTableRow[]> {
      if (ids.length === 0) return [];
      return machinesQuery().where(inArray(garageMachines.id, ids)) as Promise<GarageMachineTableRow[]>;
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

    listings(limit: number, visibility: ListingVisibility = 'public', offset = 0): Promise<RigListingRow[]> {
      return listingsQuery(undefined, limit, visibility, offset);
    },

    /** How many listings there are (active; the public ones, or with the hidden ones too). */
    async countListings(visibility: ListingVisibility): Promise<number> {
      const [row] = await db.select({ n: count() }).from(rigListings).where(listingsWhere(undefined, visibility));
      return Number(row?.n ?? 0);
    },

    async listing(id: number, visibility: ListingVisibility = 'public'): Promise<RigListingRow | null> {
      const [row] = await listingsQuery(eq(rigListings.id, id), 1, visibility);
      return row ?? null;
    },

    async listingForMachine(garageId: number, visibility: ListingVisibility = 'public'): Promise<RigListingRow | null> {
      const [row] = await listingsQuery(eq(rigListings.garageMachineId, garageId), 1, visibility);
      return row ?? null;
    },

    /** Hides a listing (staff id and time) or shows it again (null); false when no listing has the id. */
    async setListingHidden(id: number, hidden: { by: number; at: Date } | null): Promise<boolean> {
      const rows = await db
        .update(rigListings)
        .set(hidden ? { hiddenAt: hidden.at, hiddenById: hidden.by } : { hiddenAt: null, hiddenById: null })
        .where(and(eq(rigListings.id, id), eq(rigListings.active, true)))
        .returning({ id: rigListings.id });
      return rows.length > 0;
    },

    /** Deletes the customers' machines, pictures, selections and listings (guest retention), in the caller's transaction. */
    async deleteFleetsOf(ex: Db, customerIds: number[]): Promise<number> {
      if (customerIds.length === 0) return 0;
      await ex.delete(garageSelections).where(inArray(garageSelections.customerId, customerIds));
      // Listings go with their machines (a cascade), picture files with their pictures.
      const machines = await ex.delete(garageMachines).where(inArray(garageMachines.customerId, customerIds)).returning({ id: garageMachines.id });
      await ex.delete(garagePictures).where(inArray(garagePictures.customerId, customerIds));
      return machines.length;
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

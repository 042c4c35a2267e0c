import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Transaction } from '../../db/client';
import { orders, returnDrafts, returnPhotoFiles, returnPhotos } from '../../db/schema/orders';

export type ReturnDraftRow = typeof returnDrafts.$inferSelect;
export type ReturnPhotoRow = typeof returnPhotos.$inferSelect;
export type NewReturnPhoto = Omit<typeof returnPhotos.$inferInsert, 'id' | 'guid' | 'createdAt' | 'draftId' | 'returnRequestId'>;

const photoColumns = {
  id: returnPhotos.id,
  guid: returnPhotos.guid,
  draftId: returnPhotos.draftId,
  returnRequestId: returnPhotos.returnRequestId,
  fileName: returnPhotos.fileName,
  mimeType: returnPhotos.mimeType,
  size: returnPhotos.size,
  width: returnPhotos.width,
  height: returnPhotos.height,
  createdAt: returnPhotos.createdAt,
};

/** Extended return drafts and return photos (tables of the orders module). */
export function createExtendedReturnsRepository(db: Db) {
  return {
    /** The order with this customer-facing number, if any (its id and e-mail only). */
    async orderByNumber(customOrderNumber: string): Promise<{ id: number; email: string } | null> {
      const [row] = await db.select({ id: orders.id, email: orders.email }).from(orders).where(eq(orders.customOrderNumber, customOrderNumber));
      return row ?? null;
    },

    async insertDraft(row: { orderId: number; email: string; expiresAt: Date }): Promise<ReturnDraftRow> {
      const [written] = await db.insert(returnDrafts).values(row).returning();
      return written;
    },

    /** A draft by id; `lock` takes its row lock (submission). Expired drafts are not returned. */
    async draft(id: string, now: Date, ex: Db = db, lock = false): Promise<ReturnDraftRow | null> {
      const q = ex
        .select()
        .from(returnDrafts)
        .where(and(eq(returnDrafts.id, id), sql`${returnDrafts.expiresAt} > ${now}`));
      const [row] = lock ? await q.for('update') : await q;
      return row ?? null;
    },

    async updateDraft(id: string, patch: Partial<Omit<ReturnDraftRow, 'id' | 'orderId' | 'createdAt'>>, ex: Db = db): Promise<void> {
      await ex.update(returnDrafts).set(patch).where(eq(returnDrafts.id, id));
    },

    /** Photos of a draft (or of a return), oldest first; bytes are read separately. */
    async photosOfDraft(draftId: string): Promise<ReturnPhotoRow[]> {
      return db.select(photoColumns).from(returnPhotos).where(eq(returnPhotos.draftId, draftId)).orderBy(asc(returnPhotos.id));
    },

    async photosOfReturns(returnIds: number[]): Promise<ReturnPhotoRow[]> {
      if (returnIds.length === 0) return [];
      return db.select(photoColumns).from(returnPhotos).where(inArray(returnPhotos.returnRequestId, returnIds)).orderBy(asc(returnPhotos.id));
    },

    /**
     * Adds a photo to a draft unless it holds `max` already, counted under the draft's row lock so two
     * uploads at once cannot pass the limit together (in the caller's transaction). Null when the draft is full.
     */
    async addPhoto(tx: Transaction, draftId: string, max: number, photo: NewReturnPhoto, files: Array<{ size: number; body: Buffer }>): Promise<ReturnPhotoRow | null> {
      await tx.select({ id: returnDrafts.id }).from(returnDrafts).where(eq(returnDrafts.id, draftId)).for('update');
      const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(returnPhotos).where(eq(returnPhotos.draftId, draftId));
      if (n >= max) return null;
      const [row] = await tx
        .insert(returnPhotos)
        .values({ ...photo, draftId })
        .returning(photoColumns);
      await tx.insert(returnPhotoFiles).values(files.map((f) => ({ photoId: row.id, size: f.size, body: f.body })));
      return row;
    },

    /** Removes one of a draft's photos; false when the draft has no such photo. */
    async removePhoto(draftId: string, photoId: number): Promise<boolean> {
      const rows = await db
        .delete(returnPhotos)
        .where(and(eq(returnPhotos.id, photoId), eq(returnPhotos.draftId, draftId)))
        .returning({ id: returnPhotos.id });
      return rows.length > 0;
    },

    /** On submission: the draft's photos now belong to the return. */
    async movePhotosToReturn(tx: Transaction, draftId: string, returnRequestId: number): Promise<void> {
      await tx.update(returnPhotos).set({ returnRequestId, draftId: null }).where(eq(returnPhotos.draftId, draftId));
    },

    /** The bytes of one stored size of a photo, by its guid. */
    async photoFile(guid: string, size: number): Promise<Buffer | null> {
      const [row] = await db
        .select({ body: returnPhotoFiles.body })
        .from(returnPhotoFiles)
        .innerJoin(returnPhotos, eq(returnPhotos.id, returnPhotoFiles.photoId))
        .where(and(eq(returnPhotos.guid, guid), eq(returnPhotoFiles.size, size)));
      return row?.body ?? null;
    },

    /** Deletes drafts that lapsed (their photos go with them; submitted ones keep theirs on the return). */
    async deleteExpiredDrafts(now: Date): Promise<number> {
      const rows = await db.delete(returnDrafts).where(lt(returnDrafts.expiresAt, now)).returning({ id: returnDrafts.id });
      return rows.length;
    },

    /** Photos on no draft and no return (none should exist; kept tidy all the same). */
    async deleteOrphanPhotos(): Promise<void> {
      await db.delete(returnPhotos).where(and(isNull(returnPhotos.draftId), isNull(returnPhotos.returnRequestId)));
    },
  };
}

export type ExtendedReturnsRepository = ReturnType<typeof createExtendedReturnsRepository>;

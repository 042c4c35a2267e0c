import { desc, lt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { searchEvents } from '../../db/schema/search';

export interface SearchEventRow {
  eventType: string;
  eventName: string;
  indexName: string;
  userToken: string;
  queryId: string | null;
  objectIds: string[];
  positions: number[] | null;
  occurredAt: Date;
  customerId: number | null;
}

/** Stores search analytics events. */
export function createSearchEventsRepository(db: Db) {
  return {
    async insert(rows: SearchEventRow[]): Promise<void> {
      if (rows.length > 0) await db.insert(searchEvents).values(rows);
    },

    /** Deletes events received before `before`, then all but the newest `maxRows`. */
    async prune(before: Date, maxRows: number): Promise<void> {
      await db.delete(searchEvents).where(lt(searchEvents.receivedAt, before));
      const [edge] = await db.select({ id: searchEvents.id }).from(searchEvents).orderBy(desc(searchEvents.id)).offset(maxRows).limit(1);
      if (edge) await db.delete(searchEvents).where(lte(searchEvents.id, edge.id));
    },
  };
}

export type SearchEventsRepository = ReturnType<typeof createSearchEventsRepository>;

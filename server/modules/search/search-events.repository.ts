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
  };
}

export type SearchEventsRepository = ReturnType<typeof createSearchEventsRepository>;

import { desc, lt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pageViews, telemetryEvents } from '../../db/schema/telemetry';

export interface PageViewInput {
  sessionId: string;
  customerId: number | null;
  url: string;
  browserWidth: number;
  browserHeight: number;
  timeFromLoadMs: number;
}

export interface TelemetryEventInput {
  kind: string;
  sessionId: string;
  customerId: number | null;
  url: string;
}

/** Writes page views and counted clicks. */
export function createTelemetryRepository(db: Db) {
  return {
    async insertPageView(v: PageViewInput): Promise<void> {
      await db.insert(pageViews).values(v);
    },

    async insertEvent(e: TelemetryEventInput): Promise<void> {
      await db.insert(telemetryEvents).values(e);
    },

    /** Deletes page views and events recorded before `before`, then all but the newest `maxRows` of each. */
    async prune(before: Date, maxRows: number): Promise<void> {
      for (const table of [pageViews, telemetryEvents]) {
        await db.delete(table).where(lt(table.createdAt, before));
        const [edge] = await db.select({ id: table.id }).from(table).orderBy(desc(table.id)).offset(maxRows).limit(1);
        if (edge) await db.delete(table).where(lte(table.id, edge.id));
      }
    },
  };
}

export type TelemetryRepository = ReturnType<typeof createTelemetryRepository>;

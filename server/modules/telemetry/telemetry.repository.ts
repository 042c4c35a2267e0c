import { desc, lt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pageViews } from '../../db/schema/telemetry';

export interface PageViewInput {
  sessionId: string;
  customerId: number | null;
  url: string;
  browserWidth: number;
  browserHeight: number;
  timeFromLoadMs: number;
}

/** Writes page views. */
export function createTelemetryRepository(db: Db) {
  return {
    async insertPageView(v: PageViewInput): Promise<void> {
      await db.insert(pageViews).values(v);
    },

    /** Deletes page views recorded before `before`, then all but the newest `maxRows`. */
    async prune(before: Date, maxRows: number): Promise<void> {
      await db.delete(pageViews).where(lt(pageViews.createdAt, before));
      const [edge] = await db.select({ id: pageViews.id }).from(pageViews).orderBy(desc(pageViews.id)).offset(maxRows).limit(1);
      if (edge) await db.delete(pageViews).where(lte(pageViews.id, edge.id));
    },
  };
}

export type TelemetryRepository = ReturnType<typeof createTelemetryRepository>;

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
  };
}

export type TelemetryRepository = ReturnType<typeof createTelemetryRepository>;

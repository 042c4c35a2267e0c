import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storeSettings } from '../../db/schema/settings';

export interface StoredSettings {
  settings: Record<string, string>;
  updatedAt: Date;
  updatedBy: number | null;
}

/** The one row of store settings. */
export function createSettingsRepository(db: Db) {
  return {
    async read(): Promise<StoredSettings | null> {
      const [row] = await db.select().from(storeSettings).where(eq(storeSettings.id, 1));
      return row ? { settings: row.settings, updatedAt: row.updatedAt, updatedBy: row.updatedBy } : null;
    },
    async write(settings: Record<string, string>, by: number, at: Date): Promise<void> {
      await db
        .insert(storeSettings)
        .values({ id: 1, settings, updatedAt: at, updatedBy: by })
        .onConflictDoUpdate({ target: storeSettings.id, set: { settings, updatedAt: at, updatedBy: by } });
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;

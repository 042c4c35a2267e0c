import type { Config } from './config';
import type { Database } from './db/client';
import type { Logger } from './lib/logger';
import { createCatalogRepository } from './modules/catalog/catalog.repository';
import { createCatalogService } from './modules/catalog/catalog.service';
import { createContentRepository } from './modules/content/content.repository';
import { createContentService } from './modules/content/content.service';
import { createTelemetryRepository } from './modules/telemetry/telemetry.repository';
import { createTelemetryService } from './modules/telemetry/telemetry.service';

export const APP_VERSION = '0.1.0';

/** Wires every module's service to its repository; the one place modules are assembled. */
export function createServices({ database, config, log }: { database: Database; config: Config; log: Logger }) {
  const db = database.db;
  return {
    database,
    config,
    log,
    catalog: createCatalogService({ repo: createCatalogRepository(db) }),
    content: createContentService({ repo: createContentRepository(db), version: APP_VERSION }),
    telemetry: createTelemetryService({ repo: createTelemetryRepository(db) }),
  };
}

export type Services = ReturnType<typeof createServices>;

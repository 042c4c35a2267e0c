/**
 * The demo catalogue as search indexes it: seeded into an embedded database exactly as `npm start`
 * seeds an empty store, then read back through the catalogue's own search statements, with the
 * facts the relevance set is generated from (interchange kinds, machine models, category tree).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from '../server/db/client';
import { createCatalogSearchRepository } from '../server/modules/catalog/catalog-search.repository';
import { createSearchSource } from '../server/modules/search/search-source';
import type { SearchProductRecord } from '../server/modules/search/search-types';
import { DEFAULT_SEED, seedDemoCatalogue } from '../server/seed/seed-catalogue';

export interface DemoFacts {
  records: SearchProductRecord[];
  /** Interchange rows: the number on the worn part, which product lists it, and whether it is superseded. */
  interchanges: { productId: number; partNumber: string; kind: 'interchange' | 'superseded' }[];
  /** Machine models: id, brand and name ("John Deere", "4020"). */
  models: { id: number; brand: string; name: string }[];
  /** Categories: id, name, parent id. */
  categories: { id: number; name: string; parent: number | null }[];
}

/** Products in the demo store (`DEMO_PRODUCTS`' default). */
export const DEMO_SIZE = 5000;
const NOW = new Date('2026-01-01T00:00:00Z');

/** Seeds the demo catalogue into a scratch in-memory database and reads what search and the relevance set need. */
export async function loadDemoFacts(products = DEMO_SIZE, seed = DEFAULT_SEED): Promise<DemoFacts> {
  const database = await openDatabase({});
  try {
    await database.migrate();
    await seedDemoCatalogue(database.db, { products, seed, password: 'relevance-set-password', now: NOW });
    const reads = createCatalogSearchRepository(database.db);
    const source = createSearchSource({
      searchCategoryTree: () => reads.categoryTree(),
      async *readSearchRecords() {
        for await (const slice of reads.all()) yield slice.map((r) => ({ ...r, state: '' }));
      },
      searchRecordsByIds: async () => [],
      productsChangedSince: async () => [],
      databaseNowMicros: async () => 0,
      searchTotals: () => reads.totals(),
    });
    const records: SearchProductRecord[] = [];
    for await (const slice of source.loadAll()) records.push(...slice);
    const q = async <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(statement));
    const interchanges = await q<DemoFacts['interchanges'][number]>(
      sql`select product_id as "productId", part_number as "partNumber", kind from product_interchanges order by id`,
    );
    const models = await q<DemoFacts['models'][number]>(
      sql`select m.id, b.name as brand, m.name from machine_models m join manufacturers b on b.id = m.manufacturer_id order by m.id`,
    );
    const categories = await q<DemoFacts['categories'][number]>(sql`select id, name, parent_category_id as parent from categories order by id`);
    return { records, interchanges, models, categories };
  } finally {
    await database.close();
  }
}

/** The facts of the demo catalogue, kept in node_modules/.cache while the seed's sources are unchanged (seeding takes about a minute). */
export async function loadDemoFactsCached(products = DEMO_SIZE, seed = DEFAULT_SEED): Promise<DemoFacts> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const seedDir = path.join(root, 'server/seed');
  const digest = createHash('sha256');
  for (const name of fs.readdirSync(seedDir).filter((n) => n.endsWith('.ts') && !n.endsWith('.test.ts')).sort()) {
    digest.update(name).update(fs.readFileSync(path.join(seedDir, name)));
  }
  const file = path.join(root, 'node_modules/.cache/ironyard', `relevance-${products}-${seed}-${digest.digest('hex').slice(0, 16)}.json`);
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as DemoFacts;
  const facts = await loadDemoFacts(products, seed);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(facts));
  return facts;
}

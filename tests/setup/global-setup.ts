import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../server/db/client';
import { seedDemoCatalogue } from '../../server/seed/seed-catalogue';
import { TEST_PASSWORD, TEST_PRODUCTS, TEMPLATE_FILE, TEMPLATE_PG_DB, templateStamp } from './test-constants';

/**
 * Builds the migrated, seeded template database once per run: a dumped PGlite data directory for
 * the embedded suite, or a template database on PostgreSQL for the server suite.
 */
export default async function setup() {
  if (process.env.TEST_DB === 'postgres') return setupPostgres();
  return setupPglite();
}

async function setupPglite() {
  const stamp = templateStamp();
  const stampFile = TEMPLATE_FILE + '.stamp';
  if (fs.existsSync(TEMPLATE_FILE) && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp) return;
  fs.mkdirSync(path.dirname(TEMPLATE_FILE), { recursive: true });
  const database = await openDatabase({});
  await database.migrate();
  await seedDemoCatalogue(database.db, { products: TEST_PRODUCTS, password: TEST_PASSWORD });
  const dump = await database.pglite!.dumpDataDir('gzip');
  // Written aside and renamed, so a suite starting meanwhile never reads half a template.
  const tmp = `${TEMPLATE_FILE}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(tmp, TEMPLATE_FILE);
  fs.writeFileSync(`${stampFile}.${process.pid}.tmp`, stamp);
  fs.renameSync(`${stampFile}.${process.pid}.tmp`, stampFile);
  await database.close();
}

async function setupPostgres() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL must point at a PostgreSQL server for the PostgreSQL suite');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${TEMPLATE_PG_DB} with (force)`);
    await admin.query(`create database ${TEMPLATE_PG_DB}`);
  } finally {
    await admin.end();
  }
  const templateUrl = withDatabase(url, TEMPLATE_PG_DB);
  const database = await openDatabase({ databaseUrl: templateUrl, poolSize: 4 });
  await database.migrate();
  await seedDemoCatalogue(database.db, { products: TEST_PRODUCTS, password: TEST_PASSWORD });
  await database.close();
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = '/' + name;
  return u.toString();
}

import fs from 'node:fs';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/client';
import { withDatabase } from './global-setup';
import { TEMPLATE_FILE, TEMPLATE_PG_DB } from './test-constants';

let counter = 0;

/**
 * A fresh database for one test file, copied from the migrated and seeded template:
 * PGlite by default, a new PostgreSQL database when the suite runs with TEST_DB=postgres.
 */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB === 'postgres') return createPostgresCopy();
  const blob = new Blob([fs.readFileSync(TEMPLATE_FILE)]);
  return openDatabase({ loadDataDir: blob });
}

async function createPostgresCopy(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL!;
  const name = `ironyard_test_${process.pid}_${++counter}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${TEMPLATE_PG_DB}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 20 });
  const close = database.close;
  database.close = async () => {
    await close();
    const a = new pg.Client({ connectionString: url });
    await a.connect();
    await a.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await a.end();
  };
  return database;
}

/** Rows of a raw `db.execute` result (its type differs between PGlite and node-postgres). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

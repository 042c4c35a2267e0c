import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from '../lib/data-dir-lock';
import { PROJECT_ROOT } from '../lib/project-root';
import { preparedClient } from './pglite-prepared';
import * as auth from './schema/auth';
import * as cart from './schema/cart';
import * as catalog from './schema/catalog';
import * as customers from './schema/customers';
import * as directory from './schema/directory';
import * as fleet from './schema/fleet';
import * as mail from './schema/mail';
import * as partsbooks from './schema/partsbooks';
import * as quotes from './schema/quotes';
import * as search from './schema/search';
import * as telemetry from './schema/telemetry';

export const schema = { ...auth, ...cart, ...catalog, ...customers, ...directory, ...fleet, ...mail, ...partsbooks, ...quotes, ...search, ...telemetry };

/** The one database type every repository takes: PGlite and node-postgres both satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * An open transaction (what `db.transaction` hands its callback). It is a `Db` too, so every
 * repository method that takes an optional `Db` runs on it; ports that must run inside the
 * caller's transaction (reserve stock, write an order) take this type.
 */
export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The rows of a raw `execute`: PGlite and node-postgres both answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  const rows = typeof result === 'object' && result !== null && 'rows' in result ? result.rows : undefined;
  if (!Array.isArray(rows)) throw new Error('The database answered a statement without rows');
  return rows as T[];
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the committed migrations (idempotent; serialised across processes on PostgreSQL). */
  migrate(): Promise<void>;
  /**
   * Runs `work` (migrations, then the demo data) while no other process of this database does: on
   * PostgreSQL under an advisory lock, so of several first starts one seeds and the others wait, then
   * find the catalogue filled. `waiting` is called when another process holds it.
   */
  whileStarting<T>(work: () => Promise<T>, waiting?: () => void): Promise<T>;
  /** Cheap liveness probe for /healthz. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The raw PGlite instance, when embedded (tests dump and load its data directory). */
  pglite?: PGlite;
  /** Embedded: the text of a prepared statement by name (tests and the checkout bench name what ran). */
  statementText?: (name: string) => string | undefined;
  pool?: pg.Pool;
}

export const migrationsFolder = path.join(PROJECT_ROOT, 'server', 'db', 'migrations');

export interface OpenOptions {
  databaseUrl?: string;
  /** Directory for the embedded database; omitted means in memory. */
  dataDir?: string;
  /** A dumped data directory to start from (tests copy a migrated template). */
  loadDataDir?: Blob;
  poolSize?: number;
  /** The embedded database's page cache, when not the server's 16 MB: the seed reads a large catalogue back. */
  sharedBuffers?: string;
}

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite. An embedded database on disk is locked
 * to this process until close(): a second opener gets DataDirLockedError.
 */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolSize ?? 10);
  return openPglite(opts.dataDir, opts.loadDataDir, opts.sharedBuffers);
}

/**
 * The embedded database's own page cache. PostgreSQL's default (128 MB) is written through when it
 * starts, so it is all resident from the first moment; the embedded database reads its files through
 * the operating system's cache anyway, and 16 MB keeps the server about 110 MB smaller
 * (docs/benchmarks.md, "Memory").
 */
const PGLITE_SHARED_BUFFERS = '16MB';

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined, sharedBuffers = PGLITE_SHARED_BUFFERS): Promise<Database> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  // Before PGlite touches a file: a second process on the directory corrupts it (lib/data-dir-lock.ts).
  const lock = dataDir ? lockDataDir(dataDir) : undefined;
  const client = new PGlite({
    dataDir: dataDir ? path.join(dataDir, 'pglite') : undefined,
    loadDataDir,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`],
  });
  try {
    await client.waitReady;
  } catch (err) {
    lock?.release();
    throw err;
  }
  // Repositories' statements run prepared (pglite-prepared.ts); migrations use PGlite as it is.
  const prepared = preparedClient(client);
  const db: Db = drizzlePglite(prepared.client, { schema });
  return {
    db,
    kind: 'pglite',
    pglite: client,
    statementText: prepared.statementText,
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    // One process per data directory (lockDataDir): nobody to wait for.
    whileStarting: (work) => work(),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

// Any constants work: they only have to be the same for every process of this database. Always taken in
// this order (start-up, then migration), so a start-up holding the first never deadlocks with a lone migrate().
const STARTUP_LOCK = 727_273;
const MIGRATION_LOCK = 727_274;

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // Without a listener an idle client's error would crash the process.
  pool.on('error', () => {});
  const db: Db = drizzlePg(pool, { schema });
  return {
    db,
    kind: 'postgres',
    pool,
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg(client), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        client.release();
      }
    },
    whileStarting: async (work, waiting) => {
      // A session lock on a connection of its own: released with it if this process dies mid-seed.
      const client = await pool.connect();
      try {
        const [{ got }] = (await client.query<{ got: boolean }>('select pg_try_advisory_lock($1) as got', [STARTUP_LOCK])).rows;
        if (!got) {
          waiting?.();
          await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        }
        return await work();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {});
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

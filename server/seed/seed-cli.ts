/**
 * `npm run db:seed -- --products N [--seed S]`: empties the catalogue and seeds the demo store.
 * Prints the time taken and the size of the database afterwards.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config';
import { rowsOf, openDatabase, type Database } from '../db/client';
import { DataDirLockedError } from '../lib/data-dir-lock';
import { DEFAULT_SEED, resetCatalogue, seedDemoCatalogue } from './seed-catalogue';

const USAGE = 'Usage: npm run db:seed -- [--products N] [--seed S]   (N: 0 to 5000000, default DEMO_PRODUCTS)';

export interface SeedArgs {
  products?: number;
  seed?: number;
  help: boolean;
}

export class SeedArgsError extends Error {}

/** Parses `--products N`, `--seed S` (also `--products=N`); anything else is an error. */
export function parseSeedArgs(argv: readonly string[]): SeedArgs {
  const out: SeedArgs = { help: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') {
      out.help = true;
      continue;
    }
    const [flag, inline] = arg.split('=', 2);
    if (flag !== '--products' && flag !== '--seed') throw new SeedArgsError(`Unknown argument ${arg}`);
    const raw = inline ?? argv[++i];
    if (raw === undefined || raw.startsWith('--')) throw new SeedArgsError(`${flag} needs a value`);
    if (flag === '--products') out.products = wholeNumber(flag, raw, 5_000_000);
    else out.seed = wholeNumber(flag, raw, 2 ** 32 - 1);
  }
  return out;
}

function wholeNumber(flag: string, raw: string, max: number): number {
  const cleaned = raw.replace(/_/g, '');
  if (!/^\d+$/.test(cleaned)) throw new SeedArgsError(`${flag} must be a whole number (got "${raw}")`);
  const n = Number(cleaned);
  if (n > max) throw new SeedArgsError(`${flag} must be at most ${max} (got ${raw})`);
  return n;
}

async function main(): Promise<void> {
  const args = parseSeedArgs(process.argv.slice(2));
  if (args.help) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  const products = args.products ?? config.DEMO_PRODUCTS;
  // Refused while a server (or another seed) has the embedded database open: see lib/data-dir-lock.ts.
  // A larger page cache than the server's: the later steps read a large catalogue back at random (stand-ins, parts books).
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir, sharedBuffers: '256MB' });
  const started = performance.now();
  try {
    // Under the start-up lock (PostgreSQL): a server starting meanwhile waits instead of seeding the same tables.
    const summary = await database.whileStarting(async () => {
      await database.migrate();
      const resetAt = performance.now();
      await resetCatalogue(database.db);
      console.log(`  catalogue emptied in ${((performance.now() - resetAt) / 1000).toFixed(1)} s`);
      // Product ids start again at 1, so pictures drawn for the old catalogue would be wrong.
      fs.rmSync(path.join(config.dataDir, 'media', 'product'), { recursive: true, force: true });
      return seedDemoCatalogue(database.db, {
        products,
        seed: args.seed ?? DEFAULT_SEED,
        password: config.DEMO_PASSWORD,
        log: (msg) => console.log(`  ${msg}`),
      });
    }, () => console.log('  waiting for a server that is migrating or loading the demo catalogue'));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Seeded ${summary.products} products (${summary.fitments} fitments, ${summary.interchanges} interchange numbers, ` +
        `${summary.reviews} reviews, ${summary.relatedLinks + summary.alsoPurchasedLinks} product links) in ${seconds} s`,
    );
    console.log(`Database size (pg_database_size): ${await databaseSize(database)}`);
  } finally {
    await database.close();
  }
  if (database.kind === 'pglite') {
    const dir = path.join(config.dataDir, 'pglite');
    // Includes the write-ahead log, which PostgreSQL keeps (up to max_wal_size) after a bulk load.
    const wal = directorySize(path.join(dir, 'pg_wal'));
    console.log(`Data directory ${dir}: ${formatBytes(directorySize(dir))} (of which write-ahead log ${formatBytes(wal)})`);
  }
}

async function databaseSize(database: Database): Promise<string> {
  const result = await database.db.execute(sql`select pg_database_size(current_database())::bigint as bytes`);
  const bytes = Number(rowsOf<{ bytes: string | number }>(result)[0]?.bytes ?? 0);
  return formatBytes(bytes);
}

/** Total size of the files under a directory, in bytes. */
export function directorySize(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}

function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

// Only run when executed directly, so the argument parser can be imported by tests.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err: unknown) => {
    if (err instanceof SeedArgsError) console.error(`${err.message}\n${USAGE}`);
    else if (err instanceof ConfigError || err instanceof DataDirLockedError) console.error(err.message);
    else console.error(`Seeding failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = err instanceof SeedArgsError || err instanceof ConfigError ? 2 : 1;
  });
}

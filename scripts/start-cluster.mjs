// Several server processes on one machine, sharing one port (Node's cluster module hands each new
// connection to the next process), on PostgreSQL: the scale-out set-up of docs/deploy.md on a single
// host. `npm run build` first. WORKERS (default: one per core) processes; a process that dies is
// started again after a pause that grows while it keeps dying; SIGTERM or Ctrl-C stop them all cleanly.
import cluster from 'node:cluster';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clearTimeout, setTimeout } from 'node:timers';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const entry = path.join(root, 'build/node/main.js');

if (!process.env.DATABASE_URL) {
  console.error('start-cluster: set DATABASE_URL to a PostgreSQL database (the embedded database serves one process only).');
  process.exit(1);
}
if (!fs.existsSync(entry) || !fs.existsSync(path.join(root, 'build/server/index.js'))) {
  console.error('start-cluster: run `npm run build` first (build/node/main.js and build/server/index.js).');
  process.exit(1);
}
const workers = Number(process.env.WORKERS ?? os.availableParallelism());
if (!Number.isInteger(workers) || workers < 1 || workers > 64) {
  console.error(`start-cluster: WORKERS must be a whole number from 1 to 64, not ${process.env.WORKERS}`);
  process.exit(1);
}
const heapLimit = process.env.HEAP_LIMIT_MB ?? '1024';

cluster.setupPrimary({ exec: entry, execArgv: [`--max-old-space-size=${heapLimit}`, '--enable-source-maps'] });
const env = { NODE_ENV: process.env.NODE_ENV ?? 'production', MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2' };

let stopping = false;
const restarts = new Map(); // slot → consecutive quick deaths
function start(slot) {
  const startedAt = Date.now();
  const worker = cluster.fork({ ...env, WORKER_SLOT: String(slot) });
  worker.on('exit', (code, signal) => {
    if (stopping) return;
    const quick = Date.now() - startedAt < 10_000;
    const n = quick ? (restarts.get(slot) ?? 0) + 1 : 0;
    restarts.set(slot, n);
    const wait = Math.min(30_000, 500 * 2 ** n);
    console.error(`start-cluster: process ${slot} ended (${signal ?? `code ${code}`}); starting it again in ${wait} ms`);
    setTimeout(() => start(slot), wait).unref();
  });
}
for (let i = 0; i < workers; i++) start(i);
console.log(`start-cluster: ${workers} server processes on port ${process.env.PORT ?? 3000}`);

for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    if (stopping) return;
    stopping = true;
    // Each process closes its server and database on SIGTERM (server/main-shutdown.ts).
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
    const deadline = setTimeout(() => process.exit(1), 30_000);
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        clearTimeout(deadline);
        process.exit(0);
      }
    });
  });
}

// Resident memory of the compiled server as `npm start` runs it (scripts/server-process.mjs: its heap limit
// and malloc arenas), on the embedded database, idle and under load, at several catalogue sizes, with the
// largest consumers named: the embedded database's WebAssembly memory, V8's heap (by space), array
// buffers (the search index's typed arrays), mapped files (code) and the rest of native memory.
// Flags: --sizes=5000,100000 (1000000 when time allows: seeding it takes long) --idle-seconds=20
// --load-seconds=30 --clients=8 --port=33520 --dry-run.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { fmt, machineLine, timedGet, writeSection } from './bench-lib';
// @ts-expect-error: a plain ES module of the start script, without types
import { serverEnv, serverNodeArgs } from '../scripts/server-process.mjs';

const arg = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const SIZES = arg('sizes', '5000,100000').split(',').map(Number);
const IDLE_SECONDS = Number(arg('idle-seconds', '20'));
const LOAD_SECONDS = Number(arg('load-seconds', '30'));
const CLIENTS = Number(arg('clients', '8'));
const PORT = Number(arg('port', '33520'));
const DRY = process.argv.includes('--dry-run');
/** Extra node flags for the server (to try V8 settings), e.g. BENCH_NODE_ARGS='--max-semi-space-size=2'. */
/** `--heap-snapshot=DIR`: also write a V8 heap snapshot of the idle server of each size there (for a look at what holds the heap). */
const SNAPSHOT_DIR = arg('heap-snapshot', '');
const EXTRA_NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
const TARGET_IDLE_MB = 300;
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const MB = 1024 * 1024;

function run(cmd: string, args: string[], env: Record<string, string> = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
}

/** The catalogue of `products` in bench/.out (the same directory and marker as bench-lib's stores). */
function seeded(products: number): string {
  const dataDir = path.join(root, `bench/.out/data-${products}`);
  const marker = path.join(dataDir, '.seeded');
  if (!fs.existsSync(marker)) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    run('npx', ['tsx', 'server/seed/seed-cli.ts', '--products', String(products)], { DATA_DIR: dataDir });
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(marker, new Date().toISOString());
  }
  return dataDir;
}

/** Resident memory of a process, from /proc: the total, and its parts by mapping. */
interface Resident {
  rss: number;
  /** The embedded database's WebAssembly memory (a reservation of several GiB, resident as far as touched). */
  wasm: number;
  /** Mapped files: the node binary, shared libraries (libvips), their code and data. */
  files: number;
  /** Everything else anonymous: V8's heap, array buffers, malloc (libvips, ICU, the database's compiled code). */
  anon: number;
}

function resident(pid: number): Resident {
  const text = fs.readFileSync(`/proc/${pid}/smaps`, 'utf8');
  const maps: Array<{ start: bigint; end: bigint; file: boolean; rss: number }> = [];
  for (const line of text.split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ (\d+)\s*(.*)$/.exec(line);
    if (head) {
      maps.push({ start: BigInt(`0x${head[1]}`), end: BigInt(`0x${head[2]}`), file: head[3] !== '0', rss: 0 });
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && maps.length > 0) maps[maps.length - 1].rss = Number(rss[1]) * 1024;
  }
  // WebAssembly memories are reserved whole with guard regions (8 GiB and more), in adjacent anonymous mappings.
  let wasm = 0;
  let files = 0;
  let anon = 0;
  for (let i = 0; i < maps.length; ) {
    if (maps[i].file) {
      files += maps[i].rss;
      i++;
      continue;
    }
    let j = i;
    let rss = 0;
    while (j < maps.length && !maps[j].file && (j === i || maps[j].start === maps[j - 1].end)) rss += maps[j++].rss;
    if (maps[j - 1].end - maps[i].start >= 4n * 1024n * BigInt(MB)) wasm += rss;
    else anon += rss;
    i = j;
  }
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return { rss: kb * 1024, wasm, files, anon };
}

/** V8's heap and array buffers, asked of the server through its inspector (opened with SIGUSR1 after the idle reading). */
interface Heap {
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  spaces: Array<{ name: string; size: number; used: number }>;
}

async function inspect(pid: number, port: number, snapshotFile?: string): Promise<Heap> {
  process.kill(pid, 'SIGUSR1');
  let list: Array<{ webSocketDebuggerUrl: string }> = [];
  for (let i = 0; i < 40 && list.length === 0; i++) {
    await new Promise((r) => setTimeout(r, 250));
    list = await fetch(`http://127.0.0.1:${port}/json/list`).then(
      (r) => r.json() as Promise<typeof list>,
      () => [],
    );
  }
  if (list.length === 0) throw new Error('the server did not open its inspector');
  const ws = new WebSocket(list[0].webSocketDebuggerUrl);
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  const expression = `JSON.stringify({ m: process.memoryUsage(), s: process.getBuiltinModule('v8').getHeapSpaceStatistics() })`;
  const answer = await new Promise<string>((resolve, reject) => {
    ws.on('message', (data) => {
      const msg = JSON.parse(String(data)) as { id?: number; result?: { result: { value: string } }; error?: unknown };
      if (msg.id !== 1) return;
      if (msg.result) resolve(msg.result.result.value);
      else reject(new Error(JSON.stringify(msg.error)));
    });
    ws.send(JSON.stringify({ id: 1, method: 'Runtime.evaluate', params: { expression, returnByValue: true } }));
  });
  if (snapshotFile) {
    const out = fs.createWriteStream(snapshotFile);
    await new Promise<void>((resolve, reject) => {
      ws.removeAllListeners('message');
      ws.on('message', (data) => {
        const msg = JSON.parse(String(data)) as { id?: number; method?: string; params?: { chunk: string }; error?: unknown };
        if (msg.method === 'HeapProfiler.addHeapSnapshotChunk') out.write(msg.params!.chunk);
        if (msg.id !== 2) return;
        if (msg.error) reject(new Error(JSON.stringify(msg.error)));
        else resolve();
      });
      ws.send(JSON.stringify({ id: 2, method: 'HeapProfiler.takeHeapSnapshot', params: { reportProgress: false } }));
    });
    await new Promise((r) => out.end(r));
  }
  ws.close();
  const { m, s } = JSON.parse(answer) as {
    m: { heapUsed: number; heapTotal: number; external: number; arrayBuffers: number };
    s: Array<{ space_name: string; space_size: number; space_used_size: number }>;
  };
  return { ...m, spaces: s.map((x) => ({ name: x.space_name, size: x.space_size, used: x.space_used_size })) };
}

async function graphql<T>(base: string, query: string): Promise<T> {
  const res = await fetch(`${base}/api/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
  const body = (await res.json()) as { data: T; errors?: Array<{ message: string }> };
  if (body.errors?.length) throw new Error(body.errors[0].message);
  return body.data;
}

interface SizeRun {
  products: number;
  idle: Resident;
  idleHeap: Heap;
  /** RSS once the inspector is open (it costs a little). */
  inspectorRss: number;
  requests: number;
  errors: number;
  peak: number;
  afterLoad: Resident;
  afterHeap: Heap;
  load: number[];
}

async function retried<T>(read: () => Promise<T>, times = 5): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await read();
    } catch (err) {
      if (i >= times) throw err;
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}

async function measureSize(products: number): Promise<SizeRun> {
  const dataDir = seeded(products);
  const base = `http://127.0.0.1:${PORT}`;
  const env = serverEnv({ ...process.env, NODE_ENV: 'production', PORT: String(PORT), DATA_DIR: dataDir, DEMO_DATA: 'false', LOG_LEVEL: 'warn', PUBLIC_URL: base });
  const server: ChildProcess = spawn(process.execPath, [...serverNodeArgs(env), ...EXTRA_NODE_ARGS, `--inspect-port=127.0.0.1:${PORT + 1}`, 'build/node/main.js'], { cwd: root, stdio: 'inherit', env });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  try {
    for (let i = 0; ; i++) {
      if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
      if (await timedGet(`${base}/healthz`).then((r) => r.status === 200, () => false)) break;
      if (i > 720) throw new Error('the server did not become healthy');
      await new Promise((r) => setTimeout(r, 500));
    }
    // Idle means the search index holds the catalogue (it builds or loads after start).
    for (let i = 0; i < 1200; i++) {
      const d = await graphql<{ v1: { searchResults: { totalCount: number } } }>(base, '{ v1 { searchResults(first: 1) { totalCount } } }').catch(() => null);
      if ((d?.v1.searchResults.totalCount ?? 0) >= products * 0.9) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
    const pid = server.pid!;
    const idle = resident(pid);
    if (SNAPSHOT_DIR) fs.mkdirSync(SNAPSHOT_DIR, { recursive: true });
    const idleHeap = await inspect(pid, PORT + 1, SNAPSHOT_DIR ? path.join(SNAPSHOT_DIR, `idle-${products}.heapsnapshot`) : undefined);
    const inspectorRss = resident(pid).rss;

    // Load: home, product pages (each a new product), search, category and 404 pages, compressed as browsers ask.
    // At 1M the first reading of the categories (cold caches) can pass the API's 2 s budget; the next is cached.
    const cats = await retried(() => graphql<{ v1: { categories: Array<{ id: string; seoName: string }> } }>(base, '{ v1 { categories { id seoName } } }'));
    const ids = Array.from({ length: 400 }, () => 1 + Math.floor(Math.random() * products));
    const pages: string[] = [];
    for (let i = 0; i < ids.length; i += 20) {
      const chunk = ids.slice(i, i + 20);
      const d = await retried(() => graphql<{ v1: Record<string, { id: string; seoName: string } | null> }>(base, `{ v1 { ${chunk.map((id, k) => `p${k}: product(id: "${id}") { id seoName }`).join(' ')} } }`));
      for (const p of Object.values(d.v1)) if (p) pages.push(`/${p.seoName}/p/${p.id}`);
    }
    const queries = ['belt', 'john deere belt', 'radiator ford', 'seat', 'hydraulic filter', 'kubota', 'oil filter', 'alternator', 'bobcat'];
    let n = 0;
    const next = () => {
      const k = n++ % 10;
      if (k < 5) return `${base}${pages[n % pages.length]}`;
      if (k < 7) return `${base}/search/s/p?PRODUCTS_MASTER%5Bquery%5D=${encodeURIComponent(queries[n % queries.length])}`;
      if (k < 8) return `${base}/`;
      if (k < 9) {
        const c = cats.v1.categories[n % cats.v1.categories.length];
        return `${base}/${c.seoName}/c/${c.id}`;
      }
      return `${base}/no/such/page/${n}`;
    };
    let peak = 0;
    let requests = 0;
    let errors = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, resident(pid).rss)), 1000);
    const until = performance.now() + LOAD_SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (performance.now() < until) {
          const r = await timedGet(next(), { 'accept-encoding': 'br, gzip' }).catch(() => ({ status: 0 }));
          requests++;
          if (r.status === 0 || r.status >= 500) errors++;
        }
      }),
    );
    clearInterval(sampler);
    const afterLoad = resident(pid);
    peak = Math.max(peak, afterLoad.rss);
    const afterHeap = await inspect(pid, PORT + 1);
    return { products, idle, idleHeap, inspectorRss, requests, errors, peak, afterLoad, afterHeap, load: os.loadavg() };
  } finally {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    await exited;
  }
}

const mb = (v: number) => fmt(v / MB, 0);
const space = (h: Heap, name: string) => h.spaces.find((s) => s.name === name)?.size ?? 0;

async function main() {
  if (!fs.existsSync(path.join(root, 'build/server/index.js'))) run('npx', ['react-router', 'build']);
  run(process.execPath, ['scripts/build-server.mjs']);
  const runs: SizeRun[] = [];
  for (const products of SIZES) {
    const r = await measureSize(products);
    runs.push(r);
    console.log(
      `  ${products} products: idle RSS ${mb(r.idle.rss)} MB (database WebAssembly ${mb(r.idle.wasm)}, V8 heap ${mb(r.idleHeap.heapTotal)} of which used ${mb(r.idleHeap.heapUsed)}, array buffers ${mb(r.idleHeap.arrayBuffers)}, files ${mb(r.idle.files)}); under load peak ${mb(r.peak)} MB, after ${mb(r.afterLoad.rss)} MB; ${r.requests} requests, ${r.errors} errors; load ${fmt(r.load[0], 1)}`,
    );
  }
  const rows = runs.map(
    (r) =>
      `| ${r.products.toLocaleString('en-US')} | ${mb(r.idle.rss)} ${r.products === 5000 ? (r.idle.rss / MB <= TARGET_IDLE_MB ? '✓' : '✗') : ''} | ${mb(r.idle.wasm)} | ${mb(r.idleHeap.heapTotal)} (${mb(r.idleHeap.heapUsed)} used; code ${mb(space(r.idleHeap, 'code_space'))}) | ${mb(r.idleHeap.arrayBuffers)} | ${mb(r.idle.files)} | ${mb(r.idle.anon - r.idleHeap.heapTotal - r.idleHeap.arrayBuffers)} | ${mb(r.peak)} | ${mb(r.afterLoad.rss)} | ${mb(r.afterLoad.wasm)} | ${mb(r.afterHeap.heapTotal)} (${mb(r.afterHeap.heapUsed)} used) | ${r.requests} / ${r.errors} | ${fmt(r.load[0], 1)} |`,
  );
  const table = `| products | idle RSS | database WebAssembly | V8 heap | array buffers | mapped files | other native | load: peak RSS | after load RSS | after: database WebAssembly | after: V8 heap | requests / errors | load avg |
|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|
${rows.join('\n')}`;
  console.log(table);
  if (DRY) return;
  writeSection(
    'memory-run',
    `### Measured by \`npm run bench\` (bench/memory-bench.ts)

${new Date().toISOString().slice(0, 10)}, ${machineLine()}. The compiled server started as \`npm start\` starts it
(scripts/server-process.mjs: \`--max-old-space-size\`, \`MALLOC_ARENA_MAX=2\`) on the embedded database's data directory of
each size, resident memory (\`VmRSS\`) ${IDLE_SECONDS} s after the search index holds the catalogue (idle), then ${CLIENTS} clients back to back
for ${LOAD_SECONDS} s over product pages (each a product drawn at random), search, home, category and 404 pages, compressed.
Parts of the idle figure: the database's WebAssembly memory and mapped files from \`/proc/PID/smaps\`; V8's heap (all
spaces, as reserved; "used" is what is live or not yet collected) and array buffers (the search index's typed arrays)
from \`process.memoryUsage()\` through the inspector, opened after the idle reading (it adds about
${mb(Math.max(0, ...runs.map((r) => r.inspectorRss - r.idle.rss)))} MB); "other native" is the rest of the anonymous memory (malloc:
libvips, ICU, the database's compiled WebAssembly code, thread stacks). MB = 2²⁰ bytes; target: idle ≤ ${TARGET_IDLE_MB} MB at 5,000 products.

${table}`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

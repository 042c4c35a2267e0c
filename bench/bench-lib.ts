import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { BuildOptions } from 'esbuild';

export interface Percentiles {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** p50/p95/p99 of a list of milliseconds. */
export function percentiles(ms: number[]): Percentiles {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q: number) => (s.length === 0 ? Number.NaN : s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]);
  return { n: s.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: s[s.length - 1] ?? Number.NaN };
}

export const fmt = (v: number, digits = 2) => (Number.isFinite(v) ? v.toFixed(digits) : 'n/a');

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** One GET over a keep-alive connection; resolves with the status and the time to the last byte. */
export function timedGet(url: string, headers: Record<string, string> = {}): Promise<{ status: number; ms: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.get(url, { agent, headers }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => (bytes += c.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/** Open-loop load: `rps` requests a second for `seconds`, whatever the answers' speed (no coordinated omission). */
export async function constantRate(
  urls: () => string,
  rps: number,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<{ latencies: number[]; errors: number }> {
  const latencies: number[] = [];
  let errors = 0;
  const total = Math.round(rps * seconds);
  const interval = 1000 / rps;
  const start = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(
      timedGet(urls(), headers).then(
        (r) => {
          if (r.status >= 500) errors++;
          latencies.push(r.ms);
        },
        () => {
          errors++;
        },
      ),
    );
  }
  await Promise.all(pending);
  return { latencies, errors };
}

/** Closed-loop load: `concurrency` clients back to back for `seconds`; returns requests per second. */
export async function maxThroughput(urls: () => string, concurrency: number, seconds: number, headers: Record<string, string> = {}): Promise<number> {
  return (await closedLoop(urls, concurrency, seconds, headers)).rps;
}

export interface ClosedLoopResult {
  rps: number;
  latency: Percentiles;
  /** Answers with another status than `expect` (5xx, a redirect, …) and failed requests. */
  errors: number;
  /** Mean bytes on the wire per answer (compressed when `headers` ask for it). */
  bytes: number;
}

/**
 * Closed-loop load: `concurrency` clients, each sending its next request when the last one is answered,
 * for `seconds`. Only answers with the `expect`ed status count as done; anything else is an error.
 */
export async function closedLoop(
  urls: () => string,
  concurrency: number,
  seconds: number,
  headers: Record<string, string> = {},
  expect = 200,
): Promise<ClosedLoopResult> {
  let errors = 0;
  let bytes = 0;
  const ms: number[] = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const r = await timedGet(urls(), headers).catch(() => null);
        if (r && r.status === expect) {
          ms.push(r.ms);
          bytes += r.bytes;
        } else errors++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { rps: ms.length / elapsed, latency: percentiles(ms), errors, bytes: ms.length ? bytes / ms.length : 0 };
}

/**
 * Signs a customer in as the store's pages do (the session in cookies): the Cookie header its pages
 * are then asked with, and the access token for the API.
 */
export async function signInCookies(base: string, email: string, password: string): Promise<{ cookie: string; accessToken: string }> {
  const res = await fetch(`${base}/api/jwtauth/token`, {
    method: 'POST',
    headers: { 'x-ironyard-session': 'cookie', origin: base, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: 'ironyard-web', grant_type: 'password', username: email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}: ${await res.text()}`);
  const cookies = res.headers
    .getSetCookie()
    .filter((line) => (/;\s*path=([^;]*)/i.exec(line)?.[1] ?? '/') === '/')
    .map((line) => line.split(';')[0].trim())
    .filter((pair) => !pair.endsWith('='));
  const auth = cookies.find((pair) => pair.startsWith('authentication='));
  if (!auth) throw new Error(`sign-in of ${email} set no session cookie`);
  const { accessToken } = JSON.parse(decodeURIComponent(auth.slice('authentication='.length))) as { accessToken: string };
  return { cookie: cookies.join('; '), accessToken };
}

/** A plain node:http hello server: the in-run reference for throughput ratios. */
export async function startHelloServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('hello');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((r) => server.close(() => r())) };
}

/** The machine a figure was measured on. */
export function machineLine(): string {
  const cpus = os.cpus();
  return `${cpus[0]?.model ?? 'unknown CPU'} × ${cpus.length}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`;
}

const BENCH_DOC = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../docs/benchmarks.md');

/** Replaces (or appends) one section of docs/benchmarks.md, between markers named by `id`. */
export function writeSection(id: string, markdown: string) {
  const begin = `<!-- bench:${id}:begin -->`;
  const end = `<!-- bench:${id}:end -->`;
  const doc = fs.existsSync(BENCH_DOC) ? fs.readFileSync(BENCH_DOC, 'utf8') : '# Benchmarks\n';
  const block = `${begin}\n${markdown.trim()}\n${end}`;
  const i = doc.indexOf(begin);
  const j = doc.indexOf(end);
  const next = i >= 0 && j > i ? doc.slice(0, i) + block + doc.slice(j + end.length) : `${doc.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(BENCH_DOC, next);
}

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/**
 * Compiles bench code to run as a process of its own, the way the store's server is compiled: one
 * ESM bundle per entry for Node 20, packages left to node_modules. Paths are from the repository root.
 */
export async function bundleForNode(options: Pick<BuildOptions, 'entryPoints' | 'outdir' | 'outfile' | 'entryNames'>): Promise<void> {
  const { build } = await import('esbuild');
  await build({ absWorkingDir: repoRoot, ...options, bundle: true, packages: 'external', platform: 'node', format: 'esm', target: 'node20', logLevel: 'warning' });
}

function runOrThrow(cmd: string, args: string[], env: Record<string, string> = {}) {
  const r = spawnSync(cmd, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
}

/**
 * Starts the production server on a generated catalogue of `products`, seeded once and kept under
 * bench/.out: in the embedded database by default, or with `databaseUrl` in that PostgreSQL
 * database (created and seeded when it has no catalogue of that size yet). Resolves once healthy
 * and its search index holds the catalogue.
 */
export interface BenchStore {
  base: string;
  /** 0 for a deployment the bench did not start (BENCH_BASE_URL). */
  pid: number;
  stop: () => Promise<void>;
  /** Milliseconds from the process start to a healthy answer, and to a search index holding the catalogue. */
  startMs: { healthy: number; searchReady: number } | null;
}

/**
 * A store to measure: with BENCH_BASE_URL set, that deployment as it is (several processes behind
 * a load balancer, docs/deploy.md; nothing is started or seeded, `--products` must say its size);
 * otherwise the production server started here (startLocalStore).
 */
export async function startBenchStore(opts: { products: number; port: number; databaseUrl?: string; nodeArgs?: string[] }): Promise<BenchStore> {
  const external = process.env.BENCH_BASE_URL;
  if (external) return { base: external.replace(/\/+$/, ''), pid: 0, stop: async () => {}, startMs: null };
  return startLocalStore(opts);
}

async function startLocalStore({ products, port, databaseUrl, nodeArgs = [] }: { products: number; port: number; databaseUrl?: string; nodeArgs?: string[] }): Promise<BenchStore> {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = path.join(repoRoot, `bench/.out/data-${products}${databaseUrl ? '-pg' : ''}`);
  if (!fs.existsSync(path.join(repoRoot, 'build/server/index.js'))) runOrThrow('npx', ['react-router', 'build']);
  const dbEnv: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
  if (databaseUrl) {
    const u = new URL(databaseUrl);
    const name = u.pathname.slice(1);
    u.pathname = '/postgres';
    // A database of its own; seeded again only when the marker says it holds another size.
    spawnSync('psql', [u.toString(), '-qc', `create database "${name}"`], { stdio: 'ignore' });
  }
  const marker = path.join(dataDir, '.seeded');
  if (!fs.existsSync(marker)) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    runOrThrow('npx', ['tsx', 'server/seed/seed-cli.ts', '--products', String(products)], { DATA_DIR: dataDir, ...dbEnv });
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(marker, new Date().toISOString());
  }
  // The server as `npm start` runs it: compiled ahead of time (older checkouts: the sources through tsx).
  const compiled = fs.existsSync(path.join(repoRoot, 'scripts/build-server.mjs'));
  if (compiled) runOrThrow(process.execPath, ['scripts/build-server.mjs']);
  const started = Date.now();
  let healthyAt = 0;
  const server = spawn(process.execPath, [...nodeArgs, ...(compiled ? ['--enable-source-maps', 'build/node/main.js'] : ['--import', 'tsx', 'server/main.ts'])], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, DEMO_DATA: 'false', LOG_LEVEL: 'warn', PUBLIC_URL: base, ...dbEnv },
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  // Resolves once the server has closed its database, so the next run may take the data directory.
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    await exited;
  };
  try {
    const until = Date.now() + 180_000;
    for (;;) {
      // A server that could not start (another one holds this data directory) said why on stderr.
      if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
      const ok = await timedGet(`${base}/healthz`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) {
        healthyAt = Date.now();
        break;
      }
      if (Date.now() > until) throw new Error('server did not become healthy');
      await new Promise((r) => setTimeout(r, 500));
    }
    // The search index builds in the background after start; measure once it has the catalogue.
    for (let i = 0; i < 240; i++) {
      const res = await fetch(`${base}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ v1 { searchResults(first: 1) { totalCount } } }' }),
      });
      const body = (await res.json()) as { data?: { v1: { searchResults: { totalCount: number } } } };
      if ((body.data?.v1.searchResults.totalCount ?? 0) >= products * 0.9) break;
      await new Promise((r) => setTimeout(r, 250));
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return { base, pid: server.pid!, stop, startMs: { healthy: healthyAt - started, searchReady: Date.now() - started } };
}

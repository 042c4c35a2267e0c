/**
 * The serving thread's side of the index worker (search-rebuild-worker.ts): starts a worker per
 * build or snapshot read, feeds it records in small time-boxed batches (a few at a time in flight,
 * so a million records never queue up in memory), and takes the packed index it hands back.
 *
 * The worker's code: next to this module. Under tsx (development, tests, benchmarks) that is the
 * TypeScript file, run through tsx's loader; in the compiled server it is the bundle
 * build/node/search-rebuild-worker.js beside build/node/main.js.
 */
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FromWorker, ToWorker, WorkerTask } from './search-rebuild-worker';
import type { SnapshotTag } from './search-snapshot-file';
import type { PackedIndex } from './search-snapshot-pack';
import type { SearchProductRecord } from './search-types';

/** Time the serving thread spends gathering one batch of records before letting other work run. */
const SLICE_MS = 3;
/**
 * Records a batch at most. A batch goes as JSON text: JSON.stringify costs about half of the
 * structured clone of the same records (3.5 against 6.3 ms of CPU per 1,000 measured, 2026-11-27),
 * and a profile of a rebuild showed that serialisation as the serving thread's largest cost.
 */
const MAX_BATCH = 250;
/** Batches sent and not yet taken in by the worker. */
const MAX_IN_FLIGHT = 4;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function startWorker(task: WorkerTask): Worker {
  const here = import.meta.url;
  const options = { workerData: task, resourceLimits: { maxOldGenerationSizeMb: 4096 } };
  if (!here.endsWith('.ts')) return new Worker(new URL('./search-rebuild-worker.js', here), options);
  // From the TypeScript sources (tsx, Vitest): a worker does not inherit the loader, so it loads the
  // worker's module through tsx's own API.
  const api = pathToFileURL(createRequire(here).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
  const entry = new URL('./search-rebuild-worker.ts', here).href;
  const load = `import(${JSON.stringify(api)}).then((tsx) => tsx.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(here)}))`;
  const code = `${load}.catch((err) => { console.error(err); process.exit(1); });`;
  return new Worker(code, { ...options, eval: true });
}

/** The worker thread could not start or stopped (as opposed to refusing the records): the build may be made here instead. */
export class WorkerUnavailableError extends Error {}
const unavailable = (why: string) => new WorkerUnavailableError(`search index worker: ${why}`);

/** Resolves with the worker's first message of the given kinds; rejects when it fails or exits first. */
function outcome<T extends FromWorker['type']>(worker: Worker, kinds: readonly T[], onAck?: () => void): Promise<Extract<FromWorker, { type: T }>> {
  return new Promise((resolve, reject) => {
    worker.on('message', (m: FromWorker) => {
      if (m.type === 'ack') onAck?.();
      else if (m.type === 'failed') reject(new Error(`search index worker: ${m.message}`));
      else if ((kinds as readonly string[]).includes(m.type)) resolve(m as Extract<FromWorker, { type: T }>);
    });
    worker.on('error', (err) => reject(unavailable(err.message)));
    worker.on('exit', (code) => reject(unavailable(`stopped (exit code ${code})`)));
  });
}

export interface WorkerBuild {
  packed: PackedIndex;
  buildMs: number;
  snapshot: { bytes: number; writeMs: number } | { error: string } | null;
}

/**
 * Builds an index in a worker from the records (read here, a time-boxed batch at a time) and saves
 * it as a snapshot when `snapshot` is given.
 */
export async function buildInWorker(
  records: Iterable<SearchProductRecord> | AsyncIterable<SearchProductRecord>,
  options: { synonyms?: Readonly<Record<string, readonly string[]>>; snapshot?: { file: string; tag: SnapshotTag } },
): Promise<WorkerBuild> {
  const worker = startWorker({ task: 'build', synonyms: options.synonyms, snapshot: options.snapshot });
  let inFlight = 0;
  let wake: (() => void) | null = null;
  const done = outcome(worker, ['built'], () => {
    inFlight--;
    wake?.();
  });
  // A failure while records are still being sent ends the sending at once.
  let failure: unknown = null;
  done.catch((err: unknown) => {
    failure = err;
    wake?.();
  });
  try {
    const iterator = Symbol.asyncIterator in records ? records[Symbol.asyncIterator]() : (records as Iterable<SearchProductRecord>)[Symbol.iterator]();
    let batch: SearchProductRecord[] = [];
    let started = performance.now();
    const flush = async () => {
      while (inFlight >= MAX_IN_FLIGHT && failure === null) await new Promise<void>((resolve) => (wake = resolve));
      if (failure !== null) throw failure;
      worker.postMessage({ type: 'records', json: JSON.stringify(batch) } satisfies ToWorker);
      inFlight++;
      batch = [];
      await nextTurn();
      started = performance.now();
    };
    for (;;) {
      const step = await iterator.next();
      if (step.done) break;
      batch.push(step.value);
      if (batch.length >= MAX_BATCH || performance.now() - started >= SLICE_MS) await flush();
    }
    if (batch.length) await flush();
    worker.postMessage({ type: 'end' } satisfies ToWorker);
    const built = await done;
    return { packed: built.packed, buildMs: built.buildMs, snapshot: built.snapshot };
  } finally {
    void worker.terminate();
  }
}

export type WorkerLoad = { packed: PackedIndex; tag: SnapshotTag; bytes: number; readMs: number } | { invalid: string };

/** Reads and checks a snapshot in a worker; an unusable file comes back as the reason. */
export async function loadInWorker(file: string): Promise<WorkerLoad> {
  const worker = startWorker({ task: 'load', file });
  try {
    const m = await outcome(worker, ['loaded', 'invalid']);
    return m.type === 'invalid' ? { invalid: m.reason } : { packed: m.packed, tag: m.tag, bytes: m.bytes, readMs: m.readMs };
  } finally {
    void worker.terminate();
  }
}

/**
 * The search index's worker thread (started by search-rebuild-worker-client.ts): builds an index
 * from records the serving thread sends in batches, or reads a snapshot file and checks it; either
 * way it hands the index back packed (search-snapshot-pack.ts), its arrays moved, not copied. A
 * build is saved as a snapshot first when asked. In the compiled server this file is its own
 * bundle, build/node/search-rebuild-worker.js (scripts/build-server.mjs).
 */
import fs from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { IndexBuilder } from './search-index';
import { readSnapshot, SnapshotError, writeSnapshot, type SnapshotTag } from './search-snapshot-file';
import { packIndex, PACK_LAYOUT, transferList, type PackedIndex } from './search-snapshot-pack';
import { drain } from './search-sort';
import type { SearchProductRecord } from './search-types';

export type WorkerTask =
  | { task: 'build'; synonyms?: Readonly<Record<string, readonly string[]>>; snapshot?: { file: string; tag: SnapshotTag } }
  | { task: 'load'; file: string };

/** Serving thread → worker during a build. */
export type ToWorker = { type: 'records'; /** SearchProductRecord[] as JSON */ json: string } | { type: 'end' };

/** Worker → serving thread. */
export type FromWorker =
  | { type: 'ack' }
  | { type: 'built'; packed: PackedIndex; buildMs: number; snapshot: { bytes: number; writeMs: number } | { error: string } | null }
  | { type: 'loaded'; packed: PackedIndex; tag: SnapshotTag; bytes: number; readMs: number }
  | { type: 'invalid'; reason: string }
  | { type: 'failed'; message: string };

/** The worker's niceness (0 is the process's own; 19 the lowest priority). */
const BUILD_NICENESS = 10;

const port = parentPort;
const task = workerData as WorkerTask | undefined;

function send(message: FromWorker, packed?: PackedIndex): void {
  port!.postMessage(message, packed ? transferList(packed.arrays) : []);
}

function build(t: Extract<WorkerTask, { task: 'build' }>): void {
  const builder = new IndexBuilder({ synonyms: t.synonyms });
  let failed = false;
  let busyMs = 0;
  port!.on('message', (m: ToWorker) => {
    if (failed) return;
    try {
      const t0 = performance.now();
      if (m.type === 'records') {
        for (const r of JSON.parse(m.json) as SearchProductRecord[]) builder.add(r);
        busyMs += performance.now() - t0;
        send({ type: 'ack' });
        return;
      }
      const idx = drain(builder.finish());
      const packed = packIndex(idx);
      busyMs += performance.now() - t0;
      let snapshot: { bytes: number; writeMs: number } | { error: string } | null = null;
      if (t.snapshot) {
        const w0 = performance.now();
        try {
          snapshot = { bytes: writeSnapshot(t.snapshot.file, packed, t.snapshot.tag), writeMs: performance.now() - w0 };
        } catch (err) {
          snapshot = { error: (err as Error).message };
        }
      }
      send({ type: 'built', packed, buildMs: busyMs, snapshot }, packed);
    } catch (err) {
      failed = true;
      send({ type: 'failed', message: err instanceof Error ? `${err.name}: ${err.message}` : String(err) });
    }
  });
}

function load(t: Extract<WorkerTask, { task: 'load' }>): void {
  const t0 = performance.now();
  try {
    const { packed, tag, bytes } = readSnapshot(t.file);
    if (packed.meta.layout !== PACK_LAYOUT) {
      send({ type: 'invalid', reason: `index layout ${packed.meta.layout}, this server builds ${PACK_LAYOUT}` });
      return;
    }
    send({ type: 'loaded', packed, tag, bytes, readMs: performance.now() - t0 }, packed);
  } catch (err) {
    if (err instanceof SnapshotError) send({ type: 'invalid', reason: err.message });
    else send({ type: 'failed', message: (err as Error).message });
  }
}

/**
 * Lowers this thread's scheduling priority, so that on a busy machine the serving thread gets a core
 * first and a build only takes what is left. Linux gives each thread its own nice value; the
 * thread's id comes from /proc/thread-self. Elsewhere, or when refused, the build runs as it is.
 */
function yieldToServing(): void {
  try {
    const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0 && tid !== process.pid) os.setPriority(tid, BUILD_NICENESS);
  } catch {
    // Not Linux, or not allowed: the build keeps the process's priority.
  }
}

if (port && task) {
  yieldToServing();
  if (task.task === 'build') build(task);
  else load(task);
}

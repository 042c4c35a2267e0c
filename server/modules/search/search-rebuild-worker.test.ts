import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from '../../../bench/search-data';
import { SearchEngine } from './search-engine';
import { createSearchIndex, type SearchIndex } from './search-index';
import { search, suggest } from './search-answer';
import type { SnapshotTag } from './search-snapshot-file';
import type { SearchProductRecord, SearchRequest } from './search-types';
import { product } from './search-test-records';

const SIZE = 2000;
const records = [...generateCatalogue(SIZE)];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-worker-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const REQUESTS: SearchRequest[] = ['', 'belt', 'kubota filter', 'hydrolic', 'ar12', 'john deere 4020', 'seal kit'].flatMap((query) => [
  { query, facets: ['*'], hitsPerPage: 20 },
  { query, facets: ['*'], hitsPerPage: 10, page: 1, facetFilters: [['status:IN_STOCK']] },
]);

function answers(idx: SearchIndex) {
  const strip = (v: unknown) => JSON.parse(JSON.stringify(v, (k, x: unknown) => (k === 'processingTimeMS' ? undefined : x)));
  return { search: REQUESTS.map((r) => strip(search(idx, r))), suggest: ['b', 'fil', 'ku'].map((p) => strip(suggest(idx, p, 6))) };
}

/** Records handed out slowly, with a pause after the first few (so changes can arrive mid-build). */
async function* slowly(list: SearchProductRecord[], gate: Promise<void>): AsyncGenerator<SearchProductRecord> {
  for (let i = 0; i < list.length; i++) {
    if (i === 100) await gate;
    yield list[i];
  }
}

// Each test starts worker threads, which load the engine's TypeScript through tsx: seconds each on a busy machine.
describe('index rebuild in a worker thread', { timeout: 180_000 }, () => {
  it('gives the same answers as a build on the serving thread', async () => {
    const engine = new SearchEngine({ worker: true });
    await engine.rebuild(() => records);
    expect(engine.lastBuild?.kind).toBe('worker');
    expect(answers(engine.index)).toEqual(answers(createSearchIndex(records)));
  });

  it('keeps the changes made while the worker builds', async () => {
    const engine = new SearchEngine({ worker: true });
    await engine.rebuild(() => records.slice(0, 50));
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const rebuilding = engine.rebuild(() => slowly(records, gate));
    // While the worker builds: the old index answers, and takes changes.
    await new Promise((resolve) => setTimeout(resolve, 50));
    engine.upsert(product(700_001, { title: 'Quasar drive belt' }));
    engine.upsert({ ...records[5], title: 'Renamed widget zorbo' });
    expect(engine.remove(records[7].id)).toBe(true);
    expect(search(engine.index, { query: 'quasar' }).nbHits).toBe(1);
    open();
    await rebuilding;
    expect(engine.lastBuild?.replayed).toBe(3);
    expect(search(engine.index, { query: 'quasar' }).nbHits).toBe(1);
    expect(search(engine.index, { query: 'zorbo' }).nbHits).toBe(1);
    expect(engine.getRecord(records[7].id)).toBeUndefined();
    expect(engine.getRecord(records[1500].id)?.title).toBe(records[1500].title);
  });

  it.skipIf(process.platform !== 'linux')('builds at a lower priority than the serving thread', async () => {
    // Each thread's niceness: field 19 of /proc/self/task/<tid>/stat, counted after the command's closing parenthesis.
    const niceness = (tid: string) => Number(fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1].split(' ')[16]);
    const serving = niceness(String(process.pid));
    const engine = new SearchEngine({ worker: true });
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const rebuilding = engine.rebuild(() => slowly(records, gate));
    let lowered: string[] = [];
    for (const until = Date.now() + 60_000; lowered.length === 0 && Date.now() < until; ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      lowered = fs.readdirSync('/proc/self/task').filter((tid) => niceness(tid) === serving + 10);
    }
    open();
    await rebuilding;
    expect(lowered.length).toBeGreaterThan(0);
    expect(niceness(String(process.pid))).toBe(serving);
    expect(search(engine.index, { query: 'belt' }).nbHits).toBeGreaterThan(0);
  });

  it('saves each build as a snapshot that loads back with the same answers and tag', async () => {
    const file = path.join(dir, 'engine.snapshot');
    const tag: SnapshotTag = { mark: 123, reference: 'r1' };
    const engine = new SearchEngine({ worker: true, snapshot: { file, tag: () => tag } });
    await engine.rebuild(() => records);
    expect(engine.lastBuild?.snapshot).toMatchObject({ bytes: fs.statSync(file).size });
    const other = new SearchEngine({ worker: true, snapshot: { file, tag: () => null } });
    const loaded = await other.loadSnapshot();
    if ('invalid' in loaded) throw new Error(loaded.invalid);
    expect(loaded.tag).toEqual(tag);
    expect(answers(loaded.index)).toEqual(answers(engine.index));
    // Installed with a change made while it was prepared.
    const installing = other.install(async () => ({ index: loaded.index, report: { kind: 'snapshot', documents: 0, workerMs: null, unpackMs: 0, replayed: 0, snapshot: null } }));
    other.upsert(product(700_002, { title: 'Quokka hitch pin' }));
    expect(await installing).toBe(true);
    expect(search(other.index, { query: 'quokka' }).nbHits).toBe(1);
    expect(other.index.baseCount).toBe(SIZE);
  });

  it('reports a damaged snapshot instead of loading it', async () => {
    const file = path.join(dir, 'damaged.snapshot');
    const engine = new SearchEngine({ worker: true, snapshot: { file, tag: () => ({ mark: 1, reference: 'x' }) } });
    await engine.rebuild(() => records.slice(0, 300));
    const bytes = fs.readFileSync(file);
    bytes[bytes.length - 100] ^= 1;
    fs.writeFileSync(file, bytes);
    const loaded = await engine.loadSnapshot();
    expect(loaded).toEqual({ invalid: expect.stringMatching(/checksum/) });
  });

  it('compacts in the worker after many changes, saving the compacted index', async () => {
    const file = path.join(dir, 'compacted.snapshot');
    const engine = new SearchEngine({ worker: true, compactRatio: 0, snapshot: { file, tag: () => ({ mark: 5, reference: 'c' }) } });
    await engine.rebuild(() => records.slice(0, 200));
    const before = engine.index;
    for (let i = 0; i < 1000; i++) engine.upsert(product(800_000 + i, { title: `Gizmo ${i}` }));
    // The compaction runs in the worker; the changes after it started are replayed before its swap.
    engine.upsert(product(900_001, { title: 'Late gizmo' }));
    await engine.idle();
    expect(engine.index).not.toBe(before);
    expect(engine.lastBuild?.kind).toBe('worker');
    expect(engine.search({ query: 'gizmo' }).nbHits).toBe(1001);
    expect(engine.search({}).nbHits).toBe(1201);
    // The compaction read the index as it was when it started: the late change was already in it.
    const loaded = await engine.loadSnapshot();
    if ('invalid' in loaded) throw new Error(loaded.invalid);
    expect(loaded.index.baseCount).toBe(1201);
  });

  it('fails the rebuild (and keeps serving) when a record is refused', async () => {
    const engine = new SearchEngine({ worker: true });
    await engine.rebuild(() => records.slice(0, 20));
    await expect(engine.rebuild(() => [records[0], { ...records[1], id: -5 }])).rejects.toThrow(/Invalid product id/);
    expect(engine.index.baseCount).toBe(20);
  });
});

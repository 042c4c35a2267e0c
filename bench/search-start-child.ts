/**
 * One server start as far as search goes, for bench/search-start-bench.ts (which compiles this file
 * and the index worker with esbuild, as the production server is compiled, and runs it in a fresh
 * process): load the snapshot, or build the synthetic catalogue in the worker (saving the snapshot),
 * then answer one search. Prints one JSON line: when the first answer came, in milliseconds since
 * the process started, and the build's figures.
 *
 *   node search-start-child.js --mode=snapshot|build --size=N --file=PATH
 */
import { performance } from 'node:perf_hooks';
import { SearchEngine } from '../server/modules/search/search-engine';
import type { SnapshotTag } from '../server/modules/search/search-snapshot-file';
import { generateCatalogue } from './search-data';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? '';
const mode = arg('mode');
const size = Number(arg('size'));
const file = arg('file');
const tag: SnapshotTag = { mark: 0, reference: `bench-${size}` };

const startedAt = performance.now();
const engine = new SearchEngine({ worker: true, snapshot: { file, tag: () => tag } });
let loadFigures: Record<string, number> = {};
if (mode === 'snapshot') {
  const loaded = await engine.loadSnapshot();
  if ('invalid' in loaded) {
    process.stdout.write(`${JSON.stringify({ error: loaded.invalid })}\n`);
    process.exit(2);
  }
  loadFigures = { bytes: loaded.bytes, readMs: loaded.readMs, unpackMs: loaded.unpackMs };
  await engine.install(async () => ({ index: loaded.index, report: { kind: 'snapshot', documents: loaded.index.baseCount, workerMs: loaded.readMs, unpackMs: loaded.unpackMs, replayed: 0, snapshot: null } }));
} else {
  await engine.rebuild(() => generateCatalogue(size));
}
const answer = engine.search({ query: 'belt', facets: ['*'], hitsPerPage: 20 });
const firstAnswerMs = performance.now();
process.stdout.write(
  `${JSON.stringify({ firstAnswerMs, moduleLoadMs: startedAt, nbHits: answer.nbHits, documents: engine.index.baseCount, build: engine.lastBuild, load: loadFigures, rss: process.memoryUsage().rss })}\n`,
);
process.exit(0);

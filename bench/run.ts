// npm run bench: every benchmark in turn (one at a time: the machine is small and shared).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const steps: Array<[string, string[]]> = [
  ['search engine', ['--expose-gc', '--import', 'tsx', 'bench/search-bench.ts']],
  ['search relevance', ['--import', 'tsx', 'bench/search-relevance.ts']],
  ['server-rendered pages', ['--import', 'tsx', 'bench/ssr-bench.ts']],
  ['page weight and Lighthouse', ['--import', 'tsx', 'bench/web-bench.ts']],
  ['checkout placeOrder', ['--import', 'tsx', 'bench/checkout-bench.ts']],
  ['server memory at 5,000 and 100,000 products', ['--import', 'tsx', 'bench/memory-bench.ts']],
  ['price and stock file at 100k', ['--expose-gc', '--import', 'tsx', 'bench/catalog-import-bench.ts']],
  ['request cost', ['--import', 'tsx', 'bench/request-cost-bench.ts']],
  ['memory under hostile URLs', ['--import', 'tsx', 'bench/hostile-urls-bench.ts']],
  ['live updates', ['--import', 'tsx', 'bench/live-bench.ts']],
  // This checkout, kept as the "after" run beside the "before" one in bench/results/.
  ['personal pages (signed in)', ['--import', 'tsx', 'bench/personal-pages-bench.ts']],
];
let failed = 0;
for (const [name, args] of steps) {
  if (!fs.existsSync(path.join(root, args[args.length - 1]))) continue;
  console.log(`\n== ${name} ==`);
  const r = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);

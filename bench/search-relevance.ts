/**
 * Relevance of search on the demo catalogue: the relevance set (bench/search-relevance-set.ts,
 * generated from the catalogue's facts) run against the engine as the search page asks, reported
 * as precision at 1 and at 3 per kind of query.
 *
 *   npx tsx bench/search-relevance.ts          print the tables and the misses, write the section of docs/benchmarks.md
 *   npx tsx bench/search-relevance.ts --dry    print only
 *
 * The demo catalogue (5,000 products) is seeded into a scratch in-memory database the first time
 * and kept in node_modules/.cache while the seed's sources stay unchanged.
 */
import { createSearchIndex } from '../server/modules/search/search-engine';
import { DEFAULT_SEED } from '../server/seed/seed-catalogue';
import { writeSection } from './bench-lib';
import { loadDemoFactsCached } from './search-relevance-catalogue';
import { relevanceSet, runCase, score, type KindScore } from './search-relevance-set';

const pct = (v: number) => `${(v * 100).toFixed(0)} %`;

export function relevanceTable(rows: readonly KindScore[]): string {
  const lines = ['| Kind of query | Queries | P@1 | P@3 |', '|---|---:|---:|---:|'];
  for (const row of rows) lines.push(`| ${row.kind === 'all' ? '**All**' : row.kind} | ${row.queries} | ${pct(row.p1)} | ${pct(row.p3)} |`);
  return lines.join('\n');
}

async function main() {
  const started = performance.now();
  const facts = await loadDemoFactsCached();
  const idx = createSearchIndex(facts.records);
  const cases = relevanceSet(facts);
  const results = cases.map((c) => runCase(idx, c));
  const table = relevanceTable(score(results));
  // The same set by the words alone (no kind ranked first), for comparison.
  const wordsOnly = relevanceTable(score(cases.map((c) => runCase(idx, c, { categoryIntent: false }))));
  console.log(table);
  console.log(`\nBy the words alone (anyCategory):\n${wordsOnly}`);
  const misses = results.filter((x) => x.p3 < 1);
  if (misses.length) {
    console.log(`\nBelow P@3 = 1 (${misses.length}):`);
    for (const m of misses) console.log(`  [${m.c.kind}] "${m.c.query}" → ${m.c.expected}: top ${m.top.join(', ')} (relevant ${m.c.relevant.length}), P@1 ${m.p1}, P@3 ${m.p3.toFixed(2)}`);
  }
  console.error(`\n${cases.length} queries in ${Math.round(performance.now() - started)} ms (catalogue load included)`);
  if (!process.argv.includes('--dry')) {
    const date = new Date().toISOString().slice(0, 10);
    writeSection(
      'search-relevance',
      `## Search relevance on the demo catalogue (${date})

\`npx tsx bench/search-relevance.ts\`: ${cases.length} queries a parts counter hears, generated from the demo
catalogue's facts (${facts.records.length.toLocaleString('en-US')} products, seed ${DEFAULT_SEED}), each with the products that answer it
(bench/search-relevance-set.ts), asked as the search page asks (relevance order, the kind the query
names first, the selected machine for fleet queries). P@k = answering products among the first k /
min(k, answering products). The test bench/search-relevance.test.ts fails below the floors it names.

${table}

The same queries by the words alone (the search page's "in Belts" chip removed, \`anyCategory\`):

${wordsOnly}

Kinds: part numbers typed joined, dashed, spaced or lower case; interchange and superseded numbers
the same way; a machine (brand abbreviations: jd, mf, nh, cat, ac, ih) and a kind of part; the same
with the designation run together (jd4020, mf135, 580sn); width × length sizes (fractions,
decimals, inch marks); belt trade sizes; kinds of part with a letter dropped; category names and
their synonyms (belts, v-belt, fan belt, filters, rad); a kind of part with a fleet machine selected.
Joined designations are read by the engine itself (not by the chip): before, "jd4020" or "580sn"
found nothing. The misspelling missed is "pully": the kind of part is not recognised through a typo.

Latency beside it (the search engine section above; same machine, A/B in one sitting under a load
average of 17–20, best of 3 rounds, 100,000 products): the engine with this work answers the bench's
keystrokes at p50 0.65–0.77 ms / p95 6.9–8.8 ms against 0.72–0.94 / 8.9–10.5 ms before it, and its
queries at p95 2.0 ms with or without the category intent. With the intent on every keystroke
(the GraphQL search asks for it whenever there is a query) keystrokes reach p95 14 ms: a word that
names a kind ("belt") is then matched document by document instead of from its dense bitset.`,
    );
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) await main();

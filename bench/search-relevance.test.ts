import { beforeAll, describe, expect, it } from 'vitest';
import { createSearchIndex } from '../server/modules/search/search-engine';
import { loadDemoFactsCached, type DemoFacts } from './search-relevance-catalogue';
import { KINDS, relevanceSet, runCase, score, type CaseResult, type RelevanceCase } from './search-relevance-set';

// Floors under the figures measured on the demo catalogue (docs/benchmarks.md, "Search relevance"):
// a change that makes search find the right part less often fails here.
const FLOOR = { all: { p1: 0.95, p3: 0.97 }, kind: { p3: 0.9 } };

describe('search relevance on the demo catalogue', () => {
  let facts: DemoFacts;
  let cases: RelevanceCase[];
  let results: CaseResult[];

  beforeAll(async () => {
    // Seeding the demo catalogue takes about a minute the first time; it is cached afterwards.
    facts = await loadDemoFactsCached();
    const idx = createSearchIndex(facts.records);
    cases = relevanceSet(facts);
    results = cases.map((c) => runCase(idx, c));
  }, 300_000);

  it('asks at least 100 queries of every kind, each with the products that answer it', () => {
    expect(cases.length).toBeGreaterThanOrEqual(100);
    for (const kind of KINDS) expect(cases.filter((c) => c.kind === kind).length, kind).toBeGreaterThanOrEqual(5);
    for (const c of cases) expect(c.relevant.length, c.query).toBeGreaterThan(0);
    // Generated from the catalogue: the same catalogue gives the same set.
    expect(relevanceSet(facts).map((c) => c.query)).toEqual(cases.map((c) => c.query));
  });

  it('puts the right part first and among the first three, above the floors', () => {
    const rows = score(results);
    const misses = results.filter((r) => r.p3 < 1).map((r) => `${r.c.kind}: "${r.c.query}" → ${r.top.join(', ')}`);
    const all = rows.find((r) => r.kind === 'all')!;
    expect(all.p1, misses.join('\n')).toBeGreaterThanOrEqual(FLOOR.all.p1);
    expect(all.p3, misses.join('\n')).toBeGreaterThanOrEqual(FLOOR.all.p3);
    for (const row of rows) expect(row.p3, `${row.kind}\n${misses.join('\n')}`).toBeGreaterThanOrEqual(FLOOR.kind.p3);
  });

  it('ranks belts, not seat belts, first for a machine and "belt", and says so', () => {
    const beltCases = results.filter((r) => r.c.kind === 'machine + part' && r.c.query.endsWith(' belt'));
    expect(beltCases.length).toBeGreaterThan(0);
    for (const r of beltCases) expect(r.p1, r.c.query).toBe(1);
  });
});

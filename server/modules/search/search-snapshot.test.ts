import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { benchFilters, benchQueries, generateCatalogue, seededRandom } from '../../../bench/search-data';
import { createSearchIndex, runInSlices, type SearchIndex } from './search-index';
import { getRecord, upsert } from './search-index-updates';
import { search, searchFacetValues, suggest } from './search-answer';
import { readSnapshot, SnapshotError, writeSnapshot, type SnapshotTag } from './search-snapshot-file';
import { packIndex, unpackIndex } from './search-snapshot-pack';
import { packStrings, unpackStringsNow, type PackArray } from './search-snapshot-strings';
import type { SearchRequest } from './search-types';
import { product } from './search-test-records';

const SIZE = 3000;
const records = [...generateCatalogue(SIZE)];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-snapshot-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const tag: SnapshotTag = { mark: 1_700_000_000_000_000, reference: 'abc' };

/** Requests covering the index's parts: words, typos, prefixes, filters, every facet, each sort order, empty queries. */
function requests(): SearchRequest[] {
  const { queries, keystrokes } = benchQueries(SIZE, 42, 80);
  const r = seededRandom(7);
  const base = { facets: ['*'], hitsPerPage: 20 } satisfies SearchRequest;
  const list: SearchRequest[] = [
    ...queries.map((query) => ({ ...base, query, ...benchFilters(r) })),
    ...keystrokes.slice(0, 120).map((query) => ({ ...base, query })),
    { ...base, query: '' },
    { ...base, query: '', facetFilters: [['brand:Kubota']] },
  ];
  return list;
}

/** Everything an index answers, with the timings taken out. */
function answers(idx: SearchIndex) {
  const strip = (v: unknown) => JSON.parse(JSON.stringify(v, (k, x: unknown) => (k === 'processingTimeMS' || k === 'serverTimeMS' ? undefined : x)));
  return {
    search: requests().map((req) => strip(search(idx, req))),
    facets: ['j', 'john', 'ku', '4'].map((p) => strip(searchFacetValues(idx, { facetName: 'fitment', facetQuery: p, query: '' }))),
    suggest: ['b', 'be', 'belt', 'hyd', 'fil'].map((p) => strip(suggest(idx, p, 6))),
    records: [1, 2, 500, 2999].map((id) => getRecord(idx, id)),
  };
}

const unpack = (packed: ReturnType<typeof packIndex>) => runInSlices(unpackIndex(packed));

describe('search index snapshot', () => {
  const fresh = createSearchIndex(records);
  const expected = answers(fresh);

  it('unpacks to an index answering exactly like a fresh build', async () => {
    const idx = await unpack(packIndex(createSearchIndex(records)));
    expect(answers(idx)).toEqual(expected);
    expect(expected.search.some((a) => (a as { nbHits: number }).nbHits > 0)).toBe(true);
  });

  it('round-trips through the file, and the loaded index takes changes like a built one', async () => {
    const file = path.join(dir, 'round.snapshot');
    const bytes = writeSnapshot(file, packIndex(createSearchIndex(records)), tag);
    expect(fs.statSync(file).size).toBe(bytes);
    const read = readSnapshot(file);
    expect(read.tag).toEqual(tag);
    const idx = await unpack(read.packed);
    expect(answers(idx)).toEqual(expected);
    const built = createSearchIndex(records);
    for (const target of [idx, built]) {
      upsert(target, { ...records[10], title: 'Zebrawood hydraulic coupler', price: 12.5 });
      upsert(target, product(900_000, { title: 'Zebrawood seat cushion', brand: 'Newbrand', attributes: { Colour: 'Teal' } }));
    }
    expect(answers(idx)).toEqual(answers(built));
    expect(search(idx, { query: 'zebrawood' }).nbHits).toBe(2);
  });

  it('detects a flipped byte, a truncated file, another format and a file that is no snapshot', () => {
    const file = path.join(dir, 'bad.snapshot');
    const bytes = writeSnapshot(file, packIndex(createSearchIndex(records)), tag);
    const good = fs.readFileSync(file);
    const variants: Array<[string, Buffer, RegExp]> = [];
    for (const at of [40, Math.floor(bytes / 3), Math.floor(bytes / 2), bytes - 9]) {
      const flipped = Buffer.from(good);
      flipped[at] ^= 0x10;
      variants.push([`byte ${at} flipped`, flipped, /checksum|not readable/]);
    }
    variants.push(['truncated', good.subarray(0, Math.floor(bytes * 0.7)), /truncated/]);
    variants.push(['truncated to its header', good.subarray(0, 20), /truncated/]);
    const otherFormat = Buffer.from(good);
    otherFormat.writeUInt32LE(99, 16);
    variants.push(['format 99', otherFormat, /format 99/]);
    variants.push(['not a snapshot', Buffer.from('{"hello": "world"}'.repeat(10)), /not a search snapshot/]);
    for (const [name, content, reason] of variants) {
      fs.writeFileSync(file, content);
      let error: unknown = null;
      try {
        readSnapshot(file);
      } catch (err) {
        error = err;
      }
      expect(error, name).toBeInstanceOf(SnapshotError);
      expect((error as Error).message, name).toMatch(reason);
    }
    expect(() => readSnapshot(path.join(dir, 'missing.snapshot'))).toThrow(/no snapshot/);
  });

  it('keeps every string as it was: Latin-1, wider characters, emoji, empty strings, across chunks', () => {
    const list = ['', 'Ölfilter für Motor', '日本のベルト', 'seal 🚜 kit', 'x'.repeat(200_000), '', 'é', 'plain'];
    const arrays: PackArray[] = [];
    const packed = packStrings(list, (a) => arrays.push(a) - 1);
    expect(packed.chunks).toBeGreaterThan(1);
    expect(unpackStringsNow(packed, arrays)).toEqual(list);
  });

  it('refuses to pack an index that changed since its build', () => {
    const idx = createSearchIndex(records.slice(0, 10));
    upsert(idx, product(5));
    expect(() => packIndex(idx)).toThrow(/freshly built/);
  });
});

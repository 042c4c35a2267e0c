import { describe, expect, it } from 'vitest';
import { DisplayRecords } from './search-display';
import { drain } from './search-sort';
import { packStrings, type PackArray } from './search-snapshot-strings';

/** Records of varied lengths, some with characters past Latin-1, enough for several chunks. */
function records(n: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const wide = i % 997 === 5 ? ' – ø 漢' : '';
    out.push(`Hydraulic filter ${i}${wide}\u001fhydraulic-filter-${i}\u001fHF-${i}\u001f\u001f/p/${i}.webp\u001e${'x'.repeat(i % 300)}`);
  }
  out[7] = '';
  return out;
}

function pack(list: string[]) {
  const arrays: PackArray[] = [];
  const packed = packStrings(list, (a) => arrays.push(a) - 1);
  return { packed, arrays };
}

describe('display records kept as a pack’s bytes', () => {
  it('gives back every record of a pack of several chunks, Latin-1 and UTF-16 alike', () => {
    const list = records(5000);
    const { packed, arrays } = pack(list);
    expect(packed.chunks).toBeGreaterThan(3);
    const display = drain(DisplayRecords.fromPack(packed, arrays));
    expect(display.length).toBe(list.length);
    for (let d = 0; d < list.length; d++) expect(display.get(d)).toBe(list[d]);
    expect(display.list(list.length)).toEqual(list);
  });

  it('answers a record written after the pack, past it or in place of a packed one', () => {
    const list = records(300);
    const { packed, arrays } = pack(list);
    const display = drain(DisplayRecords.fromPack(packed, arrays));
    display.set(300, 'added\u001fadded');
    display.set(12, 'replaced');
    expect(display.length).toBe(301);
    expect(display.get(300)).toBe('added\u001fadded');
    expect(display.get(12)).toBe('replaced');
    expect(display.get(13)).toBe(list[13]);
    expect(display.get(301)).toBe('');
    const packedBytes = arrays.reduce((sum, a) => sum + a.byteLength, 0);
    expect(display.byteSize()).toBe(packedBytes + 16 + 'added\u001fadded'.length + 16 + 'replaced'.length);
    display.set(12, 'again');
    expect(display.byteSize()).toBe(packedBytes + 16 + 'added\u001fadded'.length + 16 + 'again'.length);
  });

  it('holds the strings of a build', () => {
    const display = DisplayRecords.empty();
    display.set(0, 'a');
    display.set(1, 'b');
    expect(display.length).toBe(2);
    expect(display.list(2)).toEqual(['a', 'b']);
    expect(display.get(2)).toBe('');
  });

  it('refuses a pack whose record ends run past their chunk or backwards', () => {
    const list = records(400);
    const past = pack(list);
    (past.arrays[past.packed.ends] as Uint32Array)[10] = 1 << 30;
    expect(() => drain(DisplayRecords.fromPack(past.packed, past.arrays))).toThrow(/end out of range/);
    const backwards = pack(list);
    const ends = backwards.arrays[backwards.packed.ends] as Uint32Array;
    ends[20] = ends[18];
    expect(() => drain(DisplayRecords.fromPack(backwards.packed, backwards.arrays))).toThrow(/end out of range/);
    const table = pack(list);
    (table.arrays[table.packed.table] as Uint32Array)[2] = 1 << 30;
    expect(() => drain(DisplayRecords.fromPack(table.packed, table.arrays))).toThrow(/chunk out of range/);
  });
});

import { describe, expect, it } from 'vitest';
import { MIN_QUERY_VISITORS, QueryLog } from './search-suggestions';
import { searchVisitorKey } from './search-suggest-visitor';

const popular = (log: QueryLog, typed: string[]) => log.matching(typed).map((r) => r.SearchTerm);

describe('popular queries learn from distinct visitors', () => {
  it('suggests a query only once several distinct visitors found parts with it', () => {
    const log = new QueryLog();
    for (let i = 1; i < MIN_QUERY_VISITORS; i++) log.record('hydraulic filter', 12, `v${i}`);
    expect(popular(log, ['hyd'])).toEqual([]);
    log.record('hydraulic filter', 12, `v${MIN_QUERY_VISITORS}`);
    expect(popular(log, ['hyd'])).toEqual(['hydraulic filter']);
  });

  it('counts one visitor repeating a query, misspelt or not, once', () => {
    const log = new QueryLog();
    for (let i = 0; i < 50; i++) log.record('hydralic filtr', 3, 'same-visitor');
    expect(log.visitorsOf('hydralic filtr')).toBe(1);
    expect(popular(log, ['hydr'])).toEqual([]);
    expect(log.size).toBe(0);
  });

  it('never suggests a query that found nothing, whoever ran it', () => {
    const log = new QueryLog();
    for (const v of ['a', 'b', 'c', 'd']) log.record('zzqx', 0, v);
    expect(popular(log, ['zz'])).toEqual([]);
    for (const v of ['a', 'b', 'c']) log.record('belt', 10, v);
    log.record('belt', 0, 'd');
    expect(popular(log, ['belt'])).toEqual([]);
  });

  it('ranks by the number of visitors', () => {
    const log = new QueryLog();
    for (const v of ['a', 'b', 'c']) log.record('oil filter', 5, v);
    for (const v of ['a', 'b', 'c', 'd', 'e']) log.record('oil pump', 5, v);
    const [pump, filter] = [...log.matching(['oil'])].sort((x, y) => y.count - x.count);
    expect([pump.SearchTerm, filter.SearchTerm]).toEqual(['oil pump', 'oil filter']);
  });
});

describe('visitor keys', () => {
  it('hashes the address or the account, never keeping either', () => {
    const a = searchVisitorKey({ ip: '203.0.113.7' });
    expect(a).not.toContain('203');
    expect(a).toMatch(/^[\w-]{22}$/);
    expect(searchVisitorKey({ ip: '203.0.113.7' })).toBe(a);
    expect(searchVisitorKey({ ip: '203.0.113.8' })).not.toBe(a);
    // A registered customer is one visitor wherever they search from; a guest is their address.
    expect(searchVisitorKey({ ip: '1.1.1.1', customerId: 5, registered: true })).toBe(searchVisitorKey({ ip: '2.2.2.2', customerId: 5, registered: true }));
    expect(searchVisitorKey({ ip: '1.1.1.1', customerId: 6, registered: false })).toBe(searchVisitorKey({ ip: '1.1.1.1', customerId: 7, registered: false }));
  });
});

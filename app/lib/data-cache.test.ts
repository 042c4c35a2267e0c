import { describe, expect, it } from 'vitest';
import { createDataCache, DATA_CACHE_DEFAULTS } from './data-cache';

function setup(options: Partial<typeof DATA_CACHE_DEFAULTS> = {}) {
  let t = 0;
  const cache = createDataCache({ ...DATA_CACHE_DEFAULTS, ...options, now: () => t });
  return { cache, advance: (ms: number) => (t += ms) };
}

describe('data cache', () => {
  it('has the defaults of spec 1 §9: 24 hours, about 20 MB, 1000 bytes extra per entry', () => {
    expect(DATA_CACHE_DEFAULTS).toEqual({ ttlMs: 86_400_000, maxBytes: 20 * 1024 * 1024, entryOverheadBytes: 1000 });
  });

  it('answers from the cache for 24 hours, then loads again', async () => {
    const { cache, advance } = setup();
    let loads = 0;
    const load = async () => ({ countries: [`answer ${++loads}`] });
    expect(await cache.get('countries', load)).toEqual({ countries: ['answer 1'] });
    advance(DATA_CACHE_DEFAULTS.ttlMs - 1);
    expect(await cache.get('countries', load)).toEqual({ countries: ['answer 1'] });
    advance(1);
    expect(await cache.get('countries', load)).toEqual({ countries: ['answer 2'] });
    expect(loads).toBe(2);
  });

  it('counts each entry as its JSON in UTF-8 bytes plus 1000', async () => {
    const { cache } = setup();
    await cache.get('a', async () => 'é');
    expect(cache.bytes).toBe(JSON.stringify('é').length + 1 + 1000);
  });

  it('drops the least recently used answers to stay within the size', async () => {
    const { cache } = setup({ maxBytes: 3 * 1010 });
    const answer = (s: string) => async () => s.padEnd(8, '.');
    await cache.get('a', answer('a'));
    await cache.get('b', answer('b'));
    await cache.get('c', answer('c'));
    await cache.get('a', answer('A'));
    await cache.get('d', answer('d'));
    expect(cache.size).toBe(3);
    expect(cache.bytes).toBeLessThanOrEqual(3 * 1010);
    expect(await cache.get('a', answer('changed'))).toBe('a.......');
    expect(await cache.get('b', answer('reloaded'))).toBe('reloaded');
  });

  it('shares one load between concurrent callers and never keeps a failure', async () => {
    const { cache } = setup();
    let loads = 0;
    const failing = async () => {
      loads++;
      throw new Error('down');
    };
    await expect(Promise.all([cache.get('x', failing), cache.get('x', failing)])).rejects.toThrow('down');
    expect(loads).toBe(1);
    expect(await cache.get('x', async () => 'up')).toBe('up');
  });
});

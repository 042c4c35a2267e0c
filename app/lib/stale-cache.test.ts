import { describe, expect, it } from 'vitest';
import { createStaleCache } from './stale-cache';

function setup(ttlMs = 1000, maxEntries = 2) {
  let t = 0;
  const cache = createStaleCache<string>({ ttlMs, maxEntries, now: () => t });
  return { cache, advance: (ms: number) => (t += ms) };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('stale cache', () => {
  it('loads once while fresh', async () => {
    const { cache, advance } = setup();
    let loads = 0;
    const loader = async () => `answer ${++loads}`;
    expect(await cache.get('a', loader)).toBe('answer 1');
    advance(999);
    expect(await cache.get('a', loader)).toBe('answer 1');
    expect(loads).toBe(1);
  });

  it('serves the stale answer at once while one fresh load runs, then the fresh one', async () => {
    const { cache, advance } = setup();
    let loads = 0;
    let release: () => void = () => {};
    const slow = () => new Promise<string>((resolve) => (release = () => resolve(`answer ${++loads}`)));
    const first = cache.get('a', slow);
    release();
    expect(await first).toBe('answer 1');
    advance(1000);
    expect(await cache.get('a', slow)).toBe('answer 1');
    expect(await cache.get('a', slow)).toBe('answer 1');
    release();
    await settle();
    expect(await cache.get('a', slow)).toBe('answer 2');
    expect(loads).toBe(2);
  });

  it('keeps no failed answer, and keeps the stale one when a reload fails', async () => {
    const { cache, advance } = setup();
    expect(await cache.get('a', () => Promise.reject(new Error('search down')))).toBeNull();
    await settle();
    expect(await cache.get('a', async () => 'up again')).toBe('up again');
    advance(1000);
    expect(await cache.get('a', async () => null)).toBe('up again');
    await settle();
    expect(await cache.get('a', async () => 'fresh')).toBe('up again');
    await settle();
    expect(await cache.get('a', async () => 'later')).toBe('fresh');
  });

  it('holds at most maxEntries keys, dropping the oldest', async () => {
    const { cache } = setup(1000, 2);
    for (const k of ['a', 'b', 'c']) await cache.get(k, async () => k);
    await settle();
    expect(cache.size).toBe(2);
    let reloaded = false;
    await cache.get('a', async () => ((reloaded = true), 'a again'));
    expect(reloaded).toBe(true);
  });

  it('holds at most maxBytes of answers, however many keys fit the count', async () => {
    const cache = createStaleCache<string>({ ttlMs: 1000, maxEntries: 1000, maxBytes: 10_000 });
    for (let i = 0; i < 100; i++) await cache.get(`chips-${i}`, async () => 'x'.repeat(1000));
    await settle();
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
    expect(cache.size).toBeLessThanOrEqual(10);
    expect(cache.size).toBeGreaterThan(0);
  });
});

import { describe, expect, it } from 'vitest';
import { createProductPageCache } from './catalog-page-cache';

const page = (id: number, related: number[] = []) => ({ id, related, read: Math.random() });
const idsOf = (p: ReturnType<typeof page>) => [p.id, ...p.related];

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('product page cache', () => {
  it('keeps an answer and serves it again without reading', async () => {
    const cache = createProductPageCache();
    let reads = 0;
    const load = async () => (reads++, page(1));
    const a = await cache.read('1', load, idsOf);
    const b = await cache.read('1', load, idsOf);
    expect(b).toBe(a);
    expect(reads).toBe(1);
    expect(cache.stats).toMatchObject({ hits: 1, misses: 1 });
  });

  it('drops an answer when its product or a product it shows changes', async () => {
    const cache = createProductPageCache();
    await cache.read('1', async () => page(1, [7, 8]), idsOf);
    await cache.read('2', async () => page(2, [8]), idsOf);
    await cache.read('3', async () => page(3), idsOf);
    cache.productsChanged([8]);
    expect(cache.size).toBe(1);
    cache.productsChanged([3]);
    expect(cache.size).toBe(0);
    let reads = 0;
    await cache.read('1', async () => (reads++, page(1, [7, 8])), idsOf);
    expect(reads).toBe(1);
  });

  it('does not keep what was read before a change that came while reading', async () => {
    const cache = createProductPageCache();
    const slow = deferred<ReturnType<typeof page>>();
    const first = cache.read('1', () => slow.promise, idsOf);
    cache.productsChanged([1]);
    // A request after the change does not share the read that began before it.
    let reads = 0;
    const fresh = page(1);
    const second = cache.read('1', async () => (reads++, fresh), idsOf);
    slow.resolve(page(1));
    await first;
    expect(await second).toBe(fresh);
    expect(reads).toBe(1);
    // The read that began after the change is kept; the one before it is not.
    expect(await cache.read('1', async () => page(1), idsOf)).toBe(fresh);
  });

  it('does not keep a read whose related product changed meanwhile', async () => {
    const cache = createProductPageCache();
    const slow = deferred<ReturnType<typeof page>>();
    const first = cache.read('1', () => slow.promise, idsOf);
    cache.productsChanged([9]);
    slow.resolve(page(1, [9]));
    await first;
    expect(cache.size).toBe(0);
  });

  it('keeps a read that shows none of the products changed while it ran', async () => {
    const cache = createProductPageCache();
    const slow = deferred<ReturnType<typeof page>>();
    const first = cache.read('1', () => slow.promise, idsOf);
    cache.productsChanged([42]);
    slow.resolve(page(1, [9]));
    await first;
    expect(cache.size).toBe(1);
  });

  it('shares one read between concurrent requests for a product', async () => {
    const cache = createProductPageCache();
    const slow = deferred<ReturnType<typeof page>>();
    let reads = 0;
    const load = () => (reads++, slow.promise);
    const both = Promise.all([cache.read('1', load, idsOf), cache.read('1', load, idsOf)]);
    slow.resolve(page(1));
    const [a, b] = await both;
    expect(a).toBe(b);
    expect(reads).toBe(1);
  });

  it('keeps nothing that `keep` refuses (errors, a missing product) and nothing that failed', async () => {
    const cache = createProductPageCache();
    await cache.read('1', async () => null, () => null);
    await expect(cache.read('2', () => Promise.reject(new Error('gone')), () => [2])).rejects.toThrow('gone');
    expect(cache.size).toBe(0);
  });

  it('reads again after the time to live, and keeps at most `max` answers', async () => {
    let t = 0;
    const cache = createProductPageCache({ ttlMs: 1000, max: 2, now: () => t });
    let reads = 0;
    const load = (id: number) => async () => (reads++, page(id));
    await cache.read('1', load(1), idsOf);
    t = 999;
    await cache.read('1', load(1), idsOf);
    expect(reads).toBe(1);
    t = 1000;
    await cache.read('1', load(1), idsOf);
    expect(reads).toBe(2);
    await cache.read('2', load(2), idsOf);
    await cache.read('3', load(3), idsOf);
    expect(cache.size).toBe(2);
    await cache.read('1', load(1), idsOf);
    expect(reads).toBe(5);
  });

  it('hands out answers that cannot be changed by one request for the next', async () => {
    const cache = createProductPageCache();
    const a = await cache.read('1', async () => page(1, [2]), idsOf);
    expect(() => {
      (a.related as number[]).push(3);
    }).toThrow();
  });
});

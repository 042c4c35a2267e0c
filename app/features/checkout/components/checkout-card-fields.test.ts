import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_POLL_MS, pollUntil } from './checkout-card-fields';

afterEach(() => vi.useRealTimers());

describe('pollUntil', () => {
  it('looks every 100 ms until the payment scripts are there', async () => {
    vi.useFakeTimers();
    expect(PAYMENT_POLL_MS).toBe(100);
    let checks = 0;
    const done = pollUntil(() => ++checks >= 4);
    await vi.advanceTimersByTimeAsync(299);
    expect(checks).toBe(3);
    await vi.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toBeUndefined();
    expect(checks).toBe(4);
  });

  it('gives up with an error when they never load', async () => {
    vi.useFakeTimers();
    const done = pollUntil(() => false, 100, 1000);
    const caught = done.catch((e: Error) => e.message);
    await vi.advanceTimersByTimeAsync(1200);
    await expect(caught).resolves.toBe('The payment scripts did not load.');
  });
});

import { describe, expect, it } from 'vitest';
import { createLimiter, createRateLimit, waitText } from './rate-limit';

const embedded = { pool: null } as never;

describe('a per-caller budget', () => {
  it('allows the budget, then says how long to wait; points given back count again', async () => {
    const limit = createRateLimit(embedded, 'test', { points: 2, durationSec: 60 });
    expect(await limit.take('a')).toBeNull();
    expect(await limit.take('a')).toBeNull();
    const wait = await limit.take('a');
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    // Each caller has its own budget.
    expect(await limit.take('b')).toBeNull();
    await limit.give('a', 2);
    expect(await limit.take('a')).toBeNull();
  });

  it('keeps budgets with different prefixes apart, on the one store factory', async () => {
    const one = createLimiter(embedded, 'one', { points: 1, durationSec: 60 });
    const two = createLimiter(embedded, 'two', { points: 1, durationSec: 60 });
    await one.consume('k');
    await expect(one.consume('k')).rejects.toMatchObject({ remainingPoints: 0 });
    await expect(two.consume('k')).resolves.toMatchObject({ remainingPoints: 0, consumedPoints: 1 });
  });

  it('words waits in seconds, then minutes', () => {
    expect(waitText(1)).toBe('1 second');
    expect(waitText(45)).toBe('45 seconds');
    expect(waitText(600)).toBe('10 minutes');
  });
});

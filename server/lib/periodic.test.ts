import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from './logger';
import { startPeriodicJobs } from './periodic';

afterEach(() => {
  vi.useRealTimers();
});

describe('periodic jobs', () => {
  it('runs each job on its interval, goes on after a failure, and stops for good', async () => {
    vi.useFakeTimers();
    const runs: string[] = [];
    let fail = true;
    const jobs = startPeriodicJobs(
      [
        { name: 'a', everyMs: 1000, firstAfterMs: 10, run: async () => void runs.push('a') },
        {
          name: 'b',
          everyMs: 5000,
          run: async () => {
            runs.push('b');
            if (fail) {
              fail = false;
              throw new Error('database busy');
            }
          },
        },
      ],
      createLogger('silent'),
    );
    await vi.advanceTimersByTimeAsync(10);
    expect(runs).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs.filter((r) => r === 'a')).toHaveLength(11);
    expect(runs.filter((r) => r === 'b')).toHaveLength(2);
    await jobs.stop();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toHaveLength(13);
  });

  it('never keeps the process alive', () => {
    const spy = vi.spyOn(globalThis, 'setTimeout');
    const jobs = startPeriodicJobs([{ name: 'a', everyMs: 1000, run: async () => {} }], createLogger('silent'));
    const timer = spy.mock.results[0].value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    spy.mockRestore();
    return jobs.stop();
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { Logger } from '../../lib/logger';
import { runSteps, type Step } from './checkout-steps';

function logger() {
  return { info: vi.fn(), error: vi.fn() } as unknown as Logger & { info: ReturnType<typeof vi.fn>; error: ReturnType<typeof vi.fn> };
}

/** Steps that record what ran and what was undone; `failAt` throws in that step after it did its part. */
function steps(trail: string[], failAt?: string, error: Error = new Error('boom')): Step<unknown>[] {
  return ['a', 'b', 'c', 'd'].map((name) => ({
    name,
    async run() {
      trail.push(`run ${name}`);
      if (name === failAt) throw error;
    },
    ...(name === 'b' ? {} : { undo: async () => void trail.push(`undo ${name}`) }),
  }));
}

describe('a flow of named steps', () => {
  it('runs every step in order and undoes nothing when all succeed', async () => {
    const trail: string[] = [];
    await runSteps(steps(trail), null, { log: logger(), flow: 'test' });
    expect(trail).toEqual(['run a', 'run b', 'run c', 'run d']);
  });

  it('on a failure undoes the failed step and the completed ones in reverse order, logs the step and throws the error on', async () => {
    const trail: string[] = [];
    const log = logger();
    const error = new Error('card declined');
    await expect(runSteps(steps(trail, 'c', error), null, { log, flow: 'order placement' })).rejects.toBe(error);
    expect(trail).toEqual(['run a', 'run b', 'run c', 'undo c', 'undo a']);
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ err: error, step: 'c', undone: ['c', 'a'] }), 'order placement failed at step c');
  });

  it('runs the remaining undos when one fails, and logs expected refusals as information', async () => {
    const trail: string[] = [];
    const log = logger();
    const list = steps(trail, 'd');
    list[2].undo = async () => {
      throw new Error('undo failed');
    };
    const refusal = new Error('out of stock');
    list[3].run = async () => {
      throw refusal;
    };
    await expect(runSteps(list, null, { log, flow: 'test', expected: (e) => e === refusal })).rejects.toBe(refusal);
    expect(trail).toEqual(['run a', 'run b', 'run c', 'undo d', 'undo a']);
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ step: 'c' }), 'test: could not undo step c');
    expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ step: 'd', reason: 'out of stock' }), 'test stopped at step d');
  });

  it('calls the hook before each step: a failure there counts as the step’s', async () => {
    const trail: string[] = [];
    const before = (name: string) => {
      if (name === 'b') throw new Error('injected');
    };
    await expect(runSteps(steps(trail), null, { log: logger(), flow: 'test', before })).rejects.toThrow('injected');
    expect(trail).toEqual(['run a', 'undo a']);
  });
});

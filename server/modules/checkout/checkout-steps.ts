import type { Logger } from '../../lib/logger';

/**
 * One named step of a flow, with how to undo it. `undo` runs when this step or a later one fails:
 * for a later failure after this step completed, and for this step's own failure too (it may have
 * done part of its work, e.g. a payment authorised and then found unfit), so an undo checks what
 * was done before undoing it.
 */
export interface Step<C> {
  name: string;
  run(ctx: C): Promise<void>;
  undo?(ctx: C, err: unknown): Promise<void>;
}

export interface RunOptions {
  log: Logger;
  /** Names the flow in the log: "order placement failed at step write". */
  flow: string;
  /** Runs before each step (tests inject failures here). */
  before?: (step: string) => void | Promise<void>;
  /** Failures that are answers to the customer (declined, out of stock…): logged as information, not as errors. */
  expected?: (err: unknown) => boolean;
}

/** Failures logged already, by the run of a flow nested in a step of another: logged once, at the innermost step. */
const logged = new WeakSet<object>();

/**
 * Runs `steps` in order on `ctx`. When one fails, the failed step's undo and then those of the
 * completed steps run in reverse order (an undo that fails is logged and the others still run),
 * the failure is logged with the step's name, and the error is thrown on as it was.
 */
export async function runSteps<C>(steps: readonly Step<C>[], ctx: C, opts: RunOptions): Promise<void> {
  const started: Step<C>[] = [];
  for (const step of steps) {
    started.push(step);
    try {
      if (opts.before) await opts.before(step.name);
      await step.run(ctx);
    } catch (err) {
      const undone: string[] = [];
      for (const s of started.reverse()) {
        if (!s.undo) continue;
        try {
          await s.undo(ctx, err);
          undone.push(s.name);
        } catch (undoErr) {
          opts.log.error({ err: undoErr, step: s.name }, `${opts.flow}: could not undo step ${s.name}`);
        }
      }
      if (typeof err === 'object' && err !== null) {
        if (logged.has(err)) throw err;
        logged.add(err);
      }
      if (opts.expected?.(err)) opts.log.info({ step: step.name, reason: err instanceof Error ? err.message : String(err), undone }, `${opts.flow} stopped at step ${step.name}`);
      else opts.log.error({ err, step: step.name, undone }, `${opts.flow} failed at step ${step.name}`);
      throw err;
    }
  }
}

import type { Db, Transaction } from './client';

/** Work to do once a transaction has committed: it only starts things (mail, a search refresh), so it cannot fail the commit. */
export type CommitStep = () => void;

const stepsOf = new WeakMap<Transaction, CommitStep[]>();

/** Runs work in one database transaction; the steps it registers with `afterCommit` run after the commit, never after a rollback. */
export type TransactionRunner = <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;

/**
 * A transaction runner on `db`. A step that throws is handed to `onStepError` and the others still
 * run: the work has committed, so its caller gets its result.
 */
export function transactionRunner(db: Db, onStepError: (err: unknown) => void): TransactionRunner {
  return async <T>(work: (tx: Transaction) => Promise<T>): Promise<T> => {
    const steps: CommitStep[] = [];
    const result = await db.transaction(async (tx) => {
      stepsOf.set(tx, steps);
      return work(tx);
    });
    for (const step of steps) {
      try {
        step();
      } catch (err) {
        onStepError(err);
      }
    }
    return result;
  };
}

/**
 * Runs `step` once `tx` has committed; a rollback drops it. Throws for a transaction not opened by
 * a `transactionRunner` (a bare `db.transaction`, a savepoint inside one): nothing would run the step.
 */
export function afterCommit(tx: Transaction, step: CommitStep): void {
  const steps = stepsOf.get(tx);
  if (!steps) throw new Error('afterCommit needs a transaction opened by a transactionRunner; a bare db.transaction would never run the step');
  steps.push(step);
}

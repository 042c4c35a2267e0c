import type { Logger } from './logger';

export interface PeriodicJob {
  name: string;
  everyMs: number;
  /** Delay before the first run (defaults to everyMs). */
  firstAfterMs?: number;
  run: () => Promise<void>;
}

/**
 * Runs housekeeping jobs on timers that never keep the process alive; a failed run is logged and
 * tried again next time. stop() clears the timers and waits for a run under way.
 */
export function startPeriodicJobs(jobs: PeriodicJob[], log: Logger) {
  let stopped = false;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const running = new Set<Promise<void>>();

  function schedule(job: PeriodicJob, delay: number) {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      const run = job
        .run()
        .catch((err: unknown) => log.warn({ err, job: job.name }, 'periodic job failed'))
        .finally(() => {
          running.delete(run);
          schedule(job, job.everyMs);
        });
      running.add(run);
    }, delay);
    timer.unref();
    timers.add(timer);
  }

  for (const job of jobs) schedule(job, job.firstAfterMs ?? job.everyMs);

  return {
    async stop(): Promise<void> {
      stopped = true;
      for (const t of timers) clearTimeout(t);
      timers.clear();
      await Promise.all([...running]);
    },
  };
}

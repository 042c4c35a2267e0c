import { z } from 'zod';
import { DomainError } from '../../../shared/errors';
import { invalid } from '../../lib/errors';
import { waitText, type RateLimit } from '../../lib/rate-limit';
import type { TelemetryRepository } from './telemetry.repository';

const pageView = z.object({
  browserHeight: z.number().int().min(0).max(100_000),
  browserWidth: z.number().int().min(0).max(100_000),
  timeFromLoad: z.number().int().min(0).max(86_400_000),
  // A path on this site or a full URL; kept short so a client cannot fill the table with junk.
  url: z.string().min(1).max(2048),
  sessionId: z.string().min(1).max(128).regex(/^[\w-]+$/),
});

export type PageViewArgs = z.input<typeof pageView>;

/** Page views one client address may report per minute: a fast reader opens a few pages a minute. */
export const PAGE_VIEWS_PER_MINUTE = 120;

/** Page-view reporting (spec 1 §7 browserLog). */
export function createTelemetryService({
  repo,
  limit = null,
  now = Date.now,
}: {
  repo: TelemetryRepository;
  /** Budget of page views per client address. */
  limit?: RateLimit | null;
  now?: () => number;
}) {
  return {
    async logPageView(args: PageViewArgs, customerId: number | null, clientAddress = 'unknown'): Promise<boolean> {
      const parsed = pageView.safeParse(args);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw invalid(`Invalid ${String(issue.path[0])}: ${issue.message}`);
      }
      const wait = limit ? await limit.take(clientAddress) : null;
      if (wait !== null) {
        throw new DomainError('RATE_LIMITED', `Too many page views from this address. Try again in ${waitText(wait)}.`, { retryAfterSeconds: wait });
      }
      const v = parsed.data;
      await repo.insertPageView({
        sessionId: v.sessionId,
        customerId,
        url: v.url,
        browserWidth: v.browserWidth,
        browserHeight: v.browserHeight,
        timeFromLoadMs: v.timeFromLoad,
      });
      return true;
    },

    /** Drops page views older than `days` and the oldest beyond `maxRows`. */
    async prunePageViews({ days, maxRows }: { days: number; maxRows: number }): Promise<void> {
      await repo.prune(new Date(now() - days * 86_400_000), maxRows);
    },
  };
}

export type TelemetryService = ReturnType<typeof createTelemetryService>;

import { z } from 'zod';
import { isSearchCrawler } from '../../../shared/crawlers';
import { DomainError } from '../../../shared/errors';
import { TELEMETRY_EVENT_KINDS, type TelemetryEventKind } from '../../../shared/telemetry-events';
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

const event = z.object({
  kind: z.enum(TELEMETRY_EVENT_KINDS),
  url: pageView.shape.url,
  // Optional: a click from a page whose scripts never loaded has no tab session.
  sessionId: z.union([z.literal(''), pageView.shape.sessionId]).default(''),
});

export interface EventArgs {
  kind: TelemetryEventKind;
  url: string;
  sessionId?: string | null;
}

/** Page views one client address may report per minute: a fast reader opens a few pages a minute. */
export const PAGE_VIEWS_PER_MINUTE = 120;

function parseOrRefuse<S extends z.ZodType>(schema: S, args: unknown): z.output<S> {
  const parsed = schema.safeParse(args);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw invalid(`Invalid ${String(issue.path[0])}: ${issue.message}`);
}

/** Page-view reporting (spec 1 §7 browserLog) and counted clicks (spec 2 §1: the help phone). */
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
  // One budget per client address for page views and events alike.
  async function spend(clientAddress: string, what: string): Promise<void> {
    const wait = limit ? await limit.take(clientAddress) : null;
    if (wait !== null) {
      throw new DomainError('RATE_LIMITED', `Too many ${what} from this address. Try again in ${waitText(wait)}.`, { retryAfterSeconds: wait });
    }
  }

  return {
    async logPageView(args: PageViewArgs, customerId: number | null, clientAddress = 'unknown'): Promise<boolean> {
      const v = parseOrRefuse(pageView, args);
      await spend(clientAddress, 'page views');
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

    /**
     * Counts one click of a kind the store tracks. A search crawler's request is answered alike
     * and stored nowhere: the counts are of people.
     */
    async logEvent(args: EventArgs, customerId: number | null, caller: { ip?: string; userAgent?: string | null } = {}): Promise<boolean> {
      const e = parseOrRefuse(event, args);
      if (isSearchCrawler(caller.userAgent)) return true;
      await spend(caller.ip ?? 'unknown', 'events');
      await repo.insertEvent({ kind: e.kind, sessionId: e.sessionId, customerId, url: e.url });
      return true;
    },

    /** Drops page views and events older than `days` and the oldest beyond `maxRows`. */
    async prunePageViews({ days, maxRows }: { days: number; maxRows: number }): Promise<void> {
      await repo.prune(new Date(now() - days * 86_400_000), maxRows);
    },
  };
}

export type TelemetryService = ReturnType<typeof createTelemetryService>;

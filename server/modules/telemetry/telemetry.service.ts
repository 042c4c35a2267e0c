import { z } from 'zod';
import { invalid } from '../../lib/errors';
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

/** Page-view reporting (spec 1 §7 browserLog). */
export function createTelemetryService({ repo }: { repo: TelemetryRepository }) {
  return {
    async logPageView(args: PageViewArgs, customerId: number | null): Promise<boolean> {
      const parsed = pageView.safeParse(args);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw invalid(`Invalid ${String(issue.path[0])}: ${issue.message}`);
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
  };
}

export type TelemetryService = ReturnType<typeof createTelemetryService>;

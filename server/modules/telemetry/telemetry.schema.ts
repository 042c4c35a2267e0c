import { builder, mutationGroup } from '../../graphql/builder';
import { TELEMETRY_EVENT_KINDS } from '../../../shared/telemetry-events';

const BrowserLogMutations = mutationGroup('browserLog', 'BrowserLogMutations');

const TelemetryEventKind = builder.enumType('TelemetryEventKind', {
  description: 'A click the store counts: HELP_PHONE_CLICK is the help phone link in the header (spec 2 §1).',
  values: TELEMETRY_EVENT_KINDS,
});

builder.objectFields(BrowserLogMutations, (t) => ({
  log: t.boolean({
    description: 'Records a page view (sent by the browser on each page view).',
    args: {
      browserHeight: t.arg.int({ required: true }),
      browserWidth: t.arg.int({ required: true }),
      timeFromLoad: t.arg.int({ required: true }),
      url: t.arg.string({ required: true }),
      sessionId: t.arg.string({ required: true }),
    },
    resolve: (_r, args, ctx) => ctx.services.telemetry.logPageView(args, ctx.viewer?.customerId ?? null, ctx.ip),
  }),
  event: t.boolean({
    description: 'Counts one click of a tracked kind on the page `url` (sent with navigator.sendBeacon). Search crawlers are answered alike and not counted.',
    args: {
      kind: t.arg({ type: TelemetryEventKind, required: true }),
      url: t.arg.string({ required: true }),
      sessionId: t.arg.string(),
    },
    resolve: (_r, args, ctx) =>
      ctx.services.telemetry.logEvent(args, ctx.viewer?.customerId ?? null, { ip: ctx.ip, userAgent: ctx.request.headers.get('user-agent') }),
  }),
}));

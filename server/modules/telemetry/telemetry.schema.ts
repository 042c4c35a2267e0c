import { builder, mutationGroup } from '../../graphql/builder';

const BrowserLogMutations = mutationGroup('browserLog', 'BrowserLogMutations');

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
}));

import { V1Query, builder, mutationGroup } from '../../graphql/builder';
import { isRegisteredViewer, requireViewer } from '../auth/auth-permissions';
import type { MailPreferences } from './mail.service';

const MailPreferencesType = builder.objectRef<MailPreferences>('MailPreferences').implement({
  description: 'What the store e-mails a customer about. Receipts and account security mail are always sent.',
  fields: (t) => ({
    orderUpdates: t.exposeBoolean('orderUpdates', { description: 'Changes to an order: cancelled, returned, refunded.' }),
    shippingUpdates: t.exposeBoolean('shippingUpdates', { description: 'Shipped, out for delivery, delivered.' }),
    backInStock: t.exposeBoolean('backInStock', { description: 'A part asked about with "Notify me" is back in stock.' }),
    marketing: t.exposeBoolean('marketing', { description: 'Offers and news.' }),
  }),
});

builder.objectField(V1Query, 'mailPreferences', (t) =>
  t.field({
    type: MailPreferencesType,
    nullable: true,
    description: 'My e-mail preferences (null for guests and visitors).',
    resolve: (_r, _a, ctx) => (isRegisteredViewer(ctx.viewer) ? ctx.services.mail.preferences(ctx.viewer!.customerId) : null),
  }),
);

const NotificationMutations = mutationGroup('notifications', 'NotificationMutations');
builder.objectFields(NotificationMutations, (t) => ({
  setPreferences: t.field({
    type: MailPreferencesType,
    description: 'Turns kinds of e-mail on or off; arguments left out keep their value.',
    args: { orderUpdates: t.arg.boolean(), shippingUpdates: t.arg.boolean(), backInStock: t.arg.boolean(), marketing: t.arg.boolean() },
    resolve: (_r, args, ctx) =>
      ctx.services.mail.setPreferences(requireViewer(ctx, 'registered').customerId, {
        orderUpdates: args.orderUpdates ?? undefined,
        shippingUpdates: args.shippingUpdates ?? undefined,
        backInStock: args.backInStock ?? undefined,
        marketing: args.marketing ?? undefined,
      }),
  }),
}));

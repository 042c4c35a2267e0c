import { V1Query, builder, mutationGroup } from '../../graphql/builder';
import type { GraphQLContext } from '../../graphql/context';
import { formatPhone } from '../../../shared/account-schema';
import { isAdministratorViewer, isRegisteredViewer, requireViewer } from './auth-permissions';

interface CurrentCustomerShape {
  id: string | null;
  email: string | null;
  name: string;
  roles: string[];
  isAuthenticated: boolean;
  isGuest: boolean;
  isAdmin: boolean;
  impersonatorId: string | null;
}

const CurrentCustomer = builder.objectRef<CurrentCustomerShape>('CurrentCustomer').implement({
  description: 'The caller of the request: a guest, a registered customer, or nobody.',
  fields: (t) => ({
    id: t.exposeID('id', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
    name: t.exposeString('name'),
    roles: t.exposeStringList('roles'),
    isAuthenticated: t.exposeBoolean('isAuthenticated', { description: 'Signed in to a registered account (not a guest).' }),
    isGuest: t.exposeBoolean('isGuest'),
    isAdmin: t.exposeBoolean('isAdmin'),
    impersonatorId: t.exposeID('impersonatorId', { nullable: true, description: 'The administrator acting as this customer.' }),
  }),
});

const NOBODY: CurrentCustomerShape = {
  id: null,
  email: null,
  name: '',
  roles: [],
  isAuthenticated: false,
  isGuest: false,
  isAdmin: false,
  impersonatorId: null,
};

builder.objectField(V1Query, 'customer', (t) =>
  t.field({
    type: CurrentCustomer,
    description: 'The e-mail of the caller and whether they are signed in (spec 1 §7).',
    resolve: async (_r, _a, ctx) => {
      const account = await ctx.services.auth.viewerAccount(ctx.viewer);
      if (!account) return NOBODY;
      return { ...account, email: account.email || null, isAdmin: isAdministratorViewer(ctx.viewer) };
    },
  }),
);

interface AccountShape {
  firstName: string;
  lastName: string;
  feedbackName: string;
  email: string | null;
  phoneNumber: string;
  pendingEmail?: string | null;
}

/** Spec 1 §3 Account: the signed-in customer's own details. */
const Account = builder.objectRef<AccountShape>('Account').implement({
  description: "Spec 1 §3 Account: the signed-in customer's name, public feedback name, e-mail and phone.",
  fields: (t) => ({
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    feedbackName: t.exposeString('feedbackName', { description: 'The public name on reviews and feedback.' }),
    email: t.string({ resolve: (a) => a.email ?? '' }),
    phoneNumber: t.exposeString('phoneNumber', { description: 'E.164, e.g. +15125550100; empty when none.' }),
    phoneNumberDisplay: t.string({ description: 'The phone number as people write it: (512) 555-0100, +44 20 7946 0958.', resolve: (a) => formatPhone(a.phoneNumber) }),
    pendingEmail: t.string({
      nullable: true,
      description: 'A new e-mail address waiting for confirmation from its mailbox.',
      resolve: (a) => a.pendingEmail ?? null,
    }),
  }),
});

const ownProfile = async (ctx: GraphQLContext) => {
  if (!isRegisteredViewer(ctx.viewer)) return null;
  return ctx.services.auth.profile(ctx.viewer!.customerId);
};

builder.objectFields(V1Query, (t) => ({
  account: t.field({
    type: Account,
    nullable: true,
    description: 'My account (null for guests and visitors).',
    resolve: (_r, _a, ctx) => ownProfile(ctx),
  }),
  loginAndSecurity: t.field({
    type: Account,
    nullable: true,
    description: 'Login and security info (spec 1 §7): the same account, with a pending e-mail change.',
    resolve: (_r, _a, ctx) => ownProfile(ctx),
  }),
  myFeedbackName: t.string({
    nullable: true,
    description: 'My public feedback name (null for guests and visitors, empty when not chosen).',
    resolve: async (_r, _a, ctx) => (await ownProfile(ctx))?.feedbackName ?? null,
  }),
}));

const LoginAndSecurityMutations = mutationGroup('loginAndSecurity', 'LoginAndSecurityMutations');
builder.objectFields(LoginAndSecurityMutations, (t) => ({
  changeName: t.field({
    type: Account,
    args: { firstName: t.arg.string({ required: true }), lastName: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.auth.changeName(requireViewer(ctx, 'registered').customerId, args),
  }),
  changeNumber: t.field({
    type: Account,
    description: 'Any common way of writing a phone number; stored in E.164.',
    args: { phoneNumber: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.auth.changeNumber(requireViewer(ctx, 'registered').customerId, args),
  }),
  changeFeedbackName: t.field({
    type: Account,
    description: 'The public name on reviews and feedback: unique, no e-mail address, no profanity.',
    args: { feedbackName: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.auth.changeFeedbackName(requireViewer(ctx, 'registered').customerId, args),
  }),
}));

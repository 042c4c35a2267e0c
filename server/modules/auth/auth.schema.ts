import { V1Query, builder } from '../../graphql/builder';
import { isAdministratorViewer } from './auth-permissions';

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

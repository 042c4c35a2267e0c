import { ADMIN_CUSTOMER_ROLES, ADMIN_CUSTOMER_SORTS, adminCustomerRoleOf } from '../../../shared/admin-customers';
import { ROLE_GUESTS } from '../../../shared/enums';
import { AdminMutations, AdminQueries } from '../../graphql/admin-group';
import { builder } from '../../graphql/builder';
import type { GraphQLContext } from '../../graphql/context';
import { invalid } from '../../lib/errors';
import { toApiNumber } from '../../lib/money';
import { Address } from '../account/account.schema';
import { MachineModel } from '../fleet/fleet.schema';
import type { GarageMachineRow } from '../fleet/fleet.service';
import type { OrderView, ReturnView } from '../orders/orders.service';
import type { AdminCustomerPage, AdminCustomerRow } from './auth-admin-customers';
import { requireStaff } from './auth-permissions';

// The back office's customers (issue 22): `v1 { admin { customers, customer } }` for staff with
// 'customers', and `mutation { v1 { admin { customers { … } } } }`: lock, unlock and password
// reset for 'customerSecurity', the staff role for 'staff'. A customer's page shows their
// orders, returns, fleet and addresses, and nothing about their cards.

const AdminCustomerSort = builder.enumType('AdminCustomerSort', { values: ADMIN_CUSTOMER_SORTS });
const AdminCustomerRole = builder.enumType('AdminCustomerRole', {
  description: 'The role an administrator gives a person: CUSTOMER, STAFF (the day’s queues) or ADMINISTRATOR (everything).',
  values: ADMIN_CUSTOMER_ROLES,
});

/** The orders and returns listed on a customer's page. */
const ORDERS_SHOWN = 50;

const AdminCustomerOrder = builder.objectRef<OrderView>('AdminCustomerOrder');
builder.objectType(AdminCustomerOrder, {
  description: 'One of a customer’s orders as their page lists it (the order page has the rest).',
  fields: (t) => ({
    id: t.exposeID('id'),
    customOrderNumber: t.exposeString('customOrderNumber'),
    createdOnUtc: t.field({ type: 'DateTime', resolve: (o) => o.createdAt }),
    orderStatus: t.string({ resolve: (o) => o.orderStatus }),
    shippingStatus: t.string({ resolve: (o) => o.shippingStatus }),
    orderTotal: t.float({ resolve: (o) => toApiNumber(o.orderTotal) ?? 0 }),
    itemCount: t.int({ resolve: (o) => o.items.reduce((n, i) => n + i.quantity, 0) }),
  }),
});

const AdminCustomerReturn = builder.objectRef<ReturnView>('AdminCustomerReturn');
builder.objectType(AdminCustomerReturn, {
  fields: (t) => ({
    id: t.exposeID('id'),
    returnNumber: t.exposeString('returnNumber'),
    orderId: t.exposeID('orderId'),
    status: t.string({ resolve: (r) => r.status }),
    createdOnUtc: t.field({ type: 'DateTime', resolve: (r) => r.createdAt }),
    units: t.int({ resolve: (r) => r.items.reduce((n, i) => n + i.quantity, 0) }),
  }),
});

const AdminCustomerMachine = builder.objectRef<GarageMachineRow>('AdminCustomerMachine');
builder.objectType(AdminCustomerMachine, {
  description: 'A machine of the customer’s fleet.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    year: t.exposeInt('year', { nullable: true }),
    serialNumber: t.exposeString('serialNumber'),
    hours: t.exposeInt('hours', { nullable: true }),
    machineStatus: t.string({ resolve: (m) => m.machineStatus }),
    machineModel: t.field({ type: MachineModel, nullable: true, resolve: (m, _a, ctx) => ctx.services.fleet.machineModel(m.machineModelId) }),
  }),
});

const AdminCustomerOrders = builder.objectRef<{ customerId: number }>('AdminCustomerOrders');
builder.objectType(AdminCustomerOrders, {
  fields: (t) => ({
    totalCount: t.int({ resolve: async (p, _a, ctx) => (await ordersOf(ctx, p.customerId)).totalCount }),
    nodes: t.field({ type: [AdminCustomerOrder], resolve: async (p, _a, ctx) => (await ordersOf(ctx, p.customerId)).nodes }),
  }),
});

// One read of a customer's orders per request, whichever of totalCount and nodes is asked first.
const orderReads = new WeakMap<object, Map<number, ReturnType<GraphQLContext['services']['orders']['myOrders']>>>();
function ordersOf(ctx: GraphQLContext, customerId: number) {
  let byCustomer = orderReads.get(ctx);
  if (!byCustomer) orderReads.set(ctx, (byCustomer = new Map()));
  let read = byCustomer.get(customerId);
  if (!read) byCustomer.set(customerId, (read = ctx.services.orders.myOrders(customerId, { first: ORDERS_SHOWN })));
  return read;
}

const AdminCustomer = builder.objectRef<AdminCustomerRow>('AdminCustomer');
builder.objectType(AdminCustomer, {
  description: 'A customer as staff see them: contact, roles, sign-in state, orders, returns, fleet and addresses. Never payment methods or card data.',
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email', { nullable: true }),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    name: t.string({ resolve: (c) => `${c.firstName} ${c.lastName}`.trim() }),
    phoneNumber: t.exposeString('phoneNumber'),
    isGuest: t.boolean({ resolve: (c) => c.roles.includes(ROLE_GUESTS) }),
    role: t.string({ description: 'GUEST, CUSTOMER, STAFF or ADMINISTRATOR.', resolve: (c) => adminCustomerRoleOf(c.roles) }),
    signInLocked: t.boolean({ resolve: (c) => c.signInLockedAt !== null }),
    signInLockedOnUtc: t.field({ type: 'DateTime', nullable: true, resolve: (c) => c.signInLockedAt }),
    failedSignInAttempts: t.exposeInt('failedLoginAttempts'),
    createdOnUtc: t.field({ type: 'DateTime', resolve: (c) => c.createdAt }),
    lastSignInOnUtc: t.field({ type: 'DateTime', nullable: true, resolve: (c) => c.lastLoginAt }),
    orders: t.field({ type: AdminCustomerOrders, description: `The latest ${ORDERS_SHOWN} orders and how many there are.`, resolve: (c) => ({ customerId: c.id }) }),
    returns: t.field({
      type: [AdminCustomerReturn],
      description: `The latest ${ORDERS_SHOWN} return requests.`,
      resolve: async (c, _a, ctx) => (await ctx.services.orders.myReturns(c.id, ORDERS_SHOWN)).nodes,
    }),
    machines: t.field({ type: [AdminCustomerMachine], resolve: async (c, _a, ctx) => (await ctx.services.fleet.garage(c.id)).items }),
    addresses: t.field({ type: [Address], resolve: (c, _a, ctx) => ctx.services.account.addresses(c.id) }),
  }),
});

const AdminCustomerConnection = builder.objectRef<AdminCustomerPage>('AdminCustomerConnection');
builder.objectType(AdminCustomerConnection, {
  fields: (t) => ({
    nodes: t.field({ type: [AdminCustomer], resolve: (p) => p.nodes }),
    totalCount: t.exposeInt('totalCount'),
    page: t.exposeInt('page'),
    pageSize: t.exposeInt('pageSize'),
  }),
});

const customerIdOf = (id: string | number): number => {
  const n = Number(id);
  if (!Number.isSafeInteger(n) || n < 1 || n > 2_147_483_647) throw invalid('That is not a customer id.');
  return n;
};

/** Customers whose order numbers contain the search: the orders module finds the orders. */
async function customersOfOrderNumber(ctx: GraphQLContext, search: string): Promise<number[]> {
  const text = search.trim().toLowerCase();
  if (text.length < 3 || !/\d/.test(text) || text.includes('@')) return [];
  const found = await ctx.services.orders.allOrders({ search: text, first: 20 });
  return [...new Set(found.nodes.filter((o) => o.customOrderNumber.toLowerCase().includes(text)).map((o) => o.customerId))];
}

builder.objectFields(AdminQueries, (t) => ({
  customers: t.field({
    type: AdminCustomerConnection,
    description:
      'Customers a page at a time: search is part of a name, e-mail, phone number (digits) or order number; guests only with guests: true; staffOnly lists staff and administrators.',
    args: {
      search: t.arg.string(),
      guests: t.arg.boolean(),
      staffOnly: t.arg.boolean(),
      sort: t.arg({ type: AdminCustomerSort }),
      page: t.arg.int(),
      first: t.arg.int({ description: 'Page size, 25 unless given, at most 100.' }),
    },
    resolve: async (_r, args, ctx) => {
      requireStaff(ctx, 'customers');
      const search = (args.search ?? '').slice(0, 200);
      return ctx.services.auth.adminCustomers({
        search,
        alsoIds: await customersOfOrderNumber(ctx, search),
        includeGuests: args.guests ?? false,
        staffOnly: args.staffOnly ?? false,
        sort: args.sort ?? 'NEWEST',
        page: args.page,
        pageSize: args.first,
      });
    },
  }),
  customer: t.field({
    type: AdminCustomer,
    nullable: true,
    description: 'One customer by id (guests too).',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => {
      requireStaff(ctx, 'customers');
      const n = Number(args.id);
      return Number.isSafeInteger(n) && n > 0 ? ctx.services.auth.adminCustomer(n) : null;
    },
  }),
}));

const AdminPasswordResetSent = builder.objectRef<{ customer: AdminCustomerRow; mailed: boolean }>('AdminPasswordResetSent');
builder.objectType(AdminPasswordResetSent, {
  fields: (t) => ({
    customer: t.field({ type: AdminCustomer, resolve: (r) => r.customer }),
    mailed: t.boolean({ description: 'False when a link went out a few minutes ago: it still works, and no second mail is sent.', resolve: (r) => r.mailed }),
  }),
});

const CustomerAdminMutations = builder.objectRef<Record<string, never>>('CustomerAdminMutations');
builder.objectType(CustomerAdminMutations, {
  description: 'Administrators’ work on customers’ accounts; every change is audited.',
  fields: (t) => ({
    lockSignIn: t.field({
      type: AdminCustomer,
      description: 'Locks sign-in: the customer’s sessions end at once and signing in is refused until unlocked.',
      args: { id: t.arg.id({ required: true }) },
      resolve: (_r, args, ctx) => {
        const staff = requireStaff(ctx, 'customerSecurity');
        return ctx.services.auth.lockSignIn(customerIdOf(args.id), { actorId: staff.customerId, ip: ctx.ip });
      },
    }),
    unlockSignIn: t.field({
      type: AdminCustomer,
      args: { id: t.arg.id({ required: true }) },
      resolve: (_r, args, ctx) => {
        const staff = requireStaff(ctx, 'customerSecurity');
        return ctx.services.auth.unlockSignIn(customerIdOf(args.id), { actorId: staff.customerId, ip: ctx.ip });
      },
    }),
    sendPasswordReset: t.field({
      type: AdminPasswordResetSent,
      description: 'Mails the customer a password reset link (the link of “Forgot your password?”).',
      args: { id: t.arg.id({ required: true }) },
      resolve: async (_r, args, ctx) => {
        const staff = requireStaff(ctx, 'customerSecurity');
        const id = customerIdOf(args.id);
        const sent = await ctx.services.auth.sendPasswordReset(id, { actorId: staff.customerId, ip: ctx.ip });
        return { customer: (await ctx.services.auth.adminCustomer(id))!, mailed: sent === 'sent' };
      },
    }),
    setRole: t.field({
      type: AdminCustomer,
      description: 'Makes the person a customer, staff or an administrator; their sessions end so the role applies at their next sign-in.',
      args: { id: t.arg.id({ required: true }), role: t.arg({ type: AdminCustomerRole, required: true }) },
      resolve: (_r, args, ctx) => {
        const staff = requireStaff(ctx, 'staff');
        return ctx.services.auth.setStaffRole(customerIdOf(args.id), args.role, { actorId: staff.customerId, ip: ctx.ip });
      },
    }),
  }),
});
builder.objectField(AdminMutations, 'customers', (t) => t.field({ type: CustomerAdminMutations, resolve: () => ({}) }));

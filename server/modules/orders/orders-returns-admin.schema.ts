import { builder } from '../../graphql/builder';
import { AdminMutations, AdminQueries } from '../../graphql/admin-group';
import type { GraphQLContext } from '../../graphql/context';
import { invalid } from '../../lib/errors';
import { RETURN_STATUSES } from '../../../shared/order-lifecycle';
import { requireStaff } from '../auth/auth-permissions';
import { ReturnRequestConnection } from './orders-order.schema';
import { ReturnRequest } from './orders-returns.schema';
import type { ReturnView } from './orders.repository';

// The staff's returns queue (issue 22): `v1 { admin { returns, returnRequest } }` and
// `mutation { v1 { admin { returns { approve, reject, receive, refund } } } }`. Account and extended
// return requests alike; administrators only; every step is audited.

const AdminReturnFilter = builder.enumType('AdminReturnFilter', {
  description: 'ALL, or one return status.',
  values: ['ALL', ...RETURN_STATUSES] as const,
});

const returnIdOf = (id: string | number): number => {
  const n = Number(id);
  if (!Number.isInteger(n) || n < 1) throw invalid('That is not a return id.');
  return n;
};

builder.objectFields(AdminQueries, (t) => ({
  returns: t.field({
    type: ReturnRequestConnection,
    description: 'Every customer’s return requests, newest first, by status.',
    args: { first: t.arg.int(), after: t.arg.string(), status: t.arg({ type: AdminReturnFilter }) },
    resolve: (_r, args, ctx) => {
      requireStaff(ctx, 'returns');
      return ctx.services.orders.allReturns(args);
    },
  }),
  returnRequest: t.field({
    type: ReturnRequest,
    nullable: true,
    description: 'Any return request by id.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => {
      requireStaff(ctx, 'returns');
      const n = Number(args.id);
      return Number.isInteger(n) && n > 0 ? ctx.services.orders.returnById(n) : null;
    },
  }),
}));

const AdminReceiveLineInput = builder.inputType('AdminReceiveLineInput', {
  fields: (t) => ({
    returnItemId: t.id({ required: true }),
    receivedQuantity: t.int({ required: true }),
    damagedQuantity: t.int({ required: true }),
  }),
});

/** Runs one staff step on a return and writes it to the audit log: who, which return, the status before and after. */
async function auditedStep(ctx: GraphQLContext, id: string | number, action: string, step: (id: number) => Promise<ReturnView>, extra: Record<string, unknown> = {}): Promise<ReturnView> {
  const staff = requireStaff(ctx, 'returns');
  const returnId = returnIdOf(id);
  const before = await ctx.services.orders.returnById(returnId);
  const after = await step(returnId);
  await ctx.services.auth.recordStaffAction({
    actorId: staff.customerId,
    action,
    subjectId: after.customerId ?? null,
    record: { type: 'return', id: returnId },
    before: { status: before?.status ?? null },
    after: { status: after.status },
    detail: { returnId, returnNumber: after.returnNumber, orderId: after.orderId, ...extra },
    ip: ctx.ip,
  });
  return after;
}

const ReturnAdminMutations = builder.objectRef<Record<string, never>>('ReturnAdminMutations');
builder.objectType(ReturnAdminMutations, {
  description: 'Staff steps on return requests (administrators only; every step is audited).',
  fields: (t) => ({
    approve: t.field({
      type: ReturnRequest,
      description: 'Approves a requested return: the customer may print the return authorisation.',
      args: { id: t.arg.id({ required: true }) },
      resolve: (_r, args, ctx) => auditedStep(ctx, args.id, 'return.approved', (id) => ctx.services.orders.approveReturn(id)),
    }),
    reject: t.field({
      type: ReturnRequest,
      description: 'Rejects a return with a note the customer sees.',
      args: { id: t.arg.id({ required: true }), note: t.arg.string({ required: true }) },
      resolve: (_r, args, ctx) => {
        requireStaff(ctx, 'returns');
        if (!args.note.trim()) throw invalid('Say why the return is rejected.');
        return auditedStep(ctx, args.id, 'return.rejected', (id) => ctx.services.orders.rejectReturn(id, args.note), { note: args.note.trim() });
      },
    }),
    receive: t.field({
      type: ReturnRequest,
      description: 'Records the parcel: received and damaged units per line (default: all approved, none damaged); undamaged units go back in stock and the refund is recounted.',
      args: { id: t.arg.id({ required: true }), lines: t.arg({ type: [AdminReceiveLineInput] }) },
      resolve: (_r, args, ctx) => {
        const lines = args.lines?.map((l) => ({ returnItemId: returnIdOf(l.returnItemId), receivedQuantity: l.receivedQuantity, damagedQuantity: l.damagedQuantity }));
        return auditedStep(ctx, args.id, 'return.received', (id) => ctx.services.orders.receiveReturn(id, lines), { lines: lines ?? 'all approved, none damaged' });
      },
    }),
    refund: t.field({
      type: ReturnRequest,
      description: 'Pays the received return’s refund back through the payment gateway and mails the customer. Cannot be undone.',
      args: { id: t.arg.id({ required: true }) },
      resolve: (_r, args, ctx) => auditedStep(ctx, args.id, 'return.refunded', (id) => ctx.services.orders.refundReturn(id)),
    }),
  }),
});
builder.objectField(AdminMutations, 'returns', (t) => t.field({ type: ReturnAdminMutations, resolve: () => ({}) }));

import { builder } from '../../graphql/builder';
import { AdminMutations, AdminQueries } from '../../graphql/admin-group';
import type { GraphQLContext } from '../../graphql/context';
import { requireStaff } from '../auth/auth-permissions';
import type { SupportMessageKind, SupportMessageStatus } from '../../../shared/support-messages';
import type { QueuePage, QueueRow, ReplyRow, SupportThread, ThreadChange } from './support.service';

// The messages queue (issue 22): `v1 { admin { messages, message } }` and
// `mutation { v1 { admin { messages { reply, close, reopen } } } }`. Staff with 'messages'; every change is audited.

const AdminMessageKind = builder.enumType('AdminMessageKind', {
  values: { CONTACT: { value: 'message', description: 'A message sent through the contact form' }, VENDOR_APPLICATION: { value: 'vendorApplication' } } as const,
});
const AdminMessageStatus = builder.enumType('AdminMessageStatus', {
  values: {
    NEW: { value: 'new', description: 'Nobody has answered yet' },
    ANSWERED: { value: 'answered', description: 'A reply was mailed to the sender' },
    CLOSED: { value: 'closed', description: 'Nothing more to do' },
  } as const,
});

const AdminMessageSummary = builder.objectRef<QueueRow>('AdminMessageSummary');
builder.objectType(AdminMessageSummary, {
  fields: (t) => ({
    reference: t.exposeString('reference', { description: 'CM-… for contact messages, VA-… for vendor applications; the page’s address.' }),
    kind: t.field({ type: AdminMessageKind, resolve: (r) => r.kind }),
    status: t.field({ type: AdminMessageStatus, resolve: (r) => r.status }),
    senderName: t.exposeString('senderName'),
    email: t.exposeString('email'),
    subject: t.string({ resolve: (r) => (r.kind === 'vendorApplication' ? 'Vendor application' : r.subject) }),
    preview: t.exposeString('preview', { description: 'The first 200 characters.' }),
    createdOnUtc: t.field({ type: 'DateTime', resolve: (r) => r.createdAt }),
  }),
});

const AdminMessageConnection = builder.objectRef<QueuePage>('AdminMessageConnection');
builder.objectType(AdminMessageConnection, {
  fields: (t) => ({
    nodes: t.field({ type: [AdminMessageSummary], resolve: (c) => c.nodes }),
    totalCount: t.exposeInt('totalCount'),
    page: t.exposeInt('page', { description: 'This page, counted from 1.' }),
    hasNextPage: t.exposeBoolean('hasNextPage'),
  }),
});

const AdminMessageReply = builder.objectRef<ReplyRow>('AdminMessageReply');
builder.objectType(AdminMessageReply, {
  fields: (t) => ({
    id: t.exposeID('id'),
    staffName: t.exposeString('staffName', { description: 'Who sent it.' }),
    staffEmail: t.exposeString('staffEmail'),
    body: t.exposeString('body'),
    sentOnUtc: t.field({ type: 'DateTime', resolve: (r) => r.createdAt }),
  }),
});

const AdminMessageDetail = builder.objectRef<{ label: string; value: string }>('AdminMessageDetail');
builder.objectType(AdminMessageDetail, { fields: (t) => ({ label: t.exposeString('label'), value: t.exposeString('value') }) });

const AdminMessage = builder.objectRef<SupportThread>('AdminMessage');
builder.objectType(AdminMessage, {
  description: 'A contact message or vendor application in full, with the replies mailed to the sender.',
  fields: (t) => ({
    reference: t.exposeString('reference'),
    kind: t.field({ type: AdminMessageKind, resolve: (m) => m.kind }),
    status: t.field({ type: AdminMessageStatus, resolve: (m) => m.status }),
    senderName: t.exposeString('senderName'),
    email: t.exposeString('email'),
    subject: t.exposeString('subject'),
    body: t.exposeString('body', { description: 'What the sender wrote (may be empty on a vendor application).' }),
    details: t.field({ type: [AdminMessageDetail], resolve: (m) => m.details }),
    replies: t.field({ type: [AdminMessageReply], resolve: (m) => m.replies }),
    createdOnUtc: t.field({ type: 'DateTime', resolve: (m) => m.createdAt }),
    closedOnUtc: t.field({ type: 'DateTime', nullable: true, resolve: (m) => m.closedAt }),
  }),
});

builder.objectFields(AdminQueries, (t) => ({
  messages: t.field({
    type: AdminMessageConnection,
    description: 'Contact messages and vendor applications, newest first (oldestFirst: the longest waiting first); `kind` and `status` filter, `first` a page (at most 50), `page` from 1.',
    args: { kind: t.arg({ type: AdminMessageKind }), status: t.arg({ type: AdminMessageStatus }), oldestFirst: t.arg.boolean(), first: t.arg.int(), page: t.arg.int() },
    resolve: (_r, args, ctx) => {
      requireStaff(ctx, 'messages');
      const filter = { kind: (args.kind as SupportMessageKind | null) ?? null, status: (args.status as SupportMessageStatus | null) ?? null, oldestFirst: Boolean(args.oldestFirst) };
      return ctx.services.support.queue(filter, args.first, args.page);
    },
  }),
  message: t.field({
    type: AdminMessage,
    nullable: true,
    description: 'One message by its reference (CM-… or VA-…); null when there is none.',
    args: { reference: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => {
      requireStaff(ctx, 'messages');
      return ctx.services.support.thread(args.reference);
    },
  }),
}));

async function audited(ctx: GraphQLContext, actorId: number, verb: string, change: ThreadChange): Promise<SupportThread> {
  const { thread } = change;
  await ctx.services.auth.recordStaffAction({
    actorId,
    action: `${thread.kind === 'message' ? 'message' : 'vendor_application'}.${verb}`,
    record: { type: thread.kind, id: thread.id },
    before: change.before,
    after: change.after,
    detail: { reference: thread.reference, email: thread.email },
    ip: ctx.ip,
  });
  return thread;
}

const MessageAdminMutations = builder.objectRef<Record<string, never>>('MessageAdminMutations');
builder.objectType(MessageAdminMutations, {
  description: 'Answering contact messages and vendor applications (staff with the messages permission; every change is audited).',
  fields: (t) => ({
    reply: t.field({
      type: AdminMessage,
      description: 'Mails the reply to the sender, keeps it in the thread with who sent it, and marks the message answered.',
      args: { reference: t.arg.string({ required: true }), text: t.arg.string({ required: true }) },
      resolve: async (_r, args, ctx) => {
        const staff = requireStaff(ctx, 'messages');
        const who = await ctx.services.auth.contactOf(staff.customerId);
        const change = await ctx.services.support.reply({ id: staff.customerId, name: who?.name ?? '', email: who?.email ?? '' }, args.reference, args.text);
        return audited(ctx, staff.customerId, 'replied', change);
      },
    }),
    close: t.field({
      type: AdminMessage,
      description: 'Closes the message: nothing more to do. It can be reopened.',
      args: { reference: t.arg.string({ required: true }) },
      resolve: async (_r, args, ctx) => audited(ctx, requireStaff(ctx, 'messages').customerId, 'closed', await ctx.services.support.close(args.reference)),
    }),
    reopen: t.field({
      type: AdminMessage,
      description: 'Opens a closed message again (answered when it has replies, else new).',
      args: { reference: t.arg.string({ required: true }) },
      resolve: async (_r, args, ctx) => audited(ctx, requireStaff(ctx, 'messages').customerId, 'reopened', await ctx.services.support.reopen(args.reference)),
    }),
  }),
});
builder.objectField(AdminMutations, 'messages', (t) => t.field({ type: MessageAdminMutations, resolve: () => ({}) }));

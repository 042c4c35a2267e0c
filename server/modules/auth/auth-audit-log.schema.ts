import { builder } from '../../graphql/builder';
import { AdminQueries } from '../../graphql/admin-group';
import { requireStaff } from './auth-permissions';
import type { AuditLogRow, AuditPerson } from './auth-audit-log.repository';

// `v1 { admin { auditLog, auditRecordTypes } }` (issue 22): who did what, as whom, to which record,
// the fields before and after, and when. Administrators only (permission 'audit').

const AuditPersonRef = builder.objectRef<AuditPerson>('AuditPerson');
builder.objectType(AuditPersonRef, {
  fields: (t) => ({
    id: t.id({ resolve: (p) => String(p.id) }),
    email: t.exposeString('email', { nullable: true }),
    name: t.exposeString('name'),
  }),
});

interface AuditChangeRow {
  field: string;
  before: string | null;
  after: string | null;
}

const AuditChange = builder.objectRef<AuditChangeRow>('AuditChange');
builder.objectType(AuditChange, {
  description: 'One changed field: its value before and after, as JSON text (null when absent).',
  fields: (t) => ({
    field: t.exposeString('field'),
    before: t.exposeString('before', { nullable: true }),
    after: t.exposeString('after', { nullable: true }),
  }),
});

const text = (v: unknown): string | null => (v === undefined ? null : JSON.stringify(v));

/** The changed fields of an entry, in the order they were recorded. */
export function changesOf(r: Pick<AuditLogRow, 'before' | 'after'>): AuditChangeRow[] {
  const fields = [...new Set([...Object.keys(r.before ?? {}), ...Object.keys(r.after ?? {})])];
  return fields.map((field) => ({ field, before: text(r.before?.[field]), after: text(r.after?.[field]) }));
}

const AuditEntryRef = builder.objectRef<AuditLogRow>('AuditEntry');
builder.objectType(AuditEntryRef, {
  fields: (t) => ({
    id: t.id({ resolve: (r) => String(r.id) }),
    at: t.field({ type: 'DateTime', resolve: (r) => r.at }),
    action: t.exposeString('action'),
    actor: t.field({ type: AuditPersonRef, nullable: true, description: 'Who did it (the administrator, when acting as a customer).', resolve: (r) => r.actor }),
    subject: t.field({ type: AuditPersonRef, nullable: true, description: 'The customer concerned, or the one acted as.', resolve: (r) => r.subject }),
    impersonating: t.boolean({ description: 'The actor was acting as the subject.', resolve: (r) => r.action.startsWith('impersonation.') || r.action === 'graphql.mutation' }),
    recordType: t.exposeString('recordType', { nullable: true }),
    recordId: t.exposeString('recordId', { nullable: true }),
    changes: t.field({ type: [AuditChange], resolve: (r) => changesOf(r) }),
    detail: t.string({ description: 'Everything else recorded, as JSON text.', resolve: (r) => JSON.stringify(r.detail ?? {}) }),
    ip: t.exposeString('ip', { nullable: true }),
  }),
});

const AuditConnection = builder.objectRef<{ rows: AuditLogRow[]; totalCount: number; hasNextPage: boolean }>('AuditConnection');
builder.objectType(AuditConnection, {
  fields: (t) => ({
    nodes: t.field({ type: [AuditEntryRef], resolve: (c) => c.rows }),
    totalCount: t.exposeInt('totalCount'),
    hasNextPage: t.exposeBoolean('hasNextPage'),
    endCursor: t.string({ nullable: true, resolve: (c) => (c.rows.length ? String(c.rows[c.rows.length - 1]!.id) : null) }),
  }),
});

builder.objectFields(AdminQueries, (t) => ({
  auditLog: t.field({
    type: AuditConnection,
    description: 'The audit log, newest first: person is an e-mail, name or account id (as actor or subject); from and to are days (YYYY-MM-DD), both included.',
    args: {
      first: t.arg.int(),
      after: t.arg.string(),
      person: t.arg.string(),
      recordType: t.arg.string(),
      recordId: t.arg.string(),
      from: t.arg.string(),
      to: t.arg.string(),
    },
    resolve: (_r, args, ctx) => {
      requireStaff(ctx, 'audit');
      return ctx.services.auth.auditPage(args, { first: args.first ?? 30, after: args.after });
    },
  }),
  auditRecordTypes: t.stringList({
    description: 'The kinds of record the audit log names (order, return, review…), for the filter.',
    resolve: (_r, _a, ctx) => {
      requireStaff(ctx, 'audit');
      return ctx.services.auth.auditRecordTypes();
    },
  }),
}));

import { builder } from '../../graphql/builder';
import { AdminMutations, AdminQueries } from '../../graphql/admin-group';
import type { CatalogImportCounts, CatalogImportSampleRow } from '../../../shared/catalog-import';
import { invalid } from '../../lib/errors';
import { parseId } from '../../lib/ids';
import { requireStaff } from '../auth/auth-permissions';
import type { Refusal } from './catalog-import-parse';
import type { ImportRow } from './catalog-import.repository';
import type { ImportProgress } from './catalog-import.service';

// Price and stock files (issue 24): `v1 { admin { catalogImports, catalogImport, catalogImportProgress, catalogExportChoices } }`
// and `mutation { v1 { admin { catalogImports { apply } } } }`. Administrators only (the `prices` permission).
// The file itself is sent to /admin/imports/upload (a stream, see catalog-import.routes.ts).

const CatalogImportStatus = builder.enumType('CatalogImportStatus', {
  description: 'CHECKED: waiting for staff to apply it; APPLIED: its changes are in the catalogue; STALE: the catalogue changed since the check, nothing was applied.',
  values: ['CHECKED', 'APPLIED', 'STALE', 'FAILED'] as const,
});

const CatalogImportCountsRef = builder.objectRef<CatalogImportCounts>('CatalogImportCounts');
builder.objectType(CatalogImportCountsRef, {
  description: 'What a file changes: its lines, how many change a product, are unchanged or refused, and the changes by kind.',
  fields: (t) => ({
    lines: t.exposeInt('lines'),
    accepted: t.exposeInt('accepted', { description: 'Lines that change a product.' }),
    refused: t.exposeInt('refused'),
    unchanged: t.exposeInt('unchanged', { description: 'Lines whose values the product has already.' }),
    price: t.exposeInt('price'),
    oldPrice: t.exposeInt('oldPrice'),
    stock: t.exposeInt('stock'),
    status: t.exposeInt('status'),
    orderMinimumQuantity: t.exposeInt('orderMinimumQuantity'),
    orderMaximumQuantity: t.exposeInt('orderMaximumQuantity'),
  }),
});

const CatalogImportFieldChange = builder.objectRef<CatalogImportSampleRow['changes'][number]>('CatalogImportFieldChange');
builder.objectType(CatalogImportFieldChange, {
  fields: (t) => ({
    field: t.exposeString('field', { description: 'The file’s column (price, stock…).' }),
    before: t.exposeString('before', { nullable: true }),
    after: t.exposeString('after', { nullable: true }),
  }),
});

const CatalogImportSample = builder.objectRef<CatalogImportSampleRow>('CatalogImportSample');
builder.objectType(CatalogImportSample, {
  fields: (t) => ({
    line: t.exposeInt('line'),
    sku: t.exposeString('sku'),
    changes: t.field({ type: [CatalogImportFieldChange], resolve: (r) => r.changes }),
  }),
});

const CatalogImportRefusal = builder.objectRef<Refusal>('CatalogImportRefusal');
builder.objectType(CatalogImportRefusal, {
  fields: (t) => ({
    line: t.exposeInt('line', { description: 'The line number in the file (the header is line 1).' }),
    part: t.exposeString('key', { description: 'The part the line names, as written.' }),
    reason: t.exposeString('reason'),
  }),
});

const CatalogImportProgress = builder.objectRef<ImportProgress>('CatalogImportProgress');
builder.objectType(CatalogImportProgress, {
  description: 'How far applying a file has got: lines written of the total.',
  fields: (t) => ({ done: t.exposeInt('done'), total: t.exposeInt('total') }),
});

const CatalogImport = builder.objectRef<ImportRow>('CatalogImport');
builder.objectType(CatalogImport, {
  description: 'A checked price and stock file: its figures, a sample of its changes, its refused lines, and whether it was applied.',
  fields: (t) => ({
    id: t.id({ resolve: (r) => String(r.id) }),
    fileName: t.exposeString('fileName'),
    status: t.field({ type: CatalogImportStatus, resolve: (r) => r.status.toUpperCase() as 'CHECKED' }),
    checkedAt: t.field({ type: 'DateTime', resolve: (r) => r.checkedAt }),
    checkedBy: t.string({ nullable: true, description: 'The e-mail of who uploaded it.', resolve: (r) => r.checkedByEmail }),
    appliedAt: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.appliedAt }),
    appliedBy: t.string({ nullable: true, resolve: (r) => r.appliedByEmail }),
    columns: t.stringList({ resolve: (r) => r.columns }),
    ignoredColumns: t.stringList({ description: 'Header cells the store does not know; their cells were not read.', resolve: (r) => r.ignoredColumns }),
    counts: t.field({ type: CatalogImportCountsRef, resolve: (r) => r.counts }),
    sample: t.field({ type: [CatalogImportSample], resolve: (r) => r.sample }),
    error: t.string({ nullable: true, description: 'Why it was not applied (stale), or why the last try failed.', resolve: (r) => r.error }),
    checkMs: t.exposeInt('checkMs'),
    applyMs: t.int({ nullable: true, resolve: (r) => r.applyMs }),
    refusedLines: t.field({
      type: [CatalogImportRefusal],
      description: 'Refused lines in file order after line `afterLine`; `first` at most 500.',
      args: { afterLine: t.arg.int(), first: t.arg.int() },
      resolve: (r, args, ctx) => ctx.services.catalogImports.refusals(r.id, args.afterLine ?? 0, args.first ?? 100),
    }),
    progress: t.field({
      type: CatalogImportProgress,
      nullable: true,
      description: 'While it is being applied by this server: lines written of the total.',
      resolve: (r, _a, ctx) => ctx.services.catalogImports.progress(r.id),
    }),
  }),
});

const CatalogImportConnection = builder.objectRef<{ nodes: ImportRow[]; totalCount: number; hasNextPage: boolean; endCursor: string | null }>('CatalogImportConnection');
builder.objectType(CatalogImportConnection, {
  fields: (t) => ({
    nodes: t.field({ type: [CatalogImport], resolve: (c) => c.nodes }),
    totalCount: t.exposeInt('totalCount'),
    hasNextPage: t.exposeBoolean('hasNextPage'),
    endCursor: t.exposeString('endCursor', { nullable: true }),
  }),
});

const NamedChoice = builder.objectRef<{ id: number; name: string }>('CatalogExportChoice');
builder.objectType(NamedChoice, { fields: (t) => ({ id: t.id({ resolve: (r) => String(r.id) }), name: t.exposeString('name') }) });
const CatalogExportChoices = builder.objectRef<{ brands: { id: number; name: string }[]; vendors: { id: number; name: string }[] }>('CatalogExportChoices');
builder.objectType(CatalogExportChoices, {
  fields: (t) => ({
    brands: t.field({ type: [NamedChoice], resolve: (c) => c.brands }),
    vendors: t.field({ type: [NamedChoice], resolve: (c) => c.vendors }),
  }),
});

const importIdOf = (id: string | number): number => {
  const n = parseId(id);
  if (n === null) throw invalid('That is not an import id.');
  return n;
};

builder.objectFields(AdminQueries, (t) => ({
  catalogImports: t.field({
    type: CatalogImportConnection,
    description: 'The price and stock files checked and applied, newest first; `first` at most 100, `after` the last page’s endCursor.',
    args: { first: t.arg.int(), after: t.arg.string() },
    resolve: async (_r, args, ctx) => {
      requireStaff(ctx, 'prices');
      const before = args.after ? parseId(args.after) : null;
      const first = Math.min(Math.max(args.first ?? 20, 1), 100);
      const page = await ctx.services.catalogImports.page(first + 1, before);
      const nodes = page.rows.slice(0, first);
      return { nodes, totalCount: page.totalCount, hasNextPage: page.rows.length > first, endCursor: nodes.length ? String(nodes[nodes.length - 1].id) : null };
    },
  }),
  catalogImport: t.field({
    type: CatalogImport,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => {
      requireStaff(ctx, 'prices');
      return ctx.services.catalogImports.byId(importIdOf(args.id));
    },
  }),
  catalogImportProgress: t.field({
    type: CatalogImportProgress,
    nullable: true,
    description: 'How far applying the file has got on this server, without reading the database (null: not being applied here).',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => {
      requireStaff(ctx, 'prices');
      return ctx.services.catalogImports.progress(importIdOf(args.id));
    },
  }),
  catalogExportChoices: t.field({
    type: CatalogExportChoices,
    description: 'The brands and vendors the export filters by.',
    resolve: (_r, _a, ctx) => {
      requireStaff(ctx, 'prices');
      return ctx.services.catalogImports.exportChoices();
    },
  }),
}));

const CatalogImportMutations = builder.objectRef<Record<string, never>>('CatalogImportMutations');
builder.objectType(CatalogImportMutations, {
  description: 'Price and stock files (administrators only; an applied file is in the audit log).',
  fields: (t) => ({
    apply: t.field({
      type: CatalogImportProgress,
      description:
        'Starts applying a checked file: every accepted line in one transaction. Answers at once; follow `catalogImportProgress`, then read the import (APPLIED, or STALE with its reason).',
      args: { id: t.arg.id({ required: true }) },
      resolve: (_r, args, ctx) => {
        const staff = requireStaff(ctx, 'prices');
        return ctx.services.catalogImports.start(importIdOf(args.id), { id: staff.customerId, ip: ctx.ip });
      },
    }),
  }),
});
builder.objectField(AdminMutations, 'catalogImports', (t) => t.field({ type: CatalogImportMutations, resolve: () => ({}) }));

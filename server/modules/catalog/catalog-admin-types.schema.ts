import { builder } from '../../graphql/builder';
import { BULK_ACTIONS } from '../../../shared/product-bulk-edit';
import type { ProductEditInput } from '../../../shared/product-edit';
import type { ProductChange } from '../../../shared/product-edit-text';
import { PRODUCT_STOCK_STATES, type AdminProductDetail, type AdminProductRow, type NamedChoice } from './catalog-admin.repository';
import type { BulkLine, BulkResult, ProductEditResult } from './catalog-admin.service';

// The GraphQL types of product editing and bulk edit (the fields are in catalog-admin.schema.ts).
const AdminProductStock = builder.enumType('AdminProductStock', {
  description: 'ALL; IN_STOCK: some units on hand; LOW: 1 to 5 units; OUT: none.',
  values: PRODUCT_STOCK_STATES,
});

export const AdminBulkAction = builder.enumType('AdminProductBulkAction', {
  description: 'PRICE_SET, PRICE_ADD (+/− amount), PRICE_PERCENT (+/− percent), STOCK_SET, STOCK_ADD (+/− units), STATUS_SET (an availability status).',
  values: BULK_ACTIONS,
});

const AdminProductChoice = builder.objectRef<NamedChoice>('AdminProductChoice');
builder.objectType(AdminProductChoice, {
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

export const AdminProductListChoices = builder.objectRef<{
  brands: NamedChoice[];
  categories: NamedChoice[];
  vendors: NamedChoice[];
  warehouses: NamedChoice[];
}>('AdminProductListChoices');
builder.objectType(AdminProductListChoices, {
  fields: (t) => ({
    brands: t.field({ type: [AdminProductChoice], resolve: (c) => c.brands }),
    categories: t.field({
      type: [AdminProductChoice],
      description: 'In tree order, named "Parent › Child".',
      resolve: (c) => c.categories,
    }),
    vendors: t.field({ type: [AdminProductChoice], resolve: (c) => c.vendors }),
    warehouses: t.field({
      type: [AdminProductChoice],
      resolve: (c) => c.warehouses,
    }),
  }),
});

const AdminProductListItem = builder.objectRef<AdminProductRow>('AdminProductListItem');
builder.objectType(AdminProductListItem, {
  fields: (t) => ({
    id: t.exposeID('id'),
    sku: t.exposeString('sku'),
    name: t.exposeString('name'),
    seoName: t.exposeString('seoName'),
    manufacturerPartNumber: t.exposeString('manufacturerPartNumber'),
    brand: t.exposeString('brand', { nullable: true }),
    vendor: t.exposeString('vendor', { nullable: true }),
    warehouse: t.exposeString('warehouse', { nullable: true }),
    price: t.exposeString('price', {
      nullable: true,
      description: 'Decimal text with two places; null: no price (call for price).',
    }),
    oldPrice: t.exposeString('oldPrice', { nullable: true }),
    stock: t.exposeInt('stock'),
    status: t.exposeString('status', {
      description: 'Availability status (spec 2 §3).',
    }),
    published: t.exposeBoolean('published', {
      description: 'Visible in the store.',
    }),
  }),
});

const AdminSpecification = builder.objectRef<{
  attribute: string;
  value: string;
}>('AdminProductSpecification');
builder.objectType(AdminSpecification, {
  fields: (t) => ({
    attribute: t.exposeString('attribute'),
    value: t.exposeString('value'),
  }),
});
const AdminInterchange = builder.objectRef<{
  partNumber: string;
  brand: string;
  kind: string;
}>('AdminProductInterchange');
builder.objectType(AdminInterchange, {
  fields: (t) => ({
    partNumber: t.exposeString('partNumber'),
    brand: t.exposeString('brand'),
    kind: t.exposeString('kind', { description: 'interchange or superseded' }),
  }),
});
type FitmentView = {
  machineModelId: number;
  model: string | null;
  serialFrom: string | null;
  serialTo: string | null;
  engine: string | null;
  attachment: string | null;
};
const AdminFitment = builder.objectRef<FitmentView>('AdminProductFitment');
builder.objectType(AdminFitment, {
  fields: (t) => ({
    machineModelId: t.exposeID('machineModelId'),
    model: t.exposeString('model', {
      nullable: true,
      description: 'Maker and model name.',
    }),
    serialFrom: t.exposeString('serialFrom', { nullable: true }),
    serialTo: t.exposeString('serialTo', { nullable: true }),
    engine: t.exposeString('engine', { nullable: true }),
    attachment: t.exposeString('attachment', { nullable: true }),
  }),
});

export const AdminProduct = builder.objectRef<AdminProductDetail>('AdminProduct');
builder.objectType(AdminProduct, {
  description: 'A product as the back office edits it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    sku: t.exposeString('sku'),
    seoName: t.exposeString('seoName'),
    manufacturerPartNumber: t.exposeString('manufacturerPartNumber'),
    brand: t.exposeString('brand', { nullable: true }),
    vendor: t.exposeString('vendor', { nullable: true }),
    warehouse: t.exposeString('warehouse', { nullable: true }),
    version: t.exposeString('version', {
      description: 'The time of its last change; pass it to update to refuse saving over a newer change.',
    }),
    name: t.string({ resolve: (p) => p.edit.name }),
    shortDescription: t.string({ resolve: (p) => p.edit.shortDescription }),
    fullDescription: t.string({ resolve: (p) => p.edit.fullDescription }),
    price: t.string({ nullable: true, resolve: (p) => p.edit.price }),
    oldPrice: t.string({ nullable: true, resolve: (p) => p.edit.oldPrice }),
    stock: t.int({ resolve: (p) => p.edit.stock }),
    status: t.string({ resolve: (p) => p.edit.status }),
    orderMinimumQuantity: t.int({
      resolve: (p) => p.edit.orderMinimumQuantity,
    }),
    orderMaximumQuantity: t.int({
      resolve: (p) => p.edit.orderMaximumQuantity,
    }),
    allowedQuantities: t.intList({ resolve: (p) => p.edit.allowedQuantities }),
    published: t.boolean({ resolve: (p) => p.edit.published }),
    specifications: t.field({
      type: [AdminSpecification],
      resolve: (p) => p.edit.specifications,
    }),
    interchanges: t.field({
      type: [AdminInterchange],
      resolve: (p) => p.edit.interchanges,
    }),
    fitments: t.field({
      type: [AdminFitment],
      resolve: (p) =>
        p.edit.fitments.map((f) => ({
          ...f,
          model: p.modelNames.get(f.machineModelId) ?? null,
        })),
    }),
  }),
});

export const AdminProductConnection = builder.objectRef<{
  nodes: AdminProductRow[];
  totalCount: number;
  page: number;
  hasNextPage: boolean;
}>('AdminProductConnection');
builder.objectType(AdminProductConnection, {
  fields: (t) => ({
    nodes: t.field({ type: [AdminProductListItem], resolve: (c) => c.nodes }),
    totalCount: t.exposeInt('totalCount'),
    page: t.exposeInt('page', { description: 'This page, counted from 1.' }),
    hasNextPage: t.exposeBoolean('hasNextPage'),
  }),
});

const ProductChangeType = builder.objectRef<ProductChange>('AdminProductChange');
builder.objectType(ProductChangeType, {
  description: 'One field a save changes: its label, what it shows now and what it will show (for a list: the lines removed and added).',
  fields: (t) => ({
    field: t.exposeString('field'),
    label: t.exposeString('label'),
    before: t.exposeString('before'),
    after: t.exposeString('after'),
  }),
});
const ProductFieldError = builder.objectRef<{ field: string; message: string }>('AdminProductFieldError');
builder.objectType(ProductFieldError, {
  fields: (t) => ({
    field: t.exposeString('field'),
    message: t.exposeString('message'),
  }),
});

export const ProductEditResultType = builder.objectRef<ProductEditResult>('AdminProductEditResult');
builder.objectType(ProductEditResultType, {
  description: 'The changes (a preview: what a save would change), or the refused fields (then nothing changes).',
  fields: (t) => ({
    fieldErrors: t.field({
      type: [ProductFieldError],
      resolve: (r) => r.fieldErrors,
    }),
    changes: t.field({ type: [ProductChangeType], resolve: (r) => r.changes }),
    saved: t.exposeBoolean('saved'),
    product: t.field({
      type: AdminProduct,
      nullable: true,
      resolve: (r) => r.product,
    }),
  }),
});

const BulkLineType = builder.objectRef<BulkLine>('AdminProductBulkLine');
builder.objectType(BulkLineType, {
  fields: (t) => ({
    id: t.exposeID('id'),
    sku: t.exposeString('sku'),
    name: t.exposeString('name'),
    before: t.exposeString('before'),
    after: t.exposeString('after'),
  }),
});
const BulkRefusedType = builder.objectRef<BulkResult['refused'][number]>('AdminProductBulkRefused');
builder.objectType(BulkRefusedType, {
  fields: (t) => ({
    id: t.exposeID('id'),
    sku: t.exposeString('sku'),
    name: t.exposeString('name'),
    reason: t.exposeString('reason'),
  }),
});
export const BulkResultType = builder.objectRef<BulkResult>('AdminProductBulkResult');
builder.objectType(BulkResultType, {
  fields: (t) => ({
    actionError: t.exposeString('actionError', {
      nullable: true,
      description: 'Why the action’s value was refused (then nothing else is filled in).',
    }),
    selected: t.exposeInt('selected'),
    changed: t.exposeInt('changed', {
      description: 'Products the change alters.',
    }),
    unchanged: t.exposeInt('unchanged', {
      description: 'Products that already have the result.',
    }),
    sample: t.field({
      type: [BulkLineType],
      description: 'The first few products changed, before → after.',
      resolve: (r) => r.sample,
    }),
    refused: t.field({
      type: [BulkRefusedType],
      description: 'Products left as they are because their result is not valid (the first 200).',
      resolve: (r) => r.refused,
    }),
    applied: t.exposeBoolean('applied'),
  }),
});

export const AdminProductFilterInput = builder.inputType('AdminProductFilterInput', {
  fields: (t) => ({
    search: t.string({
      description: 'Name, SKU, or part number in any spelling (interchange numbers too).',
    }),
    brandId: t.id(),
    categoryId: t.id({ description: 'The category and those under it.' }),
    vendorId: t.id(),
    warehouseId: t.id(),
    stock: t.field({ type: AdminProductStock }),
  }),
});

export const AdminProductSelection = builder.inputType('AdminProductSelection', {
  description: 'The products ticked (ids), or, without ids, every product matching the filter.',
  fields: (t) => ({
    ids: t.idList(),
    filter: t.field({ type: AdminProductFilterInput }),
  }),
});

const SpecInput = builder.inputType('AdminProductSpecificationInput', {
  fields: (t) => ({
    attribute: t.string({ required: true }),
    value: t.string({ required: true }),
  }),
});
const InterchangeInput = builder.inputType('AdminProductInterchangeInput', {
  fields: (t) => ({
    partNumber: t.string({ required: true }),
    brand: t.string(),
    kind: t.string({ description: 'interchange (default) or superseded' }),
  }),
});
const FitmentInput = builder.inputType('AdminProductFitmentInput', {
  fields: (t) => ({
    machineModelId: t.id({ required: true }),
    serialFrom: t.string(),
    serialTo: t.string(),
    engine: t.string(),
    attachment: t.string(),
  }),
});

export const ProductInput = builder.inputType('AdminProductInput', {
  description: 'Every editable field, numbers as typed (checked by the same rules as the form: shared/product-edit.ts).',
  fields: (t) => ({
    name: t.string({ required: true }),
    shortDescription: t.string({ required: true }),
    fullDescription: t.string({ required: true }),
    price: t.string({
      required: true,
      description: 'Decimal, e.g. 12.50; empty: no price (call for price).',
    }),
    oldPrice: t.string({ required: true, description: 'Empty: none.' }),
    stock: t.string({ required: true }),
    status: t.string({ required: true }),
    orderMinimumQuantity: t.string({ required: true }),
    orderMaximumQuantity: t.string({ required: true }),
    allowedQuantities: t.string({
      required: true,
      description: 'Comma-separated, e.g. "2, 4, 6"; empty: any quantity.',
    }),
    published: t.boolean({ required: true }),
    specifications: t.field({ type: [SpecInput], required: true }),
    interchanges: t.field({ type: [InterchangeInput], required: true }),
    fitments: t.field({ type: [FitmentInput], required: true }),
  }),
});

type ProductInputShape = typeof ProductInput.$inferInput;
export const editInput = (i: ProductInputShape): ProductEditInput => ({
  ...i,
  interchanges: i.interchanges.map((r) => ({
    partNumber: r.partNumber,
    brand: r.brand ?? '',
    kind: r.kind ?? '',
  })),
  fitments: i.fitments.map((f) => ({
    machineModelId: String(f.machineModelId),
    serialFrom: f.serialFrom ?? '',
    serialTo: f.serialTo ?? '',
    engine: f.engine ?? '',
    attachment: f.attachment ?? '',
  })),
});

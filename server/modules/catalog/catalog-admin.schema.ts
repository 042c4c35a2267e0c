import { builder } from "../../graphql/builder";
import { AdminMutations, AdminQueries } from "../../graphql/admin-group";
import { requireStaff } from "../auth/auth-permissions";
import { BULK_ACTIONS } from "../../../shared/product-bulk-edit";
import type { ProductEditInput } from "../../../shared/product-edit";
import type { ProductChange } from "../../../shared/product-edit-text";
import {
  PRODUCT_STOCK_STATES,
  type AdminProductDetail,
  type AdminProductRow,
  type NamedChoice,
} from "./catalog-admin.repository";
import type {
  BulkLine,
  BulkResult,
  ProductEditResult,
} from "./catalog-admin.service";

// Product editing and bulk edit (issue 24): `v1 { admin { products, product, productListChoices,
// productEditPreview, productBulkPreview } }` and `mutation { v1 { admin { products { update,
// bulkApply } } } }`. Administrators only (the 'prices' permission); every change is audited.

const AdminProductStock = builder.enumType("AdminProductStock", {
  description:
    "ALL; IN_STOCK: some units on hand; LOW: 1 to 5 units; OUT: none.",
  values: PRODUCT_STOCK_STATES,
});

const AdminBulkAction = builder.enumType("AdminProductBulkAction", {
  description:
    "PRICE_SET, PRICE_ADD (+/− amount), PRICE_PERCENT (+/− percent), STOCK_SET, STOCK_ADD (+/− units), STATUS_SET (an availability status).",
  values: BULK_ACTIONS,
});

const AdminProductChoice = builder.objectRef<NamedChoice>("AdminProductChoice");
builder.objectType(AdminProductChoice, {
  fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name") }),
});

const AdminProductListChoices = builder.objectRef<{
  brands: NamedChoice[];
  categories: NamedChoice[];
  vendors: NamedChoice[];
  warehouses: NamedChoice[];
}>("AdminProductListChoices");
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

const AdminProductListItem = builder.objectRef<AdminProductRow>(
  "AdminProductListItem",
);
builder.objectType(AdminProductListItem, {
  fields: (t) => ({
    id: t.exposeID("id"),
    sku: t.exposeString("sku"),
    name: t.exposeString("name"),
    seoName: t.exposeString("seoName"),
    manufacturerPartNumber: t.exposeString("manufacturerPartNumber"),
    brand: t.exposeString("brand", { nullable: true }),
    vendor: t.exposeString("vendor", { nullable: true }),
    warehouse: t.exposeString("warehouse", { nullable: true }),
    price: t.exposeString("price", {
      nullable: true,
      description:
        "Decimal text with two places; null: no price (call for price).",
    }),
    oldPrice: t.exposeString("oldPrice", { nullable: true }),
    stock: t.exposeInt("stock"),
    status: t.exposeString("status", {
      description: "Availability status (spec 2 §3).",
    }),
    published: t.exposeBoolean("published", {
      description: "Visible in the store.",
    }),
  }),
});

const AdminSpecification = builder.objectRef<{
  attribute: string;
  value: string;
}>("AdminProductSpecification");
builder.objectType(AdminSpecification, {
  fields: (t) => ({
    attribute: t.exposeString("attribute"),
    value: t.exposeString("value"),
  }),
});
const AdminInterchange = builder.objectRef<{
  partNumber: string;
  brand: string;
  kind: string;
}>("AdminProductInterchange");
builder.objectType(AdminInterchange, {
  fields: (t) => ({
    partNumber: t.exposeString("partNumber"),
    brand: t.exposeString("brand"),
    kind: t.exposeString("kind", { description: "interchange or superseded" }),
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
const AdminFitment = builder.objectRef<FitmentView>("AdminProductFitment");
builder.objectType(AdminFitment, {
  fields: (t) => ({
    machineModelId: t.exposeID("machineModelId"),
    model: t.exposeString("model", {
      nullable: true,
      description: "Maker and model name.",
    }),
    serialFrom: t.exposeString("serialFrom", { nullable: true }),
    serialTo: t.exposeString("serialTo", { nullable: true }),
    engine: t.exposeString("engine", { nullable: true }),
    attachment: t.exposeString("attachment", { nullable: true }),
  }),
});

const AdminProduct = builder.objectRef<AdminProductDetail>("AdminProduct");
builder.objectType(AdminProduct, {
  description: "A product as the back office edits it.",
  fields: (t) => ({
    id: t.exposeID("id"),
    sku: t.exposeString("sku"),
    seoName: t.exposeString("seoName"),
    manufacturerPartNumber: t.exposeString("manufacturerPartNumber"),
    brand: t.exposeString("brand", { nullable: true }),
    vendor: t.exposeString("vendor", { nullable: true }),
    warehouse: t.exposeString("warehouse", { nullable: true }),
    version: t.exposeString("version", {
      description:
        "The time of its last change; pass it to update to refuse saving over a newer change.",
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

const AdminProductConnection = builder.objectRef<{
  nodes: AdminProductRow[];
  totalCount: number;
  page: number;
  hasNextPage: boolean;
}>("AdminProductConnection");
builder.objectType(AdminProductConnection, {
  fields: (t) => ({
    nodes: t.field({ type: [AdminProductListItem], resolve: (c) => c.nodes }),
    totalCount: t.exposeInt("totalCount"),
    page: t.exposeInt("page", { description: "This page, counted from 1." }),
    hasNextPage: t.exposeBoolean("hasNextPage"),
  }),
});

const ProductChangeType =
  builder.objectRef<ProductChange>("AdminProductChange");
builder.objectType(ProductChangeType, {
  description:
    "One field a save changes: its label, what it shows now and what it will show (for a list: the lines removed and added).",
  fields: (t) => ({
    field: t.exposeString("field"),
    label: t.exposeString("label"),
    before: t.exposeString("before"),
    after: t.exposeString("after"),
  }),
});
const ProductFieldError = builder.objectRef<{ field: string; message: string }>(
  "AdminProductFieldError",
);
builder.objectType(ProductFieldError, {
  fields: (t) => ({
    field: t.exposeString("field"),
    message: t.exposeString("message"),
  }),
});

const ProductEditResultType = builder.objectRef<ProductEditResult>(
  "AdminProductEditResult",
);
builder.objectType(ProductEditResultType, {
  description:
    "The changes (a preview: what a save would change), or the refused fields (then nothing changes).",
  fields: (t) => ({
    fieldErrors: t.field({
      type: [ProductFieldError],
      resolve: (r) => r.fieldErrors,
    }),
    changes: t.field({ type: [ProductChangeType], resolve: (r) => r.changes }),
    saved: t.exposeBoolean("saved"),
    product: t.field({
      type: AdminProduct,
      nullable: true,
      resolve: (r) => r.product,
    }),
  }),
});

const BulkLineType = builder.objectRef<BulkLine>("AdminProductBulkLine");
builder.objectType(BulkLineType, {
  fields: (t) => ({
    id: t.exposeID("id"),
    sku: t.exposeString("sku"),
    name: t.exposeString("name"),
    before: t.exposeString("before"),
    after: t.exposeString("after"),
  }),
});
const BulkRefusedType = builder.objectRef<BulkResult["refused"][number]>(
  "AdminProductBulkRefused",
);
builder.objectType(BulkRefusedType, {
  fields: (t) => ({
    id: t.exposeID("id"),
    sku: t.exposeString("sku"),
    name: t.exposeString("name"),
    reason: t.exposeString("reason"),
  }),
});
const BulkResultType = builder.objectRef<BulkResult>("AdminProductBulkResult");
builder.objectType(BulkResultType, {
  fields: (t) => ({
    actionError: t.exposeString("actionError", {
      nullable: true,
      description:
        "Why the action’s value was refused (then nothing else is filled in).",
    }),
    selected: t.exposeInt("selected"),
    changed: t.exposeInt("changed", {
      description: "Products the change alters.",
    }),
    unchanged: t.exposeInt("unchanged", {
      description: "Products that already have the result.",
    }),
    sample: t.field({
      type: [BulkLineType],
      description: "The first few products changed, before → after.",
      resolve: (r) => r.sample,
    }),
    refused: t.field({
      type: [BulkRefusedType],
      description:
        "Products left as they are because their result is not valid (the first 200).",
      resolve: (r) => r.refused,
    }),
    applied: t.exposeBoolean("applied"),
  }),
});

const AdminProductFilterInput = builder.inputType("AdminProductFilterInput", {
  fields: (t) => ({
    search: t.string({
      description:
        "Name, SKU, or part number in any spelling (interchange numbers too).",
    }),
    brandId: t.id(),
    categoryId: t.id({ description: "The category and those under it." }),
    vendorId: t.id(),
    warehouseId: t.id(),
    stock: t.field({ type: AdminProductStock }),
  }),
});

const AdminProductSelection = builder.inputType("AdminProductSelection", {
  description:
    "The products ticked (ids), or, without ids, every product matching the filter.",
  fields: (t) => ({
    ids: t.idList(),
    filter: t.field({ type: AdminProductFilterInput }),
  }),
});

const SpecInput = builder.inputType("AdminProductSpecificationInput", {
  fields: (t) => ({
    attribute: t.string({ required: true }),
    value: t.string({ required: true }),
  }),
});
const InterchangeInput = builder.inputType("AdminProductInterchangeInput", {
  fields: (t) => ({
    partNumber: t.string({ required: true }),
    brand: t.string(),
    kind: t.string({ description: "interchange (default) or superseded" }),
  }),
});
const FitmentInput = builder.inputType("AdminProductFitmentInput", {
  fields: (t) => ({
    machineModelId: t.id({ required: true }),
    serialFrom: t.string(),
    serialTo: t.string(),
    engine: t.string(),
    attachment: t.string(),
  }),
});

const ProductInput = builder.inputType("AdminProductInput", {
  description:
    "Every editable field, numbers as typed (checked by the same rules as the form: shared/product-edit.ts).",
  fields: (t) => ({
    name: t.string({ required: true }),
    shortDescription: t.string({ required: true }),
    fullDescription: t.string({ required: true }),
    price: t.string({
      required: true,
      description: "Decimal, e.g. 12.50; empty: no price (call for price).",
    }),
    oldPrice: t.string({ required: true, description: "Empty: none." }),
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
const editInput = (i: ProductInputShape): ProductEditInput => ({
  ...i,
  interchanges: i.interchanges.map((r) => ({
    partNumber: r.partNumber,
    brand: r.brand ?? "",
    kind: r.kind ?? "",
  })),
  fitments: i.fitments.map((f) => ({
    machineModelId: String(f.machineModelId),
    serialFrom: f.serialFrom ?? "",
    serialTo: f.serialTo ?? "",
    engine: f.engine ?? "",
    attachment: f.attachment ?? "",
  })),
});

builder.objectFields(AdminQueries, (t) => ({
  products: t.field({
    type: AdminProductConnection,
    description:
      "Products (deleted ones apart), filtered, by name; `first` a page (at most 100), `page` from 1.",
    args: {
      filter: t.arg({ type: AdminProductFilterInput }),
      first: t.arg.int(),
      page: t.arg.int(),
    },
    resolve: (_r, args, ctx) => {
      requireStaff(ctx, "prices");
      return ctx.services.catalogAdmin.list(args.filter, args.first, args.page);
    },
  }),
  productListChoices: t.field({
    type: AdminProductListChoices,
    description:
      "The brands, categories, vendors and warehouses the product list filters by.",
    resolve: (_r, _a, ctx) => {
      requireStaff(ctx, "prices");
      return ctx.services.catalogAdmin.choices();
    },
  }),
  product: t.field({
    type: AdminProduct,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => {
      requireStaff(ctx, "prices");
      return ctx.services.catalogAdmin.product(args.id);
    },
  }),
  productEditPreview: t.field({
    type: ProductEditResultType,
    description:
      "What saving this input would change, field by field (before → after), or the refused fields. Changes nothing.",
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: ProductInput, required: true }),
    },
    resolve: (_r, args, ctx) => {
      requireStaff(ctx, "prices");
      return ctx.services.catalogAdmin.preview(args.id, editInput(args.input));
    },
  }),
  productBulkPreview: t.field({
    type: BulkResultType,
    description:
      "How a bulk change would come out: how many products change, a sample before → after, the products refused. Changes nothing.",
    args: {
      selection: t.arg({ type: AdminProductSelection, required: true }),
      action: t.arg({ type: AdminBulkAction, required: true }),
      value: t.arg.string({ required: true }),
    },
    resolve: (_r, args, ctx) => {
      requireStaff(ctx, "prices");
      return ctx.services.catalogAdmin.bulkPreview(
        args.selection,
        args.action,
        args.value,
      );
    },
  }),
}));

const ProductAdminMutations = builder.objectRef<Record<string, never>>(
  "ProductAdminMutations",
);
builder.objectType(ProductAdminMutations, {
  description:
    "Product editing and bulk edit (administrators only; every change is audited and reaches search at once).",
  fields: (t) => ({
    update: t.field({
      type: ProductEditResultType,
      description:
        "Saves the product in one transaction; refused (CONFLICT) when `version` is given and the product changed since.",
      args: {
        id: t.arg.id({ required: true }),
        input: t.arg({ type: ProductInput, required: true }),
        version: t.arg.string(),
      },
      resolve: (_r, args, ctx) => {
        const staff = requireStaff(ctx, "prices");
        return ctx.services.catalogAdmin.update(
          args.id,
          editInput(args.input),
          args.version,
          { actorId: staff.customerId, ip: ctx.ip },
        );
      },
    }),
    bulkApply: t.field({
      type: BulkResultType,
      description:
        "Applies a bulk change in one transaction: refused products are left as they are, each changed one gets an audit entry.",
      args: {
        selection: t.arg({ type: AdminProductSelection, required: true }),
        action: t.arg({ type: AdminBulkAction, required: true }),
        value: t.arg.string({ required: true }),
      },
      resolve: (_r, args, ctx) => {
        const staff = requireStaff(ctx, "prices");
        return ctx.services.catalogAdmin.bulkApply(
          args.selection,
          args.action,
          args.value,
          { actorId: staff.customerId, ip: ctx.ip },
        );
      },
    }),
  }),
});
builder.objectField(AdminMutations, "products", (t) =>
  t.field({ type: ProductAdminMutations, resolve: () => ({}) }),
);

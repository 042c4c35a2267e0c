import { builder } from '../../graphql/builder';
import { AdminMutations, AdminQueries } from '../../graphql/admin-group';
import { requireStaff } from '../auth/auth-permissions';
import {
  AdminBulkAction,
  AdminProduct,
  AdminProductConnection,
  AdminProductFilterInput,
  AdminProductListChoices,
  AdminProductSelection,
  BulkResultType,
  editInput,
  ProductEditResultType,
  ProductInput,
} from './catalog-admin-types.schema';

// Product editing and bulk edit (issue 24): `v1 { admin { products, product, productListChoices,
// productEditPreview, productBulkPreview } }` and `mutation { v1 { admin { products { update,
// bulkApply } } } }`. Administrators only (the 'prices' permission); every change is audited.

builder.objectFields(AdminQueries, (t) => ({
  products: t.field({
    type: AdminProductConnection,
    description: 'Products (deleted ones apart), filtered, by name; `first` a page (at most 100), `page` from 1.',
    args: {
      filter: t.arg({ type: AdminProductFilterInput }),
      first: t.arg.int(),
      page: t.arg.int(),
    },
    resolve: (_r, args, ctx) => {
      requireStaff(ctx, 'prices');
      return ctx.services.catalogAdmin.list(args.filter, args.first, args.page);
    },
  }),
  productListChoices: t.field({
    type: AdminProductListChoices,
    description: 'The brands, categories, vendors and warehouses the product list filters by.',
    resolve: (_r, _a, ctx) => {
      requireStaff(ctx, 'prices');
      return ctx.services.catalogAdmin.choices();
    },
  }),
  product: t.field({
    type: AdminProduct,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => {
      requireStaff(ctx, 'prices');
      return ctx.services.catalogAdmin.product(args.id);
    },
  }),
  productEditPreview: t.field({
    type: ProductEditResultType,
    description: 'What saving this input would change, field by field (before → after), or the refused fields. Changes nothing.',
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: ProductInput, required: true }),
    },
    resolve: (_r, args, ctx) => {
      requireStaff(ctx, 'prices');
      return ctx.services.catalogAdmin.preview(args.id, editInput(args.input));
    },
  }),
  productBulkPreview: t.field({
    type: BulkResultType,
    description: 'How a bulk change would come out: how many products change, a sample before → after, the products refused. Changes nothing.',
    args: {
      selection: t.arg({ type: AdminProductSelection, required: true }),
      action: t.arg({ type: AdminBulkAction, required: true }),
      value: t.arg.string({ required: true }),
    },
    resolve: (_r, args, ctx) => {
      requireStaff(ctx, 'prices');
      return ctx.services.catalogAdmin.bulkPreview(args.selection, args.action, args.value);
    },
  }),
}));

const ProductAdminMutations = builder.objectRef<Record<string, never>>('ProductAdminMutations');
builder.objectType(ProductAdminMutations, {
  description: 'Product editing and bulk edit (administrators only; every change is audited and reaches search at once).',
  fields: (t) => ({
    update: t.field({
      type: ProductEditResultType,
      description: 'Saves the product in one transaction; refused (CONFLICT) when `version` is given and the product changed since.',
      args: {
        id: t.arg.id({ required: true }),
        input: t.arg({ type: ProductInput, required: true }),
        version: t.arg.string(),
      },
      resolve: (_r, args, ctx) => {
        const staff = requireStaff(ctx, 'prices');
        return ctx.services.catalogAdmin.update(args.id, editInput(args.input), args.version, { actorId: staff.customerId, ip: ctx.ip });
      },
    }),
    bulkApply: t.field({
      type: BulkResultType,
      description: 'Applies a bulk change in one transaction: refused products are left as they are, each changed one gets an audit entry.',
      args: {
        selection: t.arg({ type: AdminProductSelection, required: true }),
        action: t.arg({ type: AdminBulkAction, required: true }),
        value: t.arg.string({ required: true }),
      },
      resolve: (_r, args, ctx) => {
        const staff = requireStaff(ctx, 'prices');
        return ctx.services.catalogAdmin.bulkApply(args.selection, args.action, args.value, { actorId: staff.customerId, ip: ctx.ip });
      },
    }),
  }),
});
builder.objectField(AdminMutations, 'products', (t) => t.field({ type: ProductAdminMutations, resolve: () => ({}) }));

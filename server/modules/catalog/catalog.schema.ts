import { builder, V1Query } from '../../graphql/builder';
import type { CategoryRow, ManufacturerRow } from './catalog.repository';

export const Category = builder.objectRef<CategoryRow>('Category');
builder.objectType(Category, {
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    seoName: t.exposeString('seoName'),
    description: t.exposeString('description'),
    parentCategoryId: t.exposeInt('parentCategoryId', { nullable: true }),
    displayOrder: t.exposeInt('displayOrder'),
    numberOfProducts: t.exposeInt('numberOfProducts'),
    showOnHomePage: t.exposeBoolean('showOnHomePage'),
  }),
});

export const Manufacturer = builder.objectRef<ManufacturerRow>('Manufacturer');
builder.objectType(Manufacturer, {
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    seoName: t.exposeString('seoName'),
    displayOrder: t.exposeInt('displayOrder'),
  }),
});

builder.objectFields(V1Query, (t) => ({
  categories: t.field({
    type: [Category],
    description: 'Every category, ordered by display order; the tree comes from parentCategoryId.',
    resolve: (_root, _args, ctx) => ctx.services.catalog.categories(),
  }),
  manufacturers: t.field({
    type: [Manufacturer],
    resolve: (_root, _args, ctx) => ctx.services.catalog.manufacturers(),
  }),
}));

import { builder, V1Query } from '../../graphql/builder';
import { categoryPictureUrl } from '../media/media.service';
import type { CategoryRow, ManufacturerRow } from './catalog.repository';

const CategoryPicture = builder.objectRef<{ id: number }>('CategoryPicture');
builder.objectType(CategoryPicture, {
  fields: (t) => ({
    thumbnailUrl: t.string({ resolve: (c) => categoryPictureUrl(c.id, 100) }),
    imageUrl: t.string({ resolve: (c) => categoryPictureUrl(c.id, 500) }),
  }),
});

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
    picture: t.field({ type: CategoryPicture, resolve: (c) => ({ id: c.id }) }),
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

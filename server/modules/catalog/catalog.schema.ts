import { builder, V1Query } from '../../graphql/builder';
import { invalid } from '../../lib/errors';
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
    breadcrumb: t.field({
      type: [Category],
      description: 'The ancestors from the top category down to this one (an error when the chain exceeds 20).',
      resolve: (c, _a, ctx) => ctx.services.catalog.breadcrumb(c.id),
    }),
    children: t.field({
      type: [Category],
      description: 'The direct sub-categories, in display order.',
      resolve: (c, _a, ctx) => ctx.services.catalog.children(c.id),
    }),
  }),
});

export const Manufacturer = builder.objectRef<ManufacturerRow>('Manufacturer');
builder.objectType(Manufacturer, {
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    seoName: t.exposeString('seoName'),
    displayOrder: t.exposeInt('displayOrder'),
    makesMachines: t.exposeBoolean('makesMachines'),
  }),
});

builder.objectFields(V1Query, (t) => ({
  categories: t.field({
    type: [Category],
    description: 'Every category, ordered by display order; the tree comes from parentCategoryId.',
    resolve: (_root, _args, ctx) => ctx.services.catalog.categories(),
  }),
  category: t.field({
    type: Category,
    nullable: true,
    description: 'One category by id; null when there is none.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.catalog.category(String(args.id)),
  }),
  manufacturers: t.field({
    type: [Manufacturer],
    resolve: (_root, _args, ctx) => ctx.services.catalog.manufacturers(),
  }),
  manufacturer: t.field({
    type: Manufacturer,
    nullable: true,
    description: 'One manufacturer by id; null when there is none.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.catalog.manufacturer(String(args.id)),
  }),
}));

interface SuggestionRow {
  SearchTerm: string;
  category: string;
  part: string;
  interchange: string;
  fitment: string;
}

const SearchSuggestion = builder.objectRef<SuggestionRow>('SearchSuggestion');
builder.objectType(SearchSuggestion, {
  description: 'A hit of the suggestion index (spec 2 §3): a search term and what it stands for.',
  fields: (t) => ({
    searchTerm: t.exposeString('SearchTerm'),
    category: t.exposeString('category'),
    part: t.exposeString('part'),
    interchange: t.exposeString('interchange'),
    fitment: t.exposeString('fitment'),
  }),
});

const MAX_SUGGESTIONS = 50;

builder.objectFields(V1Query, (t) => ({
  searchSuggestions: t.field({
    type: [SearchSuggestion],
    description: 'Search terms for what the customer is typing, best first (the /searchSuggest page).',
    args: { searchString: t.arg.string({ required: true }), first: t.arg.int() },
    resolve: (_root, args, ctx) => {
      const text = args.searchString.trim();
      if (text.length > 100) throw invalid('Search text is too long');
      const first = args.first ?? 10;
      if (!Number.isInteger(first) || first < 1 || first > MAX_SUGGESTIONS) throw invalid(`first must be between 1 and ${MAX_SUGGESTIONS}`);
      return ctx.services.search.suggest(text, first);
    },
  }),
}));

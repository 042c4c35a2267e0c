import { builder, V1Query } from '../../graphql/builder';
import { invalid } from '../../lib/errors';
import { productPictureUrl } from '../media/media.service';
import { facetList, searchPage, type SearchProduct } from './search-graphql';
import { FitMark } from '../fleet/fleet-fit.schema';
import { fitOfHit, fitSearchPage } from './search-fit';
import { isRegisteredViewer } from '../auth/auth-permissions';
import { searchVisitorKey } from './search-suggest-visitor';
import './search-did-you-mean.schema';
import { SORT_METHODS } from './search-types';

const SortMethodEnum = builder.enumType('SortMethod', { values: [...SORT_METHODS] });

const SearchFilterInputRef = builder.inputType('SearchFilterInput', {
  fields: (t) => ({
    id: t.string({ required: true, description: 'Facet id: machine, brand, category, a specification name, price, or categoryId (a category id: every product filed under it or below it, as primary or secondary category)' }),
    values: t.stringList({ required: true, description: 'OR-ed values; price takes <200, 200-500 or >500' }),
  }),
});

const SearchFilterValue = builder.objectRef<{ value: string; count: number }>('SearchFilterValue');
builder.objectType(SearchFilterValue, { fields: (t) => ({ value: t.exposeString('value'), count: t.exposeInt('count') }) });

const SearchFilter = builder.objectRef<{ id: string; name: string; attribute: string; values: Array<{ value: string; count: number }> }>('SearchFilter');
builder.objectType(SearchFilter, {
  fields: (t) => ({
    id: t.exposeString('id'),
    name: t.exposeString('name'),
    attribute: t.exposeString('attribute', { description: 'The index attribute (the key of refinementList in the search page URL)' }),
    values: t.field({ type: [SearchFilterValue], resolve: (f) => f.values }),
  }),
});

const SearchHitPicture = builder.objectRef<{ id: number }>('SearchHitPicture');
builder.objectType(SearchHitPicture, {
  fields: (t) => ({
    thumbnailUrl: t.string({ resolve: (p) => productPictureUrl(p.id, 100) }),
    imageUrl: t.string({ resolve: (p) => productPictureUrl(p.id, 500) }),
  }),
});

const SearchProductRef = builder.objectRef<SearchProduct>('SearchProduct');
builder.objectType(SearchProductRef, {
  description: 'A product as search shows it (the index hit of spec 2 §3).',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('title'),
    seoName: t.exposeString('seoName'),
    sku: t.exposeString('sku'),
    manufacturerPartNumber: t.exposeString('manufacturerPartNumber'),
    price: t.exposeFloat('price', { nullable: true }),
    status: t.exposeString('status'),
    quantity: t.exposeInt('quantity'),
    brand: t.exposeString('brand'),
    category: t.exposeString('category'),
    city: t.exposeString('city'),
    state: t.exposeString('state'),
    interchange: t.exposeStringList('interchange'),
    fitment: t.exposeStringList('fitment'),
    rating: t.exposeFloat('rating'),
    picture: t.field({ type: SearchHitPicture, resolve: (r) => ({ id: r.id }) }),
    fit: t.field({ type: FitMark, nullable: true, description: 'Whether the part fits the machine the search named (garageId); null otherwise.', resolve: fitOfHit }),
  }),
});

const SearchEdge = builder.objectRef<{ cursor: string; node: SearchProduct }>('SearchEdge');
builder.objectType(SearchEdge, {
  fields: (t) => ({ cursor: t.exposeString('cursor'), node: t.field({ type: SearchProductRef, resolve: (e) => e.node }) }),
});

const PageInfo = builder.objectRef<{ hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null }>('SearchPageInfo');
builder.objectType(PageInfo, {
  fields: (t) => ({
    hasNextPage: t.exposeBoolean('hasNextPage'),
    hasPreviousPage: t.exposeBoolean('hasPreviousPage'),
    startCursor: t.exposeString('startCursor', { nullable: true }),
    endCursor: t.exposeString('endCursor', { nullable: true }),
  }),
});

const SearchCategoryHint = builder.objectRef<{ name: string; value: string }>('SearchCategoryHint');
builder.objectType(SearchCategoryHint, {
  description: 'The kind of part a query names ("belts", "fan belt"): its parts rank first. Search again with anyCategory to drop it.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The category name, e.g. "V-Belts"' }),
    value: t.exposeString('value', { description: 'The category id, a value of the categoryId filter' }),
  }),
});

type Page = ReturnType<typeof searchPage>;
const SearchResults = builder.objectRef<Page>('SearchResults');
builder.objectType(SearchResults, {
  fields: (t) => ({
    totalCount: t.exposeInt('totalCount'),
    edges: t.field({ type: [SearchEdge], resolve: (p) => p.edges }),
    nodes: t.field({ type: [SearchProductRef], resolve: (p) => p.edges.map((e) => e.node) }),
    pageInfo: t.field({
      type: PageInfo,
      resolve: (p) => ({
        hasNextPage: p.hasNextPage,
        hasPreviousPage: p.hasPreviousPage,
        startCursor: p.edges[0]?.cursor ?? null,
        endCursor: p.edges[p.edges.length - 1]?.cursor ?? null,
      }),
    }),
    filters: t.field({ type: [SearchFilter], description: 'Facets over all matches, values by name', resolve: (p) => facetList(p.facets) }),
    categoryHint: t.field({
      type: SearchCategoryHint,
      nullable: true,
      description: 'The category the query names, whose parts rank first (null when it names none, or with anyCategory)',
      resolve: (p) => p.categoryHint,
    }),
  }),
});

const searchArgs = (t: Parameters<Parameters<typeof builder.objectFields<typeof V1Query>>[1]>[0]) => ({
  searchString: t.arg.string(),
  filters: t.arg({ type: [SearchFilterInputRef] }),
});

builder.objectFields(V1Query, (t) => ({
  searchResults: t.field({
    type: SearchResults,
    args: {
      ...searchArgs(t),
      sortMethod: t.arg({ type: SortMethodEnum }),
      first: t.arg.int(),
      after: t.arg.string(),
      last: t.arg.int(),
      before: t.arg.string(),
      analytics: t.arg.boolean({
        description: 'True for a query the customer submitted (the search results page): it feeds the popular-search suggestions. Leave out for search-as-you-type.',
      }),
      anyCategory: t.arg.boolean({ description: 'True to rank by the words alone, without the category the query names (categoryHint).' }),
      garageId: t.arg.id({ description: "One of the caller's own machines: parts that fit it rank above equal matches and each hit carries its fit. Anyone else's is refused." }),
      onlyFitting: t.arg.boolean({ description: 'Only parts that fit the machine of garageId (or fit on a condition it does not record).' }),
    },
    resolve: (_r, args, ctx) =>
      fitSearchPage(ctx.services.search.engine, ctx.services.fleet, ctx.viewer?.customerId ?? null, {
        ...args,
        // Popular-query suggestions count distinct visitors, by a keyed hash (never the address).
        visitor: args.analytics ? searchVisitorKey({ ip: ctx.ip, customerId: ctx.viewer?.customerId, registered: isRegisteredViewer(ctx.viewer) }) : null,
      }),
  }),
  searchFilters: t.field({
    type: [SearchFilter],
    description: 'The facets for a search, with counts.',
    args: searchArgs(t),
    resolve: (_r, args, ctx) => facetList(searchPage(ctx.services.search.engine, { ...args, first: 1 }).facets),
  }),
  emptySearchFilters: t.field({
    type: [SearchFilter],
    description: 'The facets of the whole catalogue (no query, no filters).',
    resolve: (_r, _a, ctx) => facetList(searchPage(ctx.services.search.engine, { first: 1 }).facets),
  }),
  similarItems: t.field({
    type: [SearchProductRef],
    description: 'Other parts that share a part number (interchange) with the given one.',
    args: { relatedManufacturerPartNumber: t.arg.string({ required: true }), first: t.arg.int() },
    resolve: (_r, args, ctx) => {
      const mpn = args.relatedManufacturerPartNumber.trim();
      if (!mpn || mpn.length > 64) throw invalid('Invalid part number');
      return searchPage(ctx.services.search.engine, { searchString: mpn, first: Math.min(args.first ?? 12, 50) }).edges.map((e) => e.node);
    },
  }),
  recentlyViewed: t.field({
    type: [SearchProductRef],
    description: 'The products of the given ids (filter id "productId"), in that order, as search shows them.',
    args: { filters: t.arg({ type: [SearchFilterInputRef] }) },
    resolve: (_r, args, ctx) => {
      const ids = (args.filters ?? []).filter((f) => f.id === 'productId').flatMap((f) => f.values);
      if (ids.length > 50) throw invalid('Too many products');
      return ids
        .map((v) => (/^\d{1,10}$/.test(v) ? ctx.services.search.engine.getRecord(Number(v)) : undefined))
        .filter((r): r is SearchProduct => r !== undefined);
    },
  }),
}));

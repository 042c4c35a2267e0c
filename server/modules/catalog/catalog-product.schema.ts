import { builder, V1Query } from '../../graphql/builder';
import { toApiNumber } from '../../lib/money';
import { productPictureUrl } from '../media/media.service';
import type { ProductFitmentRow, ProductListRow, ProductRow, ReviewRow } from './catalog-product.repository';
import { productLinks, productLoaders, productsInOrder } from './catalog-product-loaders';
import { parseProductId } from './catalog-product.service';
import { productShippingOptions } from './catalog-product-shipping';
import { Category } from './catalog.schema';

const ProductPicture = builder.objectRef<{ id: number; alt: string }>('ProductPicture');
builder.objectType(ProductPicture, {
  fields: (t) => ({
    thumbnailUrl: t.string({ description: '100 px', resolve: (p) => productPictureUrl(p.id, 100) }),
    imageUrl: t.string({ description: '500 px', resolve: (p) => productPictureUrl(p.id, 500) }),
    fullSizeImageUrl: t.string({ description: '1600 px', resolve: (p) => productPictureUrl(p.id, 1600) }),
    altAttribute: t.exposeString('alt'),
  }),
});

const ProductManufacturer = builder.objectRef<{ id: number; name: string; seoName: string; displayOrder: number }>('ProductManufacturer');
builder.objectType(ProductManufacturer, {
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    seoName: t.exposeString('seoName'),
    displayOrder: t.exposeInt('displayOrder'),
  }),
});

const Vendor = builder.objectRef<{ id: number; name: string }>('Vendor');
builder.objectType(Vendor, { fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }) });

const WarehouseStateProvince = builder.objectRef<{ abbreviation: string; name: string }>('WarehouseStateProvince');
builder.objectType(WarehouseStateProvince, {
  fields: (t) => ({ abbreviation: t.exposeString('abbreviation'), name: t.exposeString('name') }),
});
const WarehouseAddress = builder.objectRef<{ city: string; stateProvince: { abbreviation: string; name: string } | null }>('WarehouseAddress');
builder.objectType(WarehouseAddress, {
  fields: (t) => ({
    city: t.exposeString('city'),
    stateProvince: t.field({ type: WarehouseStateProvince, nullable: true, resolve: (a) => a.stateProvince }),
  }),
});
const Warehouse = builder.objectRef<{ id: number; address: { city: string; stateProvince: { abbreviation: string; name: string } | null } }>('Warehouse');
builder.objectType(Warehouse, {
  fields: (t) => ({ id: t.exposeID('id'), address: t.field({ type: WarehouseAddress, resolve: (w) => w.address }) }),
});

const SpecificationAttribute = builder.objectRef<{ name: string; value: string; facet: boolean }>('SpecificationAttribute');
builder.objectType(SpecificationAttribute, {
  fields: (t) => ({ name: t.exposeString('name'), value: t.exposeString('value'), facet: t.exposeBoolean('facet') }),
});

const PartInterchange = builder.objectRef<{ partNumber: string; brand: string; kind: string }>('PartInterchange');
builder.objectType(PartInterchange, {
  fields: (t) => ({
    partNumber: t.exposeString('partNumber'),
    brand: t.exposeString('brand'),
    kind: t.exposeString('kind', { description: 'interchange (replaces another maker’s number) or superseded (an older number)' }),
  }),
});

const MachineModelFitment = builder.objectRef<ProductFitmentRow>('MachineModelFitment');
builder.objectType(MachineModelFitment, {
  fields: (t) => ({
    id: t.exposeID('machineModelId'),
    name: t.exposeString('name'),
    baseName: t.exposeString('baseName'),
    manufacturerId: t.exposeID('manufacturerId'),
    manufacturer: t.exposeString('manufacturer'),
    type: t.exposeString('type'),
    serialFrom: t.exposeString('serialFrom', { nullable: true }),
    serialTo: t.exposeString('serialTo', { nullable: true }),
    engine: t.exposeString('engine', { nullable: true }),
    attachment: t.exposeString('attachment', { nullable: true }),
  }),
});

const PriceAndAvailability = builder.objectRef<ProductListRow>('PriceAndAvailability');
builder.objectType(PriceAndAvailability, {
  fields: (t) => ({
    price: t.float({ nullable: true, resolve: (p) => toApiNumber(p.price) }),
    oldPrice: t.float({ nullable: true, resolve: (p) => toApiNumber(p.oldPrice) }),
    status: t.string({ description: 'Availability status (spec 2 §3)', resolve: (p) => p.status }),
    stock: t.exposeInt('stock'),
    orderMinimumQuantity: t.exposeInt('orderMinimumQuantity'),
    orderMaximumQuantity: t.exposeInt('orderMaximumQuantity'),
    allowedQuantities: t.intList({
      resolve: (p) =>
        p.allowedQuantities
          .split(',')
          .map((s) => Number(s.trim()))
          .filter((n) => Number.isInteger(n) && n > 0),
    }),
    backorderAvailabilityRange: t.exposeString('backorderAvailabilityRange'),
    buildToOrderRange: t.exposeString('buildToOrderRange'),
    preorderAvailabilityStartDateTime: t.field({ type: 'DateTime', nullable: true, resolve: (p) => p.preorderAvailabilityStart }),
    canNotify: t.exposeBoolean('canNotify'),
  }),
});

export const Review = builder.objectRef<ReviewRow>('Review');
builder.objectType(Review, {
  fields: (t) => ({
    id: t.exposeID('id'),
    rating: t.exposeInt('rating'),
    title: t.exposeString('title'),
    reviewText: t.exposeString('reviewText'),
    replyText: t.exposeString('replyText', { nullable: true }),
    helpfulYesTotal: t.exposeInt('helpfulYesTotal'),
    helpfulNoTotal: t.exposeInt('helpfulNoTotal'),
    createdOnUtc: t.field({ type: 'DateTime', resolve: (r) => r.createdAt }),
    customerName: t.exposeString('authorName'),
    suggestion: t.exposeString('suggestion', { nullable: true }),
    asDescribed: t.exposeBoolean('asDescribed', { nullable: true }),
    arrivedOnTime: t.exposeBoolean('arrivedOnTime', { nullable: true }),
    promptService: t.exposeBoolean('promptService', { nullable: true }),
    wellPackaged: t.exposeBoolean('wellPackaged', { nullable: true }),
    orderId: t.exposeID('orderId', { nullable: true }),
  }),
});

export const ReviewConnection = builder.objectRef<{ nodes: ReviewRow[]; totalCount: number; hasNextPage: boolean; endCursor: string | null }>('ReviewConnection');
builder.objectType(ReviewConnection, {
  fields: (t) => ({
    nodes: t.field({ type: [Review], resolve: (c) => c.nodes }),
    totalCount: t.exposeInt('totalCount'),
    hasNextPage: t.exposeBoolean('hasNextPage'),
    endCursor: t.exposeString('endCursor', { nullable: true }),
  }),
});

export const Product = builder.objectRef<ProductRow | ProductListRow>('Product');

type TextField = 'shortDescription' | 'fullDescription' | 'metaTitle' | 'metaDescription' | 'metaKeywords';
/** A long text: on the row when the product was read alone, else batched for every row that asks. */
async function text(p: ProductRow | ProductListRow, field: TextField, ctx: Parameters<typeof productLoaders>[0]): Promise<string> {
  const own = p[field];
  if (own !== undefined) return own;
  return (await productLoaders(ctx).texts.load(p.id))?.[field] ?? '';
}
builder.objectType(Product, {
  fields: (t) => ({
    id: t.exposeID('id'),
    sku: t.exposeString('sku'),
    name: t.exposeString('name'),
    seoName: t.exposeString('seoName'),
    manufacturerPartNumber: t.exposeString('manufacturerPartNumber'),
    gtin: t.exposeString('gtin'),
    shortDescription: t.string({ resolve: (p, _a, ctx) => text(p, 'shortDescription', ctx) }),
    fullDescription: t.string({ resolve: (p, _a, ctx) => text(p, 'fullDescription', ctx) }),
    metaTitle: t.string({ resolve: (p, _a, ctx) => text(p, 'metaTitle', ctx) }),
    metaDescription: t.string({ resolve: (p, _a, ctx) => text(p, 'metaDescription', ctx) }),
    metaKeywords: t.string({ resolve: (p, _a, ctx) => text(p, 'metaKeywords', ctx) }),
    length: t.float({ resolve: (p) => Number(p.length) }),
    width: t.float({ resolve: (p) => Number(p.width) }),
    height: t.float({ resolve: (p) => Number(p.height) }),
    weight: t.float({ resolve: (p) => Number(p.weight) }),
    youtubeEmbedCode: t.exposeString('youtubeEmbedCode', { nullable: true }),
    isTaxExempt: t.exposeBoolean('isTaxExempt'),
    isFreeShipping: t.exposeBoolean('isFreeShipping'),
    additionalShippingCharge: t.float({ resolve: (p) => toApiNumber(p.additionalShippingCharge) ?? 0 }),
    shipSeparately: t.exposeBoolean('shipSeparately'),
    showOnHomePage: t.exposeBoolean('showOnHomePage'),
    allowCustomerReviews: t.exposeBoolean('allowCustomerReviews'),
    approvedRatingSum: t.exposeInt('approvedRatingSum'),
    approvedTotalReviews: t.exposeInt('approvedTotalReviews'),
    createdOnUtc: t.field({ type: 'DateTime', resolve: (p) => p.createdAt }),
    priceAndAvailability: t.field({ type: PriceAndAvailability, resolve: (p) => p }),
    pictures: t.field({ type: [ProductPicture], resolve: (p) => [{ id: p.id, alt: p.name }] }),
    manufacturers: t.field({
      type: [ProductManufacturer],
      resolve: (p) =>
        p.manufacturerId === null
          ? []
          : [{ id: p.manufacturerId, name: p.manufacturerName ?? '', seoName: p.manufacturerSeoName ?? '', displayOrder: p.manufacturerDisplayOrder ?? 0 }],
    }),
    vendor: t.field({
      type: Vendor,
      nullable: true,
      resolve: (p) => (p.vendorId === null ? null : { id: p.vendorId, name: p.vendorName ?? '' }),
    }),
    warehouse: t.field({
      type: Warehouse,
      nullable: true,
      resolve: (p) =>
        p.warehouseId === null
          ? null
          : {
              id: p.warehouseId,
              address: {
                city: p.warehouseCity ?? '',
                stateProvince: p.warehouseState ? { abbreviation: p.warehouseState, name: p.warehouseStateName ?? '' } : null,
              },
            },
    }),
    categories: t.field({
      type: [Category],
      resolve: async (p, _a, ctx) => {
        const [categoryIds, all] = await Promise.all([productLinks(ctx, p.id, 'categoryIds'), ctx.services.catalog.categories()]);
        const byId = new Map(all.map((c) => [c.id, c]));
        return categoryIds.map((id) => byId.get(id)).filter((c) => c !== undefined);
      },
    }),
    specificationAttributes: t.field({
      type: [SpecificationAttribute],
      resolve: (p, _a, ctx) => productLinks(ctx, p.id, 'specifications'),
    }),
    partInterchange: t.field({
      type: [PartInterchange],
      resolve: (p, _a, ctx) => productLinks(ctx, p.id, 'interchanges'),
    }),
    machineModelFitment: t.field({
      type: [MachineModelFitment],
      resolve: (p, _a, ctx) => productLinks(ctx, p.id, 'fitments'),
    }),
    relatedProducts: t.field({
      type: [Product],
      resolve: async (p, _a, ctx) => productsInOrder(ctx, await productLinks(ctx, p.id, 'relatedIds')),
    }),
    alsoPurchasedProducts: t.field({
      type: [Product],
      resolve: async (p, _a, ctx) => productsInOrder(ctx, await productLinks(ctx, p.id, 'alsoPurchasedIds')),
    }),
    reviews: t.field({
      type: ReviewConnection,
      args: { first: t.arg.int(), after: t.arg.string() },
      resolve: (p, args, ctx) => ctx.services.products.reviews(p.id, args.first, args.after),
    }),
  }),
});

const ProductShippingOption = builder.objectRef<{ id: string; name: string; price: string; eta: string }>('ProductShippingOption');
builder.objectType(ProductShippingOption, {
  description: 'A way to ship the part to a destination, priced as the cart would price it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    price: t.float({ description: 'USD, 2 decimals', resolve: (o) => toApiNumber(o.price) ?? 0 }),
    eta: t.exposeString('eta', { description: 'Delivery estimate, e.g. "3-5 business days"' }),
  }),
});

const ProductAlternativeRelation = builder.enumType('ProductAlternativeRelation', {
  values: {
    SUPERSEDES: { description: 'The newer number of this part' },
    INTERCHANGE: { description: 'Interchangeable: sold under, or replacing, one of this part’s numbers' },
  } as const,
});
const ProductAlternative = builder.objectRef<{ id: number; relation: 'SUPERSEDES' | 'INTERCHANGE'; partNumber: string }>('ProductAlternative');
builder.objectType(ProductAlternative, {
  fields: (t) => ({
    relation: t.field({ type: ProductAlternativeRelation, resolve: (a) => a.relation }),
    partNumber: t.exposeString('partNumber', { description: 'The part number the two parts share' }),
    product: t.field({ type: Product, nullable: true, resolve: async (a, _args, ctx) => (await productsInOrder(ctx, [a.id]))[0] ?? null }),
  }),
});

builder.objectFields(Product, (t) => ({
  shippingOptions: t.field({
    type: [ProductShippingOption],
    description:
      'Shipping options for this part to a destination (spec 2 §7): the country by two-letter code (US when absent) or id, the state or province by abbreviation or id (found from the postal code when absent), and the postal code. Empty where the store does not ship.',
    args: {
      countryCode: t.arg.string(),
      countryId: t.arg.id(),
      stateProvince: t.arg.string(),
      stateProvinceId: t.arg.id(),
      zipPostalCode: t.arg.string({ required: true }),
      quantity: t.arg.int({ description: '1 when absent' }),
    },
    resolve: (p, args, ctx) => productShippingOptions(ctx.services, p.id, args),
  }),
  alternatives: t.field({
    type: [ProductAlternative],
    description: 'Parts anyone can buy now that supersede this one or interchange with it by a part number (at most 8, newer numbers first).',
    resolve: (p, _a, ctx) => ctx.services.products.alternatives(p.id),
  }),
}));

builder.objectFields(V1Query, (t) => ({
  product: t.field({
    type: Product,
    nullable: true,
    description: 'A product by id or SKU; null when there is none (or it is not published).',
    args: { id: t.arg.id(), sku: t.arg.string() },
    // By id through the operation's loader: twenty aliases are one statement, not twenty.
    resolve: async (_r, args, ctx) =>
      args.id != null ? productLoaders(ctx).full.load(parseProductId(String(args.id))) : ctx.services.products.product({ id: null, sku: args.sku }),
  }),
  productReviews: t.field({
    type: ReviewConnection,
    nullable: true,
    description: 'All approved customer reviews of a product, newest first.',
    args: { productId: t.arg.id({ required: true }), first: t.arg.int(), after: t.arg.string() },
    resolve: async (_r, args, ctx) => {
      const product = await ctx.services.products.product({ id: String(args.productId) });
      return product ? ctx.services.products.reviews(product.id, args.first, args.after) : null;
    },
  }),
}));

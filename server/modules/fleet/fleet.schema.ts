import { builder, mutationGroup, V1Query } from '../../graphql/builder';
import { RIG_STATUSES } from '../../../shared/enums';
import { toApiNumber } from '../../lib/money';
import { isRegisteredViewer, requireStaff, requireViewer, viewerCan } from '../auth/auth-permissions';
import { productsInOrder } from '../catalog/catalog-product-loaders';
import { Product } from '../catalog/catalog-product.schema';
import type { GarageMachineRow, MachineManufacturerRow, MachineModelRow, MachineTypeRow, NamedRow, OrderedPartRow, RigListingRow } from './fleet.service';
import { FitAnswer } from './fleet-fit.schema';

export const RigStatus = builder.enumType('RigStatus', { values: RIG_STATUSES });

export const garagePictureUrl = (guid: string, size: 100 | 500 | 1600) => `/media/garage/${guid}/${size}`;

const MachineType = builder.objectRef<MachineTypeRow>('MachineType');
builder.objectType(MachineType, {
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    seoName: t.exposeString('seoName'),
    displayOrder: t.exposeInt('displayOrder'),
  }),
});

const MachineManufacturer = builder.objectRef<MachineManufacturerRow>('MachineManufacturer');
builder.objectType(MachineManufacturer, {
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    seoName: t.exposeString('seoName'),
    displayOrder: t.exposeInt('displayOrder'),
    modelCount: t.exposeInt('modelCount'),
  }),
});

const MachineOption = builder.objectRef<NamedRow>('MachineOption');
builder.objectType(MachineOption, {
  description: 'An engine or attachment option of a machine model.',
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name'), machineModelId: t.exposeID('machineModelId') }),
});

const ModelPicture = builder.objectRef<{ id: number }>('MachineModelPicture');
builder.objectType(ModelPicture, {
  fields: (t) => ({
    imageUrl: t.string({ resolve: (m) => `/media/machine/${m.id}.svg` }),
  }),
});

const ModelProducts = builder.objectRef<{ ids: number[]; totalCount: number; hasNextPage: boolean; endCursor: string | null }>('MachineModelProducts');
builder.objectType(ModelProducts, {
  fields: (t) => ({
    nodes: t.field({
      type: [Product],
      resolve: (c, _a, ctx) => productsInOrder(ctx, c.ids),
    }),
    totalCount: t.exposeInt('totalCount'),
    hasNextPage: t.exposeBoolean('hasNextPage'),
    endCursor: t.exposeString('endCursor', { nullable: true }),
  }),
});

export const MachineModel = builder.objectRef<MachineModelRow>('MachineModel');
builder.objectType(MachineModel, {
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    baseName: t.exposeString('baseName'),
    seoName: t.exposeString('seoName'),
    manufacturerId: t.exposeID('manufacturerId'),
    manufacturer: t.exposeString('manufacturer'),
    machineTypeId: t.exposeID('machineTypeId'),
    type: t.exposeString('type'),
    yearFrom: t.exposeInt('yearFrom', { nullable: true }),
    yearTo: t.exposeInt('yearTo', { nullable: true }),
    horsepower: t.exposeInt('horsepower', { nullable: true }),
    description: t.exposeString('description'),
    diagramCount: t.exposeInt('diagramCount'),
    picture: t.field({ type: ModelPicture, resolve: (m) => ({ id: m.id }) }),
    engines: t.field({ type: [MachineOption], resolve: (m, _a, ctx) => ctx.services.fleet.engines(m.id) }),
    attachments: t.field({ type: [MachineOption], resolve: (m, _a, ctx) => ctx.services.fleet.attachments(m.id) }),
    products: t.field({
      type: ModelProducts,
      description: 'Parts that fit this model, best sellers first.',
      args: { first: t.arg.int(), after: t.arg.string() },
      resolve: (m, args, ctx) => ctx.services.fleet.modelProductIds(m.id, args.first, args.after),
    }),
  }),
});

const GaragePicture = builder.objectRef<GarageMachineRow>('GaragePicture');
builder.objectType(GaragePicture, {
  fields: (t) => ({
    id: t.id({ resolve: (m) => m.pictureId ?? 0 }),
    imageUrl: t.string({ description: '500 px', resolve: (m) => garagePictureUrl(m.pictureGuid!, 500) }),
    thumbnailUrl: t.string({ description: '100 px', resolve: (m) => garagePictureUrl(m.pictureGuid!, 100) }),
    fullSizeImageUrl: t.string({ description: '1600 px', resolve: (m) => garagePictureUrl(m.pictureGuid!, 1600) }),
    mimeType: t.string({ resolve: (m) => m.pictureMimeType ?? 'image/webp' }),
    seoFilename: t.string({ resolve: (m) => m.pictureSeoFilename ?? '' }),
    size: t.int({ resolve: (m) => m.pictureSize ?? 0 }),
  }),
});

const NamedOption = builder.objectRef<{ id: number; name: string }>('GarageMachineOption');
builder.objectType(NamedOption, { fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }) });

const GarageOrderedPart = builder.objectRef<OrderedPartRow>('GarageOrderedPart');
builder.objectType(GarageOrderedPart, {
  description: 'A part the owner has ordered that fits the machine.',
  fields: (t) => ({
    productId: t.exposeID('productId'),
    name: t.exposeString('name'),
    sku: t.exposeString('sku'),
    seoName: t.exposeString('seoName'),
    quantity: t.exposeInt('quantity', { description: 'Units ordered in all orders' }),
    lastOrderedOnUtc: t.field({ type: 'DateTime', resolve: (p) => p.lastOrderedAt }),
    clubOrderGuid: t.exposeString('clubOrderGuid', { description: 'The latest order with this part' }),
  }),
});

export const GarageItem = builder.objectRef<GarageMachineRow>('GarageItem');
builder.objectType(GarageItem, {
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    hours: t.exposeInt('hours', { nullable: true }),
    notes: t.exposeString('notes'),
    serialNumber: t.exposeString('serialNumber'),
    stockNumber: t.exposeString('stockNumber'),
    year: t.exposeInt('year', { nullable: true }),
    sortOrder: t.exposeInt('sortOrder'),
    machineStatus: t.field({ type: RigStatus, resolve: (m) => m.machineStatus }),
    engine: t.string({ description: 'Engine id, empty when none', resolve: (m) => (m.engineId === null ? '' : String(m.engineId)) }),
    attachment: t.string({ description: 'Attachment id, empty when none', resolve: (m) => (m.attachmentId === null ? '' : String(m.attachmentId)) }),
    machineEngine: t.field({
      type: NamedOption,
      nullable: true,
      resolve: (m) => (m.engineId === null ? null : { id: m.engineId, name: m.engineName ?? '' }),
    }),
    machineAttachment: t.field({
      type: NamedOption,
      nullable: true,
      resolve: (m) => (m.attachmentId === null ? null : { id: m.attachmentId, name: m.attachmentName ?? '' }),
    }),
    machineModel: t.field({
      type: MachineModel,
      resolve: async (m, _a, ctx) => (await ctx.services.fleet.machineModel(m.machineModelId))!,
    }),
    picture: t.field({ type: GaragePicture, nullable: true, resolve: (m) => (m.pictureGuid ? m : null) }),
    listing: t.field({
      type: RigListing,
      nullable: true,
      description: 'The sale listing of this machine, when it is for sale.',
      resolve: (m, _a, ctx) => ctx.services.fleet.listingForMachine(m.id),
    }),
    createdOnUtc: t.field({ type: 'DateTime', resolve: (m) => m.createdAt }),
    orderedParts: t.field({
      type: [GarageOrderedPart],
      description: 'Parts the owner has ordered that fit this machine, latest first (at most 50).',
      resolve: (m, _a, ctx) => ctx.services.fleet.orderedParts(m),
    }),
  }),
});

const Garage = builder.objectRef<{ items: GarageMachineRow[]; selectedGarageItemId: number | null; selected: GarageMachineRow | null }>('Garage');
builder.objectType(Garage, {
  fields: (t) => ({
    items: t.field({ type: [GarageItem], resolve: (g) => g.items }),
    selectedGarageItemId: t.exposeID('selectedGarageItemId', { nullable: true }),
    selected: t.field({ type: GarageItem, nullable: true, resolve: (g) => g.selected }),
  }),
});

// Listings show the machine, never the owner's account.
const RigListingMachine = builder.objectRef<GarageMachineRow>('RigListingMachine');
builder.objectType(RigListingMachine, {
  fields: (t) => ({
    name: t.exposeString('name'),
    hours: t.exposeInt('hours', { nullable: true }),
    year: t.exposeInt('year', { nullable: true }),
    machineStatus: t.field({ type: RigStatus, resolve: (m) => m.machineStatus }),
    serialNumber: t.exposeString('serialNumber'),
    machineEngine: t.field({ type: NamedOption, nullable: true, resolve: (m) => (m.engineId === null ? null : { id: m.engineId, name: m.engineName ?? '' }) }),
    machineAttachment: t.field({
      type: NamedOption,
      nullable: true,
      resolve: (m) => (m.attachmentId === null ? null : { id: m.attachmentId, name: m.attachmentName ?? '' }),
    }),
    machineModel: t.field({ type: MachineModel, resolve: async (m, _a, ctx) => (await ctx.services.fleet.machineModel(m.machineModelId))! }),
    picture: t.field({ type: GaragePicture, nullable: true, resolve: (m) => (m.pictureGuid ? m : null) }),
  }),
});

export const RigListing = builder.objectRef<RigListingRow>('RigListing');
builder.objectType(RigListing, {
  fields: (t) => ({
    id: t.exposeID('id'),
    garageId: t.exposeID('garageMachineId'),
    price: t.float({ resolve: (l) => toApiNumber(l.price) ?? 0 }),
    contactName: t.exposeString('contactName'),
    contactPhone: t.exposeString('contactPhone'),
    contactEmail: t.exposeString('contactEmail'),
    location: t.exposeString('location'),
    description: t.exposeString('description'),
    createdOnUtc: t.field({ type: 'DateTime', resolve: (l) => l.createdAt }),
    isMine: t.boolean({ resolve: (l, _a, ctx) => ctx.viewer?.customerId === l.customerId }),
    hidden: t.boolean({
      description: 'Hidden by the store’s staff: not on the public rigs listings (its owner and staff still see it).',
      resolve: (l) => l.hiddenAt !== null,
    }),
    machine: t.field({
      type: RigListingMachine,
      resolve: async (l, _a, ctx) => (await ctx.services.fleet.machinesByIds([l.garageMachineId]))[0],
    }),
  }),
});

const GarageItemInput = builder.inputType('GarageItemInput', {
  fields: (t) => ({
    machineModelId: t.id(),
    name: t.string(),
    hours: t.int(),
    notes: t.string(),
    serialNumber: t.string(),
    stockNumber: t.string(),
    year: t.int(),
    sortOrder: t.int(),
    machineStatus: t.field({ type: RigStatus }),
    engine: t.string({ description: 'Engine id; empty for none' }),
    attachment: t.string({ description: 'Attachment id; empty for none' }),
  }),
});

const RigListingInput = builder.inputType('RigListingInput', {
  fields: (t) => ({
    price: t.float({ required: true }),
    contactName: t.string({ required: true }),
    contactPhone: t.string(),
    contactEmail: t.string(),
    location: t.string(),
    description: t.string(),
  }),
});

builder.objectFields(V1Query, (t) => ({
  garage: t.field({
    type: Garage,
    description: 'My fleet and its selected machine (empty without a session).',
    resolve: (_r, _a, ctx) =>
      ctx.viewer ? ctx.services.fleet.garage(ctx.viewer.customerId) : { items: [], selectedGarageItemId: null, selected: null },
  }),
  garageItem: t.field({
    type: GarageItem,
    nullable: true,
    description: 'One machine of my fleet; null when it is not mine.',
    args: { garageId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => (ctx.viewer ? ctx.services.fleet.garageItem(ctx.viewer.customerId, args.garageId) : null),
  }),
  machineTypes: t.field({ type: [MachineType], resolve: (_r, _a, ctx) => ctx.services.fleet.machineTypes() }),
  machineManufacturers: t.field({
    type: [MachineManufacturer],
    description: 'Manufacturers that make machines (of one type, when given).',
    args: { machineTypeId: t.arg.id() },
    resolve: (_r, args, ctx) => ctx.services.fleet.machineManufacturers(args.machineTypeId),
  }),
  machineModels: t.field({
    type: [MachineModel],
    args: { manufacturerId: t.arg.id(), machineTypeId: t.arg.id(), withDiagrams: t.arg.boolean() },
    resolve: (_r, args, ctx) => ctx.services.fleet.machineModels(args),
  }),
  machineModel: t.field({
    type: MachineModel,
    nullable: true,
    description: 'A machine model with its parts (products) and options.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.fleet.machineModel(args.id),
  }),
  machineEngines: t.field({
    type: [MachineOption],
    args: { machineModelId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.fleet.engines(args.machineModelId),
  }),
  machineAttachments: t.field({
    type: [MachineOption],
    args: { machineModelId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.fleet.attachments(args.machineModelId),
  }),
  rigListings: t.field({
    type: [RigListing],
    description: 'Machines offered for sale, newest first. includeHidden (administrators only) adds those staff hid.',
    args: { includeHidden: t.arg.boolean() },
    resolve: (_r, args, ctx) => {
      if (args.includeHidden) requireStaff(ctx, 'messages');
      return ctx.services.fleet.listings({ withHidden: Boolean(args.includeHidden) });
    },
  }),
  rigListing: t.field({
    type: RigListing,
    nullable: true,
    description: 'A listing by id; null when there is none or staff hid it (administrators see hidden ones).',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.fleet.listing(args.id, { withHidden: viewerCan(ctx.viewer, 'messages') }),
  }),
}));

const GarageMutations = mutationGroup('garage', 'GarageMutations');
builder.objectFields(GarageMutations, (t) => ({
  add: t.field({
    type: GarageItem,
    args: { garageItem: t.arg({ type: GarageItemInput, required: true }), setSelected: t.arg.boolean() },
    resolve: (_r, args, ctx) => ctx.services.fleet.add(requireViewer(ctx, 'guest').customerId, args.garageItem, Boolean(args.setSelected)),
  }),
  edit: t.field({
    type: GarageItem,
    args: { garageId: t.arg.id({ required: true }), garageItem: t.arg({ type: GarageItemInput, required: true }) },
    resolve: (_r, args, ctx) => ctx.services.fleet.edit(requireViewer(ctx, 'guest').customerId, args.garageId, args.garageItem),
  }),
  delete: t.boolean({
    args: { garageId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.fleet.delete(requireViewer(ctx, 'guest').customerId, args.garageId),
  }),
  setSelected: t.field({
    type: GarageItem,
    nullable: true,
    description: 'Selects a machine; an empty id clears the selection.',
    args: { garageId: t.arg.id(), id: t.arg.id({ description: 'Earlier name of garageId' }) },
    resolve: (_r, args, ctx) => ctx.services.fleet.setSelected(requireViewer(ctx, 'guest').customerId, args.garageId ?? args.id),
  }),
  setPicture: t.field({
    type: GarageItem,
    description: 'A picture from a URL (approved hosts only) or base64 data with its MIME type: JPEG, PNG, WebP or HEIC, 10 MB at most.',
    args: { garageId: t.arg.id({ required: true }), url: t.arg.string(), base64PictureData: t.arg.string(), mimeType: t.arg.string() },
    resolve: (_r, args, ctx) => ctx.services.fleet.setPicture(requireViewer(ctx, 'guest').customerId, args.garageId, args),
  }),
  clearPicture: t.field({
    type: GarageItem,
    args: { garageId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.fleet.clearPicture(requireViewer(ctx, 'guest').customerId, args.garageId),
  }),
  fitmentCheck: t.boolean({
    description: 'Whether the product fits the machine (the selected one without garageId).',
    args: { garageId: t.arg.id(), productId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.fleet.fitmentCheck(ctx.viewer?.customerId ?? null, args.garageId, args.productId),
  }),
  fitmentAnswer: t.field({
    type: FitAnswer,
    description: 'Whether the product fits the machine (the selected one without garageId) in three answers: fits, fits on a condition the machine does not record, or does not fit with the reason.',
    args: { garageId: t.arg.id(), productId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.fleet.fitmentAnswer(ctx.viewer?.customerId ?? null, args.garageId, args.productId),
  }),
  sell: t.field({
    type: RigListing,
    description: 'Lists the machine on the rigs listings (or updates its listing). Registered customers only; a guest is refused (UNAUTHENTICATED).',
    args: { garageId: t.arg.id({ required: true }), listing: t.arg({ type: RigListingInput, required: true }) },
    resolve: (_r, args, ctx) => {
      const viewer = requireViewer(ctx, 'guest');
      return ctx.services.fleet.sell(viewer.customerId, args.garageId, args.listing, { registered: isRegisteredViewer(viewer) });
    },
  }),
  unlist: t.boolean({
    args: { garageId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.fleet.unlist(requireViewer(ctx, 'guest').customerId, args.garageId),
  }),
}));

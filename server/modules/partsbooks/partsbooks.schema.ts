import { builder, mutationGroup, V1Query } from '../../graphql/builder';
import { requireViewer } from '../auth/auth-permissions';
import { productsInOrder } from '../catalog/catalog-product-loaders';
import { Product } from '../catalog/catalog-product.schema';
import { MachineModel } from '../fleet/fleet.schema';
import type { CustomerDiagramRow, DiagramRow, LineItemRow, SectionRow } from './partsbooks.repository';

export const diagramImageUrl = (id: number) => `/media/diagram/${id}.svg`;

const FavoriteFilter = builder.enumType('FavoriteFilter', { values: ['FAVORITED', 'RECENT', 'UNFAVORITED'] as const });

const MachineSection = builder.objectRef<SectionRow>('MachineSection');
builder.objectType(MachineSection, {
  fields: (t) => ({
    id: t.exposeID('id'),
    machineModelId: t.exposeID('machineModelId'),
    parentSectionId: t.exposeID('parentSectionId', { nullable: true }),
    title: t.exposeString('title'),
    seoName: t.exposeString('seoName'),
    displayOrder: t.exposeInt('displayOrder'),
    diagramCount: t.exposeInt('diagramCount'),
  }),
});

const DiagramLineItem = builder.objectRef<LineItemRow>('DiagramLineItem');
builder.objectType(DiagramLineItem, {
  fields: (t) => ({
    id: t.exposeID('id'),
    partDrawingIdentifier: t.exposeString('partDrawingIdentifier'),
    partNumber: t.exposeString('partNumber'),
    quantity: t.exposeInt('quantity'),
    comment: t.exposeString('comment'),
    calloutX: t.exposeFloat('calloutX', { description: 'Callout centre in the drawing’s coordinates (see Diagram width/height)' }),
    calloutY: t.exposeFloat('calloutY'),
    products: t.field({ type: [Product], resolve: (li, _a, ctx) => productsInOrder(ctx, li.productIds) }),
  }),
});

const Diagram = builder.objectRef<DiagramRow>('Diagram');
builder.objectType(Diagram, {
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    imageUrl: t.string({ resolve: (d) => diagramImageUrl(d.id) }),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
    machineModelId: t.exposeID('machineModelId'),
    sectionId: t.exposeID('sectionId'),
    lineItems: t.field({ type: [DiagramLineItem], resolve: (d, _a, ctx) => ctx.services.partsbooks.lineItems(d.id) }),
    machineSection: t.field({ type: MachineSection, nullable: true, resolve: (d, _a, ctx) => ctx.services.partsbooks.section(d.sectionId) }),
    sectionPath: t.field({
      type: [MachineSection],
      description: 'Sections from the top of the tree down to this diagram’s section.',
      resolve: (d, _a, ctx) => ctx.services.partsbooks.sectionPath(d.sectionId),
    }),
    machineModel: t.field({ type: MachineModel, nullable: true, resolve: (d, _a, ctx) => ctx.services.fleet.machineModel(d.machineModelId) }),
    isFavorite: t.boolean({ resolve: (d, _a, ctx) => (ctx.viewer ? ctx.services.partsbooks.isFavorite(ctx.viewer.customerId, d.id) : false) }),
  }),
});

const CustomerDiagram = builder.objectRef<CustomerDiagramRow>('CustomerDiagram');
builder.objectType(CustomerDiagram, {
  fields: (t) => ({
    id: t.exposeID('id'),
    relationType: t.field({ type: FavoriteFilter, resolve: (c) => c.relationType }),
    createdOnUtc: t.field({ type: 'DateTime', resolve: (c) => c.createdAt }),
    diagram: t.field({
      type: Diagram,
      nullable: true,
      resolve: async (c, _a, ctx) => (await ctx.services.partsbooks.diagramsByIds([c.diagramId]))[0] ?? null,
    }),
  }),
});

builder.objectFields(V1Query, (t) => ({
  machineSections: t.field({
    type: [MachineSection],
    description: 'The section tree of a machine model’s parts book (flat; nest by parentSectionId).',
    args: { machineModelId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.partsbooks.sections(args.machineModelId),
  }),
  diagrams: t.field({
    type: [Diagram],
    args: { machineModelId: t.arg.id({ required: true }), sectionId: t.arg.id() },
    resolve: (_r, args, ctx) => ctx.services.partsbooks.diagrams(args.machineModelId, args.sectionId),
  }),
  diagram: t.field({
    type: Diagram,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.partsbooks.diagram(args.id),
  }),
  myCustomerDiagrams: t.field({
    type: [CustomerDiagram],
    description: 'My favourite and recently viewed diagrams, newest first (empty without a session).',
    args: { filter: t.arg({ type: FavoriteFilter }) },
    resolve: (_r, args, ctx) => (ctx.viewer ? ctx.services.partsbooks.customerDiagrams(ctx.viewer.customerId, args.filter ?? null) : []),
  }),
}));

const DiagramMutations = mutationGroup('diagram', 'DiagramMutations');
builder.objectFields(DiagramMutations, (t) => ({
  favoriteDiagram: t.boolean({
    description: 'Marks or unmarks a favourite diagram; answers the new state.',
    args: { diagramId: t.arg.id({ required: true }), favorite: t.arg.boolean({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.partsbooks.favoriteDiagram(requireViewer(ctx, 'guest').customerId, args.diagramId, args.favorite),
  }),
  logDiagram: t.boolean({
    description: 'Records that I viewed a diagram (recent diagrams).',
    args: { diagramId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.partsbooks.logDiagram(requireViewer(ctx, 'guest').customerId, args.diagramId),
  }),
}));

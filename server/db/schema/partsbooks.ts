import { index, integer, pgTable, primaryKey, real, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { machineModels, products } from './catalog';
import { customers } from './customers';

/** A chapter of a machine's parts book; sections nest (Engine → Cooling System). */
export const machineSections = pgTable(
  'machine_sections',
  {
    id: serial('id').primaryKey(),
    machineModelId: integer('machine_model_id')
      .notNull()
      .references(() => machineModels.id, { onDelete: 'cascade' }),
    parentSectionId: integer('parent_section_id'),
    title: text('title').notNull(),
    seoName: text('seo_name').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (t) => [index('machine_sections_model_idx').on(t.machineModelId)],
);

/** An exploded-view drawing of one assembly; its SVG is stored and served from /media/diagram. */
export const diagrams = pgTable(
  'diagrams',
  {
    id: serial('id').primaryKey(),
    machineModelId: integer('machine_model_id')
      .notNull()
      .references(() => machineModels.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id')
      .notNull()
      .references(() => machineSections.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    svg: text('svg').notNull(),
    // The drawing's coordinate space; callout positions are in it.
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (t) => [index('diagrams_section_idx').on(t.sectionId), index('diagrams_model_idx').on(t.machineModelId)],
);

/** One numbered callout of a drawing and the part it names. */
export const diagramLineItems = pgTable(
  'diagram_line_items',
  {
    id: serial('id').primaryKey(),
    diagramId: integer('diagram_id')
      .notNull()
      .references(() => diagrams.id, { onDelete: 'cascade' }),
    partDrawingIdentifier: text('part_drawing_identifier').notNull(),
    partNumber: text('part_number').notNull(),
    quantity: integer('quantity').notNull().default(1),
    comment: text('comment').notNull().default(''),
    // Centre of the callout bubble, in the drawing's coordinates.
    calloutX: real('callout_x').notNull(),
    calloutY: real('callout_y').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (t) => [index('diagram_line_items_diagram_idx').on(t.diagramId)],
);

/** Catalogue products that supply a line item's part. */
export const diagramLineItemProducts = pgTable(
  'diagram_line_item_products',
  {
    lineItemId: integer('line_item_id')
      .notNull()
      .references(() => diagramLineItems.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.lineItemId, t.productId] }), index('diagram_line_item_products_product_idx').on(t.productId)],
);

/** Favourite (FAVORITED) and recently viewed (RECENT) diagrams of a customer. */
export const customerDiagrams = pgTable(
  'customer_diagrams',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    diagramId: integer('diagram_id')
      .notNull()
      .references(() => diagrams.id, { onDelete: 'cascade' }),
    relationType: text('relation_type').notNull().$type<'FAVORITED' | 'RECENT'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('customer_diagrams_uq').on(t.customerId, t.diagramId, t.relationType), index('customer_diagrams_customer_idx').on(t.customerId, t.createdAt)],
);

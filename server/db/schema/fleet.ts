import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, numeric, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { machineAttachments, machineEngines, machineModels } from './catalog';
import type { RigStatus } from '../../../shared/enums';
import { customers } from './customers';

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite answers Uint8Array, node-postgres Buffer.
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/** A picture a customer gave for one of their machines; the files are re-encoded copies, never the upload. */
export const garagePictures = pgTable(
  'garage_pictures',
  {
    id: serial('id').primaryKey(),
    // Unguessable: the picture URL carries this, not the serial id.
    guid: uuid('guid').notNull().defaultRandom(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    mimeType: text('mime_type').notNull(),
    seoFilename: text('seo_filename').notNull(),
    // Bytes of the largest stored size.
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('garage_pictures_guid_uq').on(t.guid)],
);

/** One stored size (100, 500, 1600 px) of a garage picture. */
export const garagePictureFiles = pgTable(
  'garage_picture_files',
  {
    pictureId: integer('picture_id')
      .notNull()
      .references(() => garagePictures.id, { onDelete: 'cascade' }),
    size: smallint('size').notNull(),
    body: bytea('body').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pictureId, t.size] })],
);

/** A machine in a customer's fleet (spec 2 §3 "Garage machine"); guests have fleets too. */
export const garageMachines = pgTable(
  'garage_machines',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    machineModelId: integer('machine_model_id')
      .notNull()
      .references(() => machineModels.id),
    name: text('name').notNull().default(''),
    hours: integer('hours'),
    notes: text('notes').notNull().default(''),
    serialNumber: text('serial_number').notNull().default(''),
    stockNumber: text('stock_number').notNull().default(''),
    year: smallint('year'),
    sortOrder: integer('sort_order').notNull().default(0),
    machineStatus: text('machine_status').notNull().$type<RigStatus>().default('IN_SERVICE'),
    engineId: integer('engine_id').references(() => machineEngines.id, { onDelete: 'set null' }),
    attachmentId: integer('attachment_id').references(() => machineAttachments.id, { onDelete: 'set null' }),
    pictureId: integer('picture_id').references(() => garagePictures.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('garage_machines_customer_idx').on(t.customerId, t.sortOrder)],
);

/** The one selected machine of a customer (search and product pages check fitment against it). */
export const garageSelections = pgTable('garage_selections', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  garageMachineId: integer('garage_machine_id')
    .notNull()
    .references(() => garageMachines.id, { onDelete: 'cascade' }),
});

/** A fleet machine offered for sale ("Sell"), shown on the rigs listings to everyone. */
export const rigListings = pgTable(
  'rig_listings',
  {
    id: serial('id').primaryKey(),
    garageMachineId: integer('garage_machine_id')
      .notNull()
      .references(() => garageMachines.id, { onDelete: 'cascade' }),
    price: numeric('price', { precision: 19, scale: 4 }).notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    location: text('location').notNull().default(''),
    description: text('description').notNull().default(''),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Set by staff: the listing stays its owner's but never shows publicly; relisting does not clear it.
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenById: integer('hidden_by_id').references(() => customers.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('rig_listings_machine_uq').on(t.garageMachineId),
    index('rig_listings_public_idx')
      .on(t.createdAt)
      .where(sql`${t.active} and ${t.hiddenAt} is null`),
  ],
);

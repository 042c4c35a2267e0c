import { index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { customers } from './customers';

const money = (name: string) => numeric(name, { precision: 19, scale: 4 });
const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A quote an administrator prepared for a customer: its prices win over the catalogue's. */
export const quotes = pgTable(
  'quotes',
  {
    id: serial('id').primaryKey(),
    // The link the customer opens carries this, never the serial id.
    guid: uuid('guid').notNull().defaultRandom(),
    // The customer the quote was made for: only they may order it. Null: whoever holds the link.
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    createdById: integer('created_by_id').references(() => customers.id, { onDelete: 'set null' }),
    title: text('title').notNull().default(''),
    expirationDate: timestamp('expiration_date', { withTimezone: true }).notNull(),
    // A quote is an offer for one order: once ordered it can no longer be.
    orderedAt: timestamp('ordered_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [uniqueIndex('quotes_guid_uq').on(t.guid), index('quotes_customer_idx').on(t.customerId)],
);

export const quoteItems = pgTable(
  'quote_items',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    price: money('price').notNull(),
    // Quoted shipping for the whole line (all units).
    shippingPrice: money('shipping_price').notNull().default('0'),
    reference: text('reference').notNull().default(''),
  },
  (t) => [index('quote_items_quote_idx').on(t.quoteId)],
);

/**
 * A customer's request for a quote (from the cart or from a search that found nothing), or the
 * record of a quote staff wrote directly (source 'staff'): the staff's quote list reads this table.
 */
export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: serial('id').primaryKey(),
    // Kept when a guest's session is removed: the request and its e-mail stay staff's work.
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    email: text('email').notNull().default(''),
    // 'cart', 'search' or 'staff'.
    source: text('source').notNull(),
    // What the customer searched for (a request from a search with no results).
    query: text('query').notNull().default(''),
    note: text('note').notNull().default(''),
    poNumber: text('po_number').notNull().default(''),
    // The fleet machine selected when the request was made, as its name then.
    machine: text('machine').notNull().default(''),
    quoteId: integer('quote_id').references(() => quotes.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [uniqueIndex('quote_requests_quote_uq').on(t.quoteId), index('quote_requests_created_idx').on(t.createdAt, t.id), index('quote_requests_customer_idx').on(t.customerId)],
);

export const quoteRequestItems = pgTable(
  'quote_request_items',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    // The part number as the customer knows it (or the product's SKU for a cart line).
    partNumber: text('part_number').notNull().default(''),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('quote_request_items_request_idx').on(t.requestId)],
);

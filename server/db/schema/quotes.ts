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

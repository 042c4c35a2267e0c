import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { countries, stateProvinces } from './directory';

/** A customer's address book (spec 1 §3 Address): shipping addresses and the billing addresses of saved cards. */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    company: text('company').notNull().default(''),
    email: text('email').notNull().default(''),
    address1: text('address1').notNull(),
    address2: text('address2').notNull().default(''),
    city: text('city').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    stateProvinceId: integer('state_province_id').references(() => stateProvinces.id),
    zipPostalCode: text('zip_postal_code').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    // The default shipping address of the customer (at most one, see the index).
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_addresses_customer_idx').on(t.customerId),
    uniqueIndex('customer_addresses_default_uq').on(t.customerId).where(sql`${t.isDefault}`),
  ],
);

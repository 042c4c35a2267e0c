import { boolean, integer, pgTable, serial, text, uniqueIndex, index } from 'drizzle-orm/pg-core';

export const countries = pgTable(
  'countries',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    twoLetterIsoCode: text('two_letter_iso_code').notNull(),
    threeLetterIsoCode: text('three_letter_iso_code').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
    allowsShipping: boolean('allows_shipping').notNull().default(true),
  },
  (t) => [uniqueIndex('countries_iso2_uq').on(t.twoLetterIsoCode)],
);

export const stateProvinces = pgTable(
  'state_provinces',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    name: text('name').notNull(),
    abbreviation: text('abbreviation').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (t) => [index('state_provinces_country_idx').on(t.countryId)],
);

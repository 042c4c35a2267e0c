import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AddressSnapshot } from '../../../shared/address';
import type { PaymentType } from '../../../shared/enums';
import { customers } from './customers';

/**
 * A saved payment method: the gateway's vault token and what the customer needs to recognise it
 * (card type, last four digits, expiry, wallet account). Card numbers and CVV never reach us.
 */
export const customerPaymentMethods = pgTable(
  'customer_payment_methods',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    gateway: text('gateway').notNull(),
    gatewayToken: text('gateway_token').notNull(),
    paymentType: text('payment_type').notNull().$type<PaymentType>(),
    creditCardType: text('credit_card_type').notNull().default(''),
    creditCardLast4: text('credit_card_last4').notNull().default(''),
    // MM/YYYY
    creditCardExp: text('credit_card_exp').notNull().default(''),
    cardholderName: text('cardholder_name').notNull().default(''),
    accountNameOrEmail: text('account_name_or_email').notNull().default(''),
    billingAddress: jsonb('billing_address').$type<AddressSnapshot>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_payment_methods_customer_idx').on(t.customerId),
    uniqueIndex('customer_payment_methods_default_uq').on(t.customerId).where(sql`${t.isDefault}`),
  ],
);

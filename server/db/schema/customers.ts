import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    guid: uuid('guid').notNull().defaultRandom(),
    // Guests have no e-mail until they give one at checkout.
    email: text('email'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    feedbackName: text('feedback_name').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    passwordHash: text('password_hash'),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`ARRAY[]::text[]`),
    active: boolean('active').notNull().default(true),
    deleted: boolean('deleted').notNull().default(false),
    failedLoginAttempts: integer('failed_login_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    // Set while staff have locked the account's sign-in (issue 22); null when it may sign in.
    signInLockedAt: timestamp('sign_in_locked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    // Guests may give any address at checkout (even one of an account); only real accounts are unique.
    uniqueIndex('customers_email_uq')
      .on(sql`lower(${t.email})`)
      .where(sql`not ('Guests' = any(${t.roles}))`),
    uniqueIndex('customers_guid_uq').on(t.guid),
    // The guest retention job looks for old guests only.
    index('customers_guests_created_idx')
      .on(t.createdAt)
      .where(sql`'Guests' = any(${t.roles})`),
    // The public feedback name names one customer only.
    uniqueIndex('customers_feedback_name_uq')
      .on(sql`lower(${t.feedbackName})`)
      .where(sql`${t.feedbackName} <> ''`),
  ],
);

import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { ROLE_ADMINISTRATORS, ROLE_GUESTS, ROLE_STAFF } from '../../../shared/enums';
import type { AdminCustomerSort } from '../../../shared/admin-customers';

/** A customer as the back office lists and shows them: who, how to reach them, their roles and sign-in state. Never payment data. */
export interface AdminCustomerRow {
  id: number;
  email: string | null;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  roles: string[];
  active: boolean;
  deleted: boolean;
  createdAt: Date;
  lastLoginAt: Date | null;
  failedLoginAttempts: number;
  signInLockedAt: Date | null;
}

export type { AdminCustomerSort };

export interface AdminCustomerQuery {
  /** Part of the name or e-mail, or digits of the phone number; empty lists everyone. */
  search: string;
  /** Customers found another way (their order numbers): listed as matches too. */
  alsoIds: number[];
  includeGuests: boolean;
  staffOnly: boolean;
  sort: AdminCustomerSort;
  limit: number;
  offset: number;
}

const columns = {
  id: customers.id,
  email: customers.email,
  firstName: customers.firstName,
  lastName: customers.lastName,
  phoneNumber: customers.phoneNumber,
  roles: customers.roles,
  active: customers.active,
  deleted: customers.deleted,
  createdAt: customers.createdAt,
  lastLoginAt: customers.lastLoginAt,
  failedLoginAttempts: customers.failedLoginAttempts,
  signInLockedAt: customers.signInLockedAt,
};

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function searchCondition(search: string, alsoIds: number[]): SQL | undefined {
  const text = search.trim();
  if (!text) return undefined;
  const like = `%${likeEscape(text.toLowerCase())}%`;
  const digits = text.replace(/\D/g, '');
  const parts: Array<SQL | undefined> = [
    sql`lower(${customers.email}) like ${like}`,
    sql`lower(${customers.firstName} || ' ' || ${customers.lastName}) like ${like}`,
    sql`lower(${customers.lastName} || ' ' || ${customers.firstName}) like ${like}`,
    // Phone numbers are kept in E.164; staff type them in any spelling, so only the digits count.
    digits.length >= 4 ? sql`regexp_replace(${customers.phoneNumber}, '[^0-9]', '', 'g') like ${`%${digits}%`}` : undefined,
    alsoIds.length > 0 ? inArray(customers.id, alsoIds) : undefined,
  ];
  if (/^\d{1,9}$/.test(text)) parts.push(eq(customers.id, Number(text)));
  return or(...parts.filter((p): p is SQL => p !== undefined));
}

const ORDER_BY: Record<AdminCustomerSort, SQL[]> = {
  NEWEST: [desc(customers.createdAt), desc(customers.id)],
  OLDEST: [asc(customers.createdAt), asc(customers.id)],
  NAME: [sql`lower(${customers.lastName}) asc`, sql`lower(${customers.firstName}) asc`, asc(customers.id)],
  EMAIL: [sql`lower(${customers.email}) asc nulls last`, asc(customers.id)],
  LAST_SIGN_IN: [sql`${customers.lastLoginAt} desc nulls last`, desc(customers.id)],
};

/** The back office's reads and writes of customers (issue 22): the list, one customer, the sign-in lock and the roles. */
export function createAdminCustomersRepository(db: Db) {
  return {
    async adminCustomers(q: AdminCustomerQuery): Promise<{ rows: AdminCustomerRow[]; total: number }> {
      const where = and(
        eq(customers.deleted, false),
        q.includeGuests ? undefined : sql`not (${ROLE_GUESTS} = any(${customers.roles}))`,
        q.staffOnly ? sql`(${ROLE_STAFF} = any(${customers.roles}) or ${ROLE_ADMINISTRATORS} = any(${customers.roles}))` : undefined,
        searchCondition(q.search, q.alsoIds),
      );
      const [rows, count] = await Promise.all([
        db
          .select(columns)
          .from(customers)
          .where(where)
          .orderBy(...ORDER_BY[q.sort])
          .limit(q.limit)
          .offset(q.offset),
        db.select({ n: sql<number>`count(*)::int` }).from(customers).where(where),
      ]);
      return { rows, total: Number(count[0]?.n ?? 0) };
    },

    async adminCustomer(id: number): Promise<AdminCustomerRow | null> {
      const [row] = await db.select(columns).from(customers).where(eq(customers.id, id)).limit(1);
      return row ?? null;
    },

    /** Locks (a date) or unlocks (null) sign-in; false when the customer is gone or already in that state. */
    async setSignInLock(id: number, at: Date | null): Promise<boolean> {
      const rows = await db
        .update(customers)
        .set({ signInLockedAt: at })
        .where(and(eq(customers.id, id), eq(customers.deleted, false), at ? isNull(customers.signInLockedAt) : sql`${customers.signInLockedAt} is not null`))
        .returning({ id: customers.id });
      return rows.length === 1;
    },

    /** Replaces the roles, only if they are still `expected` (two administrators changing one person at once: the second is told). */
    async replaceRoles(id: number, expected: string[], roles: string[]): Promise<boolean> {
      const rows = await db
        .update(customers)
        .set({ roles })
        .where(and(eq(customers.id, id), eq(customers.deleted, false), sql`array_to_string(${customers.roles}, ',') = ${expected.join(',')}`))
        .returning({ id: customers.id });
      return rows.length === 1;
    },
  };
}

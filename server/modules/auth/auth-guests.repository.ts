import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { ROLE_GUESTS } from '../../../shared/enums';
import { accountColumns, isGuest, isUniqueViolation, type AccountRow } from './auth-accounts.repository';

/**
 * The customer is a guest and no account uses the e-mail, as a condition another module's statement
 * can ask along with its own read (checkout's look-up before placement).
 */
export function orderEmailRegistrableCondition(customerId: number, email: string): SQL<boolean> {
  return sql<boolean>`(exists (select 1 from customers me where me.id = ${customerId} and ${ROLE_GUESTS} = any(me.roles))
    and not exists (select 1 from customers c where lower(c.email) = lower(${email}) and not (${ROLE_GUESTS} = any(c.roles))))`;
}

/** Guest customers: created, registered in place, retired after a merge, and deleted by retention. */
export function createGuestsRepository(db: Db) {
  return {
    async createGuest(now: Date): Promise<AccountRow> {
      const [row] = await db.insert(customers).values({ roles: [ROLE_GUESTS], createdAt: now }).returning(accountColumns);
      return row;
    },

    /** Turns a guest into a registered account in place; 'taken' when the e-mail belongs to another account. */
    async upgradeGuest(
      id: number,
      v: { email: string; firstName: string; lastName: string; passwordHash: string; roles: string[] },
    ): Promise<'ok' | 'taken' | 'not-guest'> {
      try {
        const rows = await db
          .update(customers)
          .set({ email: v.email, firstName: v.firstName, lastName: v.lastName, passwordHash: v.passwordHash, roles: v.roles })
          .where(and(eq(customers.id, id), isGuest, eq(customers.deleted, false)))
          .returning({ id: customers.id });
        return rows.length === 1 ? 'ok' : 'not-guest';
      } catch (err) {
        if (isUniqueViolation(err)) return 'taken';
        throw err;
      }
    },

    /** The customer is a guest and no account uses the e-mail (an order's "create an account" offer). */
    async orderEmailRegistrable(customerId: number, email: string): Promise<boolean> {
      const result = await db.execute(sql`select ${orderEmailRegistrableCondition(customerId, email)} as registrable`);
      return Boolean(rowsOf<{ registrable: boolean }>(result)[0]?.registrable);
    },

    /** Marks a guest whose data went into an account as gone; a no-op the second time. */
    async retireGuest(id: number): Promise<boolean> {
      const rows = await db
        .update(customers)
        .set({ deleted: true, active: false })
        .where(and(eq(customers.id, id), isGuest, eq(customers.deleted, false)))
        .returning({ id: customers.id });
      return rows.length === 1;
    },

    /**
     * Guest retention: guests (after `afterId`, by id) with no sign-in, session or token renewal since
     * `before`, rows locked in the caller's transaction so a guest coming back waits for the decision.
     */
    async staleGuestIds(ex: Db, before: Date, afterId: number, limit: number): Promise<number[]> {
      const rows = rowsOf<{ id: number }>(
        await ex.execute(sql`
          select c.id from customers c
          where 'Guests' = any(c.roles) and c.id > ${afterId} and c.created_at < ${before}
            and (c.last_login_at is null or c.last_login_at < ${before})
            and not exists (select 1 from auth_sessions s where s.customer_id = c.id and s.created_at >= ${before})
            and not exists (select 1 from auth_refresh_tokens r join auth_sessions s on s.id = r.session_id
              where s.customer_id = c.id and (r.created_at >= ${before} or r.rotated_at >= ${before}))
          order by c.id limit ${limit}
          for update of c`),
      );
      return rows.map((r) => Number(r.id));
    },

    /** Guest retention: deletes these guests (never an account); their sessions and links go with them. */
    async deleteGuests(ex: Db, ids: number[]): Promise<number> {
      if (ids.length === 0) return 0;
      const rows = await ex
        .delete(customers)
        .where(and(inArray(customers.id, ids), sql`${ROLE_GUESTS} = any(${customers.roles})`))
        .returning({ id: customers.id });
      return rows.length;
    },
  };
}

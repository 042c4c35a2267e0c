import { ROLE_ADMINISTRATORS, ROLE_GUESTS, ROLE_REGISTERED, ROLE_STAFF } from '../../../shared/enums';
import { ADMIN_CUSTOMER_ROLES, adminCustomerRoleOf, roleChoiceAllowed, type AdminCustomerRole } from '../../../shared/admin-customers';
import { DomainError, invalid, notFound } from '../../lib/errors';
import type { AdminCustomerQuery, AdminCustomerRow } from './auth-admin-customers.repository';
import { createAuditAndRetention } from './auth-audit';
import type { ServiceKit } from './auth-service-kit';
import type { AccountRow } from './auth.repository';

export type { AdminCustomerRow, AdminCustomerSort } from './auth-admin-customers.repository';

/** Who does a back-office step on a customer, for the audit log. */
export interface StaffCaller {
  actorId: number;
  ip: string | null;
}

export interface AdminCustomerPage {
  nodes: AdminCustomerRow[];
  totalCount: number;
  page: number;
  pageSize: number;
}

const MAX_PAGE_SIZE = 100;

/**
 * The back office's customers (issue 22): the list and one customer, and what administrators do to
 * an account: lock and unlock its sign-in, mail a password reset, and set its staff role. Each step
 * ends what it must (sessions) and is written to the audit log with the fields before and after.
 */
export function createAdminCustomers(kit: ServiceKit, recovery: { mailResetLink(account: AccountRow, email: string): Promise<boolean> }) {
  const { repo, clock } = kit;
  const { recordStaffAction } = createAuditAndRetention(kit);

  async function live(customerId: number): Promise<AdminCustomerRow> {
    const row = Number.isSafeInteger(customerId) && customerId > 0 ? await repo.adminCustomer(customerId) : null;
    if (!row || row.deleted) throw notFound('There is no such customer.');
    return row;
  }

  const isGuestRow = (row: { roles: string[] }) => row.roles.includes(ROLE_GUESTS);
  const record = (id: number) => ({ type: 'customer', id });

  return {
    /** Customers a page at a time: part of the name, e-mail or phone number (or whoever `alsoIds` names: their orders matched); guests only when asked. */
    async adminCustomers(q: Partial<Omit<AdminCustomerQuery, 'limit' | 'offset'>> & { page?: number | null; pageSize?: number | null }): Promise<AdminCustomerPage> {
      const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(q.pageSize ?? 25)));
      const page = Math.max(1, Math.trunc(q.page ?? 1));
      if (page > 10_000) throw invalid('That page is too far: narrow the search.');
      const { rows, total } = await repo.adminCustomers({
        search: (q.search ?? '').trim().slice(0, 200),
        alsoIds: (q.alsoIds ?? []).slice(0, 100),
        includeGuests: q.includeGuests ?? false,
        staffOnly: q.staffOnly ?? false,
        sort: q.sort ?? 'NEWEST',
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return { nodes: rows, totalCount: total, page, pageSize };
    },

    /** One customer (guests too); null when there is none. */
    async adminCustomer(customerId: number): Promise<AdminCustomerRow | null> {
      const row = Number.isSafeInteger(customerId) && customerId > 0 ? await repo.adminCustomer(customerId) : null;
      return row && !row.deleted ? row : null;
    },

    /** Locks the customer's sign-in: their sessions end at once and signing in is refused until it is unlocked. */
    async lockSignIn(customerId: number, by: StaffCaller): Promise<AdminCustomerRow> {
      const row = await live(customerId);
      if (isGuestRow(row)) throw invalid('A guest has no sign-in to lock.');
      if (row.id === by.actorId) throw invalid('You cannot lock your own sign-in.');
      if (row.signInLockedAt) return row;
      if (!(await repo.setSignInLock(row.id, clock.now()))) return live(row.id);
      await kit.revoke({ customerId: row.id }, 'sign_in_locked');
      await recordStaffAction({ actorId: by.actorId, action: 'customer.signin_locked', subjectId: row.id, record: record(row.id), before: { locked: false }, after: { locked: true }, detail: { email: row.email }, ip: by.ip });
      return live(row.id);
    },

    /** Unlocks the customer's sign-in: their password works again. */
    async unlockSignIn(customerId: number, by: StaffCaller): Promise<AdminCustomerRow> {
      const row = await live(customerId);
      if (!row.signInLockedAt) return row;
      if (!(await repo.setSignInLock(row.id, null))) return live(row.id);
      await recordStaffAction({ actorId: by.actorId, action: 'customer.signin_unlocked', subjectId: row.id, record: record(row.id), before: { locked: true }, after: { locked: false }, detail: { email: row.email }, ip: by.ip });
      return live(row.id);
    },

    /**
     * Mails the customer a password reset link through the recovery flow of `resetpasswordrequest`.
     * 'sent', or 'recent' when a link went out within the last few minutes (it still works; no second mail).
     */
    async sendPasswordReset(customerId: number, by: StaffCaller): Promise<'sent' | 'recent'> {
      const row = await live(customerId);
      const account = await repo.findAccount(row.id);
      if (isGuestRow(row) || !account?.email) throw invalid('A guest has no password to reset.');
      if (!account.passwordHash) throw invalid('This account has no password yet: the customer sets one by registering.');
      const sent = await recovery.mailResetLink(account, account.email);
      await recordStaffAction({ actorId: by.actorId, action: 'customer.password_reset_sent', subjectId: row.id, record: record(row.id), detail: { email: row.email, mailed: sent }, ip: by.ip });
      return sent ? 'sent' : 'recent';
    },

    /**
     * Makes the person a customer, staff or an administrator. Their sessions end, so the new role
     * applies from their next sign-in (renewed tokens read the roles afresh). An administrator
     * cannot take their own administrator role away.
     */
    async setStaffRole(customerId: number, role: AdminCustomerRole, by: StaffCaller): Promise<AdminCustomerRow> {
      if (!(ADMIN_CUSTOMER_ROLES as readonly string[]).includes(role)) throw invalid('Choose customer, staff or administrator.');
      const row = await live(customerId);
      if (isGuestRow(row)) throw invalid('A guest has no account: they register first.');
      const current = adminCustomerRoleOf(row.roles);
      if (current === role) return row;
      if (!roleChoiceAllowed({ self: row.id === by.actorId, current, role })) throw new DomainError('FORBIDDEN', 'You cannot remove your own administrator role: another administrator can.');
      const kept = row.roles.filter((r) => r !== ROLE_STAFF && r !== ROLE_ADMINISTRATORS);
      if (!kept.includes(ROLE_REGISTERED)) kept.push(ROLE_REGISTERED);
      const roles = role === 'ADMINISTRATOR' ? [...kept, ROLE_ADMINISTRATORS] : role === 'STAFF' ? [...kept, ROLE_STAFF] : kept;
      if (!(await repo.replaceRoles(row.id, row.roles, roles))) {
        throw new DomainError('CONFLICT', 'Someone changed this person’s roles a moment ago: reload the page and try again.');
      }
      await kit.revoke({ customerId: row.id }, 'roles_changed');
      await recordStaffAction({
        actorId: by.actorId,
        action: 'customer.role_changed',
        subjectId: row.id,
        record: record(row.id),
        before: { role: current, roles: row.roles },
        after: { role, roles },
        detail: { email: row.email },
        ip: by.ip,
      });
      return live(row.id);
    },
  };
}

import { ROLE_ADMINISTRATORS, ROLE_GUESTS, ROLE_STAFF } from './enums';

/**
 * The back office's customers (issue 22), as both the server and the /admin pages see them: which
 * role a person has, how the list sorts, and who may change whose role.
 */

/** The role an administrator gives a person: a customer, staff (shared/staff-permissions.ts) or an administrator. */
export const ADMIN_CUSTOMER_ROLES = ['CUSTOMER', 'STAFF', 'ADMINISTRATOR'] as const;
export type AdminCustomerRole = (typeof ADMIN_CUSTOMER_ROLES)[number];

export const ADMIN_CUSTOMER_ROLE_LABELS: Record<AdminCustomerRole | 'GUEST', string> = {
  GUEST: 'Guest',
  CUSTOMER: 'Customer',
  STAFF: 'Staff',
  ADMINISTRATOR: 'Administrator',
};

/** The strongest of the account's roles, as the back office names it (guests are listed apart). */
export function adminCustomerRoleOf(roles: readonly string[]): AdminCustomerRole | 'GUEST' {
  if (roles.includes(ROLE_GUESTS)) return 'GUEST';
  if (roles.includes(ROLE_ADMINISTRATORS)) return 'ADMINISTRATOR';
  if (roles.includes(ROLE_STAFF)) return 'STAFF';
  return 'CUSTOMER';
}

/** Whether `role` may be chosen for this person by this administrator: never taking one's own administrator role away. */
export const roleChoiceAllowed = (a: { self: boolean; current: AdminCustomerRole | 'GUEST'; role: AdminCustomerRole }): boolean =>
  a.current !== 'GUEST' && !(a.self && a.current === 'ADMINISTRATOR' && a.role !== 'ADMINISTRATOR');

export const ADMIN_CUSTOMER_SORTS = ['NEWEST', 'OLDEST', 'NAME', 'EMAIL', 'LAST_SIGN_IN'] as const;
export type AdminCustomerSort = (typeof ADMIN_CUSTOMER_SORTS)[number];

export const ADMIN_CUSTOMER_SORT_LABELS: Record<AdminCustomerSort, string> = {
  NEWEST: 'Newest first',
  OLDEST: 'Oldest first',
  NAME: 'Name',
  EMAIL: 'E-mail',
  LAST_SIGN_IN: 'Last signed in',
};

export const isAdminCustomerSort = (v: unknown): v is AdminCustomerSort => typeof v === 'string' && (ADMIN_CUSTOMER_SORTS as readonly string[]).includes(v);

/** Customers on one page of the list. */
export const ADMIN_CUSTOMERS_PAGE_SIZE = 25;

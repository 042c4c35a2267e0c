import { ROLE_ADMINISTRATORS, ROLE_GUESTS, ROLE_STAFF } from './enums';

/**
 * What a member of staff may do in the back office (issue 22). Two roles out of the box:
 * administrators may do everything; staff run the day's queues (orders and shipments, returns,
 * quotes, reviews, messages) and look customers up, but never touch prices, customers' security
 * (lock, password reset, impersonation), settings, the audit log or who is staff.
 * The server checks these on every admin field and page; the browser only hides what it may not use.
 */
export const STAFF_PERMISSIONS = [
  'orders',
  'returns',
  'quotes',
  'reviews',
  'messages',
  'customers',
  'customerSecurity',
  'prices',
  'settings',
  'audit',
  'staff',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

const STAFF_ROLE: readonly StaffPermission[] = ['orders', 'returns', 'quotes', 'reviews', 'messages', 'customers'];

/** Staff roles, strongest first, as the account's roles name them. */
export const STAFF_ROLES = [ROLE_ADMINISTRATORS, ROLE_STAFF] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = { [ROLE_ADMINISTRATORS]: 'Administrator', [ROLE_STAFF]: 'Staff' };

/** The permissions an account's roles give (none for guests and customers). */
export function staffPermissionsOf(roles: readonly string[]): StaffPermission[] {
  if (roles.includes(ROLE_GUESTS)) return [];
  if (roles.includes(ROLE_ADMINISTRATORS)) return [...STAFF_PERMISSIONS];
  if (roles.includes(ROLE_STAFF)) return [...STAFF_ROLE];
  return [];
}

export const isStaffRoles = (roles: readonly string[]): boolean => staffPermissionsOf(roles).length > 0;

export const staffCan = (roles: readonly string[], permission: StaffPermission): boolean => staffPermissionsOf(roles).includes(permission);

/** The strongest staff role among the account's roles, or null for customers. */
export function staffRoleOf(roles: readonly string[]): StaffRole | null {
  if (roles.includes(ROLE_GUESTS)) return null;
  return STAFF_ROLES.find((r) => roles.includes(r)) ?? null;
}

/** The sentence a refused staff member reads, field errors and 403 pages alike. */
export const STAFF_FORBIDDEN_MESSAGE = 'Your role does not allow this. Ask an administrator.';

import { ROLE_ADMINISTRATORS, ROLE_GUESTS, ROLE_REGISTERED, ROLE_STAFF } from '../../../shared/enums';
import { STAFF_FORBIDDEN_MESSAGE, staffCan, type StaffPermission } from '../../../shared/staff-permissions';
import type { GraphQLContext, Viewer } from '../../graphql/context';
import { DomainError } from '../../lib/errors';

/** Who may use a field (spec 1 §6): any session (guests too), registered customers, administrators. */
export type Audience = 'guest' | 'registered' | 'administrator';

export const isGuestViewer = (v: Viewer | null): boolean => Boolean(v?.roles.includes(ROLE_GUESTS));

export const isRegisteredViewer = (v: Viewer | null): boolean =>
  Boolean(v && !v.roles.includes(ROLE_GUESTS) && (v.roles.includes(ROLE_REGISTERED) || v.roles.includes(ROLE_ADMINISTRATORS) || v.roles.includes(ROLE_STAFF)));

/** An administrator acting as a customer has that customer's rights only, so impersonation never counts. */
export const isAdministratorViewer = (v: Viewer | null): boolean => Boolean(v && !v.impersonatorId && v.roles.includes(ROLE_ADMINISTRATORS));

/**
 * The caller when allowed for `audience`, else a GraphQL error: UNAUTHENTICATED when signing in
 * would help, FORBIDDEN when it would not. Resolvers call this before delegating to a service.
 */
export function requireViewer(ctx: Pick<GraphQLContext, 'viewer'>, audience: Audience): Viewer {
  const v = ctx.viewer;
  if (!v) throw new DomainError('UNAUTHENTICATED', 'Please sign in to continue.');
  if (audience === 'registered' && !isRegisteredViewer(v)) {
    throw new DomainError('UNAUTHENTICATED', 'Please sign in or create an account to continue.');
  }
  if (audience === 'administrator' && !isAdministratorViewer(v)) throw new DomainError('FORBIDDEN', 'Only administrators can do this.');
  return v;
}

/** Staff acting as themselves (never through an impersonation) whose role gives `permission`. */
export const viewerCan = (v: Viewer | null, permission: StaffPermission): boolean => Boolean(v && !v.impersonatorId && staffCan(v.roles, permission));

/**
 * The caller when their staff role gives `permission` (shared/staff-permissions.ts), else a
 * GraphQL error: UNAUTHENTICATED when signed out, FORBIDDEN for customers, guests, staff acting as
 * a customer, and staff whose role does not reach this far. Every admin field calls this first.
 */
export function requireStaff(ctx: Pick<GraphQLContext, 'viewer'>, permission: StaffPermission): Viewer {
  const v = ctx.viewer;
  if (!v) throw new DomainError('UNAUTHENTICATED', 'Please sign in to continue.');
  if (viewerCan(v, permission)) return v;
  if (!v.impersonatorId && (v.roles.includes(ROLE_STAFF) || v.roles.includes(ROLE_ADMINISTRATORS))) throw new DomainError('FORBIDDEN', STAFF_FORBIDDEN_MESSAGE);
  throw new DomainError('FORBIDDEN', 'Only store staff can do this.');
}

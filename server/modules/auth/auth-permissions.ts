import { ROLE_ADMINISTRATORS, ROLE_GUESTS, ROLE_REGISTERED } from '../../../shared/enums';
import type { GraphQLContext, Viewer } from '../../graphql/context';
import { DomainError } from '../../lib/errors';

/** Who may use a field (spec 1 §6): any session (guests too), registered customers, administrators. */
export type Audience = 'guest' | 'registered' | 'administrator';

export const isGuestViewer = (v: Viewer | null): boolean => Boolean(v?.roles.includes(ROLE_GUESTS));

export const isRegisteredViewer = (v: Viewer | null): boolean =>
  Boolean(v && !v.roles.includes(ROLE_GUESTS) && (v.roles.includes(ROLE_REGISTERED) || v.roles.includes(ROLE_ADMINISTRATORS)));

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

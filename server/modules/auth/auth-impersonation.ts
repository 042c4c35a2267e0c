import { ROLE_ADMINISTRATORS } from '../../../shared/enums';
import { isStaffRoles } from '../../../shared/staff-permissions';
import { ACCESS_TOKEN_INVALID } from '../../../shared/errors';
import type { Viewer } from '../../lib/viewer';
import { AuthError, accessDenied, invalidRequest } from './auth-errors';
import { emailSchema } from './auth-kit';
import { safeLocalPath } from './auth-redirects';
import type { ServiceKit } from './auth-service-kit';
import type { TokenAnswer } from './auth-types';

/** Administrators acting as a customer (`impersonate`), their admin-area cookie, and the audit of what they change. */
export function createImpersonation(kit: ServiceKit) {
  const { repo, clock, settings, assertClient, audit } = kit;

  /** The customer to act as: by id, or by the e-mail of a registered account (`/admin/impersonate/{e-mail}`). */
  async function targetOf(raw: string | undefined) {
    const given = decodeURIComponentSafe(raw?.trim() ?? '');
    if (given.includes('@')) {
      const email = emailSchema.safeParse(given);
      if (!email.success) throw invalidRequest(`“${given.slice(0, 100)}” is not an e-mail address.`);
      const found = await repo.findAccountByEmail(email.data);
      if (!found) throw invalidRequest(`There is no customer account with the e-mail ${email.data}.`);
      return found;
    }
    const id = /^[1-9]\d{0,9}$/.test(given) ? Number(given) : NaN;
    if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw invalidRequest('Give the id or the e-mail of a customer.');
    const target = await repo.findAccount(id);
    if (!target || target.deleted) throw invalidRequest(`There is no customer with the id ${id}.`);
    return target;
  }

  return {
    /**
     * `impersonate`: an administrator's refresh token opens a session as another customer. The
     * session carries the administrator's id, cannot change e-mail or password, and is audited.
     */
    async impersonate(a: { clientId?: string; refreshToken?: string; userId?: string; ip: string }): Promise<TokenAnswer> {
      assertClient(a.clientId);
      const admin = await kit.claimRefreshToken(a.refreshToken, { rotate: false });
      if (admin.session.impersonatorId) throw accessDenied('Quit acting as a customer first.');
      if (!admin.account.roles.includes(ROLE_ADMINISTRATORS)) throw accessDenied('Only administrators can act as another customer.');
      const target = await targetOf(a.userId);
      if (target.id === admin.account.id) throw invalidRequest('You cannot act as yourself.');
      if (target.roles.includes(ROLE_ADMINISTRATORS)) throw accessDenied('Administrators cannot be impersonated.');
      await kit.forgetSessions(await repo.revokeImpersonationsFrom(admin.session.id, clock.now(), 'replaced'));
      await audit({ actorId: admin.account.id, subjectId: target.id, action: 'impersonation.start', ip: a.ip, recordType: 'customer', recordId: String(target.id) });
      return kit.openSession(target, { clientId: a.clientId!, rememberMe: false, impersonator: { account: admin.account, session: admin.session } });
    },

    /**
     * `GET /Admin/savecookie`: checks an administrator's access token and where to go next.
     * Returns the cookie value, its lifetime and the same-site path to redirect to.
     */
    async adminCookie(a: { clientId?: string; accessToken?: string; redirectTo?: string }) {
      assertClient(a.clientId);
      const location = safeLocalPath(a.redirectTo ?? '/admin', settings.publicUrl);
      if (!location) throw invalidRequest('redirectTo must be a path on this site.');
      const now = clock.now();
      const claims = a.accessToken ? await kit.tokens.verify(a.accessToken, now) : null;
      if (!claims || !(await kit.sessionActive(claims.sid))) throw new AuthError(401, 'invalid_token', ACCESS_TOKEN_INVALID);
      if (claims.imp || !isStaffRoles(claims.roles)) throw accessDenied('Only store staff can open the admin area.');
      await audit({ actorId: Number(claims.sub), subjectId: Number(claims.sub), action: 'admin.cookie' });
      return { value: a.accessToken!, maxAgeSeconds: Math.max(1, claims.exp - Math.floor(now.getTime() / 1000)), location };
    },

    /** Records a GraphQL mutation made while an administrator acts as a customer. */
    async recordImpersonatedMutation(a: { viewer: Viewer; operationName: string | null; fields: string[]; ip: string }): Promise<void> {
      if (!a.viewer.impersonatorId) return;
      await audit({
        actorId: a.viewer.impersonatorId,
        subjectId: a.viewer.customerId,
        action: 'graphql.mutation',
        detail: { operationName: a.operationName, fields: a.fields },
        ip: a.ip,
      });
    },
  };
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

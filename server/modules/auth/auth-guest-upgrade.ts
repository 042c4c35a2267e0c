import { ROLE_REGISTERED } from '../../../shared/enums';
import { EMAIL_TAKEN, NOT_WHILE_IMPERSONATING, SESSION_EXPIRED, accessDenied, invalidGrant, invalidRequest } from './auth-errors';
import { isGuest } from './auth-kit';
import { hashPassword } from './auth-passwords';
import type { ServiceKit } from './auth-service-kit';

function splitName(name: string): { firstName: string; lastName: string } {
  const clean = name.trim().replace(/\s+/g, ' ');
  const i = clean.indexOf(' ');
  return i < 0 ? { firstName: clean, lastName: '' } : { firstName: clean.slice(0, i), lastName: clean.slice(i + 1) };
}

/** A guest registering in place (`upgradeguest`); the guest behind an order registers in auth-guest-order.ts. */
export function createGuestUpgrade(kit: ServiceKit) {
  const { repo } = kit;

  return {
    /** `upgradeguest`: the guest becomes a registered customer with the same id (cart and fleet stay). */
    async upgradeGuest(a: { clientId?: string; refreshToken?: string; name?: string; email?: string; password?: string; rememberMe: boolean; ip: string }) {
      kit.assertClient(a.clientId);
      const found = await kit.claimRefreshToken(a.refreshToken, { rotate: false });
      if (found.session.impersonatorId) throw accessDenied(NOT_WHILE_IMPERSONATING);
      if (!isGuest(found.account)) throw accessDenied('This account is already registered.');
      const email = kit.parseEmail(a.email);
      const name = (a.name ?? '').trim();
      if (name.length > 100) throw invalidRequest('Use at most 100 characters for the name.');
      const password = kit.requirePassword(a.password, email);
      const result = await repo.upgradeGuest(found.account.id, {
        email,
        ...splitName(name),
        passwordHash: await hashPassword(password),
        roles: [ROLE_REGISTERED],
      });
      if (result === 'taken') throw invalidRequest(EMAIL_TAKEN);
      if (result === 'not-guest') throw invalidGrant(SESSION_EXPIRED);
      await kit.revoke({ sessionId: found.session.id }, 'upgraded');
      const account = (await repo.findAccount(found.account.id))!;
      await kit.audit({ actorId: account.id, subjectId: account.id, action: 'guest.upgraded', ip: a.ip });
      return kit.openSession(account, { clientId: a.clientId!, rememberMe: a.rememberMe });
    },
  };
}

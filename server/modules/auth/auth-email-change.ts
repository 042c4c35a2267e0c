import { EMAIL_TAKEN, NOT_WHILE_IMPERSONATING, aboutField, accessDenied, invalidGrant, invalidRequest } from './auth-errors';
import { isGuest, userInfo } from './auth-kit';
import { accountKey } from './auth-rate-limits';
import type { ServiceKit } from './auth-service-kit';
import { hashToken, newOpaqueToken } from './auth-tokens';
import type { UserInfo } from './auth-types';

/** Changing an account's e-mail: `changeguestemail`, `changeemail` and the mailed `confirmemail` link. */
export function createEmailChange(kit: ServiceKit) {
  const { repo, limits, clock, settings, assertClient, audit, runInBackground, sendMail } = kit;

  return {
    /** `changeguestemail`: the e-mail a guest gives at checkout. */
    async changeGuestEmail(a: { clientId?: string; refreshToken?: string; newEmail?: string }): Promise<{ user_info: UserInfo }> {
      assertClient(a.clientId);
      const found = await kit.claimRefreshToken(a.refreshToken, { rotate: false });
      if (found.session.impersonatorId) throw accessDenied(NOT_WHILE_IMPERSONATING);
      if (!isGuest(found.account)) throw accessDenied('Registered customers change their e-mail with their password.');
      const email = kit.parseEmail(a.newEmail);
      await repo.setEmail(found.account.id, email);
      return { user_info: { ...userInfo(found.account), email } };
    },

    /**
     * `changeemail`: needs the password; refused to guests and while impersonating. The new address
     * takes effect only once its owner opens the link mailed to it; the old address is told at once.
     */
    async changeEmail(a: { clientId?: string; refreshToken?: string; password?: string; newEmail?: string; ip: string }) {
      assertClient(a.clientId);
      const { account } = await kit.ownRegisteredSession(a.refreshToken, 'Guests cannot change the e-mail of an account. Create an account first.');
      const email = await aboutField('newEmail', () => kit.parseEmail(a.newEmail));
      await aboutField('password', () => kit.checkPasswordOf(account, a.password, 'The password is incorrect.', a.ip));
      await aboutField('newEmail', async () => {
        if (email === account.email?.toLowerCase()) throw invalidRequest('This is already the e-mail address of your account.');
        if (await repo.findAccountByEmail(email)) throw invalidRequest(EMAIL_TAKEN);
      });
      await limits.hit('emailChangeTarget', accountKey(email));
      const raw = newOpaqueToken();
      const now = clock.now();
      await repo.insertEmailChange({ customerId: account.id, newEmail: email, tokenHash: hashToken(raw), createdAt: now, expiresAt: new Date(now.getTime() + settings.emailChangeTtlMs) });
      await audit({ actorId: account.id, subjectId: account.id, action: 'email.change_requested', detail: { newEmail: email }, ip: a.ip });
      const link = new URL('/account/security/confirmemail', settings.publicUrl);
      link.searchParams.set('token', raw);
      runInBackground(async () => {
        await sendMail(
          email,
          'Confirm your new Ironyard e-mail address',
          `To make ${email} the e-mail address of your Ironyard account, open this link within 24 hours:\n${link.toString()}\n\nUntil then your account keeps its current address. If you did not ask for this, ignore this e-mail.`,
        );
        // Tell the old address, so a takeover does not go unnoticed.
        await sendMail(
          account.email,
          'A new e-mail address was requested for your Ironyard account',
          `Someone signed in to your Ironyard account asked to change its e-mail address to ${email}. The change takes effect only when confirmed from that address.\n\nIf you did not do this, change your password and contact customer service right away.`,
        );
      }, 'e-mail change confirmation');
      return { user_info: userInfo(account), pending_email: email };
    },

    /** `confirmemail`: the link mailed to the new address; single use, expires, then the address changes. */
    async confirmEmailChange(a: { clientId?: string; token?: string; ip: string }): Promise<{ user_info: UserInfo }> {
      assertClient(a.clientId);
      await limits.hit('resetConfirmIp', a.ip);
      const invalid = invalidGrant('This confirmation link is invalid or has expired. Please change your e-mail address again.');
      if (!a.token || a.token.length > 200) throw invalid;
      const change = await repo.findEmailChange(hashToken(a.token));
      const now = clock.now();
      if (!change || change.usedAt || change.expiresAt <= now) throw invalid;
      const account = await repo.findAccount(change.customerId);
      if (!account || account.deleted || isGuest(account)) throw invalid;
      if (!(await repo.consumeEmailChange(change.id, now))) throw invalid;
      if ((await repo.setEmail(account.id, change.newEmail)) === 'taken') throw invalidRequest(EMAIL_TAKEN);
      await audit({ actorId: account.id, subjectId: account.id, action: 'email.changed', ip: a.ip });
      runInBackground(
        () =>
          sendMail(
            account.email,
            'Your Ironyard e-mail address was changed',
            `The e-mail address of your Ironyard account was changed to ${change.newEmail}.\n\nIf you did not do this, contact customer service right away.`,
          ),
        'e-mail change notice',
      );
      return { user_info: { ...userInfo(account), email: change.newEmail } };
    },
  };
}

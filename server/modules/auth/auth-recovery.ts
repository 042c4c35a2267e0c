import { invalidGrant } from './auth-errors';
import { emailSchema, mailOncePerInterval, type AuthKit } from './auth-kit';
import { hashPassword } from './auth-passwords';
import { accountKey } from './auth-rate-limits';
import { hashToken, newOpaqueToken } from './auth-tokens';
import type { AccountRow } from './auth.repository';

/** Password recovery of the token service: `resetpasswordrequest` and `resetpassword`. */
export function createPasswordRecovery(kit: AuthKit) {
  const { repo, links, limits, clock, settings } = kit;

  /** Mails the account a reset link, at most once per interval (false when one went out inside it). */
  function mailResetLink(account: AccountRow, email: string): Promise<boolean> {
    return mailOncePerInterval(kit, `reset:${account.id}`, async () => {
      const raw = newOpaqueToken();
      const now = clock.now();
      await repo.insertPasswordReset({
        customerId: account.id,
        tokenHash: hashToken(raw),
        createdAt: now,
        expiresAt: new Date(now.getTime() + settings.resetTtlMs),
      });
      const link = new URL('/passwordrecovery/confirm', settings.publicUrl);
      link.searchParams.set('token', raw);
      link.searchParams.set('email', account.email ?? email);
      await kit.sendMail(
        account.email,
        'Reset your Ironyard password',
        `Someone asked to reset the password of your Ironyard account.\n\nTo choose a new password, open this link within 60 minutes:\n${link.toString()}\n\nThe link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
      );
    });
  }

  return {
    mailResetLink,

    /**
     * `resetpasswordrequest`: answers at once for any well-formed address; the lookup and the
     * e-mail happen after the answer, so known and unknown addresses take the same time.
     * Limited per address only: an account gets at most one mail per interval, whoever asks, and
     * each link works for its hour, so a stranger's requests leave the owner a working link.
     */
    async requestPasswordReset(a: { clientId?: string; email?: string; ip: string }): Promise<{ ok: true }> {
      kit.assertClient(a.clientId);
      const email = kit.parseEmail(a.email);
      await limits.hit('resetRequestIp', a.ip);
      kit.runInBackground(async () => {
        const account = await repo.findAccountByEmail(email);
        if (!account || !account.active || !account.passwordHash) return;
        await mailResetLink(account, email);
      }, 'password reset request');
      return { ok: true };
    },

    /** `resetpassword`: sets a new password with a single-use link; ends every session of the account. */
    async resetPassword(a: { clientId?: string; resetToken?: string; email?: string; newPassword?: string; ip: string }) {
      kit.assertClient(a.clientId);
      await limits.hit('resetConfirmIp', a.ip);
      const invalid = invalidGrant('This password reset link is invalid or has expired. Please request a new one.');
      const email = emailSchema.safeParse(a.email ?? '');
      if (!a.resetToken || a.resetToken.length > 200 || !email.success) throw invalid;
      const reset = await repo.findPasswordReset(hashToken(a.resetToken));
      const now = clock.now();
      if (!reset || reset.usedAt || reset.expiresAt <= now) throw invalid;
      const account = await repo.findAccount(reset.customerId);
      if (!account || account.deleted || account.email?.toLowerCase() !== email.data) throw invalid;
      const password = kit.requirePassword(a.newPassword, account.email);
      if (!(await repo.consumePasswordReset(reset.id, now))) throw invalid;
      await repo.setPasswordHash(account.id, await hashPassword(password));
      await repo.voidPasswordResets(account.id, now);
      await kit.revoke({ customerId: account.id }, 'password_reset');
      await limits.clearAccountFailures(accountKey(email.data), a.ip);
      await kit.audit({ actorId: account.id, subjectId: account.id, action: 'password.reset', ip: a.ip });
      // A new password starts a new interval: a later request mails at once.
      await links.releaseMailSlot(`reset:${account.id}`, null);
      return { ok: true };
    },
  };
}

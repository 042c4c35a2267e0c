import { samePasswordProblem } from '../../../shared/password';
import { aboutField, invalidRequest } from './auth-errors';
import { hashPassword } from './auth-passwords';
import type { ServiceKit } from './auth-service-kit';

/** A signed-in customer changing their password (`changepassword`); recovery by mail is auth-recovery.ts. */
export function createPasswordChange(kit: ServiceKit) {
  const { repo, clock } = kit;

  return {
    /** `changepassword`: needs the old password; ends every other session of the account. */
    async changePassword(a: { clientId?: string; refreshToken?: string; oldPassword?: string; newPassword?: string; ip: string }) {
      kit.assertClient(a.clientId);
      const { account, session } = await kit.ownRegisteredSession(a.refreshToken, 'Guests have no password to change. Create an account first.');
      // Each refusal names its field (the form shows it there): the new password's, then the current one's.
      const password = await aboutField('newPassword', () => kit.requirePassword(a.newPassword, account.email));
      await aboutField('oldPassword', () => kit.checkPasswordOf(account, a.oldPassword, 'The current password is incorrect.', a.ip));
      // The current password again would change nothing, yet sign out every other device.
      const same = samePasswordProblem(a.oldPassword ?? '', password);
      if (same) throw invalidRequest(same, 'newPassword');
      await repo.setPasswordHash(account.id, await hashPassword(password));
      await kit.revoke({ customerId: account.id, exceptSessionId: session.id }, 'password_changed');
      await repo.voidPasswordResets(account.id, clock.now());
      await kit.audit({ actorId: account.id, subjectId: account.id, action: 'password.changed', ip: a.ip });
      kit.runInBackground(
        () =>
          kit.sendMail(
            account.email,
            'Your Ironyard password was changed',
            'The password of your Ironyard account was changed, and every other device was signed out.\n\nIf you did not do this, reset your password and contact customer service.',
          ),
        'password change notice',
      );
      return { ok: true };
    },
  };
}

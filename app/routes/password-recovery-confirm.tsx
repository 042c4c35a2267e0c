import { Link, useSearchParams } from 'react-router';
import { AuthResetPasswordForm } from '~/features/auth/components/auth-reset-password-form';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/password-recovery-confirm';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Reset Password', noindex: true });
}

/** The page a reset e-mail links to: `?token=…&email=…`. */
export default function PasswordRecoveryConfirm() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
      <h1 className="mb-6 text-2xl font-bold">Reset Password</h1>
      {token && email ? (
        <AuthResetPasswordForm resetToken={token} email={email} />
      ) : (
        <p>
          This link is incomplete. Copy the whole link from the e-mail, or{' '}
          <Link to="/signin?tab=forgot" className="font-semibold underline">
            request a new one
          </Link>
          .
        </p>
      )}
    </div>
  );
}

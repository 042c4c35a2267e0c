import { AccountConfirmEmail } from '~/features/account/components/account-confirm-email';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/account-security-confirm-email';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Confirm Your E-mail Address', noindex: true });
}

/** /account/security/confirmemail?token=…: the link mailed to a new address (works signed in or not). */
export default function AccountConfirmEmailPage() {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8">
      <h1 className="mb-4 text-2xl font-bold">Confirm your e-mail address</h1>
      <AccountConfirmEmail />
    </div>
  );
}

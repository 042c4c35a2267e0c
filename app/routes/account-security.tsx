import { AccountPage } from '~/features/account/components/account-page';
import { AccountSecurity } from '~/features/account/components/account-security';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/account-security';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Login & Security', noindex: true });
}

/** /account/security and /account/security/edit: the account's details, each with its edit page. */
export default function AccountSecurityPage() {
  return (
    <AccountPage title="Login & Security">
      <AccountSecurity />
    </AccountPage>
  );
}

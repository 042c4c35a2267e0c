import { loadAccountPage } from '~/features/account/account-loader.server';
import { accountReads } from '~/features/account/account-data.server';
import { AccountPage, useNotice } from '~/features/account/components/account-page';
import { AccountSecurity } from '~/features/account/components/account-security';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/account-security';

export function loader({ context, request }: Route.LoaderArgs) {
  return loadAccountPage(context, request, () => accountReads.security(context));
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Login & Security', noindex: true });
}

/** /account/security and /account/security/edit: the account's details, each with its edit page. */
export default function AccountSecurityPage({ loaderData }: Route.ComponentProps) {
  const notice = useNotice(loaderData.notice);
  return (
    <AccountPage title="Login & Security" account={loaderData}>
      {(account) => <AccountSecurity account={account} notice={notice} />}
    </AccountPage>
  );
}

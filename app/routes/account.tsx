import { AccountOverview } from '~/features/account/components/account-overview';
import { AccountPage } from '~/features/account/components/account-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/account';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Your Account', noindex: true });
}

/** /account: the overview of the account area. */
export default function AccountOverviewPage() {
  return (
    <AccountPage title="Your Account">
      <AccountOverview />
    </AccountPage>
  );
}

import { AccountNotifications } from '~/features/account/components/account-notifications';
import { AccountPage } from '~/features/account/components/account-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/account-notifications';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Notifications', noindex: true });
}

/** /account/notifications: e-mail preferences and the "Notify me" list. */
export default function AccountNotificationsPage() {
  return (
    <AccountPage title="Notifications">
      <AccountNotifications />
    </AccountPage>
  );
}

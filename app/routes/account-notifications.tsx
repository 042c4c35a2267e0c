import { accountReads, accountWrites } from '~/features/account/account-data.server';
import { attempt, loadAccountPage, requireCustomer } from '~/features/account/account-loader.server';
import { MAIL_KINDS } from '~/features/account/api/account-api';
import { AccountNotifications } from '~/features/account/components/account-notifications';
import { AccountPage, type ActionAnswer } from '~/features/account/components/account-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/account-notifications';

export function loader({ context, request }: Route.LoaderArgs) {
  return loadAccountPage(context, request, () => accountReads.notifications(context));
}

/** Sets the kinds of e-mail (intent "preferences": a box per kind, "changed" names the one clicked) or stops a stock alert ("removeAlert"). */
export async function action({ context, request }: Route.ActionArgs): Promise<ActionAnswer> {
  requireCustomer(context, request);
  const form = await request.formData();
  if (form.get('intent') === 'removeAlert') {
    const productId = String(form.get('productId') ?? '');
    return attempt(() => accountWrites.deleteStockAlert(context, productId), 'The part was removed from the list.', 'The request could not be removed.');
  }
  const on = (key: string) => form.get(key) === 'on';
  const prefs = { orderUpdates: on('orderUpdates'), shippingUpdates: on('shippingUpdates'), backInStock: on('backInStock'), marketing: on('marketing') };
  const changed = MAIL_KINDS.find((k) => k.key === form.get('changed'));
  const notice = changed ? `${changed.label} e-mails are ${prefs[changed.key] ? 'on' : 'off'}.` : 'Your choices were saved.';
  return attempt(() => accountWrites.setPreferences(context, prefs), notice, 'Your choice could not be saved.');
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Notifications', noindex: true });
}

/** /account/notifications: e-mail preferences and the "Notify me" list. */
export default function AccountNotificationsPage({ loaderData }: Route.ComponentProps) {
  return (
    <AccountPage title="Notifications" account={loaderData}>
      {(data) => <AccountNotifications data={data} />}
    </AccountPage>
  );
}

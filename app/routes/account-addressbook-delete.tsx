import { accountReads, accountWrites } from '~/features/account/account-data.server';
import { attempt, loadAccountPage, redirectWithNotice, requireCustomer } from '~/features/account/account-loader.server';
import { AccountAddressDelete } from '~/features/account/components/account-address-book';
import { AccountPage } from '~/features/account/components/account-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/account-addressbook-delete';

export function loader({ context, request, params }: Route.LoaderArgs) {
  return loadAccountPage(context, request, async () => (await accountReads.addressBook(context)).find((a) => a.id === params.id) ?? null);
}

/** Deletes the address, then the address book says so. */
export async function action({ context, request, params }: Route.ActionArgs) {
  requireCustomer(context, request);
  const answer = await attempt(() => accountWrites.removeAddress(context, params.id), 'The address was deleted.', 'The address could not be deleted.');
  return answer.ok ? redirectWithNotice('/account/addressbook', answer.notice) : answer;
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Delete Address', noindex: true });
}

/** /account/addressbook/{id}/delete. */
export default function AccountAddressDeletePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AccountPage title="Delete Address" parent={{ to: '/account/addressbook', label: 'Address Book' }} account={loaderData}>
      {(address) => <AccountAddressDelete address={address} error={actionData?.error} />}
    </AccountPage>
  );
}

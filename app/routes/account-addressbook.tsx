import { accountReads, accountWrites } from '~/features/account/account-data.server';
import { attempt, loadAccountPage, requireCustomer } from '~/features/account/account-loader.server';
import { AccountAddressBook } from '~/features/account/components/account-address-book';
import { AccountPage, useNotice } from '~/features/account/components/account-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/account-addressbook';

export function loader({ context, request }: Route.LoaderArgs) {
  return loadAccountPage(context, request, () => accountReads.addressBook(context));
}

/** Makes an address the default (intent "default", its id). */
export async function action({ context, request }: Route.ActionArgs) {
  requireCustomer(context, request);
  const form = await request.formData();
  const id = String(form.get('id') ?? '');
  const address = (await accountReads.addressBook(context)).find((a) => a.id === id);
  if (form.get('intent') !== 'default' || !address) return { ok: false as const, error: 'This address is not in your address book.' };
  return attempt(
    () => accountWrites.defaultAddress(context, id),
    `${address.firstName} ${address.lastName}, ${address.address1} is now your default address.`,
    'The default address could not be changed.',
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Address Book', noindex: true });
}

/** /account/addressbook. */
export default function AccountAddressBookPage({ loaderData, actionData }: Route.ComponentProps) {
  const notice = useNotice(loaderData.notice, actionData);
  return (
    <AccountPage title="Address Book" account={loaderData}>
      {(addresses) => <AccountAddressBook addresses={addresses} notice={notice} error={actionData?.error} />}
    </AccountPage>
  );
}

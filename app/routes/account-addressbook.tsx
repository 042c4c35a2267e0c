import { AccountAddressBook } from '~/features/account/components/account-address-book';
import { AccountPage } from '~/features/account/components/account-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/account-addressbook';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Address Book', noindex: true });
}

/** /account/addressbook. */
export default function AccountAddressBookPage() {
  return (
    <AccountPage title="Address Book">
      <AccountAddressBook />
    </AccountPage>
  );
}

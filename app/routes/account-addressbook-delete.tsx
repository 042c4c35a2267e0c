import { AccountAddressDelete } from '~/features/account/components/account-address-book';
import { AccountPage } from '~/features/account/components/account-page';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/account-addressbook-delete';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Delete Address', noindex: true });
}

/** /account/addressbook/{id}/delete. */
export default function AccountAddressDeletePage({ params }: Route.ComponentProps) {
  return (
    <AccountPage title="Delete Address" parent={{ to: '/account/addressbook', label: 'Address Book' }}>
      <AccountAddressDelete id={params.id} />
    </AccountPage>
  );
}

import { lazy, Suspense } from 'react';
import { AccountPage } from '~/features/account/components/account-page';
import { pageMeta } from '~/lib/meta';
import { loadCountries } from '~/lib/reference-data';
import type { Route } from './+types/account-addressbook-edit';

// The forms library and the address rules load with the form, after the page is interactive.
const AccountAddressEdit = lazy(() => import('~/features/account/components/account-address-edit'));

export async function loader({ context }: Route.LoaderArgs) {
  return { countries: await loadCountries(context) };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: args.params.id ? 'Edit Address' : 'Add an Address', noindex: true });
}

/** /account/addressbook/{id} and /account/addressbook/0/add. */
export default function AccountAddressEditPage({ loaderData, params }: Route.ComponentProps) {
  const id = params.id ?? null;
  return (
    <AccountPage title={id ? 'Edit Address' : 'Add an Address'} parent={{ to: '/account/addressbook', label: 'Address Book' }}>
      <Suspense fallback={<p role="status">Loading…</p>}>
        <AccountAddressEdit key={id ?? 'new'} id={id} countries={loaderData.countries} />
      </Suspense>
    </AccountPage>
  );
}

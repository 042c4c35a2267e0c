import { lazy, Suspense } from 'react';
import { COUNTRIES_QUERY, type Country } from '~/features/cart/components/cart-page';
import { AccountPage } from '~/features/account/components/account-page';
import { publicServerQuery } from '~/lib/graphql';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/account-addressbook-edit';

// The forms library and the address rules load with the form, after the page is interactive.
const AccountAddressEdit = lazy(() => import('~/features/account/components/account-address-edit'));

export async function loader({ context }: Route.LoaderArgs) {
  try {
    return { countries: (await publicServerQuery(context, COUNTRIES_QUERY)).v1.countries };
  } catch {
    return { countries: [] as Country[] };
  }
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

import { COUNTRIES_QUERY, type Country } from '~/features/cart/components/cart-page';
import { AccountPage } from '~/features/account/components/account-page';
import { AccountPaymentEdit } from '~/features/account/components/account-payment-methods';
import { publicServerQuery } from '~/lib/graphql';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/account-paymentmethods-edit';

export async function loader({ context }: Route.LoaderArgs) {
  try {
    return { countries: (await publicServerQuery(context, COUNTRIES_QUERY)).v1.countries };
  } catch {
    return { countries: [] as Country[] };
  }
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: args.params.id ? 'Edit Payment Method' : 'Add a Card', noindex: true });
}

/** /account/paymentmethods/{id} and /account/paymentmethods/0/add. */
export default function AccountPaymentEditPage({ loaderData, params }: Route.ComponentProps) {
  const id = params.id ?? null;
  return (
    <AccountPage title={id ? 'Edit Payment Method' : 'Add a Card'} parent={{ to: '/account/paymentmethods', label: 'Payment Methods' }}>
      <AccountPaymentEdit key={id ?? 'new'} id={id} countries={loaderData.countries} />
    </AccountPage>
  );
}

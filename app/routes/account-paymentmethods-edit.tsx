import { lazy } from 'react';
import { accountReads } from '~/features/account/account-data.server';
import { loadAccountPage } from '~/features/account/account-loader.server';
import { AccountPage } from '~/features/account/components/account-page';
import { AccountPaymentEdit } from '~/features/account/components/account-payment-methods';
import { pageMeta } from '~/lib/meta';
import { loadCountries } from '~/lib/reference-data';
import type { Route } from './+types/account-paymentmethods-edit';

// Checkout's card fields and billing address form, loaded with the page that needs them.
const PaymentEditStep = lazy(() => import('~/features/checkout/components/checkout-step-payment-edit').then((m) => ({ default: m.PaymentEditStep })));

export function loader({ context, request }: Route.LoaderArgs) {
  return loadAccountPage(context, request, async () => {
    const [countries, data] = await Promise.all([loadCountries(context), accountReads.paymentMethods(context)]);
    return { countries, data };
  });
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: args.params.id ? 'Edit Payment Method' : 'Add a Card', noindex: true });
}

/** /account/paymentmethods/{id} and /account/paymentmethods/0/add. */
export default function AccountPaymentEditPage({ loaderData, params }: Route.ComponentProps) {
  const id = params.id ?? null;
  return (
    <AccountPage title={id ? 'Edit Payment Method' : 'Add a Card'} parent={{ to: '/account/paymentmethods', label: 'Payment Methods' }} account={loaderData}>
      {({ countries, data }) => <AccountPaymentEdit key={id ?? 'new'} id={id} countries={countries} data={data} Form={PaymentEditStep} />}
    </AccountPage>
  );
}

import { AccountPage } from '~/features/account/components/account-page';
import { AccountPaymentDelete } from '~/features/account/components/account-payment-methods';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/account-paymentmethods-delete';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Delete Payment Method', noindex: true });
}

/** /account/paymentmethods/{id}/delete. */
export default function AccountPaymentDeletePage({ params }: Route.ComponentProps) {
  return (
    <AccountPage title="Delete Payment Method" parent={{ to: '/account/paymentmethods', label: 'Payment Methods' }}>
      <AccountPaymentDelete id={params.id} />
    </AccountPage>
  );
}

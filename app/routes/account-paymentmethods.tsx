import { AccountPage } from '~/features/account/components/account-page';
import { AccountPaymentMethods } from '~/features/account/components/account-payment-methods';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/account-paymentmethods';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Payment Methods', noindex: true });
}

/** /account/paymentmethods. */
export default function AccountPaymentMethodsPage() {
  return (
    <AccountPage title="Payment Methods">
      <AccountPaymentMethods />
    </AccountPage>
  );
}

import { accountReads, accountWrites } from '~/features/account/account-data.server';
import { attempt, loadAccountPage, redirectWithNotice, requireCustomer } from '~/features/account/account-loader.server';
import { AccountPage } from '~/features/account/components/account-page';
import { AccountPaymentDelete } from '~/features/account/components/account-payment-methods';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/account-paymentmethods-delete';

export function loader({ context, request }: Route.LoaderArgs) {
  return loadAccountPage(context, request, () => accountReads.paymentMethods(context));
}

/** Deletes the payment method, then the list says so. */
export async function action({ context, request, params }: Route.ActionArgs) {
  requireCustomer(context, request);
  const answer = await attempt(() => accountWrites.removePaymentMethod(context, params.id), 'The payment method was deleted.', 'The payment method could not be deleted.');
  return answer.ok ? redirectWithNotice('/account/paymentmethods', answer.notice) : answer;
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Delete Payment Method', noindex: true });
}

/** /account/paymentmethods/{id}/delete. */
export default function AccountPaymentDeletePage({ loaderData, actionData, params }: Route.ComponentProps) {
  return (
    <AccountPage title="Delete Payment Method" parent={{ to: '/account/paymentmethods', label: 'Payment Methods' }} account={loaderData}>
      {(data) => <AccountPaymentDelete data={data} id={params.id} error={actionData?.error} />}
    </AccountPage>
  );
}

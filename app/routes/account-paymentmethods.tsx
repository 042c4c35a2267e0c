import { accountReads, accountWrites } from '~/features/account/account-data.server';
import { attempt, loadAccountPage, requireCustomer } from '~/features/account/account-loader.server';
import { AccountPage, useNotice } from '~/features/account/components/account-page';
import { AccountPaymentMethods } from '~/features/account/components/account-payment-methods';
import { paymentLine } from '~/features/account/api/account-payment-methods-api';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/account-paymentmethods';

export function loader({ context, request }: Route.LoaderArgs) {
  return loadAccountPage(context, request, () => accountReads.paymentMethods(context));
}

/** Makes a payment method the default (intent "default", its id). */
export async function action({ context, request }: Route.ActionArgs) {
  requireCustomer(context, request);
  const form = await request.formData();
  const id = String(form.get('id') ?? '');
  const method = (await accountReads.paymentMethods(context)).paymentMethods.find((m) => m.id === id);
  if (form.get('intent') !== 'default' || !method) return { ok: false as const, error: 'This payment method is not among yours.' };
  return attempt(
    () => accountWrites.defaultPaymentMethod(context, id),
    `${paymentLine(method)} is now your default payment method.`,
    'The default payment method could not be changed.',
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Payment Methods', noindex: true });
}

/** /account/paymentmethods. */
export default function AccountPaymentMethodsPage({ loaderData, actionData }: Route.ComponentProps) {
  const notice = useNotice(loaderData.notice, actionData);
  return (
    <AccountPage title="Payment Methods" account={loaderData}>
      {(data) => <AccountPaymentMethods data={data} notice={notice} error={actionData?.error} />}
    </AccountPage>
  );
}

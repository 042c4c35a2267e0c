import { data } from 'react-router';
import { accountReads, accountWrites } from '~/features/account/account-data.server';
import { loadAccountPage, requireCustomer, saveForm } from '~/features/account/account-loader.server';
import { AccountPage } from '~/features/account/components/account-page';
import { SECURITY_FIELDS, SECURITY_TITLES, type SecurityField } from '~/features/account/components/account-security';
import AccountSecurityEdit from '~/features/account/components/account-security-edit';
import { pageMeta } from '~/lib/meta';
import { feedbackNameSchema, nameSchema, phoneSchema } from '../../shared/account-schema';
import type { Route } from './+types/account-security-edit';

const fieldOf = (raw: string | undefined): SecurityField | null => {
  const f = raw?.toLowerCase();
  return (SECURITY_FIELDS as readonly string[]).includes(f ?? '') ? (f as SecurityField) : null;
};

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const field = fieldOf(params.field);
  if (!field) throw data(null, { status: 404 });
  const page = await loadAccountPage(context, request, () => accountReads.security(context));
  return data({ field, ...page.data }, page.init ?? undefined);
}

const back = '/account/security';

/** The details this page's form posts (e-mail address and password go to the token service instead). */
function save(context: Route.ActionArgs['context'], field: SecurityField, formData: FormData) {
  switch (field) {
    case 'name':
      return saveForm(formData, nameSchema, (v) => accountWrites.changeName(context, v.firstName, v.lastName), {
        back,
        done: 'Your name was saved.',
        failure: 'Your name could not be saved.',
      });
    case 'phonenumber':
      return saveForm(formData, phoneSchema, (v) => accountWrites.changeNumber(context, v.phoneNumber), {
        back,
        done: 'Your phone number was saved.',
        failure: 'Your phone number could not be saved.',
      });
    case 'feedbackname':
      return saveForm(formData, feedbackNameSchema, (v) => accountWrites.changeFeedbackName(context, v.feedbackName), {
        back,
        done: 'Your feedback name was saved.',
        failure: 'Your feedback name could not be saved.',
      });
    default:
      throw data(null, { status: 405 });
  }
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const field = fieldOf(params.field);
  if (!field) throw data(null, { status: 404 });
  requireCustomer(context, request);
  return save(context, field, await request.formData());
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: args.loaderData ? SECURITY_TITLES[args.loaderData.field] : 'Login & Security', noindex: true });
}

/** /account/security/edit/{name|emailaddress|password|phonenumber|feedbackname}. */
export default function AccountSecurityEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { field } = loaderData;
  const lastResult = actionData && 'result' in actionData ? actionData.result : null;
  return (
    <AccountPage title={SECURITY_TITLES[field]} parent={{ to: '/account/security', label: 'Login & Security' }} account={loaderData}>
      {(account) => <AccountSecurityEdit key={field} field={field} account={account} lastResult={lastResult} />}
    </AccountPage>
  );
}

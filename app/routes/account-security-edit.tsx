import { lazy, Suspense } from 'react';
import { data } from 'react-router';
import { AccountPage } from '~/features/account/components/account-page';
import { SECURITY_FIELDS, SECURITY_TITLES, type SecurityField } from '~/features/account/components/account-security';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/account-security-edit';

// The forms library and the rules load with the form, after the page is interactive.
const AccountSecurityEdit = lazy(() => import('~/features/account/components/account-security-edit'));

const fieldOf = (raw: string | undefined): SecurityField | null => {
  const f = raw?.toLowerCase();
  return (SECURITY_FIELDS as readonly string[]).includes(f ?? '') ? (f as SecurityField) : null;
};

export function loader({ params }: Route.LoaderArgs) {
  const field = fieldOf(params.field);
  if (!field) throw data(null, { status: 404 });
  return { field };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: args.data ? SECURITY_TITLES[args.data.field] : 'Login & Security', noindex: true });
}

/** /account/security/edit/{name|emailaddress|password|phonenumber|feedbackname}. */
export default function AccountSecurityEditPage({ loaderData }: Route.ComponentProps) {
  return (
    <AccountPage title={SECURITY_TITLES[loaderData.field]} parent={{ to: '/account/security', label: 'Login & Security' }}>
      <Suspense fallback={<p role="status">Loading…</p>}>
        <AccountSecurityEdit key={loaderData.field} field={loaderData.field} />
      </Suspense>
    </AccountPage>
  );
}

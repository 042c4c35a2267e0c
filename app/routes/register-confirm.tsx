import { useSearchParams } from 'react-router';
import { OrderAccountLinkForm } from '~/features/auth/components/auth-order-account';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/register-confirm';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Create Account', noindex: true });
}

/** The page the registration link of a guest order opens: `?token=…&email=…`. */
export default function RegisterConfirm() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
      <h1 className="mb-6 text-2xl font-bold">Create Account</h1>
      {token ? (
        <OrderAccountLinkForm token={token} email={email} />
      ) : (
        <p>This link is incomplete. Copy the whole link from the e-mail, or ask for a new one on the page of your order.</p>
      )}
    </div>
  );
}

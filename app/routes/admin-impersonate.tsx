import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { linkClass } from '~/components/button';
import { impersonate, quitImpersonation } from '~/features/auth/auth-account';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/admin-impersonate';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Please wait', noindex: true });
}

const reasonOf = (err: unknown) => (err instanceof Error && err.message ? err.message : 'Acting as this customer failed. Please try again.');

/**
 * `/admin/impersonate/{userId}` starts acting as that customer (an id or a registered e-mail) and
 * goes home (spec 1 §2); `none` quits. A refusal is shown here with the way back, never dropped.
 */
export default function AdminImpersonate({ params }: Route.ComponentProps) {
  const navigate = useNavigate();
  const ran = useRef(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    // Strict mode runs effects twice in development; impersonating twice would end the first session.
    if (ran.current) return;
    ran.current = true;
    if (params.userId === 'none') {
      quitImpersonation()
        .catch((err) => console.warn('quitting impersonation failed', err))
        .finally(() => navigate('/', { replace: true }));
      return;
    }
    impersonate(params.userId).then(
      () => navigate('/', { replace: true }),
      (err: unknown) => setError(reasonOf(err)),
    );
  }, [params.userId, navigate]);
  if (error) {
    return (
      <div className="mx-auto max-w-md px-4 py-12 text-center">
        <h1 className="text-xl font-bold">Could not act as “{params.userId}”</h1>
        <p role="alert" className="mt-3 text-lg" data-testid="impersonate-error">
          {error}
        </p>
        <p className="mt-6 flex justify-center gap-6">
          <Link to="/admin/customers" className={linkClass}>
            Find the customer
          </Link>
          <Link to="/" className={linkClass}>
            Home
          </Link>
        </p>
      </div>
    );
  }
  return (
    <p role="status" className="mx-auto max-w-md px-4 py-12 text-center text-lg">
      Please wait...
    </p>
  );
}

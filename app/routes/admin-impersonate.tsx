import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { impersonate, quitImpersonation } from '~/features/auth/auth-account';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/admin-impersonate';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Please wait', noindex: true });
}

/** `/admin/impersonate/{userId}` starts acting as that user, `none` quits; home afterwards, even on failure (spec 1 §2). */
export default function AdminImpersonate({ params }: Route.ComponentProps) {
  const navigate = useNavigate();
  const ran = useRef(false);
  useEffect(() => {
    // Strict mode runs effects twice in development; impersonating twice would end the first session.
    if (ran.current) return;
    ran.current = true;
    const work = params.userId === 'none' ? quitImpersonation() : impersonate(params.userId);
    work
      .catch((err) => console.warn('impersonation failed', err))
      .finally(() => navigate('/', { replace: true }));
  }, [params.userId, navigate]);
  return (
    <p role="status" className="mx-auto max-w-md px-4 py-12 text-center text-lg">
      Please wait...
    </p>
  );
}

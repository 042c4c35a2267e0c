import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { safeReturnPath } from '~/features/auth/auth-redirect';
import { signOut } from '~/features/auth/auth-account';
import { useSession } from '~/features/auth/auth-use-session';
import { AdminButton, QuotesLink } from '~/features/auth/components/auth-admin-links';
import { AuthCreateAccountForm } from '~/features/auth/components/auth-create-account-form';
import { AuthForgotPasswordForm } from '~/features/auth/components/auth-forgot-password-form';
import { AuthSignInForm } from '~/features/auth/components/auth-sign-in-form';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/signin';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Sign In', noindex: true });
}

type Tab = 'signin' | 'create' | 'forgot';
const TABS: Array<{ id: Tab; label: string }> = [
  { id: 'signin', label: 'Sign in' },
  { id: 'create', label: 'Create account' },
  { id: 'forgot', label: 'Forgot password' },
];

export default function SignInPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const tab: Tab = params.get('tab') === 'create' ? 'create' : params.get('tab') === 'forgot' ? 'forgot' : 'signin';
  const returnTo = safeReturnPath(params.get('p'));
  // One e-mail for all three forms, so switching between them keeps what was typed.
  const [email, setEmail] = useState(params.get('email') ?? '');
  const done = () => navigate(returnTo, { replace: true });

  const tabHref = (id: Tab) => {
    const q = new URLSearchParams();
    if (params.get('p')) q.set('p', params.get('p')!);
    if (id !== 'signin') q.set('tab', id);
    const s = q.toString();
    return s ? `/signin?${s}` : '/signin';
  };

  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
      <h1 className="mb-6 text-2xl font-bold">Sign In</h1>
      {session.isRegistered && session.userInfo ? (
        <section aria-label="Signed in" className="space-y-4 rounded-lg border border-gray-300 p-5">
          <p>
            You are signed in as <strong data-testid="signed-in-as">{session.userInfo.email}</strong>
            {session.impersonating && session.realUser && <> (acting for {session.realUser.email})</>}.
          </p>
          <div className="flex flex-wrap gap-3">
            <Link to={returnTo} className="inline-flex h-11 items-center rounded-md bg-brand-500 px-4 font-semibold text-ink-900 hover:bg-brand-400">
              Continue
            </Link>
            <button type="button" onClick={() => void signOut()} className="inline-flex h-11 items-center rounded-md border border-gray-400 px-4 font-semibold hover:bg-gray-100">
              Sign Out
            </button>
            <QuotesLink className="rounded-md border border-gray-400 hover:bg-gray-100" />
            <AdminButton className="rounded-md border border-gray-400 hover:bg-gray-100" />
          </div>
        </section>
      ) : (
        <>
          <nav aria-label="Sign-in options" className="mb-6">
            <ul className="flex gap-1 border-b border-gray-300">
              {TABS.map((t) => (
                <li key={t.id}>
                  <Link
                    to={tabHref(t.id)}
                    replace
                    aria-current={tab === t.id ? 'page' : undefined}
                    className={
                      'inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold ' +
                      (tab === t.id ? 'border-brand-600 text-ink-900' : 'border-transparent text-gray-700 hover:text-ink-900')
                    }
                  >
                    {t.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {tab === 'signin' && <AuthSignInForm defaultEmail={email} onEmailChange={setEmail} onSignedIn={done} />}
          {tab === 'create' && <AuthCreateAccountForm defaultEmail={email} onEmailChange={setEmail} onCreated={done} />}
          {tab === 'forgot' && <AuthForgotPasswordForm defaultEmail={email} onEmailChange={setEmail} />}
          {session.status === 'guest' && tab !== 'forgot' && (
            <p className="mt-4 text-sm text-gray-700">The cart and machines you saved as a guest come along to your account.</p>
          )}
        </>
      )}
    </div>
  );
}

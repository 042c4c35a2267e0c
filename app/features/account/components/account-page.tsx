import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button, buttonClass } from '~/components/button';
import { useSession } from '~/features/auth/auth-use-session';

export const errorText = (err: unknown, fallback: string) => (err instanceof Error && err.message ? err.message : fallback);

/**
 * A page of the account area: the signed-in customer's only. Signed-out visitors go to
 * `/signin?p=<this page>` and come back; guests are offered an account (spec 1 §5). The page's
 * content renders once the session is known.
 */
export function AccountPage({ title, parent, children }: { title: string; parent?: { to: string; label: string }; children: ReactNode }) {
  const session = useSession();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const here = pathname + search;
  const signIn = `/signin?p=${encodeURIComponent(here)}`;
  const loggedOut = session.status === 'loggedOut';
  useEffect(() => {
    if (loggedOut) navigate(signIn, { replace: true });
  }, [loggedOut, navigate, signIn]);

  let body: ReactNode;
  if (session.status === 'loading') body = <p role="status">Loading your account…</p>;
  else if (loggedOut) body = <p role="status">Taking you to sign in…</p>;
  else if (session.isGuest)
    body = (
      <section aria-labelledby="guest-offer" className="max-w-xl space-y-3 rounded-lg border border-gray-300 p-5">
        <h2 id="guest-offer" className="text-lg font-bold">
          Create an account to use this page
        </h2>
        <p>You are shopping as a guest. With an account you can keep addresses and cards, change your details and choose what we e-mail you. Your cart and fleet come along.</p>
        <div className="flex flex-wrap gap-3">
          <Link to={`/signin?tab=create&p=${encodeURIComponent(here)}`} className={buttonClass({ variant: 'primary' })}>
            Create an account
          </Link>
          <Link to={signIn} className={buttonClass({ variant: 'secondary' })}>
            Sign in
          </Link>
        </div>
      </section>
    );
  else body = children;

  return (
    <div className="mx-auto w-full max-w-screen-lg px-4 py-6">
      <nav aria-label="Breadcrumb" className="mb-2 text-sm">
        <ol className="flex flex-wrap gap-1">
          {pathname !== '/account' && (
            <li>
              <Link to="/account" className="text-blue-800 underline">
                Your Account
              </Link>
              <span aria-hidden="true"> › </span>
            </li>
          )}
          {parent && (
            <li>
              <Link to={parent.to} className="text-blue-800 underline">
                {parent.label}
              </Link>
              <span aria-hidden="true"> › </span>
            </li>
          )}
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <h1 className="mb-4 text-2xl font-bold break-words">{title}</h1>
      {body}
    </div>
  );
}

export type Loaded<T> = { status: 'loading' } | { status: 'error'; error: string } | { status: 'ready'; data: T };

/**
 * A delete page's confirm button: removes, then goes back to the list with `saved` shown there; on
 * failure the button comes back with `failure` (or the server's reason) beside it.
 */
export function useConfirmedDelete(remove: () => Promise<unknown>, back: string, saved: string, failure: string) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await remove();
      navigate(back, { state: { saved } });
    } catch (err) {
      setError(errorText(err, failure));
      setBusy(false);
    }
  };
  return { busy, error, confirm };
}

/** Loads the page's data once the customer is known, with a reload for after a change. */
export function useAccountData<T>(load: () => Promise<T>, fallback: string): [Loaded<T>, () => Promise<void>, (data: T) => void] {
  const session = useSession();
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const loader = useRef(load);
  useEffect(() => {
    loader.current = load;
  });
  const ready = session.isRegistered;
  const userId = session.userInfo?.id;
  const reload = useCallback(async () => {
    try {
      setState({ status: 'ready', data: await loader.current() });
    } catch (err) {
      setState({ status: 'error', error: errorText(err, fallback) });
    }
  }, [fallback]);
  useEffect(() => {
    if (ready) void reload();
  }, [ready, userId, reload]);
  return [state, reload, (data: T) => setState({ status: 'ready', data })];
}

/** The loading and error states of `useAccountData`, or the content. */
export function LoadedView<T>({ state, what, retry, children }: { state: Loaded<T>; what: string; retry: () => void; children: (data: T) => ReactNode }) {
  if (state.status === 'loading') return <p role="status">Loading {what}…</p>;
  if (state.status === 'error')
    return (
      <div className="space-y-2">
        <p role="alert" className="font-semibold text-red-700">
          {state.error}
        </p>
        <Button onClick={retry}>
          Try again
        </Button>
      </div>
    );
  return <>{children(state.data)}</>;
}

/** A confirmation that a change was saved, read out by screen readers. */
export function SavedNotice({ text }: { text: string | null }) {
  return (
    <p role="status" className="min-h-6 font-semibold text-green-800">
      {text ?? ''}
    </p>
  );
}

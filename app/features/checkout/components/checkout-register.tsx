import { useId, useState } from 'react';
import { registerAfterOrder } from '~/features/auth/auth-account';
import { OrderAccountLinkRequest } from '~/features/auth/components/auth-order-account';
import { useSession } from '~/features/auth/auth-use-session';
import { ErrorNotice } from '~/components/error-notice';

/**
 * After a guest order: one password makes the guest an account with the order's e-mail
 * (upgradeguestfororder), from the guest session that placed it; anyone else gets a link mailed to
 * the order's address.
 */
export function RegisterAfterOrder({ clubOrderGuid, email, orderNumber }: { clubOrderGuid: string; email: string; orderNumber: string }) {
  const id = useId();
  const session = useSession();
  const [password, setPassword] = useState('');
  const [state, setState] = useState<{ kind: 'idle' | 'busy' | 'done' } | { kind: 'error'; error: unknown }>({ kind: 'idle' });
  if (session.status === 'registered' && state.kind !== 'done') return null;
  if (state.kind === 'done') {
    return (
      <p role="status" className="rounded-md border border-green-300 bg-green-50 p-3 text-green-900">
        Your account is ready: you are signed in as {email}.
      </p>
    );
  }
  if (session.status === 'loggedOut') {
    return (
      <section className="max-w-md space-y-3 rounded-lg border border-gray-200 p-4" aria-label="Create an account">
        <h2 className="text-lg font-bold">Create an account</h2>
        <OrderAccountLinkRequest orderNumber={orderNumber} email={email} />
      </section>
    );
  }
  async function create() {
    setState({ kind: 'busy' });
    try {
      await registerAfterOrder(clubOrderGuid, password);
      setState({ kind: 'done' });
    } catch (err) {
      setState({ kind: 'error', error: err });
    }
  }

  return (
    <form
      className="max-w-md space-y-3 rounded-lg border border-gray-200 p-4"
      onSubmit={(e) => {
        e.preventDefault();
        void create();
      }}
    >
      <h2 className="text-lg font-bold">Create an account</h2>
      <p className="text-sm">Track this order, reorder faster and keep your fleet: choose a password for {email}.</p>
      <label htmlFor={`${id}-pw`} className="block text-sm font-semibold">
        Password
      </label>
      <input
        id={`${id}-pw`}
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        className="h-11 w-full rounded-md border border-gray-400 px-3"
      />
      {state.kind === 'error' && <ErrorNotice error={state.error} action="The account could not be created." onRetry={create} className="text-base font-semibold" />}
      {state.kind === 'error' && <OrderAccountLinkRequest orderNumber={orderNumber} email={email} />}
      <button type="submit" disabled={state.kind === 'busy'} className="h-11 rounded-md bg-brand-500 px-5 font-bold text-ink-900 disabled:opacity-60">
        {state.kind === 'busy' ? 'Creating…' : 'Create Account'}
      </button>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, linkClass } from '~/components/button';
import { createAccountFromLink, requestOrderAccountLink } from '../auth-account';
import { AuthFormMessage, AuthSubmitButton, failureText, focusFirstInvalid, formText, newPasswordErrors, NewPasswordFields } from './auth-form-parts';

/**
 * For a guest order seen from another browser (or once the guest's session is gone): the account is
 * made through a link mailed to the order's address, never from the order's page alone.
 */
export function OrderAccountLinkRequest({ orderNumber, email }: { orderNumber: string; email: string }) {
  const [state, setState] = useState<{ kind: 'idle' | 'busy' | 'sent' } | { kind: 'error'; message: string }>({ kind: 'idle' });
  async function send() {
    setState({ kind: 'busy' });
    try {
      await requestOrderAccountLink(orderNumber, email);
      setState({ kind: 'sent' });
    } catch (err) {
      setState({ kind: 'error', message: failureText(err) });
    }
  }
  if (state.kind === 'sent') {
    return <AuthFormMessage kind="success">We sent a link to {email}. Open it within 24 hours to choose your password.</AuthFormMessage>;
  }
  return (
    <div className="space-y-2">
      <p className="text-sm">We can e-mail a link to {email}: open it to choose a password for your account.</p>
      {state.kind === 'error' && <AuthFormMessage kind="error">{state.message}</AuthFormMessage>}
      <Button variant="secondary" onClick={() => void send()} disabled={state.kind === 'busy'} aria-busy={state.kind === 'busy' || undefined}>
        {state.kind === 'busy' ? 'Sending…' : 'E-mail Me a Link'}
      </Button>
    </div>
  );
}

const IDS = { password: 'order-account-password', confirm: 'order-account-confirm' };

/** The page a registration link opens: the guest chooses a password and is signed in to the account. */
export function OrderAccountLinkForm({ token, email }: { token: string; email: string }) {
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [doneAs, setDoneAs] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (pending) return;
    const form = new FormData(e.currentTarget);
    const [password, confirm] = [formText(form, 'password'), formText(form, 'confirm')];
    const found = newPasswordErrors(password, confirm);
    setErrors(found);
    setFailure(null);
    if (focusFirstInvalid(found, IDS)) return;
    setPending(true);
    try {
      const session = await createAccountFromLink(token, password);
      setDoneAs(session.userInfo?.email ?? email);
    } catch (err) {
      setFailure(failureText(err));
    } finally {
      setPending(false);
    }
  }

  if (doneAs !== null) {
    return (
      <div className="space-y-4">
        <AuthFormMessage kind="success">Your account is ready: you are signed in as {doneAs || email}.</AuthFormMessage>
        <Link to="/account" className={linkClass}>
          Your Account
        </Link>
      </div>
    );
  }

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-4" aria-label="Choose a password">
      {email && (
        <p className="text-sm text-gray-700">
          Choose a password for <strong>{email}</strong>.
        </p>
      )}
      {failure && <AuthFormMessage kind="error">{failure}</AuthFormMessage>}
      <input type="email" autoComplete="username" value={email} readOnly hidden />
      <NewPasswordFields ids={IDS} errors={errors} />
      <AuthSubmitButton pending={pending} label="Create Account" pendingLabel="Creating…" />
    </form>
  );
}

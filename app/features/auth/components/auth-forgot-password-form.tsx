import { useState, type FormEvent } from 'react';
import { requestPasswordReset } from '../auth-account';
import { AuthFormMessage, AuthSubmitButton, emailText, failureText, focusFirstInvalid, formText } from './auth-form-parts';
import { Field } from '~/components/field';

const IDS = { email: 'forgot-email' };

/** Asks for a reset link; the answer reads the same whether or not the address has an account. */
export function AuthForgotPasswordForm({ defaultEmail, onEmailChange }: { defaultEmail: string; onEmailChange: (v: string) => void }) {
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (pending) return;
    const email = formText(new FormData(e.currentTarget), 'email');
    const found = { email: emailText(email) };
    setError(found.email);
    setFailure(null);
    setSentTo(null);
    if (focusFirstInvalid(found, IDS)) return;
    setPending(true);
    try {
      await requestPasswordReset(email.trim());
      setSentTo(email.trim());
    } catch (err) {
      setFailure(failureText(err));
    } finally {
      setPending(false);
    }
  }

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-4" aria-labelledby="forgot-heading">
      <h2 id="forgot-heading" className="text-xl font-bold">
        Forgot your password?
      </h2>
      <p className="text-sm text-gray-700">Enter the e-mail of your account and we will send you a link to choose a new password.</p>
      {failure && <AuthFormMessage kind="error">{failure}</AuthFormMessage>}
      {sentTo && (
        <AuthFormMessage kind="success">
          If an account exists for {sentTo}, we have sent it a link to reset the password. The link works once, for 60 minutes.
        </AuthFormMessage>
      )}
      <Field
        id={IDS.email}
        label="E-mail"
        type="email"
        autoComplete="email"
        inputMode="email"
        name="email"
        defaultValue={defaultEmail}
        onChange={(e) => onEmailChange(e.target.value)}
        error={error}
        required
      />
      <AuthSubmitButton pending={pending} label="Send Reset Link" pendingLabel="Sending…" />
    </form>
  );
}

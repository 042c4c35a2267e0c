import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { resetPassword } from '../auth-account';
import { AuthFormMessage, AuthSubmitButton, failureText, focusFirstInvalid, formText, newPasswordErrors, NewPasswordFields } from './auth-form-parts';

const IDS = { password: 'reset-password', confirm: 'reset-confirm' };

/** The new password for a reset link (token and e-mail come from the link). */
export function AuthResetPasswordForm({ resetToken, email }: { resetToken: string; email: string }) {
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
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
      await resetPassword({ resetToken, email, newPassword: password });
      setDone(true);
    } catch (err) {
      setFailure(failureText(err));
    } finally {
      setPending(false);
    }
  }

  if (done) {
    return (
      <div className="space-y-4">
        <AuthFormMessage kind="success">Your password has been reset. Every device that was signed in has been signed out.</AuthFormMessage>
        <Link
          to={`/signin?email=${encodeURIComponent(email)}`}
          className="flex h-11 items-center justify-center rounded-md bg-brand-500 px-4 font-semibold text-ink-900 hover:bg-brand-400"
        >
          Sign in with your new password
        </Link>
      </div>
    );
  }

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-4" aria-label="Choose a new password">
      <p className="text-sm text-gray-700">
        Choose a new password for <strong>{email}</strong>.
      </p>
      {failure && (
        <AuthFormMessage kind="error">
          {failure}{' '}
          {/invalid or has expired/.test(failure) && (
            <Link to="/signin?tab=forgot" className="underline">
              Request a new link
            </Link>
          )}
        </AuthFormMessage>
      )}
      <input type="email" autoComplete="username" value={email} readOnly hidden />
      <NewPasswordFields ids={IDS} errors={errors} label="New password" confirmLabel="Confirm new password" />
      <AuthSubmitButton pending={pending} label="Reset Password" pendingLabel="Saving…" />
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { signIn } from '../auth-account';
import { AuthCheckbox, AuthFormMessage, AuthSubmitButton, emailText, failureText, focusFirstInvalid, requiredText, formText } from './auth-form-parts';
import { Field } from '~/components/field';

const IDS = { email: 'signin-email', password: 'signin-password' };

/** E-mail, password and "remember me"; calls `onSignedIn` after a successful sign-in. */
export function AuthSignInForm({ defaultEmail, onEmailChange, onSignedIn }: { defaultEmail: string; onEmailChange: (v: string) => void; onSignedIn: () => void }) {
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (pending) return;
    // Uncontrolled fields: what was typed before the page finished loading is kept.
    const form = new FormData(e.currentTarget);
    const email = formText(form, 'email');
    const password = formText(form, 'password');
    const found = { email: emailText(email), password: requiredText(password) };
    setErrors(found);
    setFailure(null);
    if (focusFirstInvalid(found, IDS)) return;
    setPending(true);
    try {
      await signIn({ email: email.trim(), password, rememberMe: form.get('rememberMe') === 'on' });
      onSignedIn();
    } catch (err) {
      setFailure(failureText(err));
      // The password is the likely culprit: select it so typing replaces it, the e-mail stays.
      const input = document.getElementById(IDS.password) as HTMLInputElement | null;
      input?.focus();
      input?.select();
    } finally {
      setPending(false);
    }
  }

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-4" aria-labelledby="signin-heading">
      <h2 id="signin-heading" className="text-xl font-bold">
        Sign in
      </h2>
      {failure && <AuthFormMessage kind="error">{failure}</AuthFormMessage>}
      <Field
        id={IDS.email}
        label="E-mail"
        type="email"
        autoComplete="username"
        inputMode="email"
        name="email"
        defaultValue={defaultEmail}
        onChange={(e) => onEmailChange(e.target.value)}
        error={errors.email}
        required
      />
      <Field
        id={IDS.password}
        label="Password"
        type="password"
        autoComplete="current-password"
        name="password"
        error={errors.password}
        required
      />
      <AuthCheckbox id="signin-remember" name="rememberMe" label="Remember me" />
      <AuthSubmitButton pending={pending} label="Sign In" pendingLabel="Signing in…" />
    </form>
  );
}

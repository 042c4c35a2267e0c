import { useState, type FormEvent } from 'react';
import { createAccount } from '../auth-account';
import {
  AuthCheckbox,
  AuthFormMessage,
  AuthSubmitButton,
  emailText,
  failureText,
  focusFirstInvalid,
  formText,
  newPasswordErrors,
  NewPasswordFields,
  requiredText,
} from './auth-form-parts';
import { Field } from '~/components/field';

const IDS = { name: 'create-name', email: 'create-email', password: 'create-password' };

/** Registration: the guest session (made on demand) becomes an account, keeping its cart and fleet. */
export function AuthCreateAccountForm({ defaultEmail, onEmailChange, onCreated }: { defaultEmail: string; onEmailChange: (v: string) => void; onCreated: () => void }) {
  const [errors, setErrors] = useState<{ name?: string; email?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (pending) return;
    const form = new FormData(e.currentTarget);
    const [name, email, password] = [formText(form, 'name'), formText(form, 'email'), formText(form, 'password')];
    const found = { name: requiredText(name), email: emailText(email), ...newPasswordErrors(password) };
    setErrors(found);
    setFailure(null);
    if (focusFirstInvalid(found, IDS)) return;
    setPending(true);
    try {
      await createAccount({ name: name.trim(), email: email.trim(), password, rememberMe: form.get('rememberMe') === 'on' });
      onCreated();
    } catch (err) {
      setFailure(failureText(err));
    } finally {
      setPending(false);
    }
  }

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-4" aria-labelledby="create-heading">
      <h2 id="create-heading" className="text-xl font-bold">
        Create account
      </h2>
      {failure && <AuthFormMessage kind="error">{failure}</AuthFormMessage>}
      <Field
        id={IDS.name}
        label="Your name"
        autoComplete="name"
        name="name"
        error={errors.name}
        maxLength={100}
        required
      />
      <Field
        id={IDS.email}
        label="E-mail"
        type="email"
        autoComplete="email"
        inputMode="email"
        name="email"
        defaultValue={defaultEmail}
        onChange={(e) => onEmailChange(e.target.value)}
        error={errors.email}
        required
      />
      <NewPasswordFields
        ids={IDS}
        errors={errors}
        hint="At least 8 characters. A few unrelated words make a strong password; common passwords are refused."
      />
      <AuthCheckbox id="create-remember" name="rememberMe" label="Remember me" />
      <AuthSubmitButton pending={pending} label="Create Account" pendingLabel="Creating your account…" />
    </form>
  );
}

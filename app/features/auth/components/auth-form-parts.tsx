import { useSyncExternalStore, type ReactNode } from 'react';
import { buttonClass } from '~/components/button';
import { Field } from '~/components/field';
import { userMessageOf } from '~/lib/errors';
import { EMAIL_INVALID, EMAIL_PATTERN } from '../../../../shared/email';
import { newPasswordProblems } from '../../../../shared/password';
import { REQUIRED } from '../../../../shared/texts';

export function AuthCheckbox({ id, name, label }: { id: string; name: string; label: string }) {
  return (
    <div className="flex items-center gap-2">
      <input id={id} name={name} type="checkbox" className="size-5 accent-brand-600" />
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
    </div>
  );
}

/** The text of one field of a submitted form. */
export function formText(form: FormData, name: string): string {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
}

/** The form's own message: an error read out at once, or a confirmation. */
export function AuthFormMessage({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  return kind === 'error' ? (
    <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
      {children}
    </p>
  ) : (
    <p role="status" className="rounded-md border border-green-300 bg-green-50 px-3 py-2 text-sm font-medium text-green-900">
      {children}
    </p>
  );
}

const noSubscription = () => () => {};

/** False in the server's HTML and until hydration: the forms work only with their script. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export function AuthSubmitButton({ pending, label, pendingLabel }: { pending: boolean; label: string; pendingLabel: string }) {
  // Before hydration a click would submit the form natively, as a GET of this page.
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      disabled={pending || !hydrated}
      aria-busy={pending || undefined}
      className={buttonClass({ variant: 'primary', block: true })}
    >
      {pending ? pendingLabel : label}
    </button>
  );
}

/** The message to show for a failed call: the server's words for a refusal, else the network or the one unexpected-failure text. */
export function failureText(err: unknown): string {
  return userMessageOf(err);
}

/** Spec 1 §5: the default validation text is "Required". */
export function requiredText(value: string): string | undefined {
  return value.trim() ? undefined : REQUIRED;
}

export function emailText(value: string): string | undefined {
  return requiredText(value) ?? (EMAIL_PATTERN.test(value.trim()) ? undefined : EMAIL_INVALID);
}

/** A new password, and its confirmation where the form asks for it twice: each field's error (shared/password.ts). */
export function newPasswordErrors(password: string, confirm?: string): { password?: string; confirm?: string } {
  return newPasswordProblems(password, confirm);
}

const PASSWORD_HINT = 'At least 8 characters; common passwords are refused.';

/**
 * The new-password field and, when `ids.confirm` is given, the field that asks for it again; each
 * shows its error from `newPasswordErrors`. Named `password` and `confirm` in the form.
 */
export function NewPasswordFields({
  ids,
  errors,
  label = 'Password',
  confirmLabel = 'Confirm password',
  hint = PASSWORD_HINT,
}: {
  ids: { password: string; confirm?: string };
  errors: { password?: string; confirm?: string };
  label?: string;
  confirmLabel?: string;
  hint?: string;
}) {
  return (
    <>
      <Field id={ids.password} label={label} type="password" autoComplete="new-password" name="password" error={errors.password} hint={hint} required />
      {ids.confirm && <Field id={ids.confirm} label={confirmLabel} type="password" autoComplete="new-password" name="confirm" error={errors.confirm} required />}
    </>
  );
}

/** Moves focus to the first field with an error, so keyboard and screen-reader users land on it. */
export function focusFirstInvalid(errors: Record<string, string | undefined>, ids: Record<string, string>): boolean {
  const first = Object.keys(ids).find((k) => errors[k]);
  if (first) document.getElementById(ids[first])?.focus();
  return Boolean(first);
}

import { useSyncExternalStore, type ReactNode } from 'react';
import { buttonClass } from '~/components/button';
import { userMessageOf } from '~/lib/errors';
import { EMAIL_INVALID, EMAIL_PATTERN } from '../../../../shared/email';

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
  return value.trim() ? undefined : 'Required';
}

export function emailText(value: string): string | undefined {
  return requiredText(value) ?? (EMAIL_PATTERN.test(value.trim()) ? undefined : EMAIL_INVALID);
}

export function newPasswordText(value: string): string | undefined {
  if (!value) return 'Required';
  const length = [...value].length;
  if (length < 8) return 'Use at least 8 characters.';
  if (length > 128) return 'Use at most 128 characters.';
  return undefined;
}

/** Moves focus to the first field with an error, so keyboard and screen-reader users land on it. */
export function focusFirstInvalid(errors: Record<string, string | undefined>, ids: Record<string, string>): boolean {
  const first = Object.keys(ids).find((k) => errors[k]);
  if (first) document.getElementById(ids[first])?.focus();
  return Boolean(first);
}

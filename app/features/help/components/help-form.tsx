import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { FORM_MAX_FILL_MS, HONEYPOT_FIELD } from '../../../../shared/support-forms';
import { GraphQLRequestError } from '~/lib/graphql';

/** What a form's action answers: the stored reference, or what to correct. */
export interface HelpFormResult {
  reference?: string;
  fieldErrors?: Record<string, string>;
  formError?: string;
  values?: Record<string, string>;
  /** When the refused form was first shown, as its post carried it: the form shown again keeps it. */
  shownAt?: number;
}

/** What a form's post carries besides its fields: the spam guards the server checks. */
export interface HelpFormGuard {
  startedAt: number;
  trap: string | null;
}

/**
 * Runs a form's mutation from its action: a reference confirms it, field errors go back beside their
 * fields with what was typed, and a refusal of the whole request shows above the form.
 *
 * A refused form goes back with the time it was first shown. A post sent before the page's scripts ran
 * is answered with a newly rendered page, whose loader time is now: without this, a quick correction
 * on that page would look like a robot's instant post. A time that is made up or stale is not kept.
 */
export async function submitHelpForm(
  values: Record<string, string>,
  guard: HelpFormGuard,
  send: () => Promise<{ reference: string | null; fieldErrors: ReadonlyArray<{ field: string; message: string }> }>,
): Promise<HelpFormResult> {
  const age = Date.now() - guard.startedAt;
  const shownAt = age >= 0 && age <= FORM_MAX_FILL_MS ? guard.startedAt : undefined;
  try {
    const r = await send();
    if (r.reference) return { reference: r.reference };
    return { values, shownAt, fieldErrors: Object.fromEntries(r.fieldErrors.map((e) => [e.field, e.message])) };
  } catch (err) {
    if (err instanceof GraphQLRequestError) return { values, shownAt, formError: err.message };
    throw err;
  }
}

interface FieldProps {
  name: string;
  label: string;
  result: HelpFormResult | undefined;
  required?: boolean;
  hint?: string;
  type?: 'text' | 'email' | 'tel' | 'url';
  maxLength?: number;
  autoComplete?: string;
  multiline?: boolean;
  options?: Record<string, string>;
}

/**
 * A labelled field with its error beside it: aria-invalid and aria-describedby point a screen
 * reader at the text, and the form moves focus to the first refused field.
 */
export function HelpField({ name, label, result, required, hint, type = 'text', maxLength, autoComplete, multiline, options }: FieldProps) {
  const error = result?.fieldErrors?.[name];
  const id = `f-${name}`;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    defaultValue: result?.values?.[name] ?? '',
    className: `w-full rounded-md border px-3 ${error ? 'border-red-700' : 'border-gray-400'}`,
  } as const;
  return (
    <div className="mt-4">
      <label htmlFor={id} className="block font-semibold">
        {label}
        {!required && <span className="font-normal text-ink-700"> (optional)</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-ink-700">
          {hint}
        </p>
      )}
      <div className="mt-1">
        {options ? (
          <select {...common} className={`${common.className} h-12 bg-white`}>
            <option value="">Choose…</option>
            {Object.entries(options).map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        ) : multiline ? (
          <textarea {...common} rows={6} maxLength={maxLength} className={`${common.className} py-2`} />
        ) : (
          <input {...common} type={type} maxLength={maxLength} autoComplete={autoComplete} className={`${common.className} h-12`} />
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

/** The form around the fields: spam guards, the form-level error, the send button and the confirmation. */
export function HelpForm({
  result,
  startedAt,
  submitLabel,
  confirmation,
  children,
  label,
}: {
  result: HelpFormResult | undefined;
  startedAt: number;
  submitLabel: string;
  confirmation: (reference: string) => ReactNode;
  children: ReactNode;
  label: string;
}) {
  const form = useRef<HTMLFormElement>(null);
  const done = useRef<HTMLDivElement>(null);
  const busy = useNavigation().state === 'submitting';
  // When the form was first shown: the loader runs again after each submit, and its fresh time would
  // make a quick correction look like a robot's instant post. A page rendered from a post (sent before
  // the scripts ran) starts from the time that post carried.
  const [shownAt] = useState(() => result?.shownAt ?? startedAt);

  useEffect(() => {
    if (result?.reference) {
      done.current?.focus();
      return;
    }
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? (result?.formError ? form.current?.querySelector<HTMLElement>('#form-error') : null);
    first?.focus();
  }, [result]);

  if (result?.reference) {
    return (
      <div ref={done} tabIndex={-1} role="status" className="mt-6 max-w-2xl rounded-md border border-green-700 bg-green-50 p-4">
        {confirmation(result.reference)}
      </div>
    );
  }
  return (
    <Form ref={form} method="post" noValidate aria-label={label} className="mt-6 max-w-2xl">
      {result?.formError && (
        <p id="form-error" tabIndex={-1} role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 font-medium text-red-800">
          {result.formError}
        </p>
      )}
      <input type="hidden" name="startedAt" value={shownAt} />
      {/* People never see this field; form-filling robots do and fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="f-trap">Leave this field empty</label>
        <input id="f-trap" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {children}
      <button type="submit" disabled={busy} className="mt-6 h-12 rounded-md bg-brand-500 px-6 font-semibold text-ink-900 hover:bg-brand-400 disabled:opacity-60">
        {busy ? 'Sending…' : submitLabel}
      </button>
    </Form>
  );
}

/** Reads a submitted form into the values to show again and the guard the server checks. */
export function readForm<N extends string>(formData: FormData, names: readonly N[]): { values: Record<N, string>; guard: HelpFormGuard } {
  const values = {} as Record<N, string>;
  for (const name of names) values[name] = String(formData.get(name) ?? '').slice(0, 10_000);
  return {
    values,
    guard: { startedAt: Number(formData.get('startedAt')) || 0, trap: String(formData.get(HONEYPOT_FIELD) ?? '') || null },
  };
}

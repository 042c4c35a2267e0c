import { getInputProps, type FieldMetadata } from '@conform-to/react';
import clsx from 'clsx';
import type { InputHTMLAttributes, ReactNode } from 'react';

/** A text input's look; a field in error (`aria-invalid`) gets a thicker red border. */
export const inputClass = 'h-11 w-full rounded-md border border-gray-400 px-3 text-base aria-invalid:border-red-700 aria-invalid:border-2';
export const selectClass = `${inputClass} bg-white`;
export const textareaClass = 'w-full rounded-md border border-gray-400 p-2 aria-invalid:border-red-700 aria-invalid:border-2';
const ERROR_CLASS = 'mt-1 text-sm font-semibold text-red-700';

/** A field's first error, under the field; the field names it in `aria-describedby`. */
export function FieldError({ meta, className = ERROR_CLASS }: { meta: { errors?: string[]; errorId: string }; className?: string }) {
  if (!meta.errors?.length) return null;
  return (
    <p id={meta.errorId} className={className}>
      {meta.errors[0]}
    </p>
  );
}

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={clsx(inputClass, className)} {...props} />;
}

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: ReactNode;
  /** Read out with the field, shown between its label and the input. */
  hint?: string;
  error?: string;
  /** The wrapper's classes (a grid column, a margin). */
  className?: string;
}

/**
 * A labelled input whose hint and error are read out with it (`aria-describedby`: `<id>-hint`,
 * `<id>-error`), marked `aria-invalid` while in error.
 */
export function Field({ id, label, hint, error, className, ...input }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const describedBy = [input['aria-describedby'], hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-ink-700">
          {hint}
        </p>
      )}
      <Input id={id} aria-invalid={error ? true : undefined} {...input} aria-describedby={describedBy} />
      <FieldError meta={{ errors: error ? [error] : undefined, errorId }} />
    </div>
  );
}

/** A Field bound to a Conform field: its name, value, constraints and error come from the form. */
export function TextField({
  meta,
  label,
  type = 'text',
  autoComplete,
  hint,
  maxLength = 100,
  className,
}: {
  meta: FieldMetadata<string, Record<string, unknown>, string[]>;
  label: ReactNode;
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  hint?: string;
  maxLength?: number;
  className?: string;
}) {
  // Conform's own aria-describedby names the error; Field adds it back with the hint.
  const { key, 'aria-describedby': _described, ...props } = getInputProps(meta, { type });
  return (
    <Field
      key={key}
      {...props}
      id={meta.id}
      label={label}
      hint={hint}
      error={meta.errors?.[0]}
      autoComplete={autoComplete}
      maxLength={maxLength}
      className={className}
    />
  );
}

import { getInputProps, type FieldMetadata } from '@conform-to/react';
import { FieldError } from '~/features/checkout/components/checkout-address-form';
import { inputClass } from '~/features/checkout/components/checkout-ui';

/** A labelled input of an account form: its error under it, `aria-invalid` and `aria-describedby` from Conform. */
export function TextField({
  meta,
  label,
  type = 'text',
  autoComplete,
  hint,
  maxLength = 100,
}: {
  meta: FieldMetadata<string, Record<string, unknown>, string[]>;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  hint?: string;
  maxLength?: number;
}) {
  const { key, ...props } = getInputProps(meta, { type });
  const hintId = hint ? `${meta.id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={meta.id} className="block text-sm font-semibold">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-ink-700">
          {hint}
        </p>
      )}
      <input
        key={key}
        {...props}
        aria-describedby={[props['aria-describedby'], hintId].filter(Boolean).join(' ') || undefined}
        autoComplete={autoComplete}
        maxLength={maxLength}
        className={inputClass}
      />
      <FieldError meta={meta} />
    </div>
  );
}

import clsx from 'clsx';
import { useEffect, useId, useRef, useState } from 'react';
import { wholeQuantityProblem } from '../../shared/quantity-rules';

/** Spec 2 §9: the dropdown goes up to 10; the last option reads "10+". */
export const QUANTITY_DROPDOWN_MAX = 10;

/** The dropdown's options for an item whose order maximum is `max` (spec 2 §5). */
export function quantityOptions(max: number): Array<{ value: number; label: string }> {
  const top = Math.max(1, Math.min(QUANTITY_DROPDOWN_MAX, Math.floor(max) || 1));
  return Array.from({ length: top }, (_, i) => ({ value: i + 1, label: i + 1 === QUANTITY_DROPDOWN_MAX ? `${QUANTITY_DROPDOWN_MAX}+` : String(i + 1) }));
}

/** A typed quantity read: the quantity to save, or why there is none (shown next to the field). */
export type TypedQuantity = { quantity: number; problem: null } | { quantity: null; problem: string };

/**
 * What a typed quantity means: a whole number of 1 or more, capped at `max` (the stock and the
 * part's own rules are the cart's to check), or the shared text of why not. 0 is not a way to
 * remove a line (the spec gives the quantity no such meaning; the line has its Remove button).
 */
export function parseTypedQuantity(text: string, max: number): TypedQuantity {
  const t = text.trim();
  const n = /^\d+$/.test(t) ? Number(t) : Number.NaN;
  // Only "not a whole number of 1 or more" is the field's to say: a larger one is capped below.
  const problem = Number.isInteger(n) && n >= 1 ? null : wholeQuantityProblem(n);
  if (problem) return { quantity: null, problem: problem.message };
  return { quantity: Math.min(n, Math.max(1, max)), problem: null };
}

export interface QuantitySelectorProps {
  value: number;
  /** The item's orderMaximumQuantity. */
  max: number;
  onChange: (quantity: number) => void;
  /** The visible or screen-reader label; "Quantity" by default. */
  label?: string;
  hideLabel?: boolean;
  disabled?: boolean;
  className?: string;
  /** The form field's name, for a form that posts the quantity (without JavaScript too). */
  name?: string;
}

/**
 * Spec 2 §5: a dropdown of 1 to 10 (capped by the order maximum, 10 reads "10+"); at 10 or more a
 * number field replaces it and saves on blur (or Enter). Disabled when the maximum is 1. A typed
 * quantity that is not one saves nothing: the field keeps it, marked invalid, with the reason
 * beside it, until it is corrected.
 */
export function QuantitySelector({ value, max, onChange, label = 'Quantity', hideLabel = false, disabled = false, className, name }: QuantitySelectorProps) {
  const id = useId();
  const options = quantityOptions(max);
  const canType = max >= QUANTITY_DROPDOWN_MAX;
  const [typing, setTyping] = useState(canType && value >= QUANTITY_DROPDOWN_MAX);
  const [text, setText] = useState(String(value));
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const focusNext = useRef(false);

  // A new value from outside (a saved change, a rollback) replaces what the field shows.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
    setProblem(null);
    setTyping(canType && value >= QUANTITY_DROPDOWN_MAX);
  }

  useEffect(() => {
    if (typing && focusNext.current) {
      focusNext.current = false;
      input.current?.focus();
      input.current?.select();
    }
  }, [typing]);

  function save() {
    const typed = parseTypedQuantity(text, max);
    setProblem(typed.problem);
    if (typed.quantity === null) return;
    const n = typed.quantity;
    setText(String(n));
    if (n < QUANTITY_DROPDOWN_MAX) setTyping(false);
    if (n !== value) onChange(n);
  }

  const labelClass = hideLabel ? 'sr-only' : 'mr-2 text-sm font-medium';
  if (typing) {
    const problemId = `${id}-problem`;
    return (
      <span className={clsx('inline-flex flex-wrap items-center', className)}>
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        <input
          ref={input}
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          value={text}
          disabled={disabled}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(e) => setText(e.target.value)}
          onBlur={save}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              save();
            }
          }}
          className={clsx('h-10 w-20 rounded-md px-2 text-base disabled:bg-gray-100', problem ? 'border-2 border-red-700' : 'border border-gray-400')}
        />
        {/* Always there, so that a reason appearing after the field is left is announced. */}
        <span id={problemId} role="status" className={clsx('ml-2 text-sm font-semibold text-red-800', !problem && 'sr-only')}>
          {problem}
        </span>
      </span>
    );
  }
  const current = Math.min(Math.max(1, value), options.length);
  return (
    <span className={clsx('inline-flex items-center', className)}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={current}
        disabled={disabled || max <= 1}
        onChange={(e) => {
          const n = Number(e.target.value);
          if (n >= QUANTITY_DROPDOWN_MAX && canType) {
            focusNext.current = true;
            setTyping(true);
          }
          if (n !== value) onChange(n);
        }}
        className="h-10 rounded-md border border-gray-400 bg-white px-2 text-base disabled:bg-gray-100 disabled:text-ink-700"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </span>
  );
}

import clsx from 'clsx';
import type { ComponentProps } from 'react';

/**
 * primary: the page's one main action; secondary: the others (cancel, keep, try again); danger: a
 * deletion; outline: the lighter buttons of a list of actions (an order's cancel, return, track).
 */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'outline';

/** md: a fixed 44 px high button; fit: at least 44 px, growing when a long label wraps on a narrow screen. */
export type ButtonSize = 'md' | 'fit';

const BASE = 'items-center justify-center rounded-md disabled:cursor-not-allowed disabled:opacity-60';
const SIZES: Record<ButtonSize, string> = { md: 'h-11 px-5', fit: 'min-h-11 px-4' };
const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-500 font-bold text-ink-900 hover:bg-brand-400',
  secondary: 'border border-gray-500 bg-white font-bold',
  danger: 'bg-red-700 font-bold text-white hover:bg-red-800',
  outline: 'border border-gray-400 font-semibold hover:bg-gray-50',
};

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** The full width of its container. */
  block?: boolean;
}

/** The classes of a button, for a `<button>` or a link that acts as one. */
export function buttonClass({ variant = 'secondary', size = 'md', block = false }: ButtonStyle = {}): string {
  return `${block ? 'flex w-full' : 'inline-flex'} ${SIZES[size]} ${BASE} ${VARIANTS[variant]}`;
}

/** A link's look, for a link or for a button that does something small in place (make default). */
export const linkClass = 'font-semibold text-blue-800 underline';

/** A button: type "button" unless told otherwise, so it never submits a form by accident; its ref reaches the element (dialog triggers). */
export function Button({ variant, size, block, className, type = 'button', ...props }: ButtonStyle & ComponentProps<'button'>) {
  return <button type={type} className={clsx(buttonClass({ variant, size, block }), className)} {...props} />;
}

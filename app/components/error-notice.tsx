import clsx from 'clsx';
import { useState } from 'react';
import { actionErrorText, errorCodeOf, isRetryable } from '~/lib/errors';

export interface ErrorNoticeProps {
  /** What failed: read by its code (app/lib/errors.ts), never shown as it is. */
  error: unknown;
  /** The spec's text of the action ("Failed to add product to cart"), put before a reason the action's service did not give. */
  action?: string;
  /** Repeats the action; offered when trying again may help (no connection, a failure on our side). */
  onRetry?: () => unknown;
  className?: string;
}

/** A failed action as a component keeps it: spread it into ErrorNotice (`<ErrorNotice {...failure} />`). */
export type Failure = Pick<ErrorNoticeProps, 'error' | 'action' | 'onRetry'>;

const signInHref = () => (typeof window === 'undefined' ? '/signin' : `/signin?p=${encodeURIComponent(window.location.pathname + window.location.search)}`);

/**
 * A failed action as the customer reads it: the spec's or the server's text, a "Try again" that
 * repeats the action when that may help, and a way to sign in when the action needs a session.
 */
export function ErrorNotice({ error, action, onRetry, className }: ErrorNoticeProps) {
  const [retrying, setRetrying] = useState(false);
  const code = errorCodeOf(error);
  const retry = onRetry && isRetryable(error);

  async function again() {
    if (!onRetry || retrying) return;
    setRetrying(true);
    try {
      await onRetry();
    } finally {
      setRetrying(false);
    }
  }

  return (
    <div role="alert" className={clsx('text-sm font-medium text-red-700', className)}>
      <p>{actionErrorText(action, error)}</p>
      {(retry || code === 'UNAUTHENTICATED') && (
        <p className="mt-2 flex flex-wrap gap-3">
          {retry && (
            <button
              type="button"
              onClick={again}
              disabled={retrying}
              aria-busy={retrying || undefined}
              className="inline-flex h-9 items-center rounded-md border border-red-700 bg-white px-3 font-semibold text-red-800 hover:bg-red-50 disabled:cursor-wait disabled:opacity-70"
            >
              {retrying ? 'Trying again…' : 'Try again'}
            </button>
          )}
          {code === 'UNAUTHENTICATED' && (
            <a href={signInHref()} className="inline-flex h-9 items-center font-semibold text-blue-800 underline">
              Sign in
            </a>
          )}
        </p>
      )}
    </div>
  );
}

import { useEffect, useState, type ReactNode } from 'react';

/** Spec 2 §8: when a category fails to load, a spinner shows and the error appears after 2 seconds. */
export const CATEGORY_ERROR_DELAY_MS = 2_000;

export function DelayedError({ message, label, retry }: { message: string; label: string; retry?: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), CATEGORY_ERROR_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="py-16 text-center">
      {shown ? (
        <div role="alert">
          <p className="text-lg font-semibold text-red-800">{label}</p>
          <p className="mt-2 text-ink-700">{message}</p>
          {retry}
        </div>
      ) : (
        <div role="status" className="flex flex-col items-center gap-3">
          <span aria-hidden="true" className="size-10 animate-spin rounded-full border-4 border-gray-200 border-t-brand-500" />
          <span className="text-ink-700">Loading…</span>
          <noscript>
            <p className="font-semibold text-red-800">{label}</p>
            <p className="mt-2 text-ink-700">{message}</p>
          </noscript>
        </div>
      )}
    </div>
  );
}

import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { openPanel } from '~/lib/panel-store';
import { checkFitment, FLEET_ERRORS, machineLabel, useGarage } from '../api/fleet-store';
import { actionErrorText, isRetryable } from '~/lib/errors';
import { LazyFleetSideBar } from './fleet-side-bar-lazy';

type Answer = { key: string; fits: boolean | null; error: unknown };

/** Says whether a product fits the selected fleet machine; lets the customer pick another machine. */
export function FitmentCheck({ productId }: { productId: string }) {
  const { selected, garage, status } = useGarage();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const key = selected ? `${productId}:${selected.id}` : null;

  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!key || !selected) return;
    let live = true;
    checkFitment(productId, selected.id)
      .then((fits) => live && setAnswer({ key, fits, error: null }))
      .catch((error: unknown) => live && setAnswer({ key, fits: null, error }));
    return () => {
      live = false;
    };
  }, [key, productId, selected, attempt]);

  // An answer for another product or machine is not shown while the new one loads.
  const current = answer && answer.key === key ? answer : null;
  const change = (
    <button type="button" onClick={() => openPanel('fitmentSideBar')} className="min-h-11 font-semibold text-blue-800 underline">
      {selected ? 'Change machine' : 'Choose a machine'}
    </button>
  );

  return (
    <section aria-label="Fitment with your machine" className="mt-4 rounded-md border border-gray-300 p-3 text-sm" data-testid="fitment-check">
      {status !== 'ready' && status !== 'error' ? (
        <p className="text-ink-700">Checking your fleet…</p>
      ) : !selected ? (
        <p className="flex flex-wrap items-center gap-x-2">
          {garage.items.length > 0 ? (
            <>
              <span>Choose one of your machines to see if this part fits.</span> {change}
            </>
          ) : (
            <span>
              <Link to="/fleet/add" className="font-semibold text-blue-800 underline">
                Add your machine
              </Link>{' '}
              to see if this part fits.
            </span>
          )}
        </p>
      ) : (
        <p role="status" className="flex flex-wrap items-center gap-x-2">
          {current?.error ? (
            <>
              <span className="text-red-800">{actionErrorText(FLEET_ERRORS.fitment, current.error)}</span>
              {isRetryable(current.error) && (
                <button type="button" onClick={() => { setAnswer(null); setAttempt((n) => n + 1); }} className="min-h-11 font-semibold text-blue-800 underline">
                  Try again
                </button>
              )}
            </>
          ) : !current ? (
            <span>Checking fit for {machineLabel(selected)}…</span>
          ) : current.fits ? (
            <span className="font-semibold text-green-800">
              <span aria-hidden="true">✓ </span>Fits your {machineLabel(selected)}
            </span>
          ) : (
            <span className="font-semibold text-red-800">
              <span aria-hidden="true">✗ </span>Does not fit your {machineLabel(selected)}
            </span>
          )}
          {change}
        </p>
      )}
      <LazyFleetSideBar />
    </section>
  );
}

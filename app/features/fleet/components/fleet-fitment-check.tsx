import { Link, useRevalidator } from 'react-router';
import { openPanel } from '~/lib/panel-store';
import { machineLabel, selectedMachine, type FitAnswer, type GarageState } from '../api/fleet-garage';
import { LazyFleetSideBar } from './fleet-side-bar-lazy';

/**
 * Says whether a product fits the selected fleet machine, as the page's loader checked it (so the
 * answer is in the page as served); lets the customer pick another machine. Without a fleet
 * (it could not be read) the check is left out.
 */
export function FitmentCheck({ garage, fit }: { garage: GarageState | null; fit: FitAnswer | null }) {
  const revalidator = useRevalidator();
  if (!garage) return null;
  const selected = selectedMachine(garage);
  const change = (
    <button type="button" onClick={() => openPanel('fitmentSideBar')} className="min-h-11 font-semibold text-blue-800 underline">
      {selected ? 'Change machine' : 'Choose a machine'}
    </button>
  );
  const checking = revalidator.state === 'loading';

  return (
    <section aria-label="Fitment with your machine" className="mt-4 rounded-md border border-gray-300 p-3 text-sm" data-testid="fitment-check">
      {!selected ? (
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
          {!fit ? (
            <span>Checking fit for {machineLabel(selected)}…</span>
          ) : fit.error !== null ? (
            <>
              <span className="text-red-800">{fit.error}</span>
              {fit.retryable && (
                <button type="button" disabled={checking} onClick={() => void revalidator.revalidate()} className="min-h-11 font-semibold text-blue-800 underline">
                  Try again
                </button>
              )}
            </>
          ) : fit.fits ? (
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
      <LazyFleetSideBar garage={garage} />
    </section>
  );
}

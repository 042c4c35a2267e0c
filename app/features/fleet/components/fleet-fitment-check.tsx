import { Link, useRevalidator } from 'react-router';
import { openPanel } from '~/lib/panel-store';
import { machineLabel, selectedMachine, type FitAnswer, type GarageState } from '../api/fleet-garage';
import { fittingPartsHref } from '../fleet-search';
import { LazyFleetSideBar } from './fleet-side-bar-lazy';

/**
 * Says whether a product fits the selected fleet machine, as the page's loader checked it (so the
 * answer is in the page as served): it fits; it fits on a condition the machine does not record
 * ("check yours"); or it does not, with the reason and a link to the parts of its kind that do.
 * Lets the customer pick another machine. Without a fleet (it could not be read) the check is left out.
 */
export function FitmentCheck({ garage, fit, category }: { garage: GarageState | null; fit: FitAnswer | null; category?: string | null }) {
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
        <div role="status" className="flex flex-wrap items-center gap-x-2">
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
          ) : fit.fit.kind === 'FITS' ? (
            <span className="font-semibold text-green-800">
              <span aria-hidden="true">✓ </span>Fits your {machineLabel(selected)}
            </span>
          ) : fit.fit.kind === 'FITS_IF' ? (
            <span>
              <span className="font-semibold text-amber-800">
                <span aria-hidden="true">! </span>
                {fit.fit.text}
              </span>{' '}
              <span className="text-ink-700">({machineLabel(selected)})</span>
            </span>
          ) : (
            <span>
              <span className="block font-semibold text-red-800">
                <span aria-hidden="true">✗ </span>Does not fit your {machineLabel(selected)}
              </span>
              <span className="block">{fit.fit.text}.</span>
              <Link to={fittingPartsHref({ category })} className="inline-block min-h-11 content-center font-semibold text-blue-800 underline">
                {category ? `See ${category} that fit your machine` : 'See parts that fit your machine'}
              </Link>
            </span>
          )}
          {change}
        </div>
      )}
      <LazyFleetSideBar garage={garage} />
    </section>
  );
}

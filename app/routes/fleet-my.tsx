import { Link } from 'react-router';
import { LOAD_FAILED, reloadGarage, useGarage } from '~/features/fleet/api/fleet-store';
import { ErrorNotice } from '~/components/error-notice';
import { FleetMachineCard } from '~/features/fleet/components/fleet-machine-card';
import { LazyFleetSideBar } from '~/features/fleet/components/fleet-side-bar-lazy';
import { openPanel } from '~/lib/panel-store';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/fleet-my';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'My Fleet', noindex: true });
}

/** /MyFleet and /fleet: the customer's machines (guests too). */
export default function MyFleetPage() {
  const { garage, status, failure } = useGarage();
  return (
    <div className="mx-auto max-w-screen-lg px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">My Fleet</h1>
        <div className="flex flex-wrap gap-3">
          <button type="button" onClick={() => openPanel('fitmentSideBar')} className="h-11 rounded-md border border-gray-400 px-4 font-semibold">
            Selected machine
          </button>
          <Link to="/fleet/add" className="inline-flex h-11 items-center rounded-md bg-brand-500 px-4 font-bold text-ink-900 hover:bg-brand-400">
            Add a machine
          </Link>
        </div>
      </div>
      <p className="mt-2 text-ink-700">
        Keep your machines here: parts pages tell you whether a part fits the selected one, and each machine opens its parts book.{' '}
        <Link to="/fleet/rigslistings" className="text-blue-800 underline">
          Rigs for sale
        </Link>
      </p>
      {(status === 'idle' || status === 'loading') && <p className="py-8">Loading your fleet…</p>}
      {status === 'error' && (
        <div className="py-8">
          <ErrorNotice error={failure} action={LOAD_FAILED} onRetry={reloadGarage} className="text-base" />
        </div>
      )}
      {status === 'ready' && garage.items.length === 0 && (
        <div className="mt-8 rounded-lg border border-dashed border-gray-400 p-8 text-center">
          <p className="text-lg font-semibold">Your fleet is empty.</p>
          <p className="mt-1 text-ink-700">Add a tractor, mower or loader to check parts against it.</p>
        </div>
      )}
      {garage.items.length > 0 && (
        <ul className="mt-6 space-y-4">
          {garage.items.map((item, index) => (
            <FleetMachineCard key={item.id} item={item} selected={item.id === garage.selectedGarageItemId} index={index} count={garage.items.length} />
          ))}
        </ul>
      )}
      <LazyFleetSideBar />
    </div>
  );
}

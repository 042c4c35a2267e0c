import { Link } from 'react-router';
import { fleetAction } from '~/features/fleet/fleet-actions.server';
import { loadGarage } from '~/features/fleet/fleet-loader.server';
import { FleetMachineCard } from '~/features/fleet/components/fleet-machine-card';
import { FleetFormError } from '~/features/fleet/components/fleet-machine-form';
import { LazyFleetSideBar } from '~/features/fleet/components/fleet-side-bar-lazy';
import { openPanel } from '~/lib/panel-store';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/fleet-my';

/** The visitor's fleet (a visitor without a session has an empty one). */
export async function loader({ context }: Route.LoaderArgs) {
  return { garage: await loadGarage(context) };
}

/** Select and move (the cards' forms; the fitment side bar of any page posts its choice here too). */
export async function action({ request, context }: Route.ActionArgs) {
  return fleetAction(request, context);
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'My Fleet', noindex: true });
}

/** /MyFleet and /fleet: the customer's machines (guests too). */
export default function MyFleetPage({ loaderData, actionData }: Route.ComponentProps) {
  const { garage } = loaderData;
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
      {/* A card's post without JavaScript comes back here with its answer. */}
      <FleetFormError text={actionData && 'error' in actionData ? actionData.error : null} />
      {garage.items.length === 0 ? (
        <div className="mt-8 rounded-lg border border-dashed border-gray-400 p-8 text-center">
          <p className="text-lg font-semibold">Your fleet is empty.</p>
          <p className="mt-1 text-ink-700">Add a tractor, mower or loader to check parts against it.</p>
        </div>
      ) : (
        <ul className="mt-6 space-y-4">
          {garage.items.map((item, index) => (
            <FleetMachineCard key={item.id} item={item} selected={item.id === garage.selectedGarageItemId} index={index} count={garage.items.length} />
          ))}
        </ul>
      )}
      <LazyFleetSideBar garage={garage} />
    </div>
  );
}

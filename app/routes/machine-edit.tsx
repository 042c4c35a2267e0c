import { Link } from 'react-router';
import { fleetAction } from '~/features/fleet/fleet-actions.server';
import { loadGarage } from '~/features/fleet/fleet-loader.server';
import { FleetMachineEditor } from '~/features/fleet/components/fleet-machine-views';
import { HEADER_PRIORITY, type HeaderHandle } from '~/lib/header-variant';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/machine-edit';

export const handle: HeaderHandle = { header: { variant: 'EDIT_MACHINE', priority: HEADER_PRIORITY.ROUTE, props: { title: 'Edit Machine' } } };

/** The fleet, and the machine to edit: the one named (`garageId`), else the first of this model. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const garage = await loadGarage(context);
  const named = new URL(request.url).searchParams.get('garageId');
  return { garage, garageId: named ?? garage.items.find((i) => i.machineModel.id === params.machineModelId)?.id ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  return fleetAction(request, context);
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Edit Machine', noindex: true });
}

/** /m/{machineModelId}/edit[?garageId=]: edits the customer's machine of this model (the one named, else the first). */
export default function MachineEditPage({ params, loaderData }: Route.ComponentProps) {
  const { garage, garageId } = loaderData;
  return (
    <div className="mx-auto max-w-screen-md px-4 py-6">
      {garageId ? (
        <FleetMachineEditor garage={garage} garageId={garageId} />
      ) : (
        <div className="space-y-3">
          <h1 className="text-2xl font-bold">No machine of this model in your fleet</h1>
          <Link to={`/fleet/add?machineModelId=${encodeURIComponent(params.machineModelId)}`} className="font-semibold text-blue-800 underline">
            Add this model to your fleet
          </Link>
        </div>
      )}
    </div>
  );
}

import { fleetAction } from '~/features/fleet/fleet-actions.server';
import { loadMachinePage } from '~/features/fleet/fleet-loader.server';
import { FleetMachineDelete } from '~/features/fleet/components/fleet-machine-views';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/fleet-rig-delete';

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadMachinePage(context, params.rigId);
}

export async function action({ request, context }: Route.ActionArgs) {
  return fleetAction(request, context);
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Delete Machine', noindex: true });
}

export default function FleetRigDeletePage({ params, loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-screen-lg px-4 py-6">
      <FleetMachineDelete garage={loaderData.garage} garageId={params.rigId} />
    </div>
  );
}

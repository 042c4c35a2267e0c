import { loadMachinePage } from '~/features/fleet/fleet-loader.server';
import { FleetMachineDetail } from '~/features/fleet/components/fleet-machine-views';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/fleet-rig';

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadMachinePage(context, params.rigId, { orderedParts: true });
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Machine', noindex: true });
}

export default function FleetRigDetailPage({ params, loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-screen-lg px-4 py-6">
      <FleetMachineDetail garage={loaderData.garage} garageId={params.rigId} orderedParts={loaderData.orderedParts} />
    </div>
  );
}

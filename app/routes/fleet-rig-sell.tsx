import { fleetAction } from '~/features/fleet/fleet-actions.server';
import { loadMachinePage } from '~/features/fleet/fleet-loader.server';
import { FleetMachineSell } from '~/features/fleet/components/fleet-machine-sell';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/fleet-rig-sell';

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadMachinePage(context, params.rigId);
}

export async function action({ request, context }: Route.ActionArgs) {
  return fleetAction(request, context);
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Sell Machine', noindex: true });
}

export default function FleetRigSellPage({ params, loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-screen-lg px-4 py-6">
      <FleetMachineSell garage={loaderData.garage} garageId={params.rigId} />
    </div>
  );
}

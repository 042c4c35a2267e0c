import { Link } from 'react-router';
import { loadMachinePage } from '~/features/fleet/fleet-loader.server';
import { FleetMachineDetail } from '~/features/fleet/components/fleet-machine-views';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/machine-garage';

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadMachinePage(context, params.garageId, { orderedParts: true });
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'My Machine', noindex: true });
}

/** /m/{machineModelId}/mm/{garageId}: the customer's own machine. */
export default function MachineGaragePage({ params, loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-screen-lg space-y-4 px-4 py-6">
      <p>
        <Link to="/fleet" className="text-blue-800 underline">
          My Fleet
        </Link>
      </p>
      <FleetMachineDetail garage={loaderData.garage} garageId={params.garageId} orderedParts={loaderData.orderedParts} />
    </div>
  );
}

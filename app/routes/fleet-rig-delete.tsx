import { FleetMachineDelete } from '~/features/fleet/components/fleet-machine-views';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/fleet-rig-delete';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Delete Machine', noindex: true });
}

export default function FleetRigDeletePage({ params }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-screen-lg px-4 py-6">
      <FleetMachineDelete garageId={params.rigId} />
    </div>
  );
}

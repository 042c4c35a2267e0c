import { FleetMachineDetail } from '~/features/fleet/components/fleet-machine-views';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/fleet-rig';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Machine', noindex: true });
}

export default function FleetRigDetailPage({ params }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-screen-lg px-4 py-6">
      <FleetMachineDetail garageId={params.rigId} />
    </div>
  );
}

import { FleetMachineSell } from '~/features/fleet/components/fleet-machine-views';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/fleet-rig-sell';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Sell Machine', noindex: true });
}

export default function FleetRigSellPage({ params }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-screen-lg px-4 py-6">
      <FleetMachineSell garageId={params.rigId} />
    </div>
  );
}

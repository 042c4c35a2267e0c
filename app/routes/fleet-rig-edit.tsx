import { FleetMachineEditor } from '~/features/fleet/components/fleet-machine-views';
import { HEADER_PRIORITY, type HeaderHandle } from '~/lib/header-variant';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/fleet-rig-edit';

export const handle: HeaderHandle = { header: { variant: 'EDIT_MACHINE', priority: HEADER_PRIORITY.ROUTE, props: { title: 'Edit Machine', backTo: '/fleet' } } };

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Edit Machine', noindex: true });
}

export default function FleetRigEditorPage({ params }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-screen-lg px-4 py-6">
      <FleetMachineEditor garageId={params.rigId} />
    </div>
  );
}

import { fleetAction } from '~/features/fleet/fleet-actions.server';
import { loadMachinePage } from '~/features/fleet/fleet-loader.server';
import { FleetMachineEditor } from '~/features/fleet/components/fleet-machine-views';
import { HEADER_PRIORITY, type HeaderHandle } from '~/lib/header-variant';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/fleet-rig-edit';

export const handle: HeaderHandle = { header: { variant: 'EDIT_MACHINE', priority: HEADER_PRIORITY.ROUTE, props: { title: 'Edit Machine', backTo: '/fleet' } } };

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadMachinePage(context, params.rigId);
}

export async function action({ request, context }: Route.ActionArgs) {
  return fleetAction(request, context);
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Edit Machine', noindex: true });
}

export default function FleetRigEditorPage({ params, loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-screen-lg px-4 py-6">
      <FleetMachineEditor garage={loaderData.garage} garageId={params.rigId} />
    </div>
  );
}

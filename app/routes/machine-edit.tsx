import { Link, useSearchParams } from 'react-router';
import { useGarage } from '~/features/fleet/api/fleet-store';
import { FleetMachineEditor } from '~/features/fleet/components/fleet-machine-views';
import { HEADER_PRIORITY, type HeaderHandle } from '~/lib/header-variant';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/machine-edit';

export const handle: HeaderHandle = { header: { variant: 'EDIT_MACHINE', priority: HEADER_PRIORITY.ROUTE, props: { title: 'Edit Machine' } } };

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Edit Machine', noindex: true });
}

/** /m/{machineModelId}/edit[?garageId=]: edits the customer's machine of this model (the one named, else the first). */
export default function MachineEditPage({ params }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const { garage, status } = useGarage();
  const named = search.get('garageId');
  const garageId = named ?? garage.items.find((i) => i.machineModel.id === params.machineModelId)?.id ?? null;
  return (
    <div className="mx-auto max-w-screen-md px-4 py-6">
      {garageId ? (
        <FleetMachineEditor garageId={garageId} />
      ) : status === 'ready' || status === 'error' ? (
        <div className="space-y-3">
          <h1 className="text-2xl font-bold">No machine of this model in your fleet</h1>
          <Link to={`/fleet/add?machineModelId=${encodeURIComponent(params.machineModelId)}`} className="font-semibold text-blue-800 underline">
            Add this model to your fleet
          </Link>
        </div>
      ) : (
        <p>Loading your fleet…</p>
      )}
    </div>
  );
}

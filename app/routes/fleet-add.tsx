import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { addMachine, modelOptions } from '~/features/fleet/api/fleet-api';
import { type MachineModelSummary, type Option } from '~/features/fleet/api/fleet-store';
import { FleetMachineForm } from '~/features/fleet/components/fleet-machine-form';
import { FleetMachinePicker } from '~/features/fleet/components/fleet-machine-picker';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/fleet-add';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Add a Machine', noindex: true });
}

/** /fleet/add: pick type → manufacturer → model, then the machine's own details. */
export default function FleetAddPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [model, setModel] = useState<MachineModelSummary | null>(null);
  // Engines and attachments of the chosen model (null until they are loaded for it).
  const [loaded, setLoaded] = useState<{ id: string; engines: Option[]; attachments: Option[] } | null>(null);
  const [select, setSelect] = useState(true);
  // /m/{id} links here with the model already chosen.
  const presetId = params.get('machineModelId');

  const modelId = model?.id ?? presetId;

  useEffect(() => {
    if (!modelId) return;
    let live = true;
    modelOptions(modelId)
      .then((o) => live && setLoaded({ id: modelId, ...o }))
      .catch(() => live && setLoaded({ id: modelId, engines: [], attachments: [] }));
    return () => {
      live = false;
    };
  }, [modelId]);
  const options = loaded && loaded.id === modelId ? loaded : null;
  return (
    <div className="mx-auto max-w-screen-md space-y-6 px-4 py-6">
      <p>
        <Link to="/fleet" className="text-blue-800 underline">
          My Fleet
        </Link>
      </p>
      <h1 className="text-2xl font-bold">Add a machine</h1>
      {presetId && !model ? (
        <p className="text-ink-700">
          Adding the model you chose.{' '}
          <Link to="/fleet/add" className="text-blue-800 underline">
            Choose another
          </Link>
        </p>
      ) : (
        <FleetMachinePicker onChange={setModel} />
      )}
      {modelId && options && (
        <FleetMachineForm
          engines={options.engines}
          attachments={options.attachments}
          errorBase="Unable to add a machine"
            submitLabel="Add to my fleet"
          onSubmit={async (input) => {
            const item = await addMachine({ ...input, machineModelId: modelId }, select);
            navigate(`/m/${item.machineModel.id}/mm/${item.id}`);
          }}
        >
          <label className="flex items-center gap-2">
            <input type="checkbox" className="size-5 accent-brand-600" checked={select} onChange={(e) => setSelect(e.target.checked)} />
            Check parts against this machine (selected machine)
          </label>
        </FleetMachineForm>
      )}
    </div>
  );
}

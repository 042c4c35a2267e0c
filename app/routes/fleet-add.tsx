import { Link } from 'react-router';
import { graphql } from '~/gql/gql';
import { fleetAction } from '~/features/fleet/fleet-actions.server';
import { FleetMachineForm } from '~/features/fleet/components/fleet-machine-form';
import { FleetMachinePicker } from '~/features/fleet/components/fleet-machine-picker';
import { publicServerQuery } from '~/lib/graphql';
import { pageMeta } from '~/lib/meta';
import { isIdParam } from '~/lib/route-params';
import type { Route } from './+types/fleet-add';

const LISTS = {
  types: graphql(`query MachineTypes { v1 { machineTypes { id name } } }`),
  makers: graphql(`query MachineManufacturers($t: ID) { v1 { machineManufacturers(machineTypeId: $t) { id name modelCount } } }`),
  models: graphql(`query MachineModels($m: ID, $t: ID) { v1 { machineModels(manufacturerId: $m, machineTypeId: $t) { ...FleetModelFields } } }`),
  options: graphql(`query ModelOptions($id: ID!) { v1 { machineModel(id: $id) { id engines { id name } attachments { id name } } } }`),
};

// A choice counts when it is on the list it was made from.
const chosenFrom = (list: Array<{ id: string }> | null, value: string | null) => (value && list?.some((x) => x.id === value) ? value : '');

/** The machine lists for the choices in the address (each only when the one before is a real choice), and the chosen model's options. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  // /m/{id} links here with the model already chosen.
  const preset = params.get('machineModelId');
  const presetId = isIdParam(preset) ? preset : '';
  const types = (await publicServerQuery(context, LISTS.types)).v1.machineTypes;
  const typeId = chosenFrom(types, params.get('type'));
  const makers = typeId ? (await publicServerQuery(context, LISTS.makers, { t: typeId })).v1.machineManufacturers : null;
  const makerId = chosenFrom(makers, params.get('mfr'));
  const models = makerId ? (await publicServerQuery(context, LISTS.models, { m: makerId, t: typeId })).v1.machineModels : null;
  const modelId = chosenFrom(models, params.get('model'));
  const chosen = modelId || presetId;
  const options = chosen ? ((await publicServerQuery(context, LISTS.options, { id: chosen })).v1.machineModel ?? null) : null;
  return { picker: { types, makers, models, typeId, makerId, modelId }, preset: !modelId && options ? options.id : null, options };
}

export async function action({ request, context }: Route.ActionArgs) {
  return fleetAction(request, context);
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Add a Machine', noindex: true });
}

/** /fleet/add: pick type → manufacturer → model, then the machine's own details. */
export default function FleetAddPage({ loaderData, actionData }: Route.ComponentProps) {
  const { picker, preset, options } = loaderData;
  // A refused post served again (without JavaScript) keeps the choice.
  const posted = actionData && 'values' in actionData ? actionData.values : undefined;
  return (
    <div className="mx-auto max-w-screen-md space-y-6 px-4 py-6">
      <p>
        <Link to="/fleet" className="text-blue-800 underline">
          My Fleet
        </Link>
      </p>
      <h1 className="text-2xl font-bold">Add a machine</h1>
      {preset ? (
        <p className="text-ink-700">
          Adding the model you chose.{' '}
          <Link to="/fleet/add" className="text-blue-800 underline">
            Choose another
          </Link>
        </p>
      ) : (
        <FleetMachinePicker {...picker} />
      )}
      {options && (
        <FleetMachineForm
          key={options.id}
          intent="add"
          machineModelId={options.id}
          engines={options.engines}
          attachments={options.attachments}
          submitLabel="Add to my fleet"
        >
          <label className="flex items-center gap-2">
            <input type="checkbox" name="select" className="size-5 accent-brand-600" defaultChecked={posted ? posted.select === 'on' : true} />
            Check parts against this machine (selected machine)
          </label>
        </FleetMachineForm>
      )}
    </div>
  );
}

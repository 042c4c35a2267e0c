import { Link } from 'react-router';
import { openPanel } from '~/lib/panel-store';
import { machineLabel, selectedMachine, type GarageState } from '../api/fleet-garage';
import { LazyFleetSideBar } from './fleet-side-bar-lazy';

/**
 * The fitment side bar's entry on model and parts-book pages: says whether the selected fleet
 * machine (the page's loader read the fleet) is this model, and opens the side bar to choose another.
 * Without a fleet (it could not be read) the note is left out.
 */
export function FleetModelNote({ garage, machineModelId, modelName }: { garage: GarageState | null; machineModelId: string; modelName: string }) {
  if (!garage) return null;
  const selected = selectedMachine(garage);
  const same = selected?.machineModel.id === machineModelId;
  return (
    <div className="flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-gray-300 px-3 py-2 text-sm" data-testid="fleet-model-note">
      <p role="status" className="min-w-0 flex-1">
        {selected && same ? (
          <span className="font-semibold text-green-800">This is your {machineLabel(selected)}.</span>
        ) : selected ? (
          <span>
            Your selected machine, {machineLabel(selected)}, is another model: parts of the {modelName} may not fit it.
          </span>
        ) : (
          <span>
            <Link to={`/fleet/add?machineModelId=${machineModelId}`} className="font-semibold text-blue-800 underline">
              Add your {modelName}
            </Link>{' '}
            to your fleet to check parts against it.
          </span>
        )}
      </p>
      {garage.items.length > 0 && (
        <button type="button" onClick={() => openPanel('fitmentSideBar')} className="min-h-11 font-semibold text-blue-800 underline">
          {selected ? 'Change machine' : 'Choose a machine'}
        </button>
      )}
      <LazyFleetSideBar garage={garage} />
    </div>
  );
}

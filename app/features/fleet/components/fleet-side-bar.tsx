import { Link, useFetcher } from 'react-router';
import { SidePanel } from '~/components/panels/panel-side';
import { closePanel } from '~/lib/panel-store';
import { machineLabel, type FleetActionResult, type GarageState } from '../api/fleet-garage';
import { FleetFormError } from './fleet-machine-form';

/**
 * The My Fleet side bar (fitment side bar): choose the machine parts are checked against. The
 * choice posts to the fleet page's action; the page's loaders then read the fleet (and fit) again.
 */
export function FleetSideBar({ garage }: { garage: GarageState }) {
  const fetcher = useFetcher<FleetActionResult>();
  // The choice shows at once; the page's data follows when the action has answered.
  const pending = fetcher.formData?.get('garageId');
  const selectedId = typeof pending === 'string' ? pending : garage.selectedGarageItemId;
  const failure = fetcher.state === 'idle' ? fetcher.data?.error : null;

  function choose(id: string) {
    void fetcher.submit({ intent: 'select', garageId: id }, { method: 'post', action: '/fleet' });
  }

  return (
    <SidePanel panel="fitmentSideBar" title="My Fleet" side="right">
      <div className="space-y-4 p-4">
        {garage.items.length === 0 && <p>Add your machines to see which parts fit them.</p>}
        {garage.items.length > 0 && (
          <fieldset>
            <legend className="mb-2 font-semibold">Check parts against</legend>
            <ul className="space-y-2">
              {garage.items.map((m) => (
                <li key={m.id}>
                  <label className="flex min-h-11 items-center gap-3 rounded-md border border-gray-300 px-3 py-2">
                    <input
                      type="radio"
                      name="fleet-side-bar-selected"
                      className="size-5 accent-brand-600"
                      checked={selectedId === m.id}
                      onChange={() => choose(m.id)}
                    />
                    <span>{machineLabel(m)}</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
        <FleetFormError text={failure} />
        <div className="flex flex-col gap-2">
          <Link to="/fleet/add" onClick={() => closePanel('fitmentSideBar')} className="font-semibold text-blue-800 underline">
            Add a machine
          </Link>
          <Link to="/fleet" onClick={() => closePanel('fitmentSideBar')} className="font-semibold text-blue-800 underline">
            Manage Your Fleet
          </Link>
        </div>
      </div>
    </SidePanel>
  );
}

import { useState } from 'react';
import { Link } from 'react-router';
import { SidePanel } from '~/components/panels/panel-side';
import { closePanel } from '~/lib/panel-store';
import { setSelectedMachine } from '../api/fleet-api';
import { FLEET_ERRORS, machineLabel, useGarage } from '../api/fleet-store';
import { ErrorNotice, type Failure } from '~/components/error-notice';

/** The My Fleet side bar (fitment side bar): choose the machine parts are checked against. */
export function FleetSideBar() {
  const { garage, status } = useGarage();
  const [failure, setFailure] = useState<Failure | null>(null);

  async function choose(id: string) {
    setFailure(null);
    try {
      await setSelectedMachine(id);
    } catch (err) {
      setFailure({ error: err, action: FLEET_ERRORS.setSelected, onRetry: () => choose(id) });
    }
  }

  return (
    <SidePanel panel="fitmentSideBar" title="My Fleet" side="right">
      <div className="space-y-4 p-4">
        {status === 'loading' && <p>Loading your fleet…</p>}
        {garage.items.length === 0 && status !== 'loading' && <p>Add your machines to see which parts fit them.</p>}
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
                      checked={garage.selectedGarageItemId === m.id}
                      onChange={() => void choose(m.id)}
                    />
                    <span>{machineLabel(m)}</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
        {failure && <ErrorNotice {...failure} />}
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

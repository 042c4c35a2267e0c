import { Link, useFetcher } from 'react-router';
import { RIG_STATUS_LABELS } from '../api/fleet-api';
import type { FleetActionResult, GarageItem } from '../api/fleet-garage';
import { formatCount } from '~/lib/number-format';
import { FleetFormError } from './fleet-machine-form';
import { FleetSellAccountNote, useSellAccess } from './fleet-sell-account';

/** One fleet machine: photo, name, status, hours, and what can be done with it (select and move post to the fleet page's action). */
export function FleetMachineCard({ item, selected, index, count }: { item: GarageItem; selected: boolean; index: number; count: number }) {
  const fetcher = useFetcher<FleetActionResult>();
  const busy = fetcher.state !== 'idle';
  const sellAccess = useSellAccess();
  const failure = fetcher.state === 'idle' ? fetcher.data?.error : null;

  const model = item.machineModel;
  return (
    <li className={`flex flex-col gap-3 rounded-lg border p-4 sm:flex-row ${selected ? 'border-brand-600 bg-brand-50' : 'border-gray-300'}`} data-testid="fleet-machine">
      <img
        src={item.picture?.imageUrl ?? model.picture.imageUrl}
        alt={item.picture ? `Photo of ${item.name}` : `Drawing of a ${model.type.toLowerCase()}`}
        width={160}
        height={110}
        className={`h-[110px] w-[160px] shrink-0 rounded-sm bg-gray-100 ${item.picture ? 'object-cover' : 'object-contain'}`}
      />
      <div className="min-w-0 flex-1 space-y-1">
        <h2 className="text-lg font-bold">
          <Link to={`/m/${model.id}/mm/${item.id}`} className="hover:underline">
            {item.name}
          </Link>
        </h2>
        <p className="text-sm text-ink-700">
          {[item.year, model.name, item.serialNumber && `S/N ${item.serialNumber}`].filter(Boolean).join(' · ')}
        </p>
        <p className="text-sm">
          {RIG_STATUS_LABELS[item.machineStatus]}
          {item.hours !== null && ` · ${formatCount(item.hours)} hours`}
          {item.listing && ' · For sale'}
        </p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 pt-1 text-sm">
          {selected ? (
            <span className="font-semibold text-green-800">Selected machine</span>
          ) : (
            <fetcher.Form method="post" action="/fleet" className="contents">
              <input type="hidden" name="garageId" value={item.id} />
              <button type="submit" name="intent" value="select" disabled={busy} className="font-semibold text-blue-800 underline">
                Select<span className="sr-only"> {item.name}</span>
              </button>
            </fetcher.Form>
          )}
          <Link to={`/fleet/rig/${item.id}/edit`} className="text-blue-800 underline">
            Edit<span className="sr-only"> {item.name}</span>
          </Link>
          {model.diagramCount > 0 && (
            <Link to={`/partsbooks/m/${model.id}`} className="text-blue-800 underline">
              Parts book<span className="sr-only"> for {item.name}</span>
            </Link>
          )}
          {sellAccess === 'registered' && (
            <Link to={`/fleet/rig/${item.id}/sell`} className="text-blue-800 underline">
              {item.listing ? 'Edit listing' : 'Sell'}
              <span className="sr-only"> {item.name}</span>
            </Link>
          )}
          <Link to={`/fleet/rig/${item.id}/delete`} className="text-red-800 underline">
            Delete<span className="sr-only"> {item.name}</span>
          </Link>
          {count > 1 && (
            <fetcher.Form method="post" action="/fleet" className="flex gap-1" onSubmit={(e) => busy && e.preventDefault()}>
              <input type="hidden" name="intent" value="move" />
              <input type="hidden" name="garageId" value={item.id} />
              {/* aria-disabled, not disabled: focus stays on the button when its machine reaches the top or bottom (the action leaves the ends as they are). */}
              <button type="submit" name="by" value="-1" aria-disabled={index === 0} onClick={(e) => index === 0 && e.preventDefault()} className="size-9 rounded-md border border-gray-400 aria-disabled:opacity-40">
                <span aria-hidden="true">↑</span>
                <span className="sr-only">Move {item.name} up</span>
              </button>
              <button type="submit" name="by" value="1" aria-disabled={index === count - 1} onClick={(e) => index === count - 1 && e.preventDefault()} className="size-9 rounded-md border border-gray-400 aria-disabled:opacity-40">
                <span aria-hidden="true">↓</span>
                <span className="sr-only">Move {item.name} down</span>
              </button>
            </fetcher.Form>
          )}
        </div>
        {sellAccess === 'guest' && <FleetSellAccountNote machineName={item.name} />}
        <FleetFormError text={failure} />
      </div>
    </li>
  );
}

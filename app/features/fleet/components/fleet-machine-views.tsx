import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { formatPrice } from '~/lib/money';
import { formatCount } from '~/lib/number-format';
import { RIG_STATUS_LABELS } from '../api/fleet-api';
import type { GarageItem, GarageState } from '../api/fleet-garage';
import { fittingPartsHref } from '../fleet-search';
import { FleetFormError, FleetMachineForm, useFleetForm } from './fleet-machine-form';
import { FleetOrderedParts, type OrderedPart } from './fleet-ordered-parts';
import { FleetPictureUpload } from './fleet-picture-upload';
import { FleetSellAccountNote, useSellAccess } from './fleet-sell-account';

/** The customer's machine by id from their fleet (the route loader's); "not found" looks the same for any id that is not theirs. */
export function WithMachine({ garage, garageId, children }: { garage: GarageState; garageId: string; children: (item: GarageItem, selected: boolean) => ReactNode }) {
  const item = garage.items.find((i) => i.id === garageId);
  if (!item)
    return (
      <div className="space-y-3 py-8">
        <h1 className="text-2xl font-bold">Machine not found</h1>
        <p>That machine is not in your fleet.</p>
        <Link to="/fleet" className="font-semibold text-blue-800 underline">
          Manage Your Fleet
        </Link>
      </div>
    );
  return <>{children(item, garage.selectedGarageItemId === item.id)}</>;
}

/** The customer's own machine: photo, hours, status, notes and what they can do with it. */
export function FleetMachineDetail({ garage, garageId, orderedParts }: { garage: GarageState; garageId: string; orderedParts: OrderedPart[] | null }) {
  const sellAccess = useSellAccess();
  return (
    <WithMachine garage={garage} garageId={garageId}>
      {(item, selected) => (
        <article className="space-y-6">
          <div className="flex flex-col gap-6 md:flex-row">
            <img
              src={item.picture?.fullSizeImageUrl ?? item.machineModel.picture.imageUrl}
              alt={item.picture ? `Photo of ${item.name}` : `Drawing of a ${item.machineModel.type.toLowerCase()}`}
              width={480}
              height={320}
              className={`aspect-[3/2] w-full max-w-[480px] rounded-md bg-gray-100 ${item.picture ? 'object-cover' : 'object-contain'}`}
            />
            <div className="space-y-3">
              <h1 className="text-2xl font-bold">{item.name}</h1>
              <p className="text-ink-700">
                <Link to={`/m/${item.machineModel.id}`} className="underline">
                  {item.machineModel.name}
                </Link>{' '}
                · {item.machineModel.type}
                {selected && <span className="ml-2 font-semibold text-green-800">Selected machine</span>}
              </p>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="text-ink-700">Status</dt>
                <dd>{RIG_STATUS_LABELS[item.machineStatus]}</dd>
                <dt className="text-ink-700">Hours</dt>
                <dd>{item.hours === null ? '—' : formatCount(item.hours)}</dd>
                <dt className="text-ink-700">Year</dt>
                <dd>{item.year ?? '—'}</dd>
                <dt className="text-ink-700">Serial number</dt>
                <dd>{item.serialNumber || '—'}</dd>
                <dt className="text-ink-700">Stock number</dt>
                <dd>{item.stockNumber || '—'}</dd>
                <dt className="text-ink-700">Engine</dt>
                <dd>{item.machineEngine?.name ?? '—'}</dd>
                <dt className="text-ink-700">Attachment</dt>
                <dd>{item.machineAttachment?.name ?? '—'}</dd>
                {item.listing && (
                  <>
                    <dt className="text-ink-700">For sale</dt>
                    <dd>{formatPrice(item.listing.price)}</dd>
                  </>
                )}
              </dl>
              {item.notes && <p className="whitespace-pre-line">{item.notes}</p>}
              <FleetPictureUpload item={item} />
              <div className="flex flex-wrap gap-x-4 gap-y-2 font-semibold">
                <Link to={`/fleet/rig/${item.id}/edit`} className="text-blue-800 underline">
                  Edit
                </Link>
                {item.machineModel.diagramCount > 0 && (
                  <Link to={`/partsbooks/m/${item.machineModel.id}`} className="text-blue-800 underline">
                    Parts book
                  </Link>
                )}
                <Link to={fittingPartsHref({ machineModelName: item.machineModel.name })} className="text-blue-800 underline">
                  Find parts
                </Link>
                {sellAccess === 'registered' && (
                  <Link to={`/fleet/rig/${item.id}/sell`} className="text-blue-800 underline">
                    {item.listing ? 'Edit listing' : 'Sell'}
                  </Link>
                )}
                <Link to={`/fleet/rig/${item.id}/delete`} className="text-red-800 underline">
                  Delete
                </Link>
              </div>
              {sellAccess === 'guest' && <FleetSellAccountNote machineName={item.name} />}
            </div>
          </div>
          <FleetOrderedParts parts={orderedParts} />
        </article>
      )}
    </WithMachine>
  );
}

/** Edit form for one of the customer's machines (the route's action saves it). */
export function FleetMachineEditor({ garage, garageId }: { garage: GarageState; garageId: string }) {
  return (
    <WithMachine garage={garage} garageId={garageId}>
      {(item) => (
        <div className="space-y-6">
          <h1 className="text-2xl font-bold">Edit {item.name}</h1>
          <FleetPictureUpload item={item} />
          <FleetMachineForm
            item={item}
            intent="edit"
            engines={item.machineModel.engines}
            attachments={item.machineModel.attachments}
            submitLabel="Save changes"
          />
        </div>
      )}
    </WithMachine>
  );
}

function DeleteForm({ item }: { item: GarageItem }) {
  const { error, busy } = useFleetForm('delete', item.id);
  return (
    <Form method="post" className="space-y-4">
      <h1 className="text-2xl font-bold">Delete {item.name}?</h1>
      <p>The machine, its photo and any sale listing are removed from your fleet.</p>
      <FleetFormError text={error} />
      <input type="hidden" name="garageId" value={item.id} />
      <div className="flex gap-3">
        <button
          type="submit"
          name="intent"
          value="delete"
          disabled={busy}
          className="h-11 rounded-md bg-red-700 px-5 font-bold text-white hover:bg-red-800"
        >
          Delete machine
        </button>
        <Link to="/fleet" className="inline-flex h-11 items-center rounded-md border border-gray-400 px-5 font-semibold">
          Keep it
        </Link>
      </div>
    </Form>
  );
}

/** Asks before deleting a machine (the route's action deletes it). */
export function FleetMachineDelete({ garage, garageId }: { garage: GarageState; garageId: string }) {
  return (
    <WithMachine garage={garage} garageId={garageId}>
      {(item) => <DeleteForm item={item} />}
    </WithMachine>
  );
}

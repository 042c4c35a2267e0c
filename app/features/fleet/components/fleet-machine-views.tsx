import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatPrice } from '~/lib/money';
import { deleteMachine, editMachine, RIG_STATUS_LABELS, sellMachine, unlistMachine, type ListingInput } from '../api/fleet-api';
import { FLEET_ERRORS, LOAD_FAILED, reloadGarage, useGarage, type GarageItem } from '../api/fleet-store';
import { ErrorNotice, type Failure } from '~/components/error-notice';
import { DomainError, withReason } from '../../../../shared/errors';
import { FleetMachineForm } from './fleet-machine-form';
import { FleetOrderedParts } from './fleet-ordered-parts';
import { FleetPictureUpload } from './fleet-picture-upload';
import { formatCount } from '~/lib/number-format';
import { FleetSellAccountNote, FleetSellAccountOffer, useSellAccess } from './fleet-sell-account';

/** Loads the customer's machine by id from their fleet; "not found" looks the same for any id that is not theirs. */
function WithMachine({ garageId, children }: { garageId: string; children: (item: GarageItem, selected: boolean) => ReactNode }) {
  const { garage, status, failure } = useGarage();
  if (status === 'idle' || status === 'loading') return <p className="py-8">Loading your machine…</p>;
  if (status === 'error') return <ErrorNotice error={failure} action={LOAD_FAILED} onRetry={reloadGarage} className="py-8 text-base" />;
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
export function FleetMachineDetail({ garageId }: { garageId: string }) {
  const sellAccess = useSellAccess();
  return (
    <WithMachine garageId={garageId}>
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
                <Link to={`/search?PRODUCTS_MASTER%5Bquery%5D=${encodeURIComponent(item.machineModel.name)}`} className="text-blue-800 underline">
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
          <FleetOrderedParts key={item.id} garageId={item.id} />
        </article>
      )}
    </WithMachine>
  );
}

/** Edit form for one of the customer's machines. */
export function FleetMachineEditor({ garageId }: { garageId: string }) {
  const navigate = useNavigate();
  return (
    <WithMachine garageId={garageId}>
      {(item) => (
        <div className="space-y-6">
          <h1 className="text-2xl font-bold">Edit {item.name}</h1>
          <FleetPictureUpload item={item} />
          <FleetMachineForm
            item={item}
            engines={item.machineModel.engines}
            attachments={item.machineModel.attachments}
            errorBase="Unable to edit a machine."
            submitLabel="Save changes"
            onSubmit={async (input) => {
              const saved = await editMachine(item.id, input);
              navigate(`/m/${saved.machineModel.id}/mm/${saved.id}`);
            }}
          />
        </div>
      )}
    </WithMachine>
  );
}

/** Asks before deleting a machine. */
export function FleetMachineDelete({ garageId }: { garageId: string }) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <WithMachine garageId={garageId}>
      {(item) => {
        async function remove() {
          setBusy(true);
          setFailure(null);
          try {
            await deleteMachine(item.id);
            navigate('/fleet', { replace: true });
          } catch (err) {
            setFailure({ error: err, action: FLEET_ERRORS.delete, onRetry: remove });
            setBusy(false);
          }
        }
        return (
        <div className="space-y-4">
          <h1 className="text-2xl font-bold">Delete {item.name}?</h1>
          <p>The machine, its photo and any sale listing are removed from your fleet.</p>
          {failure && <ErrorNotice {...failure} />}
          <div className="flex gap-3">
            <button
              type="button"
              disabled={busy}
              className="h-11 rounded-md bg-red-700 px-5 font-bold text-white hover:bg-red-800"
              onClick={remove}
            >
              Delete machine
            </button>
            <Link to="/fleet" className="inline-flex h-11 items-center rounded-md border border-gray-400 px-5 font-semibold">
              Keep it
            </Link>
          </div>
        </div>
        );
      }}
    </WithMachine>
  );
}

/** Lists a machine on the rigs listings, with price and contact. */
export function FleetMachineSell({ garageId }: { garageId: string }) {
  const id = useId();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const sellAccess = useSellAccess();
  const input = 'block h-11 w-full rounded-md border border-gray-400 bg-white px-3 text-base';
  return (
    <WithMachine garageId={garageId}>
      {(item) => {
        async function submit(e: FormEvent<HTMLFormElement>) {
          e.preventDefault();
          const f = new FormData(e.currentTarget);
          const price = Number(String(f.get('price') ?? '').replace(/[$,\s]/g, ''));
          if (!Number.isFinite(price) || price <= 0) {
            setFailure({ error: new DomainError('VALIDATION', withReason(FLEET_ERRORS.sell, 'Enter a price above 0.')) });
            return;
          }
          await list({
            price,
            contactName: String(f.get('contactName') ?? ''),
            contactPhone: String(f.get('contactPhone') ?? ''),
            contactEmail: String(f.get('contactEmail') ?? ''),
            location: String(f.get('location') ?? ''),
            description: String(f.get('description') ?? ''),
          });
        }
        async function list(listing: ListingInput) {
          setBusy(true);
          setFailure(null);
          try {
            const listingId = await sellMachine(item.id, listing);
            navigate(`/fleet/rigslistings#listing-${listingId}`);
          } catch (err) {
            setFailure({ error: err, action: FLEET_ERRORS.sell, onRetry: () => list(listing) });
            setBusy(false);
          }
        }
        async function unlist() {
          setBusy(true);
          setFailure(null);
          try {
            await unlistMachine(item.id);
            navigate('/fleet');
          } catch (err) {
            setFailure({ error: err, action: FLEET_ERRORS.unlist, onRetry: unlist });
            setBusy(false);
          }
        }
        const heading = <h1 className="text-2xl font-bold">Sell {item.name}</h1>;
        if (sellAccess === 'unknown') return <p className="py-8">Loading your machine…</p>;
        if (sellAccess === 'guest')
          // A listing put up before guests were refused can still be taken down.
          return (
            <div className="space-y-4">
              <FleetSellAccountOffer heading={heading}>
                {item.listing && (
                  <button type="button" disabled={busy} className="h-11 rounded-md border border-gray-400 px-5 font-semibold" onClick={unlist}>
                    Remove listing
                  </button>
                )}
              </FleetSellAccountOffer>
              {failure && <ErrorNotice {...failure} />}
            </div>
          );
        const field = (name: string, label: string, extra: Record<string, unknown> = {}) => (
          <div className="space-y-1">
            <label htmlFor={`${id}-${name}`} className="block text-sm font-semibold">
              {label}
            </label>
            <input id={`${id}-${name}`} name={name} className={input} {...extra} />
          </div>
        );
        return (
          <form onSubmit={submit} className="max-w-xl space-y-4" noValidate>
            {heading}
            <p className="text-ink-700">Your listing shows on the rigs listings with the machine’s model, year, hours, status and photo.</p>
            {field('price', 'Asking price (USD)', { inputMode: 'decimal', required: true, defaultValue: item.listing?.price ?? '' })}
            {field('contactName', 'Contact name', { required: true, maxLength: 100, autoComplete: 'name' })}
            {field('contactPhone', 'Phone', { type: 'tel', maxLength: 40, autoComplete: 'tel' })}
            {field('contactEmail', 'E-mail', { type: 'email', maxLength: 200, autoComplete: 'email' })}
            {field('location', 'Location', { maxLength: 100, placeholder: 'City, state' })}
            <div className="space-y-1">
              <label htmlFor={`${id}-description`} className="block text-sm font-semibold">
                Description
              </label>
              <textarea id={`${id}-description`} name="description" rows={4} maxLength={2000} className="block w-full rounded-md border border-gray-400 p-3" />
            </div>
            {failure && <ErrorNotice {...failure} />}
            <div className="flex flex-wrap gap-3">
              <button type="submit" disabled={busy} className="h-11 rounded-md bg-brand-500 px-5 font-bold text-ink-900 hover:bg-brand-400">
                {item.listing ? 'Update listing' : 'List for sale'}
              </button>
              {item.listing && (
                <button
                  type="button"
                  disabled={busy}
                  className="h-11 rounded-md border border-gray-400 px-5 font-semibold"
                  onClick={unlist}
                >
                  Remove listing
                </button>
              )}
            </div>
          </form>
        );
      }}
    </WithMachine>
  );
}

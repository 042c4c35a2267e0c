import { useId } from 'react';
import { Form } from 'react-router';
import type { GarageItem, GarageState } from '../api/fleet-garage';
import { FleetFormError, useFleetForm } from './fleet-machine-form';
import { WithMachine } from './fleet-machine-views';
import { FleetSellAccountOffer, useSellAccess } from './fleet-sell-account';

const INPUT = 'block h-11 w-full rounded-md border border-gray-400 bg-white px-3 text-base';

function UnlistButton({ busy }: { busy: boolean }) {
  return (
    <button type="submit" name="intent" value="unlist" disabled={busy} className="h-11 rounded-md border border-gray-400 px-5 font-semibold">
      Remove listing
    </button>
  );
}

function SellForm({ item }: { item: GarageItem }) {
  const id = useId();
  const sellAccess = useSellAccess();
  const sell = useFleetForm('sell', item.id);
  const unlist = useFleetForm('unlist', item.id);
  const busy = sell.busy || unlist.busy;
  const error = sell.error ?? unlist.error;
  const heading = <h1 className="text-2xl font-bold">Sell {item.name}</h1>;
  if (sellAccess === 'unknown') return <p className="py-8">Loading your machine…</p>;
  if (sellAccess === 'guest')
    // A listing put up before guests were refused can still be taken down.
    return (
      <div className="space-y-4">
        <FleetSellAccountOffer heading={heading}>
          {item.listing && (
            <Form method="post">
              <input type="hidden" name="garageId" value={item.id} />
              <UnlistButton busy={busy} />
            </Form>
          )}
        </FleetSellAccountOffer>
        <FleetFormError text={error} />
      </div>
    );
  const field = (name: string, label: string, extra: Record<string, unknown> = {}) => (
    <div className="space-y-1">
      <label htmlFor={`${id}-${name}`} className="block text-sm font-semibold">
        {label}
      </label>
      <input id={`${id}-${name}`} name={name} className={INPUT} {...extra} />
    </div>
  );
  return (
    <Form method="post" className="max-w-xl space-y-4" noValidate>
      {heading}
      <p className="text-ink-700">Your listing shows on the rigs listings with the machine’s model, year, hours, status and photo.</p>
      <input type="hidden" name="garageId" value={item.id} />
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
      <FleetFormError text={error} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="sell" disabled={busy} className="h-11 rounded-md bg-brand-500 px-5 font-bold text-ink-900 hover:bg-brand-400">
          {item.listing ? 'Update listing' : 'List for sale'}
        </button>
        {item.listing && <UnlistButton busy={busy} />}
      </div>
    </Form>
  );
}

/** Lists a machine on the rigs listings, with price and contact (the route's action lists or unlists it). */
export function FleetMachineSell({ garage, garageId }: { garage: GarageState; garageId: string }) {
  return (
    <WithMachine garage={garage} garageId={garageId}>
      {(item) => <SellForm item={item} />}
    </WithMachine>
  );
}

import { redirect, type RouterContextProvider } from 'react-router';
import { ensureGuestSession } from '~/features/auth/auth-loader.server';
import { graphql } from '~/gql/gql';
import { serverQuery } from '~/lib/graphql';
import { FLEET_ERRORS, fleetError, type FleetActionResult } from './api/fleet-garage';
import { loadGarage } from './fleet-loader.server';
import { parseListingFields, parseMachineFields } from './fleet-machine-schema';

type Context = Readonly<RouterContextProvider>;

const FLEET = {
  add: graphql(`mutation AddMachine($item: GarageItemInput!, $sel: Boolean) { v1 { garage { add(garageItem: $item, setSelected: $sel) { id machineModel { id } } } } }`),
  edit: graphql(`mutation EditMachine($id: ID!, $item: GarageItemInput!) { v1 { garage { edit(garageId: $id, garageItem: $item) { id machineModel { id } } } } }`),
  move: graphql(`mutation MoveMachine($id: ID!, $item: GarageItemInput!) { v1 { garage { edit(garageId: $id, garageItem: $item) { id } } } }`),
  delete: graphql(`mutation DeleteMachine($id: ID!) { v1 { garage { delete(garageId: $id) } } }`),
  select: graphql(`mutation SelectMachine($id: ID) { v1 { garage { setSelected(garageId: $id) { id } } } }`),
  sell: graphql(`mutation SellMachine($id: ID!, $l: RigListingInput!) { v1 { garage { sell(garageId: $id, listing: $l) { id } } } }`),
  unlist: graphql(`mutation UnlistMachine($id: ID!) { v1 { garage { unlist(garageId: $id) } } }`),
};


const field = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v.trim() : '';
};

type Step = (context: Context, form: FormData, garageId: string) => Promise<Response | null>;

// Each intent: its spec text for failures, and the change (a redirect where the page moves on).
const INTENTS: Record<string, { base: string; run: Step }> = {
  add: {
    base: FLEET_ERRORS.add,
    async run(context, form) {
      const item = { ...parseMachineFields(form, FLEET_ERRORS.add), machineModelId: field(form, 'machineModelId') };
      // A first-time visitor (scripts off) becomes a guest here, as the browser does on demand.
      await ensureGuestSession(context);
      const r = await serverQuery(context, FLEET.add, { item, sel: form.get('select') === 'on' });
      const saved = r.v1.garage.add;
      return redirect(`/m/${saved.machineModel.id}/mm/${saved.id}`);
    },
  },
  edit: {
    base: FLEET_ERRORS.edit,
    async run(context, form, id) {
      const r = await serverQuery(context, FLEET.edit, { id, item: parseMachineFields(form, FLEET_ERRORS.edit) });
      const saved = r.v1.garage.edit;
      return redirect(`/m/${saved.machineModel.id}/mm/${saved.id}`);
    },
  },
  delete: {
    base: FLEET_ERRORS.delete,
    async run(context, _form, id) {
      await serverQuery(context, FLEET.delete, { id });
      return redirect('/fleet');
    },
  },
  select: {
    base: FLEET_ERRORS.setSelected,
    async run(context, _form, id) {
      await serverQuery(context, FLEET.select, { id: id || null });
      return null;
    },
  },
  move: {
    base: FLEET_ERRORS.edit,
    async run(context, form, id) {
      // One place up (-1) or down (1); every machine whose place changes gets its new sort order.
      const by = field(form, 'by') === '-1' ? -1 : 1;
      const items = [...(await loadGarage(context)).items];
      const i = items.findIndex((x) => x.id === id);
      const j = i + by;
      if (i < 0 || j < 0 || j >= items.length) return null;
      [items[i], items[j]] = [items[j], items[i]];
      for (const [k, item] of items.entries()) {
        if (item.sortOrder !== k) await serverQuery(context, FLEET.move, { id: item.id, item: { sortOrder: k } });
      }
      return null;
    },
  },
  sell: {
    base: FLEET_ERRORS.sell,
    async run(context, form, id) {
      const r = await serverQuery(context, FLEET.sell, { id, l: parseListingFields(form, FLEET_ERRORS.sell) });
      return redirect(`/fleet/rigslistings#listing-${r.v1.garage.sell.id}`);
    },
  },
  unlist: {
    base: FLEET_ERRORS.unlist,
    async run(context, _form, id) {
      await serverQuery(context, FLEET.unlist, { id });
      return redirect('/fleet');
    },
  },
};

/**
 * The fleet forms' posts (add, edit, delete, select, move, sell, unlist: the `intent` field), run as
 * the page request's customer. Success redirects where the page moves on (or answers with no error);
 * a refusal is answered with its text for the form, and the page shows it.
 */
export async function fleetAction(request: Request, context: Context): Promise<Response | FleetActionResult> {
  const form = await request.formData();
  const intent = field(form, 'intent');
  const garageId = field(form, 'garageId');
  const step = INTENTS[intent];
  if (!step) return { intent, garageId, error: 'Unknown request.' };
  try {
    return (await step.run(context, form, garageId)) ?? { intent, garageId, error: null };
  } catch (err) {
    const values: Record<string, string> = {};
    for (const [k, v] of form) if (typeof v === 'string' && k !== 'intent') values[k] = v;
    return { intent, garageId, error: fleetError(step.base, err).message, values };
  }
}

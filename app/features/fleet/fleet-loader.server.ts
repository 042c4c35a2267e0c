import type { RouterContextProvider } from 'react-router';
import { pageSession } from '~/features/auth/auth-loader.server';
import { graphql } from '~/gql/gql';
import { serverQuery } from '~/lib/graphql';
import { actionErrorText, isRetryable } from '~/lib/errors';
import { EMPTY_GARAGE, FLEET_ERRORS, GARAGE_QUERY, selectedMachine, type FitAnswer, type GarageState } from './api/fleet-garage';

type Context = Readonly<RouterContextProvider>;

const FITMENT_ANSWER = graphql(`mutation FitmentAnswer($id: ID, $p: ID!) { v1 { garage { fitmentAnswer(garageId: $id, productId: $p) { kind text } } } }`);

/**
 * The fleet of the customer the page request comes from (guests have fleets too); a visitor
 * without a session has none yet. A failure is thrown: the fleet's own pages cannot do without it.
 */
export async function loadGarage(context: Context): Promise<GarageState> {
  if (!pageSession(context).loggedIn) return EMPTY_GARAGE;
  return (await serverQuery(context, GARAGE_QUERY)).v1.garage;
}

/** The fleet for a page that works without it (search, parts books, product): null when it could not be read. */
export function loadGarageIfAny(context: Context): Promise<GarageState | null> {
  return loadGarage(context).catch(() => null);
}

/** The fleet and, for its selected machine, whether the product fits in three answers (null without a selected machine). */
export async function loadFitment(context: Context, productId: string): Promise<{ garage: GarageState | null; fit: FitAnswer | null }> {
  const garage = await loadGarageIfAny(context);
  const selected = garage && selectedMachine(garage);
  if (!selected) return { garage, fit: null };
  try {
    const r = await serverQuery(context, FITMENT_ANSWER, { id: selected.id, p: productId });
    return { garage, fit: { fit: r.v1.garage.fitmentAnswer, error: null } };
  } catch (err) {
    return { garage, fit: { fit: null, error: actionErrorText(FLEET_ERRORS.fitment, err), retryable: isRetryable(err) } };
  }
}

const ORDERED_PARTS = graphql(`query GarageOrderedParts($id: ID!) { v1 { garageItem(garageId: $id) { orderedParts { productId name sku seoName quantity lastOrderedOnUtc clubOrderGuid } } } }`);

/** The parts the customer ordered that fit their machine; null when they could not be read (the page offers to try again). */
export async function loadOrderedParts(context: Context, garageId: string) {
  if (!pageSession(context).loggedIn) return [];
  try {
    return (await serverQuery(context, ORDERED_PARTS, { id: garageId })).v1.garageItem?.orderedParts ?? [];
  } catch {
    return null;
  }
}

/** A page about one of the customer's machines: the fleet (the machine is looked up in it), and its ordered parts when asked. */
export async function loadMachinePage(context: Context, garageId: string, opts: { orderedParts?: boolean } = {}) {
  const garage = await loadGarage(context);
  const mine = garage.items.some((i) => i.id === garageId);
  return { garage, orderedParts: opts.orderedParts && mine ? await loadOrderedParts(context, garageId) : [] };
}

/** The model names of the customer's machines, in fleet order, for the search pages' Machine facet (none without a fleet). */
export async function fleetMachineNames(context: Context): Promise<string[]> {
  const garage = await loadGarageIfAny(context);
  return [...new Set((garage?.items ?? []).map((i) => i.machineModel.name))];
}

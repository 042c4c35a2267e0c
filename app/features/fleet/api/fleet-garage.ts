import { FLEET_ERRORS } from '../../../../shared/errors';
import type { FitKind } from '../../../../shared/fitment';
import { graphql } from '~/gql/gql';
import type { FleetItemFieldsFragment, FleetModelFieldsFragment, GarageQuery, RigStatus } from '~/gql/graphql';
import { actionErrorText, errorCodeOf, GraphQLRequestError, isRefusal } from '~/lib/errors';

// The fleet as the pages read it (route loaders, fleet-loader.server.ts) and its shapes.

export type { RigStatus };

graphql(`fragment FleetModelFields on MachineModel { id name baseName manufacturer manufacturerId type diagramCount picture { imageUrl } }`);

graphql(`
  fragment FleetItemFields on GarageItem {
    id name hours notes serialNumber stockNumber year sortOrder machineStatus engine attachment
    machineEngine { id name } machineAttachment { id name }
    machineModel { ...FleetModelFields engines { id name } attachments { id name } }
    picture { id imageUrl thumbnailUrl fullSizeImageUrl }
    listing { id price }
  }
`);

export type MachineModelSummary = FleetModelFieldsFragment;
export type GarageItem = FleetItemFieldsFragment;
export type Option = GarageItem['machineModel']['engines'][number];
export type GarageState = GarageQuery['v1']['garage'];

export const GARAGE_QUERY = graphql(`query Garage { v1 { garage { selectedGarageItemId items { ...FleetItemFields } } } }`);

/** The fleet of a visitor without a session: nothing yet (one is made when the first machine is added). */
export const EMPTY_GARAGE: GarageState = { items: [], selectedGarageItemId: null };

/** The selected machine of a fleet, if any. */
export function selectedMachine(garage: GarageState): GarageItem | null {
  return garage.items.find((i) => i.id === garage.selectedGarageItemId) ?? null;
}

/** What a fleet form's post answers when it did not move on: which form, and the text shown next to it. */
export interface FleetActionResult {
  intent: string;
  garageId: string;
  error: string | null;
  /** The refused form's fields as posted, so a page served again (without JavaScript) keeps what was typed. */
  values?: Record<string, string>;
}

/** A product's fit with the selected machine (shared/fitment.ts): fits, fits on a condition, or does not fit with the reason. */
export interface FitResult {
  kind: FitKind;
  text: string;
}

/** Whether a product fits the selected machine, as the product page says it; an error keeps its text and whether retrying may help. */
export type FitAnswer = { fit: FitResult; error: null } | { fit: null; error: string; retryable: boolean };

/** What a failed load of the fleet says before its reason. */
export const LOAD_FAILED = 'Unable to load your fleet.';

// The spec's failure texts (spec 2 §8) are shared with the server; a reason follows them.
export { FLEET_ERRORS };

/**
 * A failed fleet call as an error the customer may read, by its code: the fleet service's refusal
 * as it is (it starts with the spec text `base`), anything else with `base` before the sign-in,
 * network or unexpected-failure text. The code stays, so a notice can still offer a retry.
 */
export function fleetError(base: string, err: unknown): Error {
  const code = errorCodeOf(err);
  if (err instanceof Error && isRefusal(err) && code !== 'UNAUTHENTICATED') return err;
  return new GraphQLRequestError(actionErrorText(base, err), undefined, code);
}

export const machineLabel = (m: Pick<GarageItem, 'name' | 'year' | 'machineModel'>): string =>
  m.name && m.name !== m.machineModel.name ? `${m.name} (${m.year ? `${m.year} ` : ''}${m.machineModel.name})` : `${m.year ? `${m.year} ` : ''}${m.machineModel.name}`;

import { useEffect, useSyncExternalStore } from 'react';
import { FLEET_ERRORS } from '../../../../shared/errors';
import { viewerQuery } from '~/features/auth/auth-session';
import { graphql } from '~/gql/gql';
import type { FleetItemFieldsFragment, FleetModelFieldsFragment, GarageQuery, RigStatus } from '~/gql/graphql';
import { useSession, useSessionIdentityChange } from '~/features/auth/auth-use-session';
import { actionErrorText, errorCodeOf, GraphQLRequestError, isRefusal } from '~/lib/errors';

// The fleet as every page reads it (product fitment, search facets, side bar); changes live in fleet-api.

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

const GARAGE_QUERY = graphql(`query Garage { v1 { garage { selectedGarageItemId items { ...FleetItemFields } } } }`);
const FITMENT_CHECK = graphql(`mutation FitmentCheck($id: ID, $p: ID!) { v1 { garage { fitmentCheck(garageId: $id, productId: $p) } } }`);

// One copy of the fleet for the whole page: the side bar, fitment and lists read the same state.
type Store = {
  status: 'idle' | 'loading' | 'ready' | 'error';
  garage: GarageState;
  /** Why the fleet could not be loaded, as the customer reads it. */
  error: string | null;
  /** The load's failure itself, for its code (ErrorNotice offers a retry when it may help). */
  failure?: unknown;
};
const EMPTY: Store = {
  status: 'idle',
  garage: { items: [], selectedGarageItemId: null },
  error: null,
};
let store: Store = EMPTY;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Replaces the fleet every page shows (an optimistic change, before the server answers). */
export function publishGarage(next: Store) {
  store = next;
  for (const l of listeners) l();
}

/** What a failed load of the fleet says before its reason. */
export const LOAD_FAILED = 'Unable to load your fleet.';

/** Reloads the fleet from the server (no session: an empty fleet). */
export function reloadGarage(): Promise<void> {
  loading ??= (async () => {
    if (store.status === 'idle') publishGarage({ ...store, status: 'loading' });
    try {
      const data = await viewerQuery(GARAGE_QUERY);
      publishGarage({ status: 'ready', garage: data.v1.garage, error: null });
    } catch (err) {
      publishGarage({ ...store, status: 'error', error: actionErrorText(LOAD_FAILED, err), failure: err });
    } finally {
      loading = null;
    }
  })();
  return loading;
}

/** The fleet of this browser's session, loaded once and reloaded when the signed-in user changes. */
export function useGarage(): Store & { selected: GarageItem | null } {
  const session = useSession();
  const s = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => store,
    () => EMPTY,
  );
  useEffect(() => {
    if (session.status === 'loading' || store.status !== 'idle') return;
    // Without a session there is no fleet to read; one is made when the first machine is added.
    if (session.status === 'loggedOut') publishGarage({ status: 'ready', garage: EMPTY.garage, error: null });
    else void reloadGarage();
  }, [session.status]);
  // Spec 2 §4: the fleet reloads whenever the registered state or the user id changes.
  useSessionIdentityChange(() => {
    publishGarage(EMPTY);
    void reloadGarage();
  });
  return {
    ...s,
    selected: s.garage.items.find((i) => i.id === s.garage.selectedGarageItemId) ?? null,
  };
}

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

/** The fleet as last loaded. */
export const garageSnapshot = (): Store => store;

/** Whether the part fits the machine; a failure keeps its code (the caller puts FLEET_ERRORS.fitment before its text). */
export async function checkFitment(productId: string, garageId?: string): Promise<boolean> {
  const r = await viewerQuery(FITMENT_CHECK, { id: garageId ?? null, p: productId });
  return r.v1.garage.fitmentCheck;
}

export const machineLabel = (m: Pick<GarageItem, 'name' | 'year' | 'machineModel'>): string =>
  m.name && m.name !== m.machineModel.name ? `${m.name} (${m.year ? `${m.year} ` : ''}${m.machineModel.name})` : `${m.year ? `${m.year} ` : ''}${m.machineModel.name}`;

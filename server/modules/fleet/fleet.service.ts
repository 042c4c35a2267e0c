import type { Logger } from '../../lib/logger';
import type { CatalogService } from '../catalog/catalog.service';
import type { OrdersService } from '../orders/orders.service';
import type { PartsBookService } from '../partsbooks/partsbooks.service';
import type { Db } from '../../db/client';
import { createFitment } from './fleet-fitment';
import { createMachineFit } from './fleet-fit';
import { createGarage } from './fleet-garage';
import { createGaragePictures } from './fleet-garage-pictures';
import { createListings, type ListingDeps } from './fleet-listings';
import { createMachineLookup } from './fleet-machine-lookup';
import { createMachineModels } from './fleet-models';
import type { FleetRepository } from './fleet.repository';

export type { MachineManufacturerRow, MachineTypeRow, NamedRow } from '../catalog/catalog.service';
export type { RigListingRow } from './fleet.repository';
export type { ListingInput } from './fleet-listings';
export type { MachineModelRow } from './fleet-models';
export type { GarageMachineRow } from './fleet-machine-lookup';
export type { GarageItemInput } from './fleet-garage';
export type { OrderedPartRow } from './fleet-fitment';
export type { MachineFit, SearchMachine } from './fleet-fit';
export { SEARCH_MACHINE_ERROR } from './fleet-fit';

export interface FleetServiceDeps {
  repo: FleetRepository;
  /** Machine reference data, fitment and the parts that fit a model. */
  catalog: Pick<
    CatalogService,
    | 'machineTypes'
    | 'machineManufacturers'
    | 'machineModels'
    | 'machineModel'
    | 'machineEngines'
    | 'machineAttachments'
    | 'machineOptionNames'
    | 'modelProductIds'
    | 'productsFittingModel'
    | 'fitmentsFor'
    | 'narrowedFitments'
  >;
  /** How many diagrams each model's parts book has. */
  partsbooks: Pick<PartsBookService, 'diagramCounts'>;
  /** What the owner has ordered (for the parts ordered for a machine). */
  orders: Pick<OrdersService, 'orderedProducts'>;
  log: Logger;
  /** Hosts a picture URL may point at (PICTURE_URL_HOSTS). */
  pictureHosts: readonly string[];
  /** The store's own address: picture URLs of our own garage pictures are copied without a download. */
  publicUrl: string;
  /** Registers the guest-merge step with the token service. */
  onGuestMerged?: (hook: (guestId: number, customerId: number) => Promise<void>) => unknown;
  recordStaffAction?: ListingDeps['recordStaffAction'];
  clock?: () => Date;
}

/**
 * The customer's fleet: machines, selection, pictures, fitment, listings, machine reference data.
 * Each concern lives in its own file (fleet-models, fleet-garage, fleet-garage-pictures, fleet-fitment,
 * fleet-listings); this composes them into the one service the rest of the server sees.
 */
export function createFleetService({ repo, catalog, partsbooks, orders, log, pictureHosts, publicUrl, onGuestMerged, recordStaffAction, clock = () => new Date() }: FleetServiceDeps) {
  // Machines follow a guest who signs in or registers.
  onGuestMerged?.((guestId, customerId) => repo.mergeGuest(guestId, customerId));

  const lookup = createMachineLookup({ repo, catalog });
  const machineFit = createMachineFit({ repo, catalog, lookup });

  return {
    // --- Machine reference data ---
    ...createMachineModels({ catalog, partsbooks }),

    // --- Garage ---
    ...createGarage({ repo, catalog, lookup, clock }),
    ...createGaragePictures({ repo, lookup, log, pictureHosts, publicUrl }),

    // --- Fitment ---
    ...createFitment({ repo, catalog, orders, lookup, machineFit }),
    fitmentAnswer: machineFit.fitmentAnswer,
    searchMachine: machineFit.searchMachine,
    fitVerdicts: machineFit.fitVerdicts,

    // --- Rig listings ---
    ...createListings({ repo, owned: lookup.owned, recordStaffAction, clock }),

    /** Machines behind listings (public fields only are exposed). */
    machinesByIds: async (ids: number[]) => lookup.named(await repo.machinesByIds(ids)),

    /** Moves a guest's fleet to the customer who signed in or registered. */
    mergeGuest: (guestId: number, customerId: number) => repo.mergeGuest(guestId, customerId),

    /** Guest retention: deletes these customers' machines, pictures and listings in the caller's transaction. */
    deleteFleetsOf: (ex: Db, customerIds: number[]) => repo.deleteFleetsOf(ex, customerIds),
  };
}

export type FleetService = ReturnType<typeof createFleetService>;

import { FLEET_ERRORS } from '../../../shared/errors';
import { parseId } from '../../lib/ids';
import type { CatalogService } from '../catalog/catalog.service';
import type { OrdersService } from '../orders/orders.service';
import type { FleetRepository } from './fleet.repository';
import type { GarageMachineRow, MachineLookup } from './fleet-machine-lookup';
import { fail } from './fleet-refusals';
import type { MachineFitService } from './fleet-fit';
import { mayFit } from '../../../shared/fitment';

/** A part the machine's owner has ordered that fits the machine's model. */
export interface OrderedPartRow {
  productId: number;
  name: string;
  sku: string;
  seoName: string;
  quantity: number;
  lastOrderedAt: Date;
  clubOrderGuid: string;
}

export interface FitmentDeps {
  repo: Pick<FleetRepository, 'selectedId'>;
  catalog: Pick<CatalogService, 'productsFittingModel'>;
  orders: Pick<OrdersService, 'orderedProducts'>;
  lookup: Pick<MachineLookup, 'machineOf'>;
  /** The three-way answers (fleet-fit.ts). */
  machineFit: MachineFitService;
}

/** Which parts fit a customer's machine: the fitment check, the parts ordered for it, the machine an order line is for. */
export function createFitment({ repo, catalog, orders, lookup, machineFit }: FitmentDeps) {
  const { machineOf } = lookup;
  return {
    /** Parts the owner ordered that fit this machine (at most 50, latest first). */
    async orderedParts(machine: Pick<GarageMachineRow, 'customerId' | 'machineModelId'>): Promise<OrderedPartRow[]> {
      // Orders do not name a machine, so fitment decides which of the owner's parts were for it.
      const ordered = await orders.orderedProducts(machine.customerId);
      const fitting = await catalog.productsFittingModel(machine.machineModelId, ordered.map((o) => o.productId));
      const byId = new Map(fitting.map((p) => [p.id, p]));
      return ordered
        .filter((o) => byId.has(o.productId))
        .sort((a, b) => b.lastOrderedAt.getTime() - a.lastOrderedAt.getTime() || a.productId - b.productId)
        .slice(0, 50)
        .map((o) => {
          const p = byId.get(o.productId)!;
          return { productId: o.productId, name: p.name, sku: p.sku, seoName: p.seoName, quantity: o.quantity, lastOrderedAt: o.lastOrderedAt, clubOrderGuid: o.clubOrderGuid };
        });
    },

    /**
     * Whether a product fits the given machine, or the selected one (the spec's Boolean): true only
     * when it surely fits; a fit on a condition the machine does not record is not a yes
     * (fitmentAnswer gives the three answers).
     */
    async fitmentCheck(customerId: number | null, garageId: string | number | null | undefined, productId: string | number): Promise<boolean> {
      const pid = parseId(productId);
      if (customerId === null || pid === null) throw fail(FLEET_ERRORS.fitment);
      let machine: GarageMachineRow | null;
      if (garageId !== null && garageId !== undefined && String(garageId) !== '') {
        const id = parseId(garageId);
        machine = id === null ? null : await machineOf(customerId, id);
      } else {
        const selected = await repo.selectedId(customerId);
        machine = selected === null ? null : await machineOf(customerId, selected);
      }
      if (!machine) throw fail(FLEET_ERRORS.fitment);
      return (await machineFit.fitVerdicts(await machineFit.factsOf(machine), [pid])).get(pid)!.kind === 'FITS';
    },

    /**
     * The customer's selected machine and, of these products, the ones that fit it: an order's lines
     * remember the machine they were bought for (spec 2's garage order items). Empty without one.
     */
    async machineForParts(customerId: number, productIds: number[]): Promise<Map<number, number>> {
      const bought = new Map<number, number>();
      const selected = await repo.selectedId(customerId);
      const machine = selected === null ? null : await machineOf(customerId, selected);
      if (!machine) return bought;
      const answers = await machineFit.fitVerdicts(await machineFit.factsOf(machine), [...new Set(productIds)]);
      for (const [pid, verdict] of answers) if (mayFit(verdict)) bought.set(pid, machine.id);
      return bought;
    },
  };
}

// The order queue's vendor and warehouse filters read the catalogue's vendors, warehouses and which
// products a vendor sells: read-only, for staff lists. The catalogue's service has no such reads yet;
// when it does, these move there and this file goes.
/* eslint-disable import-x/no-restricted-paths -- read-only catalogue lookups for the staff's order filters (see above) */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, vendors, warehouses } from '../../db/schema/catalog';
/* eslint-enable import-x/no-restricted-paths */

export function createOrdersAdminCatalogReads(db: Db) {
  return {
    /** The vendors and warehouses the order list filters by. */
    async listChoices(): Promise<{ vendors: Array<{ id: number; name: string }>; warehouses: Array<{ id: number; name: string }> }> {
      const [v, w] = await Promise.all([
        db.select({ id: vendors.id, name: vendors.name }).from(vendors).orderBy(asc(vendors.name)).limit(200),
        db.select({ id: warehouses.id, name: warehouses.name }).from(warehouses).orderBy(asc(warehouses.name)).limit(200),
      ]);
      return { vendors: v, warehouses: w };
    },

    /** The ids of the products a vendor sells. */
    async productIdsOfVendor(vendorId: number): Promise<number[]> {
      const rows = await db.select({ id: products.id }).from(products).where(eq(products.vendorId, vendorId)).limit(5000);
      return rows.map((r) => r.id);
    },
  };
}

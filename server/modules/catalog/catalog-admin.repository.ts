import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Db, type Transaction } from '../../db/client';
import {
  categories,
  machineModels,
  manufacturers,
  productFitments,
  productInterchanges,
  productSpecifications,
  products,
  specificationAttributes,
  vendors,
  warehouses,
} from '../../db/schema/catalog';
import type { AvailabilityStatus } from '../../../shared/enums';
import { allowedQuantityList } from '../../../shared/quantity-rules';
import { partNumberKey, storedCents, centsText, type InterchangeKind, type ProductEdit } from '../../../shared/product-edit';

import { whereOf, type AdminProductFilter } from './catalog-admin-filter.repository';

export { LOW_STOCK_UNITS, PRODUCT_STOCK_STATES, type AdminProductFilter, type ProductStockFilter } from './catalog-admin-filter.repository';

// The back office's reads and writes of products (issue 24): the filtered list, one product as
// the edit form shows it, and the writes of an edit or a bulk change, on the caller's transaction.
// Every write moves updated_at (the database stamps it), which the search index follows.

export interface AdminProductRow {
  id: number;
  sku: string;
  name: string;
  seoName: string;
  manufacturerPartNumber: string;
  brand: string | null;
  vendor: string | null;
  warehouse: string | null;
  price: string | null;
  oldPrice: string | null;
  stock: number;
  status: AvailabilityStatus;
  published: boolean;
}

/** A product as the edit form reads it: the editable fields and what names it. */
export interface AdminProductDetail extends AdminProductRow {
  edit: ProductEdit;
  /** The time of its last change (µs since the epoch, as text): a save over a newer change is refused. */
  version: string;
  /** The names of the models its fitment rows point at. */
  modelNames: Map<number, string>;
}

export interface NamedChoice {
  id: number;
  name: string;
}

const rowColumns = {
  id: products.id,
  sku: products.sku,
  name: products.name,
  seoName: products.seoName,
  manufacturerPartNumber: products.manufacturerPartNumber,
  brand: manufacturers.name,
  vendor: vendors.name,
  warehouse: warehouses.name,
  price: products.price,
  oldPrice: products.oldPrice,
  stock: products.stock,
  status: products.status,
  published: products.published,
};

/** Prices as the API carries them: two decimal places. */
const money = (v: string | null): string | null => {
  const c = storedCents(v);
  return c === null ? null : centsText(c);
};
const shaped = <R extends AdminProductRow>(r: R): R => ({
  ...r,
  price: money(r.price),
  oldPrice: money(r.oldPrice),
});

/** A product's price, stock and availability, as a bulk change reads and writes them. */
export interface ProductState {
  id: number;
  sku: string;
  name: string;
  price: string | null;
  stock: number;
  status: AvailabilityStatus;
}

function statesQuery(db: Db | Transaction, ids: number[]) {
  return db
    .select({ id: products.id, sku: products.sku, name: products.name, price: products.price, stock: products.stock, status: products.status })
    .from(products)
    .where(and(inArray(products.id, ids), sql`not ${products.deleted}`))
    .orderBy(asc(products.id));
}

const stateOf = (r: ProductState): ProductState => ({ ...r, price: money(r.price) });

export function createCatalogAdminRepository(db: Db) {
  const base = (ex: Db) =>
    ex
      .select(rowColumns)
      .from(products)
      .leftJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
      .leftJoin(vendors, eq(vendors.id, products.vendorId))
      .leftJoin(warehouses, eq(warehouses.id, products.warehouseId));

  return {
    /** One page of the filtered products, by name then id, with the number matching. */
    async list(f: AdminProductFilter, page: { limit: number; offset: number }): Promise<{ rows: AdminProductRow[]; total: number }> {
      const where = whereOf(f);
      const rows = await base(db).where(where).orderBy(asc(products.name), asc(products.id)).limit(page.limit).offset(page.offset);
      const [{ n }] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${products} where ${where}`));
      return { rows: rows.map(shaped), total: Number(n) };
    },

    /** The ids of the products matching the filter, at most `limit` (a selection of "all matching"). */
    async idsMatching(f: AdminProductFilter, limit: number): Promise<number[]> {
      const rows = await db.select({ id: products.id }).from(products).where(whereOf(f)).orderBy(asc(products.id)).limit(limit);
      return rows.map((r) => r.id);
    },

    /** The brands, categories, vendors and warehouses the list filters by. */
    async choices(): Promise<{
      brands: NamedChoice[];
      categories: NamedChoice[];
      vendors: NamedChoice[];
      warehouses: NamedChoice[];
    }> {
      const [b, c, v, w] = await Promise.all([
        db.select({ id: manufacturers.id, name: manufacturers.name }).from(manufacturers).orderBy(asc(manufacturers.name)),
        db
          .select({
            id: categories.id,
            name: categories.name,
            parent: categories.parentCategoryId,
          })
          .from(categories)
          .orderBy(asc(categories.displayOrder), asc(categories.name)),
        db.select({ id: vendors.id, name: vendors.name }).from(vendors).orderBy(asc(vendors.name)),
        db.select({ id: warehouses.id, name: warehouses.name }).from(warehouses).orderBy(asc(warehouses.name)),
      ]);
      // Categories as "Parent › Child", in tree order.
      const byParent = new Map<number | null, typeof c>();
      for (const row of c) byParent.set(row.parent, [...(byParent.get(row.parent) ?? []), row]);
      const tree: NamedChoice[] = [];
      const walk = (parent: number | null, prefix: string, depth: number) => {
        if (depth > 20) return;
        for (const row of byParent.get(parent) ?? []) {
          tree.push({ id: row.id, name: `${prefix}${row.name}` });
          walk(row.id, `${prefix}${row.name} › `, depth + 1);
        }
      };
      walk(null, '', 0);
      return { brands: b, categories: tree, vendors: v, warehouses: w };
    },

    /** A product with everything the edit form shows, or null; `lock` holds its row until the transaction ends. */
    async detail(id: number, opts: { ex?: Db; lock?: boolean } = {}): Promise<AdminProductDetail | null> {
      const ex = opts.ex ?? db;
      if (opts.lock) await ex.execute(sql`select id from ${products} where id = ${id} and not deleted for update`);
      const [row] = await base(ex)
        .where(and(eq(products.id, id), sql`not ${products.deleted}`))
        .limit(1);
      if (!row) return null;
      const [extra] = await ex
        .select({
          shortDescription: products.shortDescription,
          fullDescription: products.fullDescription,
          orderMinimumQuantity: products.orderMinimumQuantity,
          orderMaximumQuantity: products.orderMaximumQuantity,
          allowedQuantities: products.allowedQuantities,
          version: sql<string>`(extract(epoch from ${products.updatedAt}) * 1000000)::bigint::text`,
        })
        .from(products)
        .where(eq(products.id, id));
      const [specs, inter, fits] = await Promise.all([
        ex
          .select({
            attribute: specificationAttributes.name,
            value: productSpecifications.value,
          })
          .from(productSpecifications)
          .innerJoin(specificationAttributes, eq(specificationAttributes.id, productSpecifications.attributeId))
          .where(eq(productSpecifications.productId, id))
          .orderBy(asc(productSpecifications.displayOrder), asc(specificationAttributes.name)),
        ex
          .select({
            partNumber: productInterchanges.partNumber,
            brand: productInterchanges.brand,
            kind: productInterchanges.kind,
          })
          .from(productInterchanges)
          .where(eq(productInterchanges.productId, id))
          .orderBy(asc(productInterchanges.id)),
        ex
          .select({
            machineModelId: productFitments.machineModelId,
            serialFrom: productFitments.serialFrom,
            serialTo: productFitments.serialTo,
            engine: productFitments.engine,
            attachment: productFitments.attachment,
            model: machineModels.name,
            maker: manufacturers.name,
          })
          .from(productFitments)
          .innerJoin(machineModels, eq(machineModels.id, productFitments.machineModelId))
          .innerJoin(manufacturers, eq(manufacturers.id, machineModels.manufacturerId))
          .where(eq(productFitments.productId, id))
          .orderBy(asc(manufacturers.name), asc(machineModels.name)),
      ]);
      const r = shaped(row);
      return {
        ...r,
        version: extra.version,
        modelNames: new Map(fits.map((f) => [f.machineModelId, `${f.maker} ${f.model}`])),
        edit: {
          name: r.name,
          shortDescription: extra.shortDescription,
          fullDescription: extra.fullDescription,
          price: r.price,
          oldPrice: r.oldPrice,
          stock: r.stock,
          status: r.status,
          orderMinimumQuantity: extra.orderMinimumQuantity,
          orderMaximumQuantity: extra.orderMaximumQuantity,
          allowedQuantities: allowedQuantityList(extra.allowedQuantities) ?? [],
          published: r.published,
          specifications: specs,
          interchanges: inter.map((i) => ({
            ...i,
            kind: (i.kind === 'superseded' ? 'superseded' : 'interchange') as InterchangeKind,
          })),
          fitments: fits.map(({ machineModelId, serialFrom, serialTo, engine, attachment }) => ({
            machineModelId,
            serialFrom,
            serialTo,
            engine,
            attachment,
          })),
        },
      };
    },

    /** Machine models by id with their maker's name; a missing id is left out. */
    async modelNames(ids: number[], ex: Db = db): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await ex
        .select({
          id: machineModels.id,
          model: machineModels.name,
          maker: manufacturers.name,
        })
        .from(machineModels)
        .innerJoin(manufacturers, eq(manufacturers.id, machineModels.manufacturerId))
        .where(inArray(machineModels.id, ids));
      return new Map(rows.map((r) => [r.id, `${r.maker} ${r.model}`]));
    },

    /** Writes an edit: the product's fields, and its specifications, interchange numbers and fitment replaced by the edit's. */
    async save(tx: Transaction, id: number, e: ProductEdit, changed: ReadonlySet<keyof ProductEdit>): Promise<void> {
      await tx
        .update(products)
        .set({
          name: e.name,
          shortDescription: e.shortDescription,
          fullDescription: e.fullDescription,
          price: e.price,
          oldPrice: e.oldPrice,
          stock: e.stock,
          status: e.status,
          orderMinimumQuantity: e.orderMinimumQuantity,
          orderMaximumQuantity: e.orderMaximumQuantity,
          allowedQuantities: e.allowedQuantities.join(','),
          published: e.published,
        })
        .where(eq(products.id, id));
      if (changed.has('specifications')) {
        await tx.delete(productSpecifications).where(eq(productSpecifications.productId, id));
        if (e.specifications.length) {
          const names = e.specifications.map((s) => s.attribute);
          await tx
            .insert(specificationAttributes)
            .values(names.map((name) => ({ name })))
            .onConflictDoNothing();
          const attrs = await tx
            .select({
              id: specificationAttributes.id,
              name: specificationAttributes.name,
            })
            .from(specificationAttributes)
            .where(inArray(specificationAttributes.name, names));
          const attrId = new Map(attrs.map((a) => [a.name, a.id]));
          await tx.insert(productSpecifications).values(
            e.specifications.map((s, i) => ({
              productId: id,
              attributeId: attrId.get(s.attribute)!,
              value: s.value,
              displayOrder: i,
            })),
          );
        }
      }
      if (changed.has('interchanges')) {
        await tx.delete(productInterchanges).where(eq(productInterchanges.productId, id));
        if (e.interchanges.length) {
          await tx.insert(productInterchanges).values(
            e.interchanges.map((r) => ({
              productId: id,
              partNumber: r.partNumber,
              normalized: partNumberKey(r.partNumber),
              brand: r.brand,
              kind: r.kind,
            })),
          );
        }
      }
      if (changed.has('fitments')) {
        await tx.delete(productFitments).where(eq(productFitments.productId, id));
        if (e.fitments.length) await tx.insert(productFitments).values(e.fitments.map((f) => ({ productId: id, ...f })));
      }
    },

    /** The price, stock and availability of products, locked until the transaction ends (in id order: no deadlock between two bulk changes). */
    async lockStates(tx: Transaction, ids: number[]): Promise<ProductState[]> {
      if (ids.length === 0) return [];
      return (await statesQuery(tx, ids).for('update')).map(stateOf);
    },

    /** Reads the same without a lock (a preview). */
    async states(ids: number[]): Promise<ProductState[]> {
      if (ids.length === 0) return [];
      return (await statesQuery(db, ids)).map(stateOf);
    },

    /** Sets one field of many products in one statement. */
    async setMany(tx: Transaction, field: 'price' | 'stock' | 'status', values: Array<{ id: number; value: string | number }>): Promise<void> {
      if (values.length === 0) return;
      const cast = field === 'price' ? sql`numeric` : field === 'stock' ? sql`int` : sql`text`;
      const column = field === 'price' ? sql`price` : field === 'stock' ? sql`stock` : sql`status`;
      for (let i = 0; i < values.length; i += 1000) {
        const rows = sql.join(
          values.slice(i, i + 1000).map((v) => sql`(${v.id}::int, ${String(v.value)}::${cast})`),
          sql`, `,
        );
        await tx.execute(sql`update products set ${column} = v.val from (values ${rows}) as v(id, val) where products.id = v.id`);
      }
    },
  };
}

export type CatalogAdminRepository = ReturnType<typeof createCatalogAdminRepository>;

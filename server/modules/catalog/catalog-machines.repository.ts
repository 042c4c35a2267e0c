import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { createFitRepository } from './catalog-fit.repository';
import { machineAttachments, machineEngines, machineModels, machineTypes, manufacturers, productFitments, products } from '../../db/schema/catalog';

export interface MachineTypeRow {
  id: number;
  name: string;
  seoName: string;
  displayOrder: number;
}

export interface MachineManufacturerRow {
  id: number;
  name: string;
  seoName: string;
  displayOrder: number;
  modelCount: number;
}

/** A machine model with its maker and type. */
export interface MachineModelTableRow {
  id: number;
  name: string;
  baseName: string;
  seoName: string;
  manufacturerId: number;
  manufacturer: string;
  manufacturerSeoName: string;
  machineTypeId: number;
  type: string;
  yearFrom: number | null;
  yearTo: number | null;
  horsepower: number | null;
  description: string;
}

export interface NamedRow {
  id: number;
  name: string;
  machineModelId: number;
}

export interface FitmentRow {
  serialFrom: string | null;
  serialTo: string | null;
  engine: string | null;
  attachment: string | null;
}

/** A product's name and address, for lists of parts that fit a machine. */
export interface FittingProductRow {
  id: number;
  name: string;
  sku: string;
  seoName: string;
}

/** The catalogue's machine reference data: types, makers, models, their engines and attachments, and fitment. */
export function createMachineRepository(db: Db) {
  const modelsQuery = () =>
    db
      .select({
        id: machineModels.id,
        name: machineModels.name,
        baseName: machineModels.baseName,
        seoName: machineModels.seoName,
        manufacturerId: machineModels.manufacturerId,
        manufacturer: manufacturers.name,
        manufacturerSeoName: manufacturers.seoName,
        machineTypeId: machineModels.machineTypeId,
        type: machineTypes.name,
        yearFrom: machineModels.yearFrom,
        yearTo: machineModels.yearTo,
        horsepower: machineModels.horsepower,
        description: machineModels.description,
      })
      .from(machineModels)
      .innerJoin(manufacturers, eq(manufacturers.id, machineModels.manufacturerId))
      .innerJoin(machineTypes, eq(machineTypes.id, machineModels.machineTypeId));

  return {
    // The fitment rows a customer's machine is checked against (catalog-fit.repository.ts).
    ...createFitRepository(db),
    machineTypes(): Promise<MachineTypeRow[]> {
      return db
        .select({ id: machineTypes.id, name: machineTypes.name, seoName: machineTypes.seoName, displayOrder: machineTypes.displayOrder })
        .from(machineTypes)
        .orderBy(asc(machineTypes.displayOrder), asc(machineTypes.id));
    },

    machineManufacturers(machineTypeId: number | null): Promise<MachineManufacturerRow[]> {
      const where = machineTypeId === null ? undefined : eq(machineModels.machineTypeId, machineTypeId);
      return db
        .select({
          id: manufacturers.id,
          name: manufacturers.name,
          seoName: manufacturers.seoName,
          displayOrder: manufacturers.displayOrder,
          modelCount: sql<number>`count(*)`.mapWith(Number),
        })
        .from(machineModels)
        .innerJoin(manufacturers, eq(manufacturers.id, machineModels.manufacturerId))
        .where(where)
        .groupBy(manufacturers.id)
        .orderBy(asc(manufacturers.name));
    },

    /** Models by maker and type (null: any), by maker name then model name; `ids` narrows to those models. */
    machineModels(filter: { manufacturerId: number | null; machineTypeId: number | null; ids?: number[] }): Promise<MachineModelTableRow[]> {
      const conditions = [
        filter.manufacturerId === null ? undefined : eq(machineModels.manufacturerId, filter.manufacturerId),
        filter.machineTypeId === null ? undefined : eq(machineModels.machineTypeId, filter.machineTypeId),
        filter.ids === undefined ? undefined : filter.ids.length === 0 ? sql`false` : inArray(machineModels.id, filter.ids),
      ];
      return modelsQuery()
        .where(and(...conditions))
        .orderBy(asc(manufacturers.name), asc(machineModels.name));
    },

    async machineModel(id: number): Promise<MachineModelTableRow | null> {
      const [row] = await modelsQuery().where(eq(machineModels.id, id));
      return row ?? null;
    },

    engines(machineModelId: number): Promise<NamedRow[]> {
      return db
        .select({ id: machineEngines.id, name: machineEngines.name, machineModelId: machineEngines.machineModelId })
        .from(machineEngines)
        .where(eq(machineEngines.machineModelId, machineModelId))
        .orderBy(asc(machineEngines.displayOrder), asc(machineEngines.id));
    },

    attachments(machineModelId: number): Promise<NamedRow[]> {
      return db
        .select({ id: machineAttachments.id, name: machineAttachments.name, machineModelId: machineAttachments.machineModelId })
        .from(machineAttachments)
        .where(eq(machineAttachments.machineModelId, machineModelId))
        .orderBy(asc(machineAttachments.displayOrder), asc(machineAttachments.id));
    },

    /** Names of engines and of attachments by id, in one statement. */
    async optionNames(engineIds: number[], attachmentIds: number[]): Promise<{ engines: Map<number, string>; attachments: Map<number, string> }> {
      const engines = new Map<number, string>();
      const attachments = new Map<number, string>();
      if (engineIds.length === 0 && attachmentIds.length === 0) return { engines, attachments };
      const list = (ids: number[]) => (ids.length ? sql.join(ids.map((id) => sql`${id}`), sql`, `) : sql`null`);
      const result = await db.execute(sql`
        select 'e' as kind, id, name from ${machineEngines} where id in (${list(engineIds)})
        union all
        select 'a' as kind, id, name from ${machineAttachments} where id in (${list(attachmentIds)})`);
      for (const r of rowsOf<{ kind: string; id: number; name: string }>(result)) (r.kind === 'e' ? engines : attachments).set(Number(r.id), r.name);
      return { engines, attachments };
    },

    /** Ids of the products fitting a model, best sellers first, one page. */
    async modelProductIds(machineModelId: number, limit: number, offset: number): Promise<{ ids: number[]; total: number }> {
      const result = await db.execute(sql`
        select p.id, count(*) over () as total
        from ${productFitments} f join ${products} p on p.id = f.product_id and p.published and not p.deleted
        where f.machine_model_id = ${machineModelId}
        order by p.sales desc, p.id
        limit ${limit} offset ${offset}`);
      const rows = rowsOf<{ id: number; total: string | number }>(result);
      return { ids: rows.map((r) => Number(r.id)), total: rows.length ? Number(rows[0].total) : 0 };
    },

    /** Of these products, the ones that fit the model (any state: a part once ordered stays listed). */
    async fittingProducts(machineModelId: number, productIds: number[]): Promise<FittingProductRow[]> {
      if (productIds.length === 0) return [];
      return db
        .select({ id: products.id, name: products.name, sku: products.sku, seoName: products.seoName })
        .from(productFitments)
        .innerJoin(products, eq(products.id, productFitments.productId))
        .where(and(eq(productFitments.machineModelId, machineModelId), inArray(productFitments.productId, productIds)));
    },

    fitments(productId: number, machineModelId: number): Promise<FitmentRow[]> {
      return db
        .select({ serialFrom: productFitments.serialFrom, serialTo: productFitments.serialTo, engine: productFitments.engine, attachment: productFitments.attachment })
        .from(productFitments)
        .where(and(eq(productFitments.productId, productId), eq(productFitments.machineModelId, machineModelId)));
    },
  };
}

export type MachineRepository = ReturnType<typeof createMachineRepository>;

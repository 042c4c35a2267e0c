import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerDiagrams, diagramLineItems, diagrams, machineSections } from '../../db/schema/partsbooks';

export interface SectionRow {
  id: number;
  machineModelId: number;
  parentSectionId: number | null;
  title: string;
  seoName: string;
  displayOrder: number;
  diagramCount: number;
}

export interface DiagramRow {
  id: number;
  machineModelId: number;
  sectionId: number;
  title: string;
  width: number;
  height: number;
  displayOrder: number;
}

export interface LineItemRow {
  id: number;
  diagramId: number;
  partDrawingIdentifier: string;
  partNumber: string;
  quantity: number;
  comment: string;
  calloutX: number;
  calloutY: number;
  productIds: number[];
}

export interface CustomerDiagramRow {
  id: number;
  diagramId: number;
  relationType: 'FAVORITED' | 'RECENT';
  createdAt: Date;
}

const diagramColumns = {
  id: diagrams.id,
  machineModelId: diagrams.machineModelId,
  sectionId: diagrams.sectionId,
  title: diagrams.title,
  width: diagrams.width,
  height: diagrams.height,
  displayOrder: diagrams.displayOrder,
};

/** Parts-book reads (sections, diagrams, line items) and a customer's favourite and recent diagrams. */
export function createPartsBookRepository(db: Db) {
  return {
    sections(machineModelId: number): Promise<SectionRow[]> {
      return db
        .select({
          id: machineSections.id,
          machineModelId: machineSections.machineModelId,
          parentSectionId: machineSections.parentSectionId,
          title: machineSections.title,
          seoName: machineSections.seoName,
          displayOrder: machineSections.displayOrder,
          // Spelled out: drizzle leaves a single-table query's own columns unqualified.
          diagramCount: sql<number>`(select count(*) from diagrams d where d.section_id = "machine_sections"."id")`.mapWith(Number),
        })
        .from(machineSections)
        .where(eq(machineSections.machineModelId, machineModelId))
        .orderBy(asc(machineSections.displayOrder), asc(machineSections.id));
    },

    /** How many diagrams each machine model has (all models with one, or only these); a model without any is absent. */
    async diagramCounts(machineModelIds: number[] | null): Promise<Map<number, number>> {
      if (machineModelIds !== null && machineModelIds.length === 0) return new Map();
      const rows = await db
        .select({ machineModelId: diagrams.machineModelId, n: sql<number>`count(*)`.mapWith(Number) })
        .from(diagrams)
        .where(machineModelIds === null ? undefined : inArray(diagrams.machineModelId, machineModelIds))
        .groupBy(diagrams.machineModelId);
      return new Map(rows.map((r) => [r.machineModelId, r.n]));
    },

    async section(id: number): Promise<SectionRow | null> {
      const [row] = await db
        .select({
          id: machineSections.id,
          machineModelId: machineSections.machineModelId,
          parentSectionId: machineSections.parentSectionId,
          title: machineSections.title,
          seoName: machineSections.seoName,
          displayOrder: machineSections.displayOrder,
          diagramCount: sql<number>`0`.mapWith(Number),
        })
        .from(machineSections)
        .where(eq(machineSections.id, id));
      return row ?? null;
    },

    diagrams(filter: { machineModelId: number; sectionId: number | null }): Promise<DiagramRow[]> {
      return db
        .select(diagramColumns)
        .from(diagrams)
        .where(and(eq(diagrams.machineModelId, filter.machineModelId), filter.sectionId === null ? undefined : eq(diagrams.sectionId, filter.sectionId)))
        .orderBy(asc(diagrams.sectionId), asc(diagrams.displayOrder), asc(diagrams.id));
    },

    async diagram(id: number): Promise<DiagramRow | null> {
      const [row] = await db.select(diagramColumns).from(diagrams).where(eq(diagrams.id, id));
      return row ?? null;
    },

    diagramsByIds(ids: number[]): Promise<DiagramRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db.select(diagramColumns).from(diagrams).where(inArray(diagrams.id, ids));
    },

    async svg(id: number): Promise<string | null> {
      const [row] = await db.select({ svg: diagrams.svg }).from(diagrams).where(eq(diagrams.id, id));
      return row?.svg ?? null;
    },

    async lineItems(diagramId: number): Promise<LineItemRow[]> {
      const rows = await db
        .select({
          id: diagramLineItems.id,
          diagramId: diagramLineItems.diagramId,
          partDrawingIdentifier: diagramLineItems.partDrawingIdentifier,
          partNumber: diagramLineItems.partNumber,
          quantity: diagramLineItems.quantity,
          comment: diagramLineItems.comment,
          calloutX: diagramLineItems.calloutX,
          calloutY: diagramLineItems.calloutY,
          productIds: sql<number[]>`coalesce((select array_agg(p.product_id order by p.display_order, p.product_id)
            from diagram_line_item_products p where p.line_item_id = "diagram_line_items"."id"), '{}')`,
        })
        .from(diagramLineItems)
        .where(eq(diagramLineItems.diagramId, diagramId))
        .orderBy(asc(diagramLineItems.displayOrder), asc(diagramLineItems.id));
      return rows.map((r) => ({ ...r, productIds: (r.productIds ?? []).map(Number) }));
    },

    customerDiagrams(customerId: number, relationType: 'FAVORITED' | 'RECENT' | null, limit: number): Promise<CustomerDiagramRow[]> {
      return db
        .select({ id: customerDiagrams.id, diagramId: customerDiagrams.diagramId, relationType: customerDiagrams.relationType, createdAt: customerDiagrams.createdAt })
        .from(customerDiagrams)
        .where(and(eq(customerDiagrams.customerId, customerId), relationType === null ? undefined : eq(customerDiagrams.relationType, relationType)))
        .orderBy(desc(customerDiagrams.createdAt), desc(customerDiagrams.id))
        .limit(limit);
    },

    async setFavorite(customerId: number, diagramId: number, favorite: boolean): Promise<void> {
      if (favorite) {
        await db.insert(customerDiagrams).values({ customerId, diagramId, relationType: 'FAVORITED' }).onConflictDoNothing();
      } else {
        await db
          .delete(customerDiagrams)
          .where(and(eq(customerDiagrams.customerId, customerId), eq(customerDiagrams.diagramId, diagramId), eq(customerDiagrams.relationType, 'FAVORITED')));
      }
    },

    /** Records a view: the diagram moves to the top of the recent list, which keeps `keep` entries. */
    async logView(customerId: number, diagramId: number, keep: number, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(customerDiagrams)
          .values({ customerId, diagramId, relationType: 'RECENT', createdAt: now })
          .onConflictDoUpdate({ target: [customerDiagrams.customerId, customerDiagrams.diagramId, customerDiagrams.relationType], set: { createdAt: now } });
        await tx.execute(sql`
          delete from ${customerDiagrams} where ${customerDiagrams.customerId} = ${customerId} and ${customerDiagrams.relationType} = 'RECENT'
            and ${customerDiagrams.id} not in (
              select id from ${customerDiagrams} where ${customerDiagrams.customerId} = ${customerId} and ${customerDiagrams.relationType} = 'RECENT'
              order by ${customerDiagrams.createdAt} desc, ${customerDiagrams.id} desc limit ${keep})`);
      });
    },

    async isFavorite(customerId: number, diagramId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: customerDiagrams.id })
        .from(customerDiagrams)
        .where(and(eq(customerDiagrams.customerId, customerId), eq(customerDiagrams.diagramId, diagramId), eq(customerDiagrams.relationType, 'FAVORITED')));
      return Boolean(row);
    },

    /** Moves a guest's favourites and recent diagrams to the customer (keeping the customer's own when both have one). */
    async mergeGuest(guestId: number, customerId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`
          insert into ${customerDiagrams} (customer_id, diagram_id, relation_type, created_at)
          select ${customerId}, diagram_id, relation_type, created_at from ${customerDiagrams} where customer_id = ${guestId}
          on conflict (customer_id, diagram_id, relation_type) do update set created_at = greatest(${customerDiagrams.createdAt}, excluded.created_at)`);
        await tx.delete(customerDiagrams).where(eq(customerDiagrams.customerId, guestId));
      });
    },
  };
}

export type PartsBookRepository = ReturnType<typeof createPartsBookRepository>;

import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quoteItems, quotes } from '../../db/schema/quotes';
// eslint-disable-next-line import-x/no-restricted-paths -- not yet moved: which products exist; to go through catalog.service.
import { products } from '../../db/schema/catalog';
// eslint-disable-next-line import-x/no-restricted-paths -- not yet moved: the quoted customer; to go through auth.service.
import { customers } from '../../db/schema/customers';

export interface QuoteItemRow {
  id: number;
  productId: number;
  quantity: number;
  price: string;
  shippingPrice: string;
  reference: string;
}

export interface QuoteRow {
  id: number;
  guid: string;
  /** Only this customer may order the quote; null: whoever holds the link. */
  customerId: number | null;
  createdById: number | null;
  title: string;
  expirationDate: Date;
  orderedAt: Date | null;
  createdAt: Date;
  items: QuoteItemRow[];
}

export interface NewQuote {
  customerId: number | null;
  createdById: number;
  title: string;
  expirationDate: Date;
  items: Array<Omit<QuoteItemRow, 'id'>>;
}

const quoteColumns = {
  id: quotes.id,
  guid: quotes.guid,
  customerId: quotes.customerId,
  createdById: quotes.createdById,
  title: quotes.title,
  expirationDate: quotes.expirationDate,
  orderedAt: quotes.orderedAt,
  createdAt: quotes.createdAt,
};

const itemColumns = {
  id: quoteItems.id,
  productId: quoteItems.productId,
  quantity: quoteItems.quantity,
  price: quoteItems.price,
  shippingPrice: quoteItems.shippingPrice,
  reference: quoteItems.reference,
};

/** Quotes and their lines; the only place that builds SQL for them. */
export function createQuoteRepository(db: Db) {
  async function withItems(ex: Db, rows: Array<Omit<QuoteRow, 'items'>>): Promise<QuoteRow[]> {
    if (rows.length === 0) return [];
    const items = await ex
      .select({ ...itemColumns, quoteId: quoteItems.quoteId })
      .from(quoteItems)
      .where(
        inArray(
          quoteItems.quoteId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(quoteItems.id));
    return rows.map((r) => ({ ...r, items: items.filter((i) => i.quoteId === r.id).map(({ quoteId: _q, ...i }) => i) }));
  }

  return {
    async byGuid(guid: string, ex: Db = db): Promise<QuoteRow | null> {
      const rows = await ex.select(quoteColumns).from(quotes).where(eq(quotes.guid, guid));
      return (await withItems(ex, rows))[0] ?? null;
    },
    async byId(id: number, ex: Db = db): Promise<QuoteRow | null> {
      const rows = await ex.select(quoteColumns).from(quotes).where(eq(quotes.id, id));
      return (await withItems(ex, rows))[0] ?? null;
    },
    /** The newest quotes first. */
    async recent(limit: number): Promise<QuoteRow[]> {
      const rows = await db.select(quoteColumns).from(quotes).orderBy(desc(quotes.createdAt), desc(quotes.id)).limit(limit);
      return withItems(db, rows);
    },
    async create(q: NewQuote): Promise<QuoteRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(quotes)
          .values({ customerId: q.customerId, createdById: q.createdById, title: q.title, expirationDate: q.expirationDate })
          .returning(quoteColumns);
        await tx.insert(quoteItems).values(q.items.map((i) => ({ ...i, quoteId: row.id })));
        return (await withItems(tx, [row]))[0];
      });
    },
    /** Marks the quote ordered (in the order's transaction); false when it already was. */
    async markOrdered(quoteId: number, at: Date, ex: Db = db): Promise<boolean> {
      const rows = await ex
        .update(quotes)
        .set({ orderedAt: at })
        .where(and(eq(quotes.id, quoteId), isNull(quotes.orderedAt)))
        .returning({ id: quotes.id });
      return rows.length > 0;
    },
    /** A live customer by id or e-mail (registered accounts win over guests with the same address). */
    async findCustomer(by: { id?: number; email?: string }): Promise<{ id: number } | null> {
      const where =
        by.id !== undefined
          ? and(eq(customers.id, by.id), eq(customers.deleted, false))
          : and(sql`lower(${customers.email}) = lower(${by.email ?? ''})`, eq(customers.deleted, false));
      const [row] = await db
        .select({ id: customers.id })
        .from(customers)
        .where(where)
        .orderBy(sql`('Guests' = any(${customers.roles}))`, asc(customers.id))
        .limit(1);
      return row ?? null;
    },
    /** The ids among these that are products still sold. */
    async existingProductIds(ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(and(inArray(products.id, ids), eq(products.deleted, false)));
      return new Set(rows.map((r) => r.id));
    },
  };
}

export type QuoteRepository = ReturnType<typeof createQuoteRepository>;

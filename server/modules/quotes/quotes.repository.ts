import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Transaction } from '../../db/client';
import { quoteItems, quotes } from '../../db/schema/quotes';

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
    /** Writes a quote with its lines, in the caller's transaction. */
    async create(tx: Transaction, q: NewQuote): Promise<QuoteRow> {
      const [row] = await tx
        .insert(quotes)
        .values({ customerId: q.customerId, createdById: q.createdById, title: q.title, expirationDate: q.expirationDate })
        .returning(quoteColumns);
      await tx.insert(quoteItems).values(q.items.map((i) => ({ ...i, quoteId: row.id })));
      return (await withItems(tx, [row]))[0];
    },
    /** Of these customers, the ones a quote is made for (on the caller's executor). */
    async customersWithQuotes(ids: number[], ex: Db = db): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await ex.selectDistinct({ id: quotes.customerId }).from(quotes).where(inArray(quotes.customerId, ids));
      return rows.flatMap((r) => (r.id === null ? [] : [r.id]));
    },
    /** Quote lines by id, on the caller's executor (a cart line priced by its quote line). */
    async itemsByIds(ids: number[], ex: Db = db): Promise<QuoteItemRow[]> {
      if (ids.length === 0) return [];
      return ex.select(itemColumns).from(quoteItems).where(inArray(quoteItems.id, ids));
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
  };
}

export type QuoteRepository = ReturnType<typeof createQuoteRepository>;

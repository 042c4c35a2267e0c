import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Transaction } from '../../db/client';
import { quoteRequestItems, quoteRequests, quotes } from '../../db/schema/quotes';
import type { QuoteRequestStatus } from '../../../shared/quotes';

export type QuoteRequestSource = 'cart' | 'search' | 'staff';

/** The staff list's orders: newest or oldest first, or the soonest expiry first (requests without a quote last). */
export const QUOTE_REQUEST_SORTS = ['NEWEST', 'OLDEST', 'EXPIRY'] as const;
export type QuoteRequestSort = (typeof QUOTE_REQUEST_SORTS)[number];

export interface QuoteRequestItemRow {
  id: number;
  productId: number | null;
  partNumber: string;
  quantity: number;
}

/** The quote a request was answered with (or a quote staff wrote directly), as the list shows it. */
export interface QuoteSummary {
  id: number;
  guid: string;
  title: string;
  expirationDate: Date;
  orderedAt: Date | null;
}

export interface QuoteRequestRow {
  id: number;
  customerId: number | null;
  email: string;
  source: QuoteRequestSource;
  query: string;
  note: string;
  poNumber: string;
  machine: string;
  quoteId: number | null;
  sentAt: Date | null;
  createdAt: Date;
  items: QuoteRequestItemRow[];
  quote: QuoteSummary | null;
}

export interface NewQuoteRequest {
  customerId: number | null;
  email: string;
  source: QuoteRequestSource;
  query: string;
  note: string;
  poNumber: string;
  machine: string;
  quoteId?: number | null;
  sentAt?: Date | null;
  items: Array<Omit<QuoteRequestItemRow, 'id'>>;
}

export interface QuoteRequestQuery {
  status: QuoteRequestStatus | 'ALL';
  /** E-mail, PO number, search text or quote title (part of), or the request's number. */
  search: string;
  now: Date;
  sort: QuoteRequestSort;
  offset: number;
  limit: number;
}

const requestColumns = {
  id: quoteRequests.id,
  customerId: quoteRequests.customerId,
  email: quoteRequests.email,
  source: quoteRequests.source,
  query: quoteRequests.query,
  note: quoteRequests.note,
  poNumber: quoteRequests.poNumber,
  machine: quoteRequests.machine,
  quoteId: quoteRequests.quoteId,
  sentAt: quoteRequests.sentAt,
  createdAt: quoteRequests.createdAt,
  qId: quotes.id,
  qGuid: quotes.guid,
  qTitle: quotes.title,
  qExpires: quotes.expirationDate,
  qOrdered: quotes.orderedAt,
};

type JoinedRow = { [K in keyof typeof requestColumns]: (typeof requestColumns)[K]['_']['data'] | null };

function statusWhere(status: QuoteRequestStatus, now: Date): SQL {
  switch (status) {
    case 'REQUESTED':
      return isNull(quoteRequests.quoteId);
    case 'ORDERED':
      return isNotNull(quotes.orderedAt);
    case 'EXPIRED':
      return and(isNotNull(quoteRequests.quoteId), isNull(quotes.orderedAt), lte(quotes.expirationDate, now))!;
    case 'SENT':
      return and(isNotNull(quoteRequests.quoteId), isNull(quotes.orderedAt), gt(quotes.expirationDate, now))!;
  }
}

// LIKE's own wildcards in what staff type are matched literally.
const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchWhere(search: string): SQL | undefined {
  const s = search.trim();
  if (!s) return undefined;
  const number = /^(?:q-?|#)?\s*(\d{1,9})$/i.exec(s);
  const like = likeText(s);
  const text = or(ilike(quoteRequests.email, like), ilike(quoteRequests.poNumber, like), ilike(quoteRequests.query, like), ilike(quotes.title, like));
  return number ? or(eq(quoteRequests.id, Number(number[1])), text) : text;
}

/** Quote requests and their lines; the only place that builds SQL for them. */
export function createQuoteRequestRepository(db: Db) {
  async function assemble(ex: Db, rows: JoinedRow[]): Promise<QuoteRequestRow[]> {
    if (rows.length === 0) return [];
    const items = await ex
      .select({ id: quoteRequestItems.id, requestId: quoteRequestItems.requestId, productId: quoteRequestItems.productId, partNumber: quoteRequestItems.partNumber, quantity: quoteRequestItems.quantity })
      .from(quoteRequestItems)
      .where(
        inArray(
          quoteRequestItems.requestId,
          rows.map((r) => r.id!),
        ),
      )
      .orderBy(asc(quoteRequestItems.id));
    return rows.map((r) => ({
      id: r.id!,
      customerId: r.customerId,
      email: r.email!,
      source: r.source as QuoteRequestSource,
      query: r.query!,
      note: r.note!,
      poNumber: r.poNumber!,
      machine: r.machine!,
      quoteId: r.quoteId,
      sentAt: r.sentAt,
      createdAt: r.createdAt!,
      items: items.filter((i) => i.requestId === r.id).map(({ requestId: _r, ...i }) => i),
      quote: r.qId === null ? null : { id: r.qId, guid: r.qGuid!, title: r.qTitle!, expirationDate: r.qExpires!, orderedAt: r.qOrdered },
    }));
  }

  const joined = (ex: Db) => ex.select(requestColumns).from(quoteRequests).leftJoin(quotes, eq(quotes.id, quoteRequests.quoteId));

  return {
    /** Writes a request with its lines, in the caller's transaction. */
    async create(tx: Transaction, r: NewQuoteRequest): Promise<number> {
      const { items, ...values } = r;
      const [row] = await tx.insert(quoteRequests).values(values).returning({ id: quoteRequests.id });
      if (items.length) await tx.insert(quoteRequestItems).values(items.map((i) => ({ ...i, requestId: row.id })));
      return row.id;
    },

    async byId(id: number, ex: Db = db): Promise<QuoteRequestRow | null> {
      return (await assemble(ex, await joined(ex).where(eq(quoteRequests.id, id))))[0] ?? null;
    },

    async byQuoteId(quoteId: number, ex: Db = db): Promise<QuoteRequestRow | null> {
      return (await assemble(ex, await joined(ex).where(eq(quoteRequests.quoteId, quoteId))))[0] ?? null;
    },

    /** The staff's list: one status or all, a search, in the chosen order, a page by offset, with the total. */
    async list(q: QuoteRequestQuery): Promise<{ rows: QuoteRequestRow[]; total: number }> {
      const where = and(q.status === 'ALL' ? undefined : statusWhere(q.status, q.now), searchWhere(q.search));
      const [{ n }] = await db.select({ n: count() }).from(quoteRequests).leftJoin(quotes, eq(quotes.id, quoteRequests.quoteId)).where(where);
      const order =
        q.sort === 'OLDEST'
          ? [asc(quoteRequests.createdAt), asc(quoteRequests.id)]
          : q.sort === 'EXPIRY'
            ? [sql`${quotes.expirationDate} asc nulls last`, desc(quoteRequests.createdAt), desc(quoteRequests.id)]
            : [desc(quoteRequests.createdAt), desc(quoteRequests.id)];
      const rows = await joined(db)
        .where(where)
        .orderBy(...order)
        .offset(q.offset)
        .limit(q.limit);
      return { rows: await assemble(db, rows), total: Number(n) };
    },

    /** A customer's own requests, newest first. */
    async forCustomer(customerId: number, limit: number): Promise<QuoteRequestRow[]> {
      const rows = await joined(db).where(eq(quoteRequests.customerId, customerId)).orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id)).limit(limit);
      return assemble(db, rows);
    },

    /** Ties the quote to a request still waiting for one (in the caller's transaction); false when it already has one. */
    async markSent(tx: Transaction, requestId: number, quoteId: number, at: Date): Promise<boolean> {
      const rows = await tx
        .update(quoteRequests)
        .set({ quoteId, sentAt: at })
        .where(and(eq(quoteRequests.id, requestId), isNull(quoteRequests.quoteId)))
        .returning({ id: quoteRequests.id });
      return rows.length > 0;
    },
  };
}

export type QuoteRequestRepository = ReturnType<typeof createQuoteRequestRepository>;

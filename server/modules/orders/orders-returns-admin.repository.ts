import { and, asc, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { returnRequestItems, returnRequests } from '../../db/schema/orders';
import type { ReturnStatus } from '../../../shared/order-lifecycle';
import type { ReturnView } from './orders.repository';

/** Which return requests of every customer the staff's returns queue shows: one status, or all. */
export interface AdminReturnQuery {
  status: ReturnStatus | 'ALL';
  /** Keyset: returns strictly older than this (created, id). */
  before: { at: Date; id: number } | null;
  limit: number;
}

/** Every customer's return requests (account and extended ones alike), newest first, with their total before paging. */
export async function listAllReturns(db: Db, q: AdminReturnQuery): Promise<{ rows: ReturnView[]; total: number }> {
  const where: SQL[] = [];
  if (q.status !== 'ALL') where.push(eq(returnRequests.status, q.status));
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(returnRequests).where(and(...where));
  if (q.before) where.push(or(lt(returnRequests.createdAt, q.before.at), and(eq(returnRequests.createdAt, q.before.at), lt(returnRequests.id, q.before.id)))!);
  const rows = await db.select().from(returnRequests).where(and(...where)).orderBy(desc(returnRequests.createdAt), desc(returnRequests.id)).limit(q.limit);
  const items = rows.length ? await db.select().from(returnRequestItems).where(inArray(returnRequestItems.returnRequestId, rows.map((r) => r.id))).orderBy(asc(returnRequestItems.id)) : [];
  return { rows: rows.map((r) => ({ ...r, items: items.filter((i) => i.returnRequestId === r.id) })), total: n };
}

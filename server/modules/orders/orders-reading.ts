import type { Db } from '../../db/client';
import { invalid } from '../../lib/errors';
import { DAY, decodeCursor, encodeCursor, GUID, pageSize } from './orders-common';
import type { OrdersContext } from './orders-context';
import type { GarageOrderItemRow, OrderedProductRow, OrderExtras, OrderView } from './orders.repository';
import type { OrderListFilter, Page } from './orders.types';

/**
 * Reading orders: one order (by id, by club order guid, the customer's own), the customer's lists
 * and years, guest lookups for registration, and the batch reads other modules ask for.
 */
export function orderReading({ repo, clock, view, owned, stateOf }: OrdersContext) {
  return {
    /** An order by its club order guid (open to guests: the guid is the secret). */
    async byClubOrderGuid(guid: string): Promise<OrderView | null> {
      const g = guid.trim();
      return GUID.test(g) ? view(await repo.byClubOrderGuid(g.toLowerCase())) : null;
    },

    async byId(id: number): Promise<OrderView | null> {
      return view(await repo.byId(id));
    },

    /** Which guest placed an order, for `upgradeguestfororder` (only while the order can register). */
    async guestOfOrder(guid: string): Promise<{ customerId: number; email: string } | null> {
      const g = guid.trim();
      if (!GUID.test(g)) return null;
      const order = await repo.byClubOrderGuid(g.toLowerCase());
      return order && order.isGuestOrder ? { customerId: order.customerId, email: order.email } : null;
    },

    /** Which guest placed the order with this number and e-mail, for the registration link of `upgradeguestfororder`. */
    guestOrderByNumber: (customOrderNumber: string, email: string): Promise<{ customerId: number; email: string } | null> => repo.guestOrderByNumber(customOrderNumber, email),

    payments: (orderId: number) => repo.payments(orderId),

    /** Of these customers, the ones with an order: guest retention keeps them. */
    customersWithOrders: (ids: number[], ex?: Db): Promise<number[]> => repo.customersWithOrders(ids, ex),

    /** Every product the customer has ordered (units, last time, that order's guid), in one read: what fleet's ordered parts start from. */
    orderedProducts: (customerId: number): Promise<OrderedProductRow[]> => repo.orderedProducts(customerId),

    /** Shipments, returns and feedback of the given orders (the order pages batch these per request). */
    async extras(orderIds: number[]): Promise<Map<number, OrderExtras>> {
      return repo.extras(orderIds);
    },

    /** The flags and per-line quantities of an order, computed from its statuses, shipments and returns. */
    state: stateOf,

    /** One of the customer's orders by id or club order guid; null when it is not theirs. */
    async myOrder(customerId: number, ref: string | number): Promise<OrderView | null> {
      return view(await owned(customerId, ref));
    },

    /** The customer's orders, newest first, by period and status, keyset-paged. */
    async myOrders(customerId: number, f: OrderListFilter): Promise<Page<OrderView>> {
      const limit = pageSize(f.first);
      const now = clock.now();
      let from: Date | null = null;
      let to: Date | null = null;
      const period = f.period ?? 'ANY';
      if (period === 'LAST_30_DAYS') from = new Date(now.getTime() - 30 * DAY);
      if (period === 'PAST_3_MONTHS') from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 3, now.getUTCDate()));
      if (period === 'YEAR') {
        if (!f.year || !Number.isInteger(f.year) || f.year < 2000 || f.year > 9999) throw invalid('Choose a year to list its orders.');
        from = new Date(Date.UTC(f.year, 0, 1));
        to = new Date(Date.UTC(f.year + 1, 0, 1));
      }
      const { rows, total } = await repo.listForCustomer({ customerId, from, to, status: f.status ?? 'ALL', before: decodeCursor(f.after), limit: limit + 1 });
      const page = rows.slice(0, limit);
      const nodes = await Promise.all(page.map((o) => view(o)));
      const last = page[page.length - 1];
      return { nodes: nodes as OrderView[], totalCount: total, hasNextPage: rows.length > limit, endCursor: last ? encodeCursor(last.createdAt, last.id) : null };
    },

    /** Years in which the customer placed orders, latest first. */
    orderYears: (customerId: number) => repo.orderYears(customerId),

    /** An order by id, for the pages of a return or shipment the caller already owns. */
    orderOf: async (orderId: number) => view(await repo.byId(orderId)),

    /** The lines a customer bought for one of their fleet machines (spec 2 §3 garage machine orderItems). */
    itemsForGarageMachine: (customerId: number, garageMachineId: number): Promise<GarageOrderItemRow[]> => repo.itemsForGarageMachine(customerId, garageMachineId, 100),

    /** Products the customer has received (reviews are for these only). */
    receivedProducts: (customerId: number) => repo.receivedProducts(customerId),
  };
}

import { notFound } from '../../lib/errors';
import { RETURN_WINDOW_DAYS } from '../../../shared/order-lifecycle';
import { canCancel, canReturn, returnable, returnWindowEnd } from './orders-lifecycle';
import { factsOf, GUID, refId } from './orders-common';
import type { OrderExtras, OrderRow, OrderView, OrderWithItems } from './orders.repository';
import type { OrdersDeps, OrderState } from './orders.types';

/**
 * What every part of the orders service shares: its dependencies (defaults filled in), the work
 * left running after an answer (mail, search refreshes), and the reads of "the customer's order".
 */
export function createOrdersContext(deps: OrdersDeps) {
  const { stockChanged = () => {}, orderChanged = () => {}, autoApproveReturnsUpTo = null, returnWindowDays = RETURN_WINDOW_DAYS } = deps;
  const { repo, customers, mail, publicUrl, log, clock } = deps;
  const background = new Set<Promise<void>>();

  function later(what: string, work: () => Promise<unknown>, context: Record<string, unknown>): void {
    const p = work()
      .then(() => undefined)
      .catch((err) => log.error({ err, ...context }, what))
      .finally(() => background.delete(p));
    background.add(p);
  }

  /** Tells the customer of a change to their order (after its commit): by mail, and on their open pages (live updates). */
  function mailCustomer(order: OrderRow, subject: string, text: string): void {
    orderChanged(order, 'changed');
    later('order e-mail failed', () => mail.send({ to: order.email, subject, text }), { orderId: order.id, subject });
  }

  const orderLink = (order: OrderRow) => `${publicUrl.replace(/\/$/, '')}/account/order/${order.id}`;

  function stateOf(order: OrderWithItems, x: OrderExtras): OrderState {
    const f = factsOf(order, x);
    const left = returnable(f);
    const now = clock.now();
    return {
      canCancelOrder: canCancel(f),
      canRequestReturn: canReturn(f, now, returnWindowDays),
      canLeaveFeedback: x.feedback === null && order.orderStatus !== 'PENDING',
      returnWindowEndsAt: returnWindowEnd(f, returnWindowDays),
      lines: order.items.map((i) => ({
        orderItemId: i.id,
        ordered: i.quantity,
        shipped: f.shipped.get(i.id) ?? 0,
        delivered: f.delivered.get(i.id) ?? 0,
        returned: f.returned.get(i.id) ?? 0,
        returnable: canReturn(f, now, returnWindowDays) ? (left.get(i.id) ?? 0) : 0,
      })),
      extras: x,
    };
  }

  /** The customer's order by id or club order guid; null for anyone else's (one answer for both). */
  async function owned(customerId: number, ref: string | number): Promise<OrderWithItems | null> {
    const text = String(ref).trim();
    const id = refId(text);
    const order = id !== null ? await repo.byId(id) : GUID.test(text) ? await repo.byClubOrderGuid(text.toLowerCase()) : null;
    return order && order.customerId === customerId ? order : null;
  }

  async function ownedOrThrow(customerId: number, ref: string | number): Promise<OrderWithItems> {
    const order = await owned(customerId, ref);
    if (!order) throw notFound('Order not found.');
    return order;
  }

  async function view(order: OrderWithItems | null): Promise<OrderView | null> {
    if (!order) return null;
    return { ...order, canRegister: order.isGuestOrder ? await customers.canRegisterForOrder(order.customerId, order.email) : false };
  }

  return {
    ...deps,
    stockChanged,
    orderChanged,
    autoApproveReturnsUpTo,
    returnWindowDays,
    background,
    later,
    mailCustomer,
    orderLink,
    stateOf,
    owned,
    ownedOrThrow,
    view,
    /** Resolves once every confirmation e-mail under way is sent (tests, graceful shutdown). */
    async whenIdle(): Promise<void> {
      while (background.size > 0) await Promise.allSettled([...background]);
    },
  };
}

export type OrdersContext = ReturnType<typeof createOrdersContext>;

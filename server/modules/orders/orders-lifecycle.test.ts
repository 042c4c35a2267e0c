import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ORDER_STATUSES, PAYMENT_STATUSES, SHIPPING_STATUSES } from '../../../shared/enums';
import { RETURN_STATUSES } from '../../../shared/order-lifecycle';
import { isDomainError } from '../../lib/errors';
import {
  ORDER_TRANSITIONS,
  PAYMENT_TRANSITIONS,
  RETURN_TRANSITIONS,
  SHIPPING_TRANSITIONS,
  assertTransition,
  canCancel,
  canReturn,
  canTransition,
  returnable,
  shippingStatusOf,
  type LifecycleFacts,
} from './orders-lifecycle';

const tables = [
  ['order', ORDER_STATUSES, ORDER_TRANSITIONS],
  ['payment', PAYMENT_STATUSES, PAYMENT_TRANSITIONS],
  ['shipping', SHIPPING_STATUSES, SHIPPING_TRANSITIONS],
  ['return', RETURN_STATUSES, RETURN_TRANSITIONS],
] as const;

describe('the transition tables', () => {
  for (const [kind, statuses, table] of tables) {
    it(`${kind}: a move is allowed exactly when the table lists it (or it stays put); any other is refused with a CONFLICT that names both statuses`, () => {
      fc.assert(
        fc.property(fc.constantFrom(...statuses), fc.constantFrom(...statuses), (from, to) => {
          const listed = from === to || (table as Record<string, readonly string[]>)[from].includes(to);
          expect(canTransition(kind, from as never, to as never)).toBe(listed);
          let err: unknown = null;
          try {
            assertTransition(kind, from as never, to as never);
          } catch (e) {
            err = e;
          }
          if (listed) expect(err).toBeNull();
          else {
            expect(isDomainError(err) && err.code).toBe('CONFLICT');
            expect((err as Error).message).toContain(from.toLowerCase().replaceAll('_', ' '));
            expect((err as Error).message).toContain(to.toLowerCase().replaceAll('_', ' '));
          }
        }),
      );
    });

    it(`${kind}: every walk along allowed moves ends in a final state or stays inside the table`, () => {
      fc.assert(
        fc.property(fc.constantFrom(...statuses), fc.array(fc.nat(), { maxLength: 12 }), (start, picks) => {
          let at: string = start;
          for (const p of picks) {
            const next = (table as Record<string, readonly string[]>)[at];
            if (next.length === 0) break;
            at = next[p % next.length];
            expect(statuses as readonly string[]).toContain(at);
          }
        }),
      );
    });
  }

  it('finished orders, cancelled orders, voided and refunded payments and delivered shipments move no further', () => {
    expect(ORDER_TRANSITIONS.COMPLETE).toEqual([]);
    expect(ORDER_TRANSITIONS.CANCELLED).toEqual([]);
    expect(PAYMENT_TRANSITIONS.VOIDED).toEqual([]);
    expect(PAYMENT_TRANSITIONS.REFUNDED).toEqual([]);
    expect(SHIPPING_TRANSITIONS.DELIVERED).toEqual([]);
  });
});

const qty = fc.integer({ min: 0, max: 5 });
const facts = fc
  .record({
    orderStatus: fc.constantFrom(...ORDER_STATUSES),
    lines: fc.array(fc.tuple(fc.integer({ min: 1, max: 5 }), qty, qty, qty), { minLength: 1, maxLength: 4 }),
    deliveredDaysAgo: fc.option(fc.integer({ min: 0, max: 60 })),
  })
  .map(({ orderStatus, lines, deliveredDaysAgo }): LifecycleFacts => {
    const ordered = new Map<number, number>();
    const shipped = new Map<number, number>();
    const delivered = new Map<number, number>();
    const returned = new Map<number, number>();
    lines.forEach(([o, s, d, r], i) => {
      const sh = Math.min(o, s);
      const de = deliveredDaysAgo === null ? 0 : Math.min(sh, d);
      ordered.set(i + 1, o);
      shipped.set(i + 1, sh);
      delivered.set(i + 1, de);
      returned.set(i + 1, Math.min(de, r));
    });
    const f = { orderStatus, isGuestOrder: false, ordered, shipped, delivered, returned, lastDeliveredAt: deliveredDaysAgo === null ? null : new Date(Date.UTC(2025, 0, 31) - deliveredDaysAgo * 86_400_000) };
    return { ...f, shippingStatus: shippingStatusOf(f) };
  });

describe('flags computed from the facts', () => {
  const now = new Date(Date.UTC(2025, 0, 31));

  it('an order can be cancelled only while nothing has shipped and it is open', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const anyShipped = [...f.shipped.values()].some((q) => q > 0);
        expect(canCancel(f)).toBe(!anyShipped && (f.orderStatus === 'PENDING' || f.orderStatus === 'PROCESSING'));
      }),
    );
  });

  it('what may be returned is never more than delivered minus returned, and a return is offered only within 30 days of delivery', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const left = returnable(f);
        for (const [id, q] of left) expect(q).toBe((f.delivered.get(id) ?? 0) - (f.returned.get(id) ?? 0));
        const some = [...left.values()].some((q) => q > 0);
        const inWindow = f.lastDeliveredAt !== null && now.getTime() - f.lastDeliveredAt.getTime() <= 30 * 86_400_000;
        expect(canReturn(f, now)).toBe(some && inWindow && f.orderStatus !== 'CANCELLED');
      }),
    );
  });
});

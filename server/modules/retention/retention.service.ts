import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import type { AuthService } from '../auth/auth.service';
import type { CartService } from '../cart/cart.service';
import type { FleetService } from '../fleet/fleet.service';
import type { OrdersService } from '../orders/orders.service';
import type { QuoteService } from '../quotes/quotes.service';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Guests looked at per transaction: one hourly run clears a backlog in batches without one long lock. */
const BATCH = 500;

export interface GuestRetentionDeps {
  db: Db;
  /** Which guests are idle (their rows locked), and the deletion of their customer rows. */
  customers: Pick<AuthService, 'staleGuests' | 'deleteGuests'>;
  orders: Pick<OrdersService, 'customersWithOrders'>;
  quotes: Pick<QuoteService, 'customersWithQuotes'>;
  carts: Pick<CartService, 'deleteCartsOf'>;
  fleets: Pick<FleetService, 'deleteFleetsOf'>;
  /** GUEST_RETENTION_DAYS: idle time after which a guest without an order goes. */
  days: number;
  clock: Clock;
  log: Logger;
}

/**
 * Guest retention: a guest session makes a customer row on first use, and nothing else ever
 * removes it, its cart or its fleet. Guests idle for `days` (no sign-in, session or token renewal)
 * that have no order and no quote made for them are removed, each owner deleting its own rows
 * in one transaction per batch: carts, then fleets, then the customer (sessions, saved addresses
 * and the like go with it by their foreign keys).
 */
export function createGuestRetention({ db, customers, orders, quotes, carts, fleets, days, clock, log }: GuestRetentionDeps) {
  return {
    /** Removes the guests idle since the cut-off; answers how many went. */
    async prune(): Promise<number> {
      const before = new Date(clock.now().getTime() - days * DAY_MS);
      let afterId = 0;
      let removed = 0;
      for (;;) {
        const batch = await db.transaction(async (tx) => {
          const idle = await customers.staleGuests(tx, before, afterId, BATCH);
          if (idle.length === 0) return { seen: 0, last: afterId, removed: 0 };
          const keep = new Set([...(await orders.customersWithOrders(idle, tx)), ...(await quotes.customersWithQuotes(idle, tx))]);
          const gone = idle.filter((id) => !keep.has(id));
          await carts.deleteCartsOf(tx, gone);
          await fleets.deleteFleetsOf(tx, gone);
          return { seen: idle.length, last: idle[idle.length - 1], removed: await customers.deleteGuests(tx, gone) };
        });
        removed += batch.removed;
        afterId = batch.last;
        if (batch.seen < BATCH) break;
      }
      if (removed > 0) log.info({ removed, days }, 'idle guests removed');
      return removed;
    },
  };
}

export type GuestRetention = ReturnType<typeof createGuestRetention>;

import type { Database, Transaction } from '../../db/client';
import type { AddressSnapshot } from '../../../shared/address';
import { isBackordered } from '../../../shared/availability';
import type { PaymentType } from '../../../shared/enums';
import type { Clock } from '../../lib/clock';
import { DomainError, invalid, isDomainError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { money } from '../../lib/money';
import type { CatalogService, LockedProduct } from '../catalog/catalog.service';
import type { OrdersService, OrderView } from '../orders/orders.service';
import { declineLimitsFor, maskCardNumber, type Authorization, type DeclineLimits, type PaymentGateway, type PaymentInstrument } from '../payments/payments.service';
import type { PricedCart } from '../cart/cart.service';
import type { CheckoutCart, CheckoutDestination } from './checkout-cart';
import { checkPriced, checkStock, orderOf, wantedOf, type StockCheck } from './checkout-checks';
import { runSteps, type Step } from './checkout-steps';

/** The steps of placement, in order; tests inject a failure at each. */
export const PLACEMENT_STEPS = ['price', 'authorize', 'claim', 'verify', 'stock', 'write', 'clearCart', 'capture', 'commit'] as const;
export type PlacementStep = (typeof PLACEMENT_STEPS)[number];
const isPlacementStep = (name: string): name is PlacementStep => (PLACEMENT_STEPS as readonly string[]).includes(name);

export interface PlacementDeps {
  database: Database;
  /** The stock of the ordered products belongs to the catalogue: placement locks and reserves it through these. */
  catalog: Pick<CatalogService, 'lockForOrder' | 'reserveStock'>;
  orders: OrdersService;
  cart: CheckoutCart;
  gateway: PaymentGateway;
  /** Declined payments per session, address and card (payments module); this database's by default. */
  declines?: DeclineLimits;
  clock: Clock;
  log: Logger;
  /** The fleet machine each part is bought for (the customer's selected machine, where the part fits it). */
  fleet?: { machineForParts(customerId: number, productIds: number[]): Promise<Map<number, number>> };
  /** Tests throw here to prove that a failure at any step leaves nothing behind. */
  faults?: (step: PlacementStep) => void | Promise<void>;
}

/** An order to place, its input checked. */
export interface Prepared {
  customerId: number;
  isGuest: boolean;
  key: string;
  quoteGuid: string | null;
  poNumber: string | null;
  expectedTotal: string | null;
  email: string;
  shipping: AddressSnapshot;
  billing: AddressSnapshot;
  instrument: PaymentInstrument;
  paymentType: PaymentType | null;
  deviceData: string | null;
  ip: string | null;
}

/** Another process claimed this attempt's key first. */
class AlreadyPlaced extends Error {}

/** What the cart priced ahead of the transaction, with what the figures depend on. */
interface Ahead {
  priced: PricedCart;
  products: Array<{ id: number; fingerprint: string; stock: number }>;
  revision: string | null;
}

/** What placement's steps share: each step reads what the earlier ones left. */
interface Placement {
  p: Prepared;
  canRegister: boolean;
  destination: CheckoutDestination;
  ahead?: Ahead;
  boughtFor?: Map<number, number>;
  /** The amount authorised. */
  amount?: string;
  /** Set while the payment is authorised and no order stands for it; cleared once the order commits. */
  authorization: Authorization | null;
  captured: boolean;
  /** When another request placed this attempt first: its order (null when none committed). */
  existing?: OrderView | null;
  order?: OrderView;
}

/** The steps inside the placement transaction: its rollback is their undo. */
interface InTransaction {
  c: Placement;
  tx: Transaction;
  auth: Authorization;
  priced?: PricedCart;
  wanted?: Map<number, number>;
  stock?: Map<number, StockCheck>;
  written?: Awaited<ReturnType<OrdersService['writeOrder']>>;
  result?: Omit<OrderView, 'canRegister'>;
}

/**
 * Placement in named steps (docs/decisions/002), so that the one serial part is short:
 * 1. outside any transaction: price the cart (in a read snapshot) and authorise the payment;
 * 2. one transaction: claim the idempotency key, lock the cart row and the products' rows, check
 *    that the priced figures still hold (same cart revision, same product fingerprints, same
 *    backordered split; else re-price under the locks, refused when the total moved), take the
 *    stock, write the order, empty the cart, capture;
 * 3. on any failure the transaction rolls back and the authorisation's undo voids it.
 */
export function createPlacement(deps: PlacementDeps) {
  const { database, catalog, orders, cart, gateway, clock, log } = deps;
  // Card testing runs many cards through checkouts: declines are limited per session, address and card.
  const declines = deps.declines ?? declineLimitsFor(database);

  /**
   * The cart priced outside the placement transaction, with what the figures depend on (the cart's
   * revision, the products' fingerprints and stock), read in one snapshot so they agree.
   */
  async function priceAhead(p: Prepared, destination: CheckoutDestination): Promise<Ahead> {
    const read = async (tx: Transaction) => {
      // The revision comes with the cart row and the fingerprints with the products: the same statements as the figures.
      const { revision, products, ...priced } = await cart.price(p.customerId, p.quoteGuid, tx, destination);
      return { priced, products, revision };
    };
    // PGlite runs one transaction at a time, so any of its transactions is a snapshot.
    return database.kind === 'postgres'
      ? database.db.transaction(read, { isolationLevel: 'repeatable read', accessMode: 'read only' })
      : database.db.transaction(read);
  }

  const inTransaction: Step<InTransaction>[] = [
    {
      // A second request with this key (from another server process) waits here until the first commits or rolls back.
      name: 'claim',
      async run(s) {
        if (!(await orders.claimAttempt(s.tx, s.c.p.customerId, s.c.p.key))) throw new AlreadyPlaced();
      },
    },
    {
      name: 'verify',
      async run(s) {
        const { p, ahead, amount, destination } = s.c;
        const revision = await cart.revision(s.tx, p.customerId, p.quoteGuid, true);
        if (revision !== ahead!.revision) {
          throw new DomainError('CONFLICT', 'Your cart changed while the order was being placed. Please review your order and place it again.');
        }
        let priced = ahead!.priced;
        let wanted = wantedOf(priced);
        const locked: LockedProduct[] = await catalog.lockForOrder(s.tx, [...wanted.keys()]);
        let stock = checkStock(priced, locked);
        const before = new Map(ahead!.products.map((x) => [x.id, x]));
        const changed = locked.some((now) => {
          const then = before.get(now.id);
          if (!then || then.fingerprint !== now.fingerprint) return true;
          // Backordered lines ship in their own group: a different split can change the shipping.
          const q = wanted.get(now.id) ?? 0;
          return stockSplitMoved(now, then.stock, q);
        });
        if (changed) {
          // The cart is locked and unchanged, so the same products are priced again, under their locks.
          priced = await cart.price(p.customerId, p.quoteGuid, s.tx, destination);
          checkPriced(priced, null);
          if (!money(priced.totals.total).eq(amount!)) {
            throw new DomainError('TOTAL_CHANGED', `Your order total changed to $${money(priced.totals.total).toFixed(2)}. Please review your order and place it again.`);
          }
          wanted = wantedOf(priced);
          stock = checkStock(priced, locked);
        }
        Object.assign(s, { priced, wanted, stock });
      },
    },
    {
      name: 'stock',
      run: (s) => catalog.reserveStock(s.tx, s.wanted!),
    },
    {
      name: 'write',
      async run(s) {
        const { p, boughtFor } = s.c;
        const { order, items } = orderOf(s.priced!, s.stock!, boughtFor!);
        s.written = await orders.writeOrder(
          s.tx,
          {
            ...order,
            customerId: p.customerId,
            isGuestOrder: p.isGuest,
            email: p.email,
            // Written as paid: no one sees the order before the commit, and that comes after the capture.
            orderStatus: 'PROCESSING',
            paymentStatus: 'PAID',
            paidAt: clock.now(),
            shippingStatus: 'NOT_YET_SHIPPED',
            billingAddress: p.billing,
            shippingAddress: p.shipping,
            purchaseOrder: p.poNumber ?? s.priced!.poNumber,
            paymentType: s.auth.details.paymentType,
            gateway: gateway.name,
            gatewayTransactionId: s.auth.transactionId,
            cardName: s.auth.details.cardholderName || s.auth.details.accountNameOrEmail,
            cardType: s.auth.details.cardType,
            maskedCreditCardNumber: maskCardNumber(s.auth.details.last4),
            estArrivalDate: null,
          },
          items,
        );
      },
    },
    {
      name: 'clearCart',
      run: (s) => cart.clear(s.tx, s.c.p.customerId, s.c.p.quoteGuid, s.priced!.cartId),
    },
    {
      name: 'capture',
      async run(s) {
        await gateway.capture(s.auth.transactionId, s.priced!.totals.total);
        s.c.captured = true;
        await orders.recordPayment(s.tx, s.written!.order, { key: s.c.p.key });
      },
    },
    {
      name: 'commit',
      async run(s) {
        s.result = { ...s.written!.order, items: s.written!.items };
      },
    },
  ];

  const steps: Step<Placement>[] = [
    {
      name: 'price',
      async run(c) {
        c.ahead = await priceAhead(c.p, c.destination);
        checkPriced(c.ahead.priced, c.p.expectedTotal);
        // Read outside the transaction: which machine a line was for is a note on the order, not a price.
        const ids = c.ahead.priced.lines.map((l) => l.productId);
        c.boughtFor = deps.fleet ? await deps.fleet.machineForParts(c.p.customerId, ids) : new Map<number, number>();
        c.amount = money(c.ahead.priced.totals.total).toFixed(2);
      },
    },
    {
      // No lock and no transaction is held while the payment service answers.
      name: 'authorize',
      async run(c) {
        const { p } = c;
        // Refused when a decline budget is spent: then nothing is charged and the cart stays.
        c.authorization = await declines.guard({ customerId: p.customerId, address: p.ip, card: gateway.cardOf?.(p.instrument) ?? null }, () =>
          gateway.authorize({ instrument: p.instrument, amount: c.amount!, deviceData: p.deviceData, idempotencyKey: `${p.customerId}:${p.key}`, billing: p.billing }),
        );
        if (p.paymentType && c.authorization.details.paymentType !== p.paymentType) {
          throw invalid('These payment details do not match the chosen payment type.');
        }
      },
      // Nothing was written; the money must not move either.
      async undo(c, err) {
        const auth = c.authorization;
        if (!auth) return;
        // Another process placed this attempt first: its order is the answer. The gateway may have
        // answered both with the same transaction (same idempotency key); that one must stand.
        if (err instanceof AlreadyPlaced) c.existing = await orders.orderOfAttempt(c.p.customerId, c.p.key);
        if (auth.transactionId === c.existing?.gatewayTransactionId) return;
        await gateway.void(auth.transactionId).catch((voidErr) => {
          log.error({ err: voidErr, transactionId: auth.transactionId, captured: c.captured }, 'could not void the payment of a failed order: release it by hand');
        });
      },
    },
    {
      // One transaction with row locks: claim, verify, stock, write, clearCart, capture, commit.
      name: 'transaction',
      async run(c) {
        const order = await database.db.transaction(async (tx) => {
          const s: InTransaction = { c, tx, auth: c.authorization! };
          await runSteps(inTransaction, s, { log, flow: 'order placement', before, expected });
          return s.result!;
        });
        // Committed: the order stands and so does its payment, whatever happens next.
        c.authorization = null;
        c.order = { ...order, canRegister: c.p.isGuest && c.canRegister };
      },
    },
    {
      // A replayed key returns the order the first request placed: only this request mails the customer.
      name: 'mail',
      async run(c) {
        orders.sendConfirmation(c.order!);
      },
    },
  ];

  const before = async (name: string) => {
    if (deps.faults && isPlacementStep(name)) await deps.faults(name);
  };
  const expected = (err: unknown) => isDomainError(err) || err instanceof AlreadyPlaced;

  /** Places the order; `fresh` is false when another request with this key placed it first. */
  return async function place(p: Prepared, canRegister: boolean): Promise<{ order: OrderView; fresh: boolean }> {
    const destination: CheckoutDestination = {
      countryId: p.shipping.countryId,
      stateProvinceId: p.shipping.stateProvinceId,
      zipPostalCode: p.shipping.zipPostalCode,
      city: p.shipping.city,
    };
    const c: Placement = { p, canRegister, destination, authorization: null, captured: false };
    try {
      await runSteps(steps, c, { log, flow: 'order placement', before, expected });
      return { order: c.order!, fresh: true };
    } catch (err) {
      if (err instanceof AlreadyPlaced) {
        const existing = c.existing === undefined ? await orders.orderOfAttempt(p.customerId, p.key) : c.existing;
        if (existing) return { order: existing, fresh: false };
        throw new DomainError('CONFLICT', 'This order is being placed already. Please wait a moment.');
      }
      // Refusals (payment declined, out of stock, total changed…) reach the customer as they are.
      if (isDomainError(err)) throw err;
      throw new DomainError('ORDER_NOT_PLACED', 'We could not place your order. Nothing was charged; please try again.');
    }
  };
}

/** Whether the units beyond the stock (the backordered split) differ between the stock then and now. */
function stockSplitMoved(now: LockedProduct, stockThen: number, quantity: number): boolean {
  return isBackordered(now.status, stockThen, quantity) !== isBackordered(now.status, now.stock, quantity);
}

import type { Database, Transaction } from '../../db/client';
import type { AddressSnapshot } from '../../../shared/address';
import { canOrderLine, isBackordered } from '../../../shared/availability';
import { checkPoNumber } from '../../../shared/purchase-order';
import { quantityProblem } from '../../../shared/quantity-rules';
import type { PaymentType } from '../../../shared/enums';
import type { Clock } from '../../lib/clock';
import { DomainError, invalid, isDomainError, notFound } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { money, round2 } from '../../lib/money';
import type { AccountService } from '../account/account.service';
import { parseId, validateAddress, type AddressInput } from '../account/account.service';
import type { CountryRow } from '../content/content.service';
import type { CatalogService, LockedProduct } from '../catalog/catalog.service';
import type { NewOrderItem, OrderView, OrdersService } from '../orders/orders.service';
import { declineLimitsFor, maskCardNumber, type Authorization, type DeclineLimits, type PaymentGateway, type PaymentInstrument } from '../payments/payments.service';
import type { CheckoutCart, CheckoutDestination, PricedCart } from './checkout-cart';

/** The steps of placement, in order; tests inject a failure at each. */
export const PLACEMENT_STEPS = ['price', 'authorize', 'claim', 'verify', 'stock', 'write', 'clearCart', 'capture', 'commit'] as const;
export type PlacementStep = (typeof PLACEMENT_STEPS)[number];

/** Why a part that cannot be ordered is refused (which statuses those are is shared/availability's rule). */
const NOT_ORDERABLE_REASON: Record<string, string> = {
  DISCONTINUED: 'is discontinued',
  NOT_AVAILABLE: 'is not available',
  CALL_FOR_PRICE: 'needs a call for its price',
  CALL_TO_ORDER: 'can only be ordered by phone',
  CONTACT_SELLER: 'can only be ordered from the seller',
};

const KEY = /^[A-Za-z0-9_-]{8,100}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface CheckoutCartInput {
  quoteGuid?: string | null;
  poNumber?: string | null;
  /** The total the customer saw; placement refuses when the server's total differs. */
  expectedTotal?: string | number | null;
}

interface Common {
  customerId: number;
  isGuest: boolean;
  idempotencyKey: string | null | undefined;
  cart: CheckoutCartInput | null | undefined;
  email: string | null | undefined;
  deviceData?: string | null;
  /** The caller's address: declined payments are counted per address too (absent for in-process callers). */
  ip?: string | null;
}

export interface PlaceOrderInput extends Common {
  shippingAddressId: string | number;
  paymentMethodId: string | number;
  /** The account's e-mail, used when none is given. */
  accountEmail: string | null;
}

export interface PlaceOrderExternalInput extends Common {
  nonce: string | null | undefined;
  paymentType: string | null | undefined;
  shippingAddress: AddressInput | null | undefined;
  billingAddress: AddressInput | null | undefined;
}

export interface CheckoutServiceDeps {
  database: Database;
  /** The stock of the ordered products belongs to the catalogue: placement locks and reserves it through these. */
  catalog: Pick<CatalogService, 'stockSnapshot' | 'lockForOrder' | 'reserveStock'>;
  orders: OrdersService;
  cart: CheckoutCart;
  gateway: PaymentGateway;
  /** Declined payments per session, address and card (payments module); this database's by default. */
  declines?: DeclineLimits;
  account: AccountService;
  countries: () => Promise<CountryRow[]>;
  clock: Clock;
  log: Logger;
  /** The fleet machine each part is bought for (the customer's selected machine, where the part fits it). */
  fleet?: { machineForParts(customerId: number, productIds: number[]): Promise<Map<number, number>> };
  /** Tests throw here to prove that a failure at any step leaves nothing behind. */
  faults?: (step: PlacementStep) => void | Promise<void>;
}

class AlreadyPlaced extends Error {}

interface Prepared {
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

/** Placement of spec 2 §4 "Order placement" with the reliability bars of DESIGN.md: one short transaction with row locks, idempotent, all or nothing. */
export function createCheckoutService(deps: CheckoutServiceDeps) {
  const { database, catalog, orders, cart, gateway, account, countries, clock, log } = deps;
  // Card testing runs many cards through checkouts: declines are limited per session, address and card.
  const declines = deps.declines ?? declineLimitsFor(database);
  const fault = async (step: PlacementStep) => {
    if (deps.faults) await deps.faults(step);
  };

  function common(input: Common): Pick<Prepared, 'key' | 'quoteGuid' | 'poNumber' | 'expectedTotal' | 'deviceData' | 'ip'> {
    const key = (input.idempotencyKey ?? '').trim();
    if (!KEY.test(key)) throw invalid('Refresh the page and place the order again (the checkout attempt has no valid id).');
    const quoteGuid = input.cart?.quoteGuid?.trim() || null;
    if (quoteGuid && !/^[0-9a-f-]{36}$/i.test(quoteGuid)) throw notFound('Quote not found.');
    const po = checkPoNumber(input.cart?.poNumber);
    if ('problem' in po) throw invalid(po.problem);
    let expectedTotal: string | null = null;
    if (input.cart?.expectedTotal !== null && input.cart?.expectedTotal !== undefined && input.cart.expectedTotal !== '') {
      // Checked as text first: the decimal library throws on "abc" and takes "Infinity" or "1e9".
      const raw = String(input.cart.expectedTotal).trim();
      if (!/^\d{1,15}(\.\d{1,4})?$/.test(raw)) throw invalid('The order total is not valid.');
      const t = money(raw);
      expectedTotal = round2(t).toFixed(2);
    }
    const deviceData = input.deviceData && input.deviceData.length <= 8192 ? input.deviceData : null;
    return { key, quoteGuid, poNumber: po.poNumber || null, expectedTotal, deviceData, ip: input.ip || null };
  }

  function emailOf(raw: string | null | undefined, fallback: string | null): string {
    const e = (raw ?? '').trim().toLowerCase() || (fallback ?? '').toLowerCase();
    if (!e || e.length > 254 || !EMAIL.test(e)) throw invalid('Enter a valid e-mail address.');
    return e;
  }

  function checkStock(priced: PricedCart, locked: LockedProduct[]): Map<number, { product: LockedProduct; backordered: boolean }> {
    const byId = new Map(locked.map((p) => [p.id, p]));
    const wanted = wantedOf(priced);
    // A product is held to a quote's terms only when every line of it is the quote's.
    const quoted = new Map<number, boolean>();
    for (const l of priced.lines) quoted.set(l.productId, (quoted.get(l.productId) ?? true) && l.quoted);
    const out = new Map<number, { product: LockedProduct; backordered: boolean }>();
    for (const [productId, qty] of wanted) {
      const p = byId.get(productId);
      const fromQuote = quoted.get(productId) ?? false;
      if (!p || p.deleted || !p.published) throw new DomainError('PRODUCT_UNAVAILABLE', 'A part in your cart is no longer sold. Please remove it from your cart.');
      if (!canOrderLine(p.status, fromQuote)) {
        const why = NOT_ORDERABLE_REASON[p.status] ?? NOT_ORDERABLE_REASON.NOT_AVAILABLE;
        throw new DomainError('PRODUCT_UNAVAILABLE', `${p.name} ${why}. Please remove it from your cart.`);
      }
      const problem = quantityProblem(p.name, p, qty, { quoted: fromQuote });
      if (problem) throw problem.kind === 'stock' ? new DomainError('OUT_OF_STOCK', problem.message) : invalid(problem.message);
      out.set(productId, { product: p, backordered: isBackordered(p.status, p.stock, qty) });
    }
    return out;
  }

  function checkPriced(priced: PricedCart, expectedTotal: string | null) {
    if (priced.lines.length === 0) throw invalid('Your cart is empty.');
    if (priced.problems.length > 0) throw invalid(priced.problems[0]);
    const total = money(priced.totals.total);
    if (total.lte(0)) throw invalid('The order total must be above zero to check out.');
    if (expectedTotal !== null && !total.eq(expectedTotal)) {
      throw new DomainError('TOTAL_CHANGED', `Your order total changed to $${total.toFixed(2)}. Please review your order and place it again.`);
    }
  }

  /** Units wanted per product. */
  function wantedOf(priced: PricedCart): Map<number, number> {
    const wanted = new Map<number, number>();
    for (const l of priced.lines) wanted.set(l.productId, (wanted.get(l.productId) ?? 0) + l.quantity);
    return wanted;
  }

  /**
   * The cart priced outside the placement transaction, with what the figures depend on (the cart's
   * revision, the products' fingerprints and stock), read in one snapshot so they agree.
   */
  async function priceAhead(p: Prepared, destination: CheckoutDestination) {
    const read = async (tx: Transaction) => {
      const priced = await cart.price(p.customerId, p.quoteGuid, tx, destination);
      const products = await catalog.stockSnapshot(
        tx,
        priced.lines.map((l) => l.productId),
      );
      const revision = await cart.revision(tx, p.customerId, p.quoteGuid, false);
      return { priced, products, revision };
    };
    // PGlite runs one transaction at a time, so any of its transactions is a snapshot.
    return database.kind === 'postgres'
      ? database.db.transaction(read, { isolationLevel: 'repeatable read', accessMode: 'read only' })
      : database.db.transaction(read);
  }

  /**
   * Placement in three parts, so that the one serial part is short:
   * 1. outside any transaction: price the cart (in a read snapshot) and authorise the payment;
   * 2. one transaction: claim the idempotency key, lock the cart row and the products' rows, check
   *    that the priced figures still hold (same cart revision, same product fingerprints, same
   *    backordered split; else re-price under the locks, refused when the total moved), check and
   *    take the stock, write the order, empty the cart, capture;
   * 3. on any failure the transaction rolls back and the authorisation is voided.
   */
  async function place(p: Prepared, canRegister: boolean): Promise<{ order: OrderView; fresh: boolean }> {
    let authorization: Authorization | null = null;
    let captured = false;
    const destination: CheckoutDestination = {
      countryId: p.shipping.countryId,
      stateProvinceId: p.shipping.stateProvinceId,
      zipPostalCode: p.shipping.zipPostalCode,
      city: p.shipping.city,
    };
    try {
      await fault('price');
      const ahead = await priceAhead(p, destination);
      checkPriced(ahead.priced, p.expectedTotal);
      // Read outside the transaction: which machine a line was for is a note on the order, not a price.
      const boughtFor = deps.fleet ? await deps.fleet.machineForParts(p.customerId, ahead.priced.lines.map((l) => l.productId)) : new Map<number, number>();
      const amount = money(ahead.priced.totals.total).toFixed(2);

      // No lock and no transaction is held while the payment service answers.
      await fault('authorize');
      // Refused when a decline budget is spent: then nothing is charged and the cart stays.
      authorization = await declines.guard({ customerId: p.customerId, address: p.ip, card: gateway.cardOf?.(p.instrument) ?? null }, () =>
        gateway.authorize({
          instrument: p.instrument,
          amount,
          deviceData: p.deviceData,
          idempotencyKey: `${p.customerId}:${p.key}`,
          billing: p.billing,
        }),
      );
      const auth: Authorization = authorization;
      const details = auth.details;
      if (p.paymentType && details.paymentType !== p.paymentType) {
        throw invalid('These payment details do not match the chosen payment type.');
      }

      const order = await database.db.transaction(async (tx) => {
        // A second request with this key (from another server process) waits here until the first commits or rolls back.
        await fault('claim');
        if (!(await orders.claimAttempt(tx, p.customerId, p.key))) throw new AlreadyPlaced();

        await fault('verify');
        const revision = await cart.revision(tx, p.customerId, p.quoteGuid, true);
        if (revision !== ahead.revision) {
          throw new DomainError('CONFLICT', 'Your cart changed while the order was being placed. Please review your order and place it again.');
        }
        let priced = ahead.priced;
        let wanted = wantedOf(priced);
        const locked = await catalog.lockForOrder(tx, [...wanted.keys()]);
        let stock = checkStock(priced, locked);
        const before = new Map(ahead.products.map((x) => [x.id, x]));
        const changed = locked.some((now) => {
          const then = before.get(now.id);
          if (!then || then.fingerprint !== now.fingerprint) return true;
          // Backordered lines ship in their own group: a different split can change the shipping.
          const q = wanted.get(now.id) ?? 0;
          return isBackordered(now.status, then.stock, q) !== isBackordered(now.status, now.stock, q);
        });
        if (changed) {
          // The cart is locked and unchanged, so the same products are priced again, under their locks.
          priced = await cart.price(p.customerId, p.quoteGuid, tx, destination);
          checkPriced(priced, null);
          if (!money(priced.totals.total).eq(amount)) {
            throw new DomainError('TOTAL_CHANGED', `Your order total changed to $${money(priced.totals.total).toFixed(2)}. Please review your order and place it again.`);
          }
          wanted = wantedOf(priced);
          stock = checkStock(priced, locked);
        }

        await fault('stock');
        await catalog.reserveStock(tx, wanted);

        await fault('write');
        const itemRate = money(priced.itemTaxRate);
        // What each line takes from the shelf: a backordered line only what was there (stock stops at 0).
        const shelf = new Map([...stock].map(([id, s]) => [id, s.product.stock]));
        const items: NewOrderItem[] = priced.lines.map((l) => {
          const s = stock.get(l.productId)!;
          const reserved = Math.max(0, Math.min(l.quantity, shelf.get(l.productId) ?? 0));
          shelf.set(l.productId, (shelf.get(l.productId) ?? 0) - reserved);
          const unit = money(l.unitPrice ?? 0);
          const rate = s.product.isTaxExempt ? money(0) : itemRate;
          const unitIncl = unit.mul(rate.add(1)).toDecimalPlaces(4);
          return {
            productId: l.productId,
            garageMachineId: boughtFor.get(l.productId) ?? null,
            warehouseId: s.product.warehouseId,
            productName: s.product.name,
            sku: s.product.sku,
            quantity: l.quantity,
            unitPriceExclTax: unit.toFixed(4),
            unitPriceInclTax: unitIncl.toFixed(4),
            priceExclTax: round2(unit.mul(l.quantity)).toFixed(2),
            priceInclTax: round2(unitIncl.mul(l.quantity)).toFixed(2),
            reference: l.reference,
            backorderedWhenOrdered: s.backordered,
            reservedQuantity: reserved,
            shippingGroupKey: l.groupKey,
          };
        });
        const t = priced.totals;
        const written = await orders.writeOrder(
          tx,
          {
            customerId: p.customerId,
            isGuestOrder: p.isGuest,
            email: p.email,
            quoteId: priced.quoteId,
            // Written as paid: no one sees the order before the commit, and that comes after the capture.
            orderStatus: 'PROCESSING',
            paymentStatus: 'PAID',
            paidAt: clock.now(),
            shippingStatus: 'NOT_YET_SHIPPED',
            subtotalExclTax: t.subtotal,
            subtotalInclTax: money(t.subtotal).add(t.itemTax).toFixed(2),
            subtotalDiscountExclTax: t.discount,
            subtotalDiscountInclTax: round2(money(t.discount).mul(itemRate.add(1))).toFixed(2),
            shippingExclTax: t.shipping,
            shippingInclTax: money(t.shipping).add(t.shippingTax).toFixed(2),
            shippingDiscount: t.shippingDiscount,
            orderTax: t.tax,
            orderTotal: t.total,
            usedDiscounts: priced.usedDiscounts,
            shippingMethods: priced.shippingMethods,
            billingAddress: p.billing,
            shippingAddress: p.shipping,
            purchaseOrder: p.poNumber ?? priced.poNumber,
            paymentType: details.paymentType,
            gateway: gateway.name,
            gatewayTransactionId: auth.transactionId,
            cardName: details.cardholderName || details.accountNameOrEmail,
            cardType: details.cardType,
            maskedCreditCardNumber: maskCardNumber(details.last4),
            estArrivalDate: null,
          },
          items,
        );

        await fault('clearCart');
        await cart.clear(tx, p.customerId, p.quoteGuid);

        await fault('capture');
        await gateway.capture(auth.transactionId, t.total);
        captured = true;
        await orders.recordPayment(tx, written.order, { key: p.key });

        await fault('commit');
        return { ...written.order, items: written.items };
      });
      // Committed: the order stands and so does its payment, whatever happens next.
      authorization = null;
      return { order: { ...order, canRegister: p.isGuest && canRegister }, fresh: true };
    } catch (err) {
      const auth = authorization as Authorization | null;
      // Another process placed this attempt first: its order is the answer. The gateway may have
      // answered both with the same transaction (same idempotency key); that one must stand.
      const existing = err instanceof AlreadyPlaced ? await orders.orderOfAttempt(p.customerId, p.key) : null;
      // Nothing was written; the money must not move either.
      if (auth && auth.transactionId !== existing?.gatewayTransactionId) {
        await gateway.void(auth.transactionId).catch((voidErr) => {
          log.error({ err: voidErr, transactionId: auth.transactionId, captured }, 'could not void the payment of a failed order: release it by hand');
        });
      }
      if (err instanceof AlreadyPlaced) {
        if (existing) return { order: existing, fresh: false };
        throw new DomainError('CONFLICT', 'This order is being placed already. Please wait a moment.');
      }
      // Refusals (payment declined, out of stock, total changed…) reach the customer as they are.
      if (isDomainError(err)) throw err;
      log.error({ err }, 'order placement failed');
      throw new DomainError('ORDER_NOT_PLACED', 'We could not place your order. Nothing was charged; please try again.');
    }
  }

  /** Attempts of one key run one after the other in this process: a double click authorises once. */
  const inFlight = new Map<string, Promise<unknown>>();
  async function oneAtATime<T>(id: string, work: () => Promise<T>): Promise<T> {
    const previous = inFlight.get(id) ?? Promise.resolve();
    const mine = previous.catch(() => {}).then(work);
    inFlight.set(id, mine);
    try {
      return await mine;
    } finally {
      if (inFlight.get(id) === mine) inFlight.delete(id);
    }
  }

  async function placeOnce(p: Prepared): Promise<OrderView> {
    return oneAtATime(`${p.customerId}:${p.key}`, async () => {
      const pre = await orders.preflight(p.customerId, p.key, p.email);
      if (pre.orderId !== null) {
        const before = await orders.byId(pre.orderId);
        if (before) return before;
      }
      const { order, fresh } = await place(p, pre.registrable);
      // A replayed key returns the order the first request placed: only that request mails the customer.
      if (fresh) orders.sendConfirmation(order);
      return order;
    });
  }

  return {
    /** `cart.placeOrder`: a registered customer orders with a saved address and payment method. */
    async placeOrder(input: PlaceOrderInput): Promise<OrderView> {
      const c = common(input);
      const shippingId = parseId(input.shippingAddressId);
      const methodId = parseId(input.paymentMethodId);
      const address = shippingId === null ? null : await account.address(input.customerId, shippingId);
      if (!address) throw notFound('Shipping address not found.');
      const method = methodId === null ? null : await account.paymentMethod(input.customerId, methodId);
      if (!method) throw notFound('Payment method not found.');
      if (method.gateway !== gateway.name) throw invalid('This saved payment method cannot be used any more. Please add it again.');
      const { id: _i, customerId: _c, isDefault: _d, createdAt: _t, ...shipping } = address;
      return placeOnce({
        ...c,
        customerId: input.customerId,
        isGuest: input.isGuest,
        email: emailOf(input.email, input.accountEmail),
        shipping,
        billing: method.billingAddress,
        instrument: { token: method.gatewayToken },
        paymentType: null,
      });
    },

    /** `cart.placeOrderExternalPayment`: anyone with a session orders with a nonce (new card or wallet) and typed addresses. */
    async placeOrderExternalPayment(input: PlaceOrderExternalInput): Promise<OrderView> {
      const c = common(input);
      const all = await countries();
      const shipping = validateAddress(input.shippingAddress, all);
      const billing = input.billingAddress ? validateAddress(input.billingAddress, all) : shipping;
      const nonce = (input.nonce ?? '').trim();
      if (!nonce || nonce.length > 4096) throw invalid('Enter your payment details.');
      const paymentType = input.paymentType ? (input.paymentType as PaymentType) : null;
      return placeOnce({
        ...c,
        customerId: input.customerId,
        isGuest: input.isGuest,
        email: emailOf(input.email, shipping.email || billing.email || null),
        shipping,
        billing,
        instrument: { nonce },
        paymentType,
      });
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;

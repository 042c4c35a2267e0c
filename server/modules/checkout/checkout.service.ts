import type { Database } from '../../db/client';
import type { AddressSnapshot, PaymentType } from '../../db/schema/payments';
import type { Clock } from '../../lib/clock';
import { UserError, notFound } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { money, round2 } from '../../lib/money';
import type { AccountService } from '../account/account.service';
import { parseId } from '../account/account.service';
import { validateAddress, type AddressInput } from '../account/account-address';
import type { CountryRow } from '../content/content.repository';
import type { OrdersRepository, OrderView, NewOrderItem, LockedProduct, Executor } from '../orders/orders.repository';
import type { OrdersService } from '../orders/orders.service';
import {
  maskCardNumber,
  PaymentDeclined,
  PaymentMethodInvalid,
  PaymentUnavailable,
  type Authorization,
  type PaymentGateway,
  type PaymentInstrument,
} from '../payments/payments-gateway';
import type { CheckoutCart, CheckoutDestination, PricedCart } from './checkout-cart';

/** The steps of placement, in order; tests inject a failure at each. */
export const PLACEMENT_STEPS = ['claim', 'price', 'clearCart', 'stock', 'authorize', 'write', 'capture', 'commit'] as const;
export type PlacementStep = (typeof PLACEMENT_STEPS)[number];

/** Statuses whose items may be ordered beyond the stock and ship later. */
const BACKORDERABLE = new Set(['CAN_BACKORDER', 'BUILD_TO_ORDER', 'PREORDER', 'DROP_SHIP']);
const NOT_ORDERABLE: Record<string, string> = {
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
  repo: OrdersRepository;
  orders: OrdersService;
  cart: CheckoutCart;
  gateway: PaymentGateway;
  account: AccountService;
  countries: () => Promise<CountryRow[]>;
  clock: Clock;
  log: Logger;
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
}

/** Placement of spec 2 §4 "Order placement" with the reliability bars of DESIGN.md: one transaction, row locks, idempotent. */
export function createCheckoutService(deps: CheckoutServiceDeps) {
  const { database, repo, cart, gateway, account, countries, clock, log } = deps;
  const fault = async (step: PlacementStep) => {
    if (deps.faults) await deps.faults(step);
  };

  function common(input: Common): Pick<Prepared, 'key' | 'quoteGuid' | 'poNumber' | 'expectedTotal' | 'deviceData'> {
    const key = (input.idempotencyKey ?? '').trim();
    if (!KEY.test(key)) throw new UserError('Refresh the page and place the order again (the checkout attempt has no valid id).');
    const quoteGuid = input.cart?.quoteGuid?.trim() || null;
    if (quoteGuid && !/^[0-9a-f-]{36}$/i.test(quoteGuid)) throw notFound('Quote not found.');
    const po = (input.cart?.poNumber ?? '').trim();
    if (po.length > 50) throw new UserError('Use at most 50 characters for the PO number.');
    let expectedTotal: string | null = null;
    if (input.cart?.expectedTotal !== null && input.cart?.expectedTotal !== undefined && input.cart.expectedTotal !== '') {
      const t = money(String(input.cart.expectedTotal));
      if (!t.isFinite() || t.isNeg()) throw new UserError('The order total is not valid.');
      expectedTotal = round2(t).toFixed(2);
    }
    const deviceData = input.deviceData && input.deviceData.length <= 8192 ? input.deviceData : null;
    return { key, quoteGuid, poNumber: po || null, expectedTotal, deviceData };
  }

  function emailOf(raw: string | null | undefined, fallback: string | null): string {
    const e = (raw ?? '').trim().toLowerCase() || (fallback ?? '').toLowerCase();
    if (!e || e.length > 254 || !EMAIL.test(e)) throw new UserError('Enter a valid e-mail address.');
    return e;
  }

  function checkStock(priced: PricedCart, locked: LockedProduct[]): Map<number, { product: LockedProduct; backordered: boolean }> {
    const byId = new Map(locked.map((p) => [p.id, p]));
    const wanted = new Map<number, number>();
    for (const l of priced.lines) wanted.set(l.productId, (wanted.get(l.productId) ?? 0) + l.quantity);
    const out = new Map<number, { product: LockedProduct; backordered: boolean }>();
    for (const [productId, qty] of wanted) {
      const p = byId.get(productId);
      if (!p || p.deleted || !p.published) throw new UserError('A part in your cart is no longer sold. Please remove it from your cart.');
      const why = NOT_ORDERABLE[p.status];
      if (why) throw new UserError(`${p.name} ${why}. Please remove it from your cart.`);
      if (qty < p.orderMinimumQuantity) throw new UserError(`${p.name}: order at least ${p.orderMinimumQuantity}.`);
      if (qty > p.orderMaximumQuantity) throw new UserError(`${p.name}: order at most ${p.orderMaximumQuantity}.`);
      const allowed = p.allowedQuantities
        .split(',')
        .map((s) => Number(s.trim()))
        .filter((n) => Number.isInteger(n) && n > 0);
      if (allowed.length > 0 && !allowed.includes(qty)) throw new UserError(`${p.name} is sold in quantities of ${allowed.join(', ')}.`);
      const backordered = qty > p.stock;
      if (backordered && !BACKORDERABLE.has(p.status)) {
        throw new UserError(p.stock > 0 ? `Only ${p.stock} of ${p.name} left in stock. Please lower the quantity.` : `${p.name} is out of stock. Please remove it from your cart.`);
      }
      out.set(productId, { product: p, backordered });
    }
    return out;
  }

  async function place(p: Prepared): Promise<{ order: OrderView; fresh: boolean }> {
    let authorization: Authorization | null = null;
    let captured = false;
    const destination: CheckoutDestination = {
      countryId: p.shipping.countryId,
      stateProvinceId: p.shipping.stateProvinceId,
      zipPostalCode: p.shipping.zipPostalCode,
      city: p.shipping.city,
    };
    try {
      const order = await database.db.transaction(async (tx: Executor) => {
        // A second request with this key waits here until the first commits or rolls back.
        await fault('claim');
        if (!(await repo.claimAttempt(tx, p.customerId, p.key))) throw new AlreadyPlaced();

        await fault('price');
        const priced = await cart.price(p.customerId, p.quoteGuid, tx, destination);
        if (priced.lines.length === 0) throw new UserError('Your cart is empty.');
        if (priced.problems.length > 0) throw new UserError(priced.problems[0]);
        const total = money(priced.totals.total);
        if (total.lte(0)) throw new UserError('The order total must be above zero to check out.');
        if (p.expectedTotal !== null && !total.eq(p.expectedTotal)) {
          throw new UserError(`Your order total changed to $${total.toFixed(2)}. Please review your order and place it again.`, 'CONFLICT');
        }

        // Emptied before the product rows are locked, so the locks are held for as short a time as
        // possible; a rollback puts the cart back.
        await fault('clearCart');
        await cart.clear(tx, p.customerId, p.quoteGuid);

        await fault('stock');
        const locked = await repo.lockProducts(
          tx,
          priced.lines.map((l) => l.productId),
        );
        const stock = checkStock(priced, locked);
        const quantities = new Map<number, number>();
        for (const l of priced.lines) quantities.set(l.productId, (quantities.get(l.productId) ?? 0) + l.quantity);
        await repo.decrementStock(tx, quantities);

        await fault('authorize');
        authorization = await gateway.authorize({
          instrument: p.instrument,
          amount: total.toFixed(2),
          deviceData: p.deviceData,
          idempotencyKey: `${p.customerId}:${p.key}`,
          billing: p.billing,
        });
        const details = authorization.details;
        if (p.paymentType && details.paymentType !== p.paymentType) {
          throw new UserError('These payment details do not match the chosen payment type.');
        }

        await fault('write');
        const itemRate = money(priced.itemTaxRate);
        const items: NewOrderItem[] = priced.lines.map((l) => {
          const s = stock.get(l.productId)!;
          const unit = money(l.unitPrice ?? 0);
          const rate = s.product.isTaxExempt ? money(0) : itemRate;
          const unitIncl = unit.mul(rate.add(1)).toDecimalPlaces(4);
          return {
            productId: l.productId,
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
            shippingGroupKey: l.groupKey,
          };
        });
        const t = priced.totals;
        const written = await repo.insertOrder(
          tx,
          {
            customerId: p.customerId,
            isGuestOrder: p.isGuest,
            email: p.email,
            quoteId: priced.quoteId,
            orderStatus: 'PENDING',
            paymentStatus: 'AUTHORIZED',
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
            gatewayTransactionId: authorization.transactionId,
            cardName: details.cardholderName || details.accountNameOrEmail,
            cardType: details.cardType,
            maskedCreditCardNumber: maskCardNumber(details.last4),
            estArrivalDate: null,
          },
          items,
          { key: p.key },
        );


        await fault('capture');
        await gateway.capture(authorization.transactionId, t.total);
        captured = true;
        const paid = await repo.markCaptured(tx, written.order, clock.now());

        await fault('commit');
        return { ...paid, items: written.items };
      });
      // Committed: the order stands and so does its payment, whatever happens next.
      authorization = null;
      return { order: { ...order, canRegister: await repo.canRegister(order).catch(() => false) }, fresh: true };
    } catch (err) {
      // Nothing was written; the money must not move either.
      const auth = authorization as Authorization | null;
      if (auth) {
        await gateway.void(auth.transactionId).catch((voidErr) => {
          log.error({ err: voidErr, transactionId: auth.transactionId, captured }, 'could not void the payment of a failed order: release it by hand');
        });
      }
      if (err instanceof AlreadyPlaced) {
        const existing = await repo.orderOfAttempt(p.customerId, p.key);
        if (existing) return { order: existing, fresh: false };
        throw new UserError('This order is being placed already. Please wait a moment.', 'CONFLICT');
      }
      if (err instanceof PaymentDeclined || err instanceof PaymentMethodInvalid || err instanceof PaymentUnavailable) throw new UserError(err.message);
      if (err instanceof UserError) throw err;
      log.error({ err }, 'order placement failed');
      throw new UserError('We could not place your order. Nothing was charged; please try again.');
    }
  }

  async function placeOnce(p: Prepared): Promise<OrderView> {
    const before = await repo.orderOfAttempt(p.customerId, p.key);
    if (before) return before;
    const { order, fresh } = await place(p);
    // A replayed key returns the order the first request placed: only that request mails the customer.
    if (fresh) deps.orders.sendConfirmation(order);
    return order;
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
      if (method.gateway !== gateway.name) throw new UserError('This saved payment method cannot be used any more. Please add it again.');
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
      if (!nonce || nonce.length > 4096) throw new UserError('Enter your payment details.');
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

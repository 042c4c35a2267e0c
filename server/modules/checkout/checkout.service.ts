import { checkPoNumber } from '../../../shared/purchase-order';
import type { PaymentType } from '../../../shared/enums';
import { invalid, notFound } from '../../lib/errors';
import { money, round2 } from '../../lib/money';
import type { AccountService } from '../account/account.service';
import { parseId, validateAddress, type AddressInput } from '../account/account.service';
import type { CountryRow } from '../content/content.service';
import type { OrderView } from '../orders/orders.service';
import { createPlacement, type PlacementDeps, type Prepared } from './checkout-placement';
import { EMAIL_INVALID, EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../../../shared/email';

export { PLACEMENT_STEPS, type PlacementStep } from './checkout-placement';

const KEY = /^[A-Za-z0-9_-]{8,100}$/;

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

export interface CheckoutServiceDeps extends PlacementDeps {
  account: AccountService;
  countries: () => Promise<CountryRow[]>;
}

/** Placement of spec 2 §4 "Order placement" with the reliability bars of DESIGN.md: one short transaction with row locks, idempotent, all or nothing. */
export function createCheckoutService(deps: CheckoutServiceDeps) {
  const { orders, gateway, account, countries } = deps;
  const place = createPlacement(deps);

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
    if (!e || e.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(e)) throw invalid(EMAIL_INVALID);
    return e;
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
      // A replayed key returns the order the first request placed: only that request mails the customer (placement's last step).
      const { order } = await place(p, pre.registrable);
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

import { cartTotals, lineAmount, type CartTotals } from '../../../shared/cart-totals';
import { CART_TYPE_CART, type DiscountType } from '../../../shared/enums';
import { toFixed } from '../../../shared/money';
import { money, round2, type Money } from '../../lib/money';
import { couponProblem, discountReduction, type DiscountLine, type DiscountRule } from './cart-discounts';
import { availabilityProblem, groupKey, isBackordered, quantityProblem } from './cart-rules';
import { shippingMethodsFor, type ShippingQuote, type ShippingRate } from './cart-shipping';
import type { CartLineRow, CartRow, DestinationPlace } from './cart.repository';
import { QUOTE_OTHER_CUSTOMER, type QuoteRow } from '../quotes/quotes.service';

export interface CartItemView {
  id: number;
  productId: number;
  shoppingCartTypeId: number;
  quantity: number;
  reference: string;
  backordered: boolean;
  /** Unit price (4 decimals) the customer pays: the quote's when the line is quoted; null means free / call for price. */
  price: string | null;
  /** Unit price × quantity, 2 decimals. */
  amount: string;
  quoteId: number | null;
  quoteItemId: number | null;
  warnings: string[];
  /** Why this line cannot be ordered now, or null. */
  problem: string | null;
  line: CartLineRow;
}

export interface ShippingMethodView extends ShippingQuote {
  selected: boolean;
}

export interface CartGroupView {
  key: string;
  shippingProfileId: number;
  vendorId: number | null;
  warehouseId: number | null;
  backordered: boolean;
  /** The first line of the group: setSelectedShippingMethod may name the group by it. */
  shoppingCartItemId: number;
  items: CartItemView[];
  shippingMethods: ShippingMethodView[];
  selected: ShippingMethodView | null;
}

export interface AppliedDiscountView {
  discountId: number;
  name: string;
  couponCode: string;
  discountType: DiscountType;
  /** What this coupon takes off (subtotal or shipping), 2 decimals. Only the first one counts. */
  discountAmount: string;
  reducesShipping: boolean;
}

export type ProblemCode = 'EMPTY' | 'LINE' | 'NO_SHIPPING' | 'QUOTE_EXPIRED' | 'QUOTE_ORDERED' | 'QUOTE_OTHER_CUSTOMER' | 'ZERO_TOTAL';

export interface CartProblem {
  code: ProblemCode;
  message: string;
  shoppingCartItemId?: number;
}

export interface CartView {
  cartId: number | null;
  customerId: number | null;
  quote: QuoteRow | null;
  destination: { city: string; countryId: number | null; postalCode: string; provinceId: number | null };
  poNumber: string;
  items: CartItemView[];
  savedForLater: CartItemView[];
  groups: CartGroupView[];
  appliedDiscounts: AppliedDiscountView[];
  itemTaxRate: Money;
  shippingTaxRate: Money;
  totals: CartTotals;
  errors: string[];
  warnings: string[];
  problems: CartProblem[];
  canOrder: boolean;
}

export interface ViewInput {
  cart: CartRow | null;
  quote: QuoteRow | null;
  lines: CartLineRow[];
  selections: Map<string, string>;
  coupons: DiscountRule[];
  /** Where the estimate ships to; null estimates for the contiguous United States without tax. */
  place: DestinationPlace | null;
  now: Date;
  /** Whether the quote may still be ordered (expiry is the quote service's rule). */
  quoteCanOrder: boolean;
  /** Whether the cart's owner may order the quote (the quote service's rule); true without a quote. */
  quoteMayOrder: boolean;
  /** The shipping rate table. */
  rates: readonly ShippingRate[];
  /** Merchandise total from which parcel ground is free (the store's facts); none when absent. */
  freeShippingThreshold?: string;
  /** The state the store ships from (its settings' carrier origin), for parts whose warehouse names none. */
  originState?: string | null;
}

const usd = (value: string) => `$${round2(money(value)).toFixed(2)}`;

function itemView(line: CartLineRow, quoted: boolean): CartItemView {
  const p = line.product;
  const inCart = line.shoppingCartTypeId === CART_TYPE_CART;
  const price = quoted ? line.quotePrice : p.price;
  const warnings: string[] = [];
  let problem: string | null = null;
  if (inCart) {
    const unavailable = availabilityProblem(p, quoted);
    // A quote fixes quantity and price; only the catalogue's stock limit still holds for it (as at checkout).
    const quantity = unavailable ? null : quantityProblem(p, line.quantity, quoted);
    problem = unavailable ?? quantity;
    if (unavailable) warnings.push(unavailable);
    else if (quantity) warnings.push(quantity);
    else if (!quoted && p.price !== null && line.priceWhenAdded !== null && !money(p.price).eq(money(line.priceWhenAdded))) {
      warnings.push(`The price of ${p.name} changed from ${usd(line.priceWhenAdded)} to ${usd(p.price)} since you added it.`);
    }
    if (!problem && p.stock > 0 && line.quantity > p.stock && isBackordered(p, line.quantity)) {
      warnings.push(`Only ${p.stock} of ${p.name} ${p.stock === 1 ? 'is' : 'are'} in stock; the rest ships when back in stock.`);
    }
  }
  return {
    id: line.id,
    productId: line.productId,
    shoppingCartTypeId: line.shoppingCartTypeId,
    quantity: line.quantity,
    reference: line.reference,
    backordered: inCart && isBackordered(p, line.quantity),
    price,
    amount: toFixed(lineAmount(price, line.quantity)),
    quoteId: null,
    quoteItemId: line.quoteItemId,
    warnings,
    problem,
    line,
  };
}

function groupMethods(
  group: { items: CartItemView[]; shippingProfileId: number; backordered: boolean },
  quote: QuoteRow | null,
  place: DestinationPlace | null,
  rates: readonly ShippingRate[],
  freeShippingThreshold?: string,
  originState?: string | null,
): ShippingQuote[] {
  if (quote) {
    const price = group.items.reduce((sum, i) => sum.add(money(i.line.quoteShippingPrice ?? '0')), money(0));
    return [{ id: 'quoted', name: 'Quoted shipping', price: round2(price).toFixed(2), eta: '' }];
  }
  if (place && !place.allowsShipping) return [];
  const first = group.items[0].line.product;
  return shippingMethodsFor({
    shippingProfileId: group.shippingProfileId,
    backordered: group.backordered,
    lines: group.items.map((i) => ({
      quantity: i.quantity,
      weight: i.line.product.weight,
      length: i.line.product.length,
      width: i.line.product.width,
      height: i.line.product.height,
      isFreeShipping: i.line.product.isFreeShipping,
      additionalShippingCharge: i.line.product.additionalShippingCharge,
      shipSeparately: i.line.product.shipSeparately,
    })),
    destination: { countryIso: place?.countryIso ?? null, stateAbbreviation: place?.stateAbbreviation ?? null },
    originStateAbbreviation: first.warehouseState ?? originState ?? null,
    freeGround: freeShippingThreshold
      ? { merchandise: group.items.reduce((sum, i) => sum.add(money(i.amount)), money(0)).toFixed(2), threshold: freeShippingThreshold }
      : undefined,
  }, rates);
}

/**
 * The whole cart as the customer sees it and checkout charges it: lines with the price that
 * wins, groups with their shipping methods (the stored choice, else the cheapest), the coupons
 * that apply (only the first counts), estimated tax, totals, warnings and what blocks ordering.
 */
export function buildCartView(input: ViewInput): CartView {
  const { cart, quote } = input;
  const all = input.lines.map((l) => ({ ...itemView(l, l.quoteItemId !== null), quoteId: l.quoteItemId !== null ? (quote?.id ?? null) : null }));
  const items = all.filter((i) => i.shoppingCartTypeId === CART_TYPE_CART);
  const savedForLater = quote ? [] : all.filter((i) => i.shoppingCartTypeId !== CART_TYPE_CART);

  const byKey = new Map<string, CartGroupView>();
  for (const item of items) {
    const p = item.line.product;
    const g = { shippingProfileId: p.shippingProfileId, vendorId: p.vendorId, warehouseId: p.warehouseId, backordered: item.backordered };
    const key = groupKey(g);
    let group = byKey.get(key);
    if (!group) {
      group = { key, ...g, shoppingCartItemId: item.id, items: [], shippingMethods: [], selected: null };
      byKey.set(key, group);
    }
    group.items.push(item);
  }
  const groups = [...byKey.values()];
  for (const group of groups) {
    const methods = groupMethods(group, quote, input.place, input.rates, input.freeShippingThreshold, input.originState);
    const stored = input.selections.get(group.key);
    const chosen = methods.find((m) => m.id === stored) ?? methods[0];
    group.shippingMethods = methods.map((m) => ({ ...m, selected: m === chosen }));
    group.selected = group.shippingMethods.find((m) => m.selected) ?? null;
  }
  const shipping = groups.reduce((sum, g) => sum.add(money(g.selected?.price ?? '0')), money(0));

  const warnings = all.flatMap((i) => (i.shoppingCartTypeId === CART_TYPE_CART ? i.warnings : []));
  const appliedDiscounts: AppliedDiscountView[] = [];
  if (!quote) {
    const discountLines: DiscountLine[] = items.map((i) => ({
      sku: i.line.product.sku,
      manufacturerId: i.line.product.manufacturerId,
      categoryIds: i.line.product.categoryIds,
      amount: i.amount,
    }));
    for (const rule of input.coupons) {
      const problem = couponProblem(rule, discountLines, input.now);
      if (problem) {
        warnings.push(`The coupon ${rule.couponCode} no longer applies: ${couponProblemText(rule, problem)}`);
        continue;
      }
      const r = discountReduction(rule, discountLines, shipping);
      const reducesShipping = rule.discountType === 'SHIPPING';
      appliedDiscounts.push({
        discountId: rule.id,
        name: rule.name,
        couponCode: rule.couponCode,
        discountType: rule.discountType,
        discountAmount: (reducesShipping ? r.shipping : r.subtotal).toFixed(2),
        reducesShipping,
      });
    }
  }
  const first = appliedDiscounts[0];
  const rates = { item: money(input.place?.itemTaxRate ?? '0'), shipping: money(input.place?.shippingTaxRate ?? '0') };
  const totals = cartTotals({
    lines: items.map((i) => ({ unitPrice: i.price, quantity: i.quantity, taxExempt: i.line.product.isTaxExempt })),
    shipping: shipping.toFixed(2),
    subtotalDiscount: first && !first.reducesShipping ? first.discountAmount : '0',
    shippingDiscount: first?.reducesShipping ? first.discountAmount : '0',
    itemTaxRate: rates.item.toString(),
    shippingTaxRate: rates.shipping.toString(),
  });

  const problems: CartProblem[] = [];
  const errors: string[] = [];
  if (items.length === 0) problems.push({ code: 'EMPTY', message: 'Your cart is empty.' });
  for (const i of items) if (i.problem) problems.push({ code: 'LINE', message: i.problem, shoppingCartItemId: i.id });
  if (quote && quote.orderedAt) {
    const message = 'This quote has already been ordered.';
    problems.push({ code: 'QUOTE_ORDERED', message });
    errors.push(message);
  } else if (quote && !input.quoteCanOrder) {
    const message = `This quote expired on ${quote.expirationDate.toISOString().slice(0, 10)}. Ask us for a new one.`;
    problems.push({ code: 'QUOTE_EXPIRED', message });
    errors.push(message);
  } else if (quote && !input.quoteMayOrder) {
    problems.push({ code: 'QUOTE_OTHER_CUSTOMER', message: QUOTE_OTHER_CUSTOMER });
    errors.push(QUOTE_OTHER_CUSTOMER);
  }
  if (groups.some((g) => g.selected === null)) {
    const message = 'We cannot ship these parts to the chosen destination.';
    problems.push({ code: 'NO_SHIPPING', message });
    errors.push(message);
  }
  if (items.length > 0 && money(totals.total).isZero()) problems.push({ code: 'ZERO_TOTAL', message: 'The order total is zero; call us to order these parts.' });

  return {
    cartId: cart?.id ?? null,
    customerId: cart?.customerId ?? null,
    quote,
    destination: { city: cart?.city ?? '', countryId: cart?.countryId ?? null, postalCode: cart?.postalCode ?? '', provinceId: cart?.stateProvinceId ?? null },
    poNumber: cart?.poNumber ?? '',
    items,
    savedForLater,
    groups,
    appliedDiscounts,
    itemTaxRate: rates.item,
    shippingTaxRate: rates.shipping,
    totals,
    errors,
    warnings,
    problems,
    canOrder: problems.length === 0,
  };
}

/** The reason of a coupon problem, as the customer reads it. */
export function couponProblemText(rule: DiscountRule, problem: NonNullable<ReturnType<typeof couponProblem>>): string {
  switch (problem) {
    case 'inactive':
      return 'this coupon is no longer offered.';
    case 'not_started':
      return `this coupon can be used from ${rule.startsAt!.toISOString().slice(0, 10)}.`;
    case 'expired':
      return 'this coupon has expired.';
    case 'minimum':
      return `this coupon needs an order subtotal of ${usd(rule.minimumSubtotal)} or more.`;
    case 'not_applicable':
      return 'this coupon does not apply to any part in your cart.';
  }
}

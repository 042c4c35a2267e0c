import type { Db } from '../../db/client';
import { CART_TYPE_CART, CART_TYPE_SAVED_FOR_LATER } from '../../../shared/enums';
import { withReason, type DomainErrorCode } from '../../../shared/errors';
import { CART_ERRORS, QUOTE_BLOCKED } from '../../../shared/errors-cart';
import { checkPoNumber } from '../../../shared/purchase-order';
import { wholeQuantityProblem } from '../../../shared/quantity-rules';
import { DomainError, invalid, notFound } from '../../lib/errors';
import { money } from '../../lib/money';
import type { CatalogService } from '../catalog/catalog.service';
import type { ContentService } from '../content/content.service';
import { QUOTE_OTHER_CUSTOMER, type QuoteItemRow, type QuoteRow, type QuoteService } from '../quotes/quotes.service';
import type { CouponLimits } from './cart-coupon-limits';
import { pricedCartOf, type PricedCart } from './cart-priced';
import { couponProblem, type DiscountRule } from './cart-discounts';
import type { ShippingRate } from './cart-shipping';
import { lineRefusal, MAX_CART_LINES, MAX_LINE_QUANTITY, MAX_REFERENCE_LENGTH, parseId, parseOptionalId, parseQuoteGuid, TOO_MANY_LINES } from './cart-rules';
import { buildCartView, couponProblemText, type CartGroupView, type CartView, type ShippingMethodView } from './cart-view';
import type { CartItemRow, CartLineRow, CartRepository, CartRow, DestinationPlace } from './cart.repository';

export type { CartView } from './cart-view';
export type { PricedCart, PricedLine, PricedTotals } from './cart-priced';

const NOT_IN_CART = 'That item is not in your cart.';
const UNKNOWN_QUOTE = 'That quote does not exist.';
const MAX_COUPON_LENGTH = 50;

/** The spec's text for the call, a reason after it; VALIDATION unless the refusal is of another kind. */
function fail(base: string, reason?: string, code: DomainErrorCode = 'VALIDATION'): DomainError {
  return new DomainError(code, withReason(base, reason));
}

export interface DestinationInput {
  countryId?: string | number | null;
  stateProvinceId?: string | number | null;
  postalCode?: string | null;
}

export interface GroupInput extends DestinationInput {
  warehouseId?: string | number | null;
  vendorId?: string | number | null;
  shippingProfileId?: string | number | null;
  backordered?: boolean | null;
  shoppingCartItemId?: string | number | null;
}

export interface CartServiceDeps {
  repo: CartRepository;
  quotes: QuoteService;
  /** The lines' products (prices, stock, limits, shipping and tax fields), read in the cart's own executor. */
  catalog: Pick<CatalogService, 'productsForCart'>;
  /** Where a destination is (country, province, whether it ships there). */
  content: Pick<ContentService, 'destination'>;
  db: Db;
  clock?: () => Date;
  onGuestMerged?: (hook: (guestId: number, customerId: number) => Promise<void>) => unknown;
  /** From the store's facts: merchandise total of a shipment from which parcel ground is free. */
  freeShippingThreshold?: string;
  /** Budgets of unknown coupon codes per customer and per address; none in unit tests that do not try codes. */
  couponLimits?: CouponLimits;
}

/** The cart of spec 2 §2–§9: lines, saved for later, groups with shipping methods, coupons, tax, quotes. */
export function createCartService({ repo, quotes, catalog, content, db, clock = () => new Date(), onGuestMerged, freeShippingThreshold, couponLimits }: CartServiceDeps) {
  // A guest's cart follows them when they sign in or register.
  onGuestMerged?.((guestId, customerId) =>
    repo.mergeGuest(guestId, customerId, async (ids, tx) => new Map([...(await catalog.productsForCart(ids, tx))].map(([id, p]) => [id, p.orderMaximumQuantity]))),
  );

  /**
   * The cart's lines with their products and quote prices: the cart's rows, then the products in
   * one catalogue read (and the quote's lines, when the quote in hand does not hold them) on the
   * same executor, so checkout's snapshot prices the products it locks.
   */
  async function linesOf(cart: CartRow, quote: QuoteRow | null, ex: Db = db): Promise<CartLineRow[]> {
    const items = await repo.items(cart.id, ex);
    if (items.length === 0) return [];
    const quoted = new Map<number, QuoteItemRow>(quote && quote.id === cart.quoteId ? quote.items.map((i) => [i.id, i]) : []);
    const missing = [...new Set(items.flatMap((i) => (i.quoteItemId !== null && !quoted.has(i.quoteItemId) ? [i.quoteItemId] : [])))];
    const productIds = items.map((i) => i.productId);
    const readQuoteItems = async () => (missing.length ? quotes.itemsByIds(missing, ex) : []);
    // One transaction is one connection: its statements go one after the other.
    const [products, more] =
      ex === db ? await Promise.all([catalog.productsForCart(productIds), readQuoteItems()]) : [await catalog.productsForCart(productIds, ex), await readQuoteItems()];
    for (const q of more) quoted.set(q.id, q);
    return items.flatMap((i: CartItemRow): CartLineRow[] => {
      const found = products.get(i.productId);
      if (!found) return [];
      const { id: _id, ...product } = found;
      const q = i.quoteItemId === null ? undefined : quoted.get(i.quoteItemId);
      return [{ ...i, quotePrice: q?.price ?? null, quoteShippingPrice: q?.shippingPrice ?? null, product }];
    });
  }

  /** A destination with the tax table's rates there; null when the country is unknown or the province is not the country's. */
  async function place(countryId: number, stateProvinceId: number | null, ex: Db = db): Promise<DestinationPlace | null> {
    const [where, rates] =
      ex === db
        ? await Promise.all([content.destination(countryId, stateProvinceId), repo.taxRates(countryId, stateProvinceId)])
        : [await content.destination(countryId, stateProvinceId, ex), await repo.taxRates(countryId, stateProvinceId, ex)];
    return where ? { ...where, ...rates } : null;
  }

  /** The quote a guid names: undefined for none, an error for a guid that names nothing. */
  async function quoteFor(rawGuid: string | null | undefined, ex?: Db): Promise<QuoteRow | null> {
    const guid = parseQuoteGuid(rawGuid);
    if (guid === undefined) return null;
    const quote = guid === null ? null : await quotes.byGuid(guid, ex);
    if (!quote) throw notFound(UNKNOWN_QUOTE);
    return quote;
  }

  async function placeOf(cart: CartRow | null, ex: Db): Promise<DestinationPlace | null> {
    if (!cart?.countryId) return null;
    return place(cart.countryId, cart.stateProvinceId, ex);
  }

  async function view(cart: CartRow | null, quote: QuoteRow | null, ex: Db = db, place?: DestinationPlace | null): Promise<CartView> {
    let [lines, selections, coupons, where, rates]: [CartLineRow[], Map<string, string>, DiscountRule[], DestinationPlace | null, ShippingRate[]] = [
      [],
      new Map(),
      [],
      place ?? null,
      [],
    ];
    if (cart) {
      const whereNow = () => (place === undefined ? placeOf(cart, ex) : Promise.resolve(place));
      // One transaction is one connection: its statements go one after the other; outside one, the pool runs them side by side.
      if (ex === db) {
        [lines, selections, coupons, where, rates] = await Promise.all([linesOf(cart, quote), repo.selections(cart.id), repo.coupons(cart.id), whereNow(), repo.shippingRates()]);
      } else {
        [lines, selections, coupons, where, rates] = [
          await linesOf(cart, quote, ex),
          await repo.selections(cart.id, ex),
          await repo.coupons(cart.id, ex),
          await whereNow(),
          await repo.shippingRates(ex),
        ];
      }
    }
    const now = clock();
    const quoteMayOrder = !quote || !cart || quotes.mayOrder(quote, cart.customerId);
    return buildCartView({ cart, quote, lines, selections, coupons, place: where, now, quoteCanOrder: quote ? quotes.canOrder(quote, now) : true, quoteMayOrder, rates, freeShippingThreshold });
  }

  /** The customer's cart (ordinary, or of the quote), created when missing; a quote cart gets the quote's lines. */
  async function ensure(customerId: number, quote: QuoteRow | null, ex: Db): Promise<CartRow> {
    const cart = await repo.ensureCart(customerId, quote?.id ?? null, ex);
    if (quote) await repo.fillQuoteCart(cart.id, quote.items, ex);
    return cart;
  }

  /** Runs a change in one transaction with the cart row locked, then answers the cart as it now is. */
  async function change(customerId: number, quote: QuoteRow | null, work: (cart: CartRow, tx: Db) => Promise<void>): Promise<CartView> {
    return db.transaction(async (tx) => {
      const cart = await ensure(customerId, quote, tx);
      await repo.lockCart(cart.id, tx);
      await work(cart, tx);
      return view((await repo.cartById(cart.id, tx))!, quote, tx);
    });
  }

  /** A line of this customer's (answered like "not found" for anyone else's id), with its quote. */
  async function ownedLine(customerId: number, rawId: string | number, base: string, typeId?: number | null, ex: Db = db) {
    const id = parseId(rawId);
    const found = id === null ? null : await repo.ownedLine(customerId, id, ex);
    if (!found || (typeId !== undefined && typeId !== null && found.shoppingCartTypeId !== typeId)) throw fail(base, NOT_IN_CART, 'NOT_FOUND');
    const quote = found.cart.quoteId === null ? null : await quotes.byId(found.cart.quoteId, ex);
    return { ...found, quote };
  }

  function cartType(raw: number | null | undefined, base: string): number {
    const type = raw ?? CART_TYPE_CART;
    if (type !== CART_TYPE_CART && type !== CART_TYPE_SAVED_FOR_LATER) throw fail(base, 'Choose the cart (1) or the saved-for-later list (2).');
    return type;
  }

  function checkQuantity(qty: number | null | undefined, base: string): number {
    const problem = wholeQuantityProblem(qty ?? Number.NaN);
    if (problem) throw fail(base, problem.message);
    return qty!;
  }

  async function destination(input: DestinationInput, base: string, ex: Db): Promise<{ place: DestinationPlace; postalCode: string }> {
    const countryId = parseId(input.countryId);
    if (countryId === null) throw fail(base, 'Choose a country.');
    const rawState = parseOptionalId(input.stateProvinceId);
    if (rawState === undefined && input.stateProvinceId !== null && input.stateProvinceId !== undefined) throw fail(base, 'Choose a state or province of that country.');
    const postalCode = (input.postalCode ?? '').trim();
    if (postalCode.length > 20 || !/^[A-Za-z0-9 -]*$/.test(postalCode)) throw fail(base, 'Enter a valid postal code.');
    const found = await place(countryId, rawState ?? null, ex);
    if (!found) throw fail(base, 'Choose a country and a state or province of that country.');
    return { place: found, postalCode };
  }

  function findGroup(v: CartView, input: GroupInput): CartGroupView | null {
    const itemId = parseId(input.shoppingCartItemId);
    if (itemId !== null) {
      const byItem = v.groups.find((g) => g.items.some((i) => i.id === itemId));
      if (byItem) return byItem;
    }
    const profile = parseId(input.shippingProfileId);
    const vendor = parseOptionalId(input.vendorId) ?? null;
    const warehouse = parseOptionalId(input.warehouseId) ?? null;
    return (
      v.groups.find((g) => g.shippingProfileId === profile && g.vendorId === vendor && g.warehouseId === warehouse && g.backordered === Boolean(input.backordered)) ?? null
    );
  }

  const EMPTY = (): CartView =>
    buildCartView({ cart: null, quote: null, lines: [], selections: new Map(), coupons: [], place: null, now: clock(), quoteCanOrder: true, quoteMayOrder: true, rates: [] });

  async function cartOf(customerId: number | null, quoteGuid?: string | null): Promise<CartView> {
    const quote = await quoteFor(quoteGuid);
    if (customerId === null) {
      if (!quote) return EMPTY();
      throw new DomainError('UNAUTHENTICATED', 'Please sign in to continue.');
    }
    if (quote) {
      const cart = await repo.findCart(customerId, quote.id);
      if (!cart) return db.transaction(async (tx) => view(await ensure(customerId, quote, tx), quote, tx));
      return view(cart, quote);
    }
    return view(await repo.findCart(customerId, null), null);
  }


  return {
    /** An empty cart, for callers without a session. */
    empty: EMPTY,

    /** `shoppingCart(quoteGuid)`: the ordinary cart, or the quote's read-only cart (opened on first look). */
    cart: cartOf,

    /** `cart.add`: a product into the cart (type 1) or the saved-for-later list (type 2); again raises its quantity. */
    async add(customerId: number, args: { productId: string | number; shoppingCartTypeId?: number | null; qty?: number | null; quoteGuid?: string | null }) {
      const base = CART_ERRORS.add;
      if (parseQuoteGuid(args.quoteGuid) !== undefined) throw new DomainError('QUOTE_READ_ONLY', QUOTE_BLOCKED.add);
      const type = cartType(args.shoppingCartTypeId, base);
      const qty = checkQuantity(args.qty ?? 1, base);
      const productId = parseId(args.productId);
      const product = productId === null ? null : ((await catalog.productsForCart([productId])).get(productId) ?? null);
      if (!product || product.deleted || !product.published) throw fail(base, 'That product does not exist.', 'NOT_FOUND');
      return change(customerId, null, async (cart, tx) => {
        const existing = await repo.lineFor(cart.id, type, product.id, tx);
        // The cart row is locked, so two adds at once cannot both take the last place.
        if (!existing && (await repo.lineCount(cart.id, tx)) >= MAX_CART_LINES) throw fail(base, TOO_MANY_LINES);
        const total = (existing?.quantity ?? 0) + qty;
        if (type === CART_TYPE_CART) {
          const refused = lineRefusal(product, total);
          if (refused) throw fail(base, refused.reason, refused.code);
        } else {
          if (product.price === null || money(product.price).lte(0)) throw fail(base, 'Only parts with a price can be saved for later.');
          const tooMany = wholeQuantityProblem(total);
          if (tooMany) throw fail(base, tooMany.message);
        }
        if (existing) await repo.setQuantity(existing.id, total, product.price, tx);
        else await repo.insertLine({ cartId: cart.id, typeId: type, productId: product.id, quantity: total, priceWhenAdded: product.price }, tx);
      });
    },

    /** `cart.remove`. */
    async remove(customerId: number, args: { shoppingCartItemId: string | number; shoppingCartTypeId?: number | null }) {
      const line = await ownedLine(customerId, args.shoppingCartItemId, CART_ERRORS.remove, args.shoppingCartTypeId);
      if (line.quote) throw new DomainError('QUOTE_READ_ONLY', QUOTE_BLOCKED.remove);
      return change(customerId, null, async (_cart, tx) => repo.deleteLine(line.itemId, tx));
    },

    /** `cart.changeQuantity`: within the product's limits and stock (the saved list only needs a sane number). */
    async changeQuantity(customerId: number, args: { shoppingCartItemId: string | number; shoppingCartTypeId?: number | null; qty: number }) {
      const base = CART_ERRORS.changeQuantity;
      const line = await ownedLine(customerId, args.shoppingCartItemId, base, args.shoppingCartTypeId);
      if (line.quote) throw new DomainError('QUOTE_READ_ONLY', QUOTE_BLOCKED.changeQuantity);
      const qty = checkQuantity(args.qty, base);
      const product = (await catalog.productsForCart([line.productId])).get(line.productId)!;
      if (line.shoppingCartTypeId === CART_TYPE_CART) {
        const refused = lineRefusal(product, qty);
        if (refused) throw fail(base, refused.reason, refused.code);
      }
      return change(customerId, null, async (_cart, tx) => repo.setQuantity(line.itemId, qty, product.price, tx));
    },

    /** `cart.saveForLater`: the line moves to the saved-for-later list (parts with a price only, spec 2 §5). */
    async saveForLater(customerId: number, args: { shoppingCartItemId: string | number }) {
      const base = CART_ERRORS.saveForLater;
      const line = await ownedLine(customerId, args.shoppingCartItemId, base);
      if (line.quote) throw new DomainError('QUOTE_READ_ONLY', QUOTE_BLOCKED.saveForLater);
      const product = (await catalog.productsForCart([line.productId])).get(line.productId)!;
      if (product.price === null || money(product.price).lte(0)) throw fail(base, 'Only parts with a price can be saved for later.');
      return change(customerId, null, async (cart, tx) => {
        if (line.shoppingCartTypeId === CART_TYPE_SAVED_FOR_LATER) return;
        await moveLine(cart, line.itemId, line.productId, CART_TYPE_SAVED_FOR_LATER, tx, () => null);
      });
    },

    /** `cart.moveToCart`: a saved line back into the cart, within the product's limits and stock. */
    async moveToCart(customerId: number, args: { shoppingCartItemId: string | number }) {
      const base = CART_ERRORS.moveToCart;
      const line = await ownedLine(customerId, args.shoppingCartItemId, base);
      if (line.quote) throw new DomainError('QUOTE_READ_ONLY', QUOTE_BLOCKED.moveToCart);
      const product = (await catalog.productsForCart([line.productId])).get(line.productId)!;
      return change(customerId, null, async (cart, tx) => {
        if (line.shoppingCartTypeId === CART_TYPE_CART) return;
        await moveLine(cart, line.itemId, line.productId, CART_TYPE_CART, tx, (qty) => lineRefusal(product, qty));
      }).catch((err: unknown) => {
        if (err instanceof LineProblem) throw fail(base, err.message, err.code);
        throw err;
      });
    },

    /** `cart.setLineReference`: the customer's own note on a line (quote lines too). */
    async setLineReference(customerId: number, args: { shoppingCartItemId: string | number; reference?: string | null; shoppingCartTypeId?: number | null; quoteGuid?: string | null }) {
      const base = CART_ERRORS.setLineReference;
      const line = await ownedLine(customerId, args.shoppingCartItemId, base, args.shoppingCartTypeId);
      const reference = (args.reference ?? '').trim();
      if (reference.length > MAX_REFERENCE_LENGTH) throw fail(base, `A reference has ${MAX_REFERENCE_LENGTH} characters at most.`);
      return change(customerId, line.quote, async (_cart, tx) => repo.setReference(line.itemId, reference, tx));
    },

    /** `cart.setDestination`: where estimates ship to (a country is needed; province and postal code are optional). */
    async setDestination(customerId: number, args: DestinationInput & { quoteGuid?: string | null }) {
      const quote = await quoteFor(args.quoteGuid);
      const { place, postalCode } = await destination(args, CART_ERRORS.setDestination, db);
      return change(customerId, quote, async (cart, tx) =>
        repo.setDestination(cart.id, { countryId: place.countryId, stateProvinceId: place.stateProvinceId, postalCode }, tx),
      );
    },

    /** `cart.setPoNumber`: the customer's purchase order number, kept with the cart until the order carries it. */
    async setPoNumber(customerId: number, args: { poNumber?: string | null; quoteGuid?: string | null }) {
      const quote = await quoteFor(args.quoteGuid);
      const po = checkPoNumber(args.poNumber);
      if ('problem' in po) throw fail(CART_ERRORS.setPoNumber, po.problem);
      return change(customerId, quote, async (cart, tx) => repo.setPoNumber(cart.id, po.poNumber, tx));
    },

    /** `cart.addCoupon`: a known code that applies to this cart now; only the first applied one counts. */
    async addCoupon(customerId: number, args: { couponCode?: string | null; quoteGuid?: string | null }, ip = 'unknown') {
      const base = CART_ERRORS.addCoupon;
      if (await quoteFor(args.quoteGuid)) throw new DomainError('QUOTE_READ_ONLY', QUOTE_BLOCKED.addCoupon);
      const code = (args.couponCode ?? '').trim();
      if (!code) throw fail(base, 'Enter a coupon code.');
      const attempt = await couponLimits?.begin(customerId, ip);
      if (code.length > MAX_COUPON_LENGTH) throw fail(base, `The coupon code "${code.slice(0, MAX_COUPON_LENGTH)}…" is not valid.`);
      const rule = await repo.discountByCode(code);
      await attempt?.settle(rule !== null);
      if (!rule) throw fail(base, `The coupon code "${code}" is not valid.`);
      return change(customerId, null, async (cart, tx) => {
        const current = await view(cart, null, tx);
        if ((await repo.coupons(cart.id, tx)).some((c) => c.id === rule.id)) throw fail(base, 'That coupon is already applied.');
        if (current.items.length === 0) throw fail(base, 'Add parts to your cart first.');
        const problem = couponProblem(
          rule,
          current.items.map((i) => ({ sku: i.line.product.sku, manufacturerId: i.line.product.manufacturerId, categoryIds: i.line.product.categoryIds, amount: i.amount })),
          clock(),
        );
        if (problem) throw fail(base, capitalise(couponProblemText(rule, problem)));
        await repo.addCoupon(cart.id, rule.id, tx);
      });
    },

    /** `cart.removeCoupon`. */
    async removeCoupon(customerId: number, args: { couponCode?: string | null; quoteGuid?: string | null }) {
      const base = CART_ERRORS.removeCoupon;
      if (await quoteFor(args.quoteGuid)) throw new DomainError('QUOTE_READ_ONLY', QUOTE_BLOCKED.removeCoupon);
      const code = (args.couponCode ?? '').trim();
      if (!code) throw fail(base, 'Enter a coupon code.');
      const rule = code.length > MAX_COUPON_LENGTH ? null : await repo.discountByCode(code);
      return change(customerId, null, async (cart, tx) => {
        if (!rule || !(await repo.removeCoupon(cart.id, rule.id, tx))) throw fail(base, 'That coupon is not applied to your cart.');
      });
    },

    /** `appliedDiscounts(quoteGuid)`: the coupons that apply now, first applied first (only the first counts). */
    async appliedDiscounts(customerId: number | null, quoteGuid?: string | null) {
      if (customerId === null) return [];
      return (await cartOf(customerId, quoteGuid)).appliedDiscounts;
    },

    /** `shippingMethods(…)`: one group's methods at a destination (the cart's own when no country is given). */
    async shippingMethods(customerId: number | null, args: GroupInput & { quoteGuid?: string | null }): Promise<ShippingMethodView[]> {
      if (parseId(args.shippingProfileId) === null || args.backordered === null || args.backordered === undefined || args.warehouseId === undefined || args.warehouseId === null) {
        throw invalid('Shipping methods need the group’s warehouse, vendor, shipping profile and backordered flag.');
      }
      if (customerId === null) return [];
      const quote = await quoteFor(args.quoteGuid);
      const cart = await repo.findCart(customerId, quote?.id ?? null);
      if (!cart) return [];
      const place = args.countryId ? (await destination(args, 'Failed to load shipping methods', db)).place : undefined;
      const group = findGroup(await view(cart, quote, db, place), { ...args, shoppingCartItemId: null });
      return group?.shippingMethods ?? [];
    },

    /** `cart.setSelectedShippingMethod`: one group's method (the others are unselected); a given country also becomes the destination. */
    async setSelectedShippingMethod(customerId: number, args: GroupInput & { selectedShippingMethodId?: string | null; quoteGuid?: string | null; provinceId?: string | number | null }) {
      const base = CART_ERRORS.setShippingMethod;
      const quote = await quoteFor(args.quoteGuid);
      const dest = args.countryId
        ? await destination({ countryId: args.countryId, stateProvinceId: args.provinceId ?? args.stateProvinceId, postalCode: args.postalCode }, base, db)
        : null;
      const methodId = (args.selectedShippingMethodId ?? '').trim();
      if (!methodId) throw fail(base, 'Choose a shipping method.');
      return change(customerId, quote, async (cart, tx) => {
        if (dest) await repo.setDestination(cart.id, { countryId: dest.place.countryId, stateProvinceId: dest.place.stateProvinceId, postalCode: dest.postalCode }, tx);
        const current = await view((await repo.cartById(cart.id, tx))!, quote, tx);
        const group = findGroup(current, args);
        if (!group) throw fail(base, 'Those parts are not in your cart.', 'NOT_FOUND');
        if (!group.shippingMethods.some((m) => m.id === methodId)) throw fail(base, 'That shipping method is not offered for these parts.');
        await repo.setSelection(cart.id, group.key, methodId, tx);
      });
    },

    /** `quote.accessQuoteAndConvertToCart`: the quote's read-only cart for this customer, with the quote's lines. */
    async accessQuote(customerId: number, quoteGuid: string | null | undefined): Promise<CartView> {
      const quote = await quoteFor(quoteGuid);
      if (!quote) throw notFound(UNKNOWN_QUOTE);
      return change(customerId, quote, async () => {});
    },

    /**
     * For checkout: the cart priced by the server alone (quote prices win), in the caller's
     * transaction when `executor` is given. `destination` prices shipping and tax for the order's
     * shipping address instead of the cart's estimate destination.
     */
    async priceCartForCheckout(
      customerId: number,
      quoteGuid: string | null,
      executor?: Db,
      opts: { destination?: { countryId: number; stateProvinceId: number | null } } = {},
    ): Promise<PricedCart> {
      const ex = executor ?? db;
      const quote = await quoteFor(quoteGuid, ex);
      const cart = await repo.findCart(customerId, quote?.id ?? null, ex);
      let shipTo: DestinationPlace | null | undefined;
      if (opts.destination) {
        shipTo = await place(opts.destination.countryId, opts.destination.stateProvinceId, ex);
        if (!shipTo) throw invalid('Choose a country and a state or province of that country for the shipping address.');
      }
      const v = await view(cart, quote, ex, shipTo);
      return pricedCartOf(v, customerId);
    },

    /** For checkout: a fingerprint of the cart's ordered lines, coupons and shipping choices (see the repository); `lock` keeps the cart row locked in `executor`'s transaction. */
    async checkoutRevision(executor: Db, customerId: number, quoteGuid: string | null, lock: boolean): Promise<string | null> {
      const quote = await quoteFor(quoteGuid, executor);
      return repo.revision(customerId, quote?.id ?? null, lock, executor);
    },

    /** Guest retention: deletes these customers' carts (lines, coupons, shipping choices) in the caller's transaction. */
    deleteCartsOf: (ex: Db, customerIds: number[]): Promise<number> => repo.deleteCartsOf(ex, customerIds),

    /** After an order is written, inside checkout's transaction: the ordered lines, coupons and shipping choices go; a quote counts as ordered. */
    async clearCartAfterOrder(executor: Db, customerId: number, quoteGuid: string | null): Promise<void> {
      const quote = await quoteFor(quoteGuid, executor);
      const cart = await repo.findCart(customerId, quote?.id ?? null, executor);
      if (cart) await repo.clearOrdered(cart.id, executor);
      // Checked again here, in the order's transaction: a quote made for a customer is theirs to order.
      if (quote && !quotes.mayOrder(quote, customerId)) throw new DomainError('FORBIDDEN', QUOTE_OTHER_CUSTOMER);
      // Two placements of one quote at once: the second finds it ordered and its transaction rolls back.
      if (quote && !(await quotes.markOrdered(quote.id, executor))) throw new DomainError('CONFLICT', 'This quote has already been ordered.');
    },
  };

  /** Moves a line to the other list, joining a line of the same product there (quantities add up). */
  async function moveLine(cart: CartRow, itemId: number, productId: number, toType: number, tx: Db, check: (qty: number) => { code: DomainErrorCode; reason: string } | null) {
    const lines = await linesOf(cart, null, tx);
    const moving = lines.find((l) => l.id === itemId)!;
    const there = await repo.lineFor(cart.id, toType, productId, tx);
    const total = Math.min((there?.quantity ?? 0) + moving.quantity, MAX_LINE_QUANTITY);
    const refused = check(total);
    if (refused) throw new LineProblem(refused.code, refused.reason);
    if (there) {
      await repo.setQuantity(there.id, total, moving.product.price, tx);
      await repo.deleteLine(itemId, tx);
    } else {
      await repo.setType(itemId, toType, tx);
    }
  }
}

class LineProblem extends Error {
  constructor(
    readonly code: DomainErrorCode,
    reason: string,
  ) {
    super(reason);
  }
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export type CartService = ReturnType<typeof createCartService>;

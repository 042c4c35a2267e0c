import type { Db } from '../../db/client';
import { CART_TYPE_CART, CART_TYPE_SAVED_FOR_LATER } from '../../../shared/enums';
import { withReason, type DomainErrorCode } from '../../../shared/errors';
import { wholeQuantityProblem } from '../../../shared/quantity-rules';
import { DomainError, notFound } from '../../lib/errors';
import type { CatalogService } from '../catalog/catalog.service';
import type { ContentService } from '../content/content.service';
import type { QuoteItemRow, QuoteRow, QuoteService } from '../quotes/quotes.service';
import type { CouponLimits } from './cart-coupon-limits';
import type { DiscountRule } from './cart-discounts';
import type { ShippingRate } from './cart-shipping';
import { parseId, parseOptionalId, parseQuoteGuid } from './cart-rules';
import { buildCartView, type CartGroupView, type CartView } from './cart-view';
import type { CartItemRow, CartLineRow, CartRepository, CartRow, DestinationPlace } from './cart.repository';
import type { CartForCheckout } from './cart-checkout.repository';

const NOT_IN_CART = 'That item is not in your cart.';
export const UNKNOWN_QUOTE = 'That quote does not exist.';

/** The spec's text for the call, a reason after it; VALIDATION unless the refusal is of another kind. */
export function fail(base: string, reason?: string, code: DomainErrorCode = 'VALIDATION'): DomainError {
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
  /** The state the store ships from (its settings' carrier origin, as last read: never waits): the origin of parts whose warehouse names no state. */
  originState?: () => string | null;
  /** Budgets of unknown coupon codes per customer and per address; none in unit tests that do not try codes. */
  couponLimits?: CouponLimits;
}

/** How a cart view reads (checkout's pricing): `fingerprint` reads the products' pricing fingerprints too; `read` is what was read with the cart row (not read again). */
export interface ViewOptions {
  fingerprint?: boolean;
  read?: Omit<CartForCheckout, 'cart'>;
}

/**
 * What every part of the cart service shares: its dependencies (defaults filled in), the reads of
 * the cart as the customer sees it, and the one way a change is made (a transaction with the cart
 * row locked).
 */
export function createCartContext(deps: CartServiceDeps) {
  const { repo, quotes, catalog, content, db, clock = () => new Date(), freeShippingThreshold, couponLimits, originState: originNow } = deps;

  /**
   * The cart's lines with their products and quote prices: the cart's rows, then the products in
   * one catalogue read (and the quote's lines, when the quote in hand does not hold them) on the
   * same executor, so checkout's snapshot prices the products it locks.
   */
  async function linesOf(cart: CartRow, quote: QuoteRow | null, ex: Db = db, opts: ViewOptions = {}): Promise<CartLineRow[]> {
    const items = opts.read ? opts.read.items : await repo.items(cart.id, ex);
    if (items.length === 0) return [];
    const quoted = new Map<number, QuoteItemRow>(quote && quote.id === cart.quoteId ? quote.items.map((i) => [i.id, i]) : []);
    const missing = [...new Set(items.flatMap((i) => (i.quoteItemId !== null && !quoted.has(i.quoteItemId) ? [i.quoteItemId] : [])))];
    const productIds = items.map((i) => i.productId);
    const readQuoteItems = async () => (missing.length ? quotes.itemsByIds(missing, ex) : []);
    // One transaction is one connection: its statements go one after the other.
    const [products, more] =
      ex === db
        ? await Promise.all([catalog.productsForCart(productIds, undefined, opts), readQuoteItems()])
        : [await catalog.productsForCart(productIds, ex, opts), await readQuoteItems()];
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
  async function place(countryId: number, stateProvinceId: number | null, ex: Db = db, taxRates?: { itemTaxRate: string; shippingTaxRate: string }): Promise<DestinationPlace | null> {
    const ratesNow = () => (taxRates ? Promise.resolve(taxRates) : repo.taxRates(countryId, stateProvinceId, ex));
    const [where, rates] =
      ex === db
        ? await Promise.all([content.destination(countryId, stateProvinceId), ratesNow()])
        : [await content.destination(countryId, stateProvinceId, ex), await ratesNow()];
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

  async function view(cart: CartRow | null, quote: QuoteRow | null, ex: Db = db, place?: DestinationPlace | null, opts: ViewOptions = {}): Promise<CartView> {
    let [lines, selections, coupons, where, rates]: [CartLineRow[], Map<string, string>, DiscountRule[], DestinationPlace | null, ShippingRate[]] = [
      [],
      new Map(),
      [],
      place ?? null,
      [],
    ];
    if (cart) {
      const { read } = opts;
      const whereNow = () => (place === undefined ? placeOf(cart, ex) : Promise.resolve(place));
      const selectionsNow = () => (read ? Promise.resolve(read.selections) : repo.selections(cart.id, ex));
      const ratesNow = () => (read ? Promise.resolve(read.rates) : repo.shippingRates(ex));
      // Read with the cart row, the coupons' ids tell whether there are any to read.
      const couponsNow = () => (read?.couponIds.length === 0 ? Promise.resolve([]) : repo.coupons(cart.id, ex));
      // One transaction is one connection: its statements go one after the other; outside one, the pool runs them side by side.
      if (ex === db) {
        [lines, selections, coupons, where, rates] = await Promise.all([linesOf(cart, quote, db, opts), selectionsNow(), couponsNow(), whereNow(), ratesNow()]);
      } else {
        [lines, selections, coupons, where, rates] = [
          await linesOf(cart, quote, ex, opts),
          await selectionsNow(),
          await couponsNow(),
          await whereNow(),
          await ratesNow(),
        ];
      }
    }
    const now = clock();
    const quoteMayOrder = !quote || !cart || quotes.mayOrder(quote, cart.customerId);
    const originState = originNow ? originNow() : null;
    return buildCartView({ cart, quote, lines, selections, coupons, place: where, now, quoteCanOrder: quote ? quotes.canOrder(quote, now) : true, quoteMayOrder, rates, freeShippingThreshold, originState });
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

  return { repo, quotes, catalog, db, clock, couponLimits, linesOf, place, quoteFor, view, ensure, change, ownedLine, cartType, checkQuantity, destination, findGroup, empty: EMPTY, cartOf };
}

export type CartContext = ReturnType<typeof createCartContext>;

import { checkPoNumber } from '../../../shared/purchase-order';
import { DomainError, invalid } from '../../lib/errors';
import { CART_ERRORS, QUOTE_BLOCKED } from '../../../shared/errors-cart';
import { couponProblem } from './cart-discounts';
import { parseId } from './cart-rules';
import { couponProblemText, type ShippingMethodView } from './cart-view';
import { fail, type CartContext, type DestinationInput, type GroupInput } from './cart-context';

const MAX_COUPON_LENGTH = 50;

/** The cart's estimate choices: destination, purchase order number, coupons and shipping methods per group. */
export function createCartChoices({ repo, db, clock, couponLimits, quoteFor, view, change, destination, findGroup, cartOf }: CartContext) {
  return {
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
  };
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

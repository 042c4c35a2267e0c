import type { RouterContextProvider } from 'react-router';
import { parseTypedQuantity } from '~/components/quantity-selector';
import { getServer } from '~/lib/app-context';
import { errorCodeOf, isRefusal } from '~/lib/errors';
import { serverQuery } from '~/lib/graphql';
import { withReason } from '../../../shared/errors';
import { MAX_LINE_QUANTITY } from '../../../shared/quantity-rules';
import { CART_ERRORS, CART_MUTATIONS as M, CART_QUERY, CART_TYPE_CART, type Cart } from './api/cart-api';
import type { CartChangeResult, CartLoad } from './cart-changes';

type Context = Readonly<RouterContextProvider>;

/**
 * The cart a page shows, read as the session's customer: the ordinary cart (empty without a
 * session) or a quote's read-only cart. A quote needs a session; without one the page makes a
 * guest first (`needsSession`).
 */
export async function loadCart(context: Context, quoteGuid: string | null): Promise<CartLoad> {
  if (quoteGuid && !getServer(context).session.loggedIn) return { cart: null, needsSession: true, failure: null };
  try {
    const data = await serverQuery(context, CART_QUERY, { quoteGuid });
    return { cart: data.v1.shoppingCart, needsSession: false, failure: null };
  } catch (err) {
    if (!isRefusal(err)) throw err;
    const action = quoteGuid ? 'We could not open that quote.' : 'We could not load your cart.';
    return { cart: null, needsSession: false, failure: { action, message: (err as Error).message, code: errorCodeOf(err) } };
  }
}

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
};
const nullable = (form: FormData, name: string) => text(form, name).trim() || null;
const int = (form: FormData, name: string, fallback: number) => {
  const n = Number(text(form, name));
  return text(form, name) !== '' && Number.isFinite(n) ? n : fallback;
};

/**
 * The posted quantity as the typed field reads it (a whole number of 1 or more, or the text of why
 * not); one above the line maximum stands for any larger number, which the cart refuses with its text.
 */
const postedQuantity = (form: FormData) => parseTypedQuantity(text(form, 'qty'), MAX_LINE_QUANTITY + 1);

/** Runs one posted cart change (cart-changes.ts) as the session's customer. */
async function run(context: Context, intent: string, form: FormData): Promise<Cart> {
  const itemId = text(form, 'itemId');
  const typeId = int(form, 'typeId', CART_TYPE_CART);
  const quoteGuid = nullable(form, 'quoteGuid');
  switch (intent) {
    case 'quantity':
      return (await serverQuery(context, M.changeQuantity, { shoppingCartItemId: itemId, shoppingCartTypeId: typeId, qty: postedQuantity(form).quantity ?? Number.NaN })).v1.cart.changeQuantity;
    case 'remove':
      return (await serverQuery(context, M.remove, { shoppingCartItemId: itemId, shoppingCartTypeId: typeId })).v1.cart.remove;
    case 'saveForLater':
      return (await serverQuery(context, M.saveForLater, { shoppingCartItemId: itemId })).v1.cart.saveForLater;
    case 'moveToCart':
      return (await serverQuery(context, M.moveToCart, { shoppingCartItemId: itemId })).v1.cart.moveToCart;
    case 'reference':
      return (await serverQuery(context, M.setLineReference, { shoppingCartItemId: itemId, reference: text(form, 'reference').trim(), shoppingCartTypeId: typeId, quoteGuid }))
        .v1.cart.setLineReference;
    case 'addCoupon':
      return (await serverQuery(context, M.addCoupon, { couponCode: text(form, 'couponCode').trim(), quoteGuid })).v1.cart.addCoupon;
    case 'removeCoupon':
      return (await serverQuery(context, M.removeCoupon, { couponCode: text(form, 'couponCode'), quoteGuid })).v1.cart.removeCoupon;
    case 'destination':
      return (
        await serverQuery(context, M.setDestination, {
          countryId: nullable(form, 'countryId'),
          stateProvinceId: nullable(form, 'stateProvinceId'),
          postalCode: text(form, 'postalCode').trim(),
          quoteGuid,
        })
      ).v1.cart.setDestination;
    case 'shipping':
      return (
        await serverQuery(context, M.setSelectedShippingMethod, {
          countryId: nullable(form, 'countryId'),
          provinceId: nullable(form, 'provinceId'),
          postalCode: text(form, 'postalCode'),
          warehouseId: text(form, 'warehouseId'),
          vendorId: text(form, 'vendorId'),
          shippingProfileId: text(form, 'shippingProfileId'),
          backordered: text(form, 'backordered') === 'true',
          selectedShippingMethodId: text(form, 'selectedShippingMethodId'),
          shoppingCartItemId: text(form, 'shoppingCartItemId'),
          quoteGuid,
        })
      ).v1.cart.setSelectedShippingMethod;
    default:
      throw new Error(`Unknown cart change: ${intent}`);
  }
}

/** The spec's text of each change (spec 2 §8); the destination and shipping method fail silently. */
const BASE: Record<string, string> = {
  quantity: CART_ERRORS.changeQuantity,
  remove: CART_ERRORS.remove,
  saveForLater: CART_ERRORS.saveForLater,
  moveToCart: CART_ERRORS.moveToCart,
  reference: CART_ERRORS.setLineReference,
  addCoupon: CART_ERRORS.addCoupon,
  removeCoupon: CART_ERRORS.removeCoupon,
  destination: 'Failed to set the destination',
  shipping: 'Failed to set the shipping method',
};
const SILENT = new Set(['destination', 'shipping']);

/**
 * The cart route's action: one change of the cart posted by the page (with or without JavaScript).
 * The loaders then read the cart again; a refused or failed change answers its text.
 */
export async function cartAction(context: Context, request: Request): Promise<CartChangeResult> {
  const form = await request.formData();
  const intent = text(form, 'intent');
  const base = BASE[intent];
  if (!base) return { ok: false, intent, silent: false, failure: { action: 'Failed to update the cart', message: '', code: 'VALIDATION' } };
  if (intent === 'quantity') {
    // A quantity typed without JavaScript ("abc", "2.5", "1e3") is refused here with the field's own text, as the
    // page with JavaScript refuses it, instead of reaching GraphQL as something that is not a whole number.
    const typed = postedQuantity(form);
    if (typed.problem !== null) return { ok: false, intent, silent: false, failure: { action: base, message: withReason(base, typed.problem), code: 'VALIDATION' } };
  }
  try {
    await run(context, intent, form);
    return { ok: true, intent };
  } catch (err) {
    const code = errorCodeOf(err);
    if (!isRefusal(err)) getServer(context).log?.error({ err, intent }, base);
    else if (SILENT.has(intent)) getServer(context).log?.warn({ code, intent }, base);
    // Only a refusal's own text travels; anything else reads as the one unexpected-failure text.
    return { ok: false, intent, silent: SILENT.has(intent), failure: { action: base, message: isRefusal(err) ? (err as Error).message : '', code } };
  }
}

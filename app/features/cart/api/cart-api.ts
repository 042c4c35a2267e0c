import { ensureGuestSession, getAccessToken, viewerQuery } from '~/features/auth/auth-session';
import { GraphQLRequestError } from '~/lib/graphql';
import { setCartItemCount } from '~/lib/cart-count';

/** Spec 2 §9: the ordinary cart; 2 is the saved-for-later list. */
export const CART_TYPE_CART = 1;
export const CART_TYPE_SAVED = 2;

export interface CartProduct {
  id: string;
  name: string;
  seoName: string;
  sku: string;
  manufacturerPartNumber: string;
  isTaxExempt: boolean;
  pictures: Array<{ thumbnailUrl: string; altAttribute?: string | null }>;
  priceAndAvailability: { price: number | null; status: string; stock: number; orderMinimumQuantity: number; orderMaximumQuantity: number; allowedQuantities: number[] };
}

export interface CartItem {
  id: string;
  quantity: number;
  reference: string;
  backordered: boolean;
  price: number | null;
  quoteId: string | null;
  shoppingCartTypeId: number;
  warnings: string[];
  product: CartProduct | null;
}

export interface ShippingMethod {
  id: string;
  name: string;
  price: number;
  eta: string;
  selected: boolean;
}

export interface CartGroup {
  shippingProfileId: string;
  vendorId: string;
  warehouseId: string;
  backordered: boolean;
  shoppingCartItemId: string;
  items: CartItem[];
  shippingMethods: ShippingMethod[];
}

export interface AppliedDiscount {
  name: string;
  couponCode: string;
  discountAmount: number;
  discountType: string;
}

export interface CartQuote {
  id: string;
  guid: string;
  title: string;
  expirationDate: string;
  canOrder: boolean;
}

export interface Cart {
  destination: { city: string; countryId: string | null; postalCode: string; provinceId: string | null };
  errors: string[];
  warnings: string[];
  estimatedItemTaxRate: number;
  estimatedShippingTaxRate: number;
  itemCount: number;
  poNumber: string;
  appliedDiscounts: AppliedDiscount[];
  productGroups: CartGroup[];
  savedForLaterItems: CartItem[];
  totals: { subtotal: number; discount: number; shipping: number; shippingDiscount: number; itemTax: number; shippingTax: number; tax: number; total: number };
  canOrder: boolean;
  quoteGuid: string | null;
  quote: CartQuote | null;
}

const ITEM_FIELDS = `id quantity reference backordered price quoteId shoppingCartTypeId warnings
  product { id name seoName sku manufacturerPartNumber isTaxExempt pictures { thumbnailUrl altAttribute }
    priceAndAvailability { price status stock orderMinimumQuantity orderMaximumQuantity allowedQuantities } }`;

export const CART_FIELDS = `
  destination { city countryId postalCode provinceId }
  errors warnings estimatedItemTaxRate estimatedShippingTaxRate itemCount poNumber
  appliedDiscounts { name couponCode discountAmount discountType }
  productGroups { shippingProfileId vendorId warehouseId backordered shoppingCartItemId
    items { ${ITEM_FIELDS} }
    shippingMethods { id name price eta selected } }
  savedForLaterItems { ${ITEM_FIELDS} }
  totals { subtotal discount shipping shippingDiscount itemTax shippingTax tax total }
  canOrder quoteGuid
  quote { id guid title expirationDate canOrder }
`;

const CART_QUERY = `query Cart($quoteGuid: String) { v1 { shoppingCart(quoteGuid: $quoteGuid) { ${CART_FIELDS} } } }`;
const COUNT_QUERY = `query CartCount { v1 { shoppingCart { itemCount } } }`;

// Spec 2 §8's cart texts are shared with the server (QUOTE_BLOCKED too, code QUOTE_READ_ONLY).
export { CART_ERRORS } from '../../../../shared/errors';

/**
 * The text a customer reads when a cart call fails: the server's own explanation when it gave
 * one about this call ("Failed to add product to cart. Only 3 are in stock."), otherwise the
 * spec's base text. Network failures and unrelated errors never leak their internals.
 */
export function cartErrorText(base: string, err: unknown): string {
  if (err instanceof GraphQLRequestError && err.status === undefined) {
    const m = err.message;
    if (m.startsWith(base) || m.startsWith('Cannot ') || m.startsWith('Please sign in')) return m;
  }
  return base;
}

/** Runs a cart mutation as this browser's customer (a guest session is created first when needed). */
async function cartMutation(field: string, args: Record<string, unknown>, group: 'cart' | 'quote' = 'cart', types: Record<string, string> = {}): Promise<Cart> {
  await ensureGuestSession();
  const defs = Object.keys(args)
    .map((k) => `$${k}: ${types[k] ?? ARG_TYPES[k]}`)
    .join(', ');
  const pass = Object.keys(args)
    .map((k) => `${k}: $${k}`)
    .join(', ');
  const doc = `mutation Cart${field}${defs ? `(${defs})` : ''} { v1 { ${group} { ${field}${pass ? `(${pass})` : ''} { ${CART_FIELDS} } } } }`;
  const data = await viewerQuery<{ v1: Record<string, Record<string, Cart>> }>(doc, args);
  const cart = data.v1[group][field];
  if (!cart.quoteGuid) setCartItemCount(cart.itemCount);
  return cart;
}

const ARG_TYPES: Record<string, string> = {
  productId: 'ID!',
  shoppingCartTypeId: 'Int',
  qty: 'Int',
  shoppingCartItemId: 'ID!',
  reference: 'String',
  quoteGuid: 'String',
  countryId: 'ID',
  stateProvinceId: 'ID',
  provinceId: 'ID',
  postalCode: 'String',
  couponCode: 'String',
  warehouseId: 'ID',
  vendorId: 'ID',
  shippingProfileId: 'ID',
  backordered: 'Boolean',
  selectedShippingMethodId: 'ID',
};

/** The cart, or a quote's read-only cart; an empty cart when the browser has no session yet. */
export async function fetchCart(quoteGuid?: string | null, signal?: AbortSignal): Promise<Cart> {
  const data = await viewerQuery<{ v1: { shoppingCart: Cart } }>(CART_QUERY, { quoteGuid: quoteGuid ?? null }, signal);
  const cart = data.v1.shoppingCart;
  if (!quoteGuid) setCartItemCount(cart.itemCount);
  return cart;
}

/** Reads the item count for the header (no session: nothing in the cart, and none is created). */
export async function refreshCartCount(): Promise<void> {
  const token = await getAccessToken();
  if (!token) {
    setCartItemCount(0);
    return;
  }
  const data = await viewerQuery<{ v1: { shoppingCart: { itemCount: number } } }>(COUNT_QUERY);
  setCartItemCount(data.v1.shoppingCart.itemCount);
}

export const cartApi = {
  add: (productId: string, qty: number, shoppingCartTypeId = CART_TYPE_CART) => cartMutation('add', { productId, shoppingCartTypeId, qty }),
  remove: (shoppingCartItemId: string, shoppingCartTypeId: number) => cartMutation('remove', { shoppingCartItemId, shoppingCartTypeId }),
  changeQuantity: (shoppingCartItemId: string, shoppingCartTypeId: number, qty: number) =>
    cartMutation('changeQuantity', { shoppingCartItemId, shoppingCartTypeId, qty }, 'cart', { qty: 'Int!' }),
  saveForLater: (shoppingCartItemId: string) => cartMutation('saveForLater', { shoppingCartItemId }),
  moveToCart: (shoppingCartItemId: string) => cartMutation('moveToCart', { shoppingCartItemId }),
  setLineReference: (shoppingCartItemId: string, reference: string, shoppingCartTypeId: number, quoteGuid: string | null) =>
    cartMutation('setLineReference', { shoppingCartItemId, reference, shoppingCartTypeId, quoteGuid }),
  setDestination: (d: { countryId: string | null; stateProvinceId: string | null; postalCode: string }, quoteGuid: string | null) =>
    cartMutation('setDestination', { ...d, quoteGuid }),
  addCoupon: (couponCode: string, quoteGuid: string | null) => cartMutation('addCoupon', { couponCode, quoteGuid }),
  removeCoupon: (couponCode: string, quoteGuid: string | null) => cartMutation('removeCoupon', { couponCode, quoteGuid }),
  setSelectedShippingMethod: (
    a: {
      countryId: string | null;
      provinceId: string | null;
      postalCode: string;
      warehouseId: string;
      vendorId: string;
      shippingProfileId: string;
      backordered: boolean;
      selectedShippingMethodId: string;
      shoppingCartItemId: string;
    },
    quoteGuid: string | null,
  ) => cartMutation('setSelectedShippingMethod', { ...a, quoteGuid }),
  accessQuote: (quoteGuid: string) => cartMutation('accessQuoteAndConvertToCart', { quoteGuid }, 'quote', { quoteGuid: 'String!' }),
};

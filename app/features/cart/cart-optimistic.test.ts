import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '~/lib/graphql';
import { NETWORK_FAILURE, UNEXPECTED_FAILURE } from '../../../shared/errors';
import { CART_ERRORS, cartErrorText, type Cart, type CartItem } from './api/cart-api';
import { cartTotals } from './cart-totals';
import { optimistic, pendingCart } from './cart-optimistic';

const item = (id: string, price: number | null, quantity: number): CartItem => ({
  id,
  quantity,
  reference: '',
  backordered: false,
  price,
  quoteId: null,
  shoppingCartTypeId: 1,
  warnings: [],
  product: null,
});

const cart = (): Cart => ({
  destination: { city: '', countryId: null, postalCode: '', provinceId: null },
  errors: [],
  warnings: [],
  estimatedItemTaxRate: 0.0825,
  estimatedShippingTaxRate: 0,
  itemCount: 3,
  poNumber: '',
  appliedDiscounts: [],
  productGroups: [
    {
      shippingProfileId: '1',
      vendorId: '0',
      warehouseId: '1',
      backordered: false,
      shoppingCartItemId: 'a',
      items: [item('a', 10, 2), item('b', 5.5, 1)],
      shippingMethods: [
        { id: 'g', name: 'Ground', price: 9.99, eta: '3-5 days', selected: true },
        { id: 'x', name: 'Express', price: 29.99, eta: '1 day', selected: false },
      ],
    },
  ],
  savedForLaterItems: [],
  canOrder: true,
  quoteGuid: null,
  quote: null,
});

describe('on-screen cart changes', () => {
  it('a quantity change updates the count and the totals at once', () => {
    const next = optimistic.quantity(cart(), 'a', 5);
    expect(next.itemCount).toBe(6);
    expect(cartTotals(next).subtotal).toBe(55.5);
  });

  it('removing the last line of a group removes the group', () => {
    const next = optimistic.remove(optimistic.remove(cart(), 'a'), 'b');
    expect(next.productGroups).toEqual([]);
    expect(next.itemCount).toBe(0);
    expect(cartTotals(next).canCheckout).toBe(false);
  });

  it('save for later moves the line out of the cart into the saved list', () => {
    const next = optimistic.saveForLater(cart(), 'b');
    expect(next.itemCount).toBe(2);
    expect(next.savedForLaterItems.map((i) => [i.id, i.shoppingCartTypeId])).toEqual([['b', 2]]);
  });

  it('choosing a shipping method unselects the others', () => {
    const next = optimistic.shipping(cart(), 'a', 'x');
    expect(next.productGroups[0].shippingMethods.map((m) => m.selected)).toEqual([false, true]);
    expect(cartTotals(next).shipping).toBe(29.99);
  });

  it('leaves the cart it was given untouched (the rollback)', () => {
    const before = cart();
    const copy = JSON.stringify(before);
    optimistic.quantity(before, 'a', 9);
    optimistic.saveForLater(before, 'a');
    expect(JSON.stringify(before)).toBe(copy);
  });
});

describe('the cart while a change is on its way', () => {
  const form = (fields: Record<string, string>) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) f.set(k, v);
    return f;
  };

  it('shows a posted quantity, a removal and a move to saved for later at once', () => {
    expect(pendingCart(cart(), form({ intent: 'quantity', itemId: 'b', qty: '4' })).itemCount).toBe(6);
    expect(pendingCart(cart(), form({ intent: 'remove', itemId: 'a' })).productGroups[0].items.map((i) => i.id)).toEqual(['b']);
    expect(pendingCart(cart(), form({ intent: 'saveForLater', itemId: 'a' })).savedForLaterItems.map((i) => i.id)).toEqual(['a']);
  });

  it('shows the loaded cart when nothing is pending or the quantity is not a whole number', () => {
    const c = cart();
    expect(pendingCart(c, null)).toBe(c);
    expect(pendingCart(c, form({ intent: 'quantity', itemId: 'a', qty: 'x' }))).toBe(c);
    expect(pendingCart(c, form({ intent: 'addCoupon', couponCode: 'SAVE10' }))).toBe(c);
  });
});

describe('cartErrorText', () => {
  it('keeps the server explanation of the same failure and hides anything else', () => {
    expect(cartErrorText(CART_ERRORS.add, new GraphQLRequestError('Failed to add product to cart. Only 2 are in stock.', undefined, 'OUT_OF_STOCK'))).toBe(
      'Failed to add product to cart. Only 2 are in stock.',
    );
    expect(cartErrorText(CART_ERRORS.add, new GraphQLRequestError('Cannot add product to a quote', undefined, 'QUOTE_READ_ONLY'))).toBe('Cannot add product to a quote');
    // Anything that is not a refusal: the spec's text, then the one text for unexpected failures.
    expect(cartErrorText(CART_ERRORS.add, new GraphQLRequestError('Bad Gateway', 502))).toBe(`${CART_ERRORS.add}. ${UNEXPECTED_FAILURE}`);
    expect(cartErrorText(CART_ERRORS.changeQuantity, new GraphQLRequestError('Variable "$qty" of required type "Int!" was not provided.'))).toBe(
      `${CART_ERRORS.changeQuantity}. ${UNEXPECTED_FAILURE}`,
    );
    expect(cartErrorText(CART_ERRORS.remove, new TypeError('Failed to fetch'))).toBe(`${CART_ERRORS.remove}. ${NETWORK_FAILURE}`);
  });

  it('reads the code, not the text: a refusal that merely looks like another is not taken for it', () => {
    // The text of a refusal, but no code: an unexpected failure, whatever it says.
    expect(cartErrorText(CART_ERRORS.add, new GraphQLRequestError('Cannot add product to a quote'))).toBe(`${CART_ERRORS.add}. ${UNEXPECTED_FAILURE}`);
    // A refusal whose text does not start with the spec's text is still shown as the server wrote it.
    expect(cartErrorText(CART_ERRORS.add, new GraphQLRequestError('Only 2 are in stock.', undefined, 'OUT_OF_STOCK'))).toBe('Only 2 are in stock.');
    // A refused session names the action and asks to sign in.
    expect(cartErrorText(CART_ERRORS.add, new GraphQLRequestError('Please sign in to continue.', undefined, 'UNAUTHENTICATED'))).toBe(
      'Failed to add product to cart. Please sign in to continue.',
    );
    for (const err of [new TypeError('Failed to fetch'), new GraphQLRequestError('Bad Gateway', 502)]) expect(cartErrorText(CART_ERRORS.add, err)).not.toMatch(/Failed to fetch|Gateway/);
  });
});

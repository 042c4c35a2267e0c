import { CART_TYPE_SAVED, type Cart, type CartItem } from './api/cart-api';

/** Applies `fn` to every cart line (in groups and saved for later). */
function mapItems(cart: Cart, fn: (item: CartItem) => CartItem | null): Cart {
  return {
    ...cart,
    productGroups: cart.productGroups
      .map((g) => ({ ...g, items: g.items.map(fn).filter((i): i is CartItem => i !== null) }))
      .filter((g) => g.items.length > 0),
    savedForLaterItems: cart.savedForLaterItems.map(fn).filter((i): i is CartItem => i !== null),
  };
}

function findItem(cart: Cart, id: string): CartItem | undefined {
  return cart.productGroups.flatMap((g) => g.items).find((i) => i.id === id) ?? cart.savedForLaterItems.find((i) => i.id === id);
}

const countOf = (cart: Cart) => cart.productGroups.reduce((n, g) => n + g.items.reduce((m, i) => m + i.quantity, 0), 0);

/** On-screen edits of spec 2 §4: shown at once, rolled back if the call fails. */
export const optimistic = {
  quantity(cart: Cart, id: string, qty: number): Cart {
    const next = mapItems(cart, (i) => (i.id === id ? { ...i, quantity: qty } : i));
    return { ...next, itemCount: countOf(next) };
  },
  remove(cart: Cart, id: string): Cart {
    const next = mapItems(cart, (i) => (i.id === id ? null : i));
    return { ...next, itemCount: countOf(next) };
  },
  saveForLater(cart: Cart, id: string): Cart {
    const item = findItem(cart, id);
    if (!item) return cart;
    const next = optimistic.remove(cart, id);
    return { ...next, savedForLaterItems: [{ ...item, shoppingCartTypeId: CART_TYPE_SAVED }, ...next.savedForLaterItems] };
  },
  reference(cart: Cart, id: string, reference: string): Cart {
    return mapItems(cart, (i) => (i.id === id ? { ...i, reference } : i));
  },
  shipping(cart: Cart, groupItemId: string, methodId: string): Cart {
    return {
      ...cart,
      productGroups: cart.productGroups.map((g) =>
        g.shoppingCartItemId === groupItemId ? { ...g, shippingMethods: g.shippingMethods.map((m) => ({ ...m, selected: m.id === methodId })) } : g,
      ),
    };
  },
};

/**
 * The cart as the customer should see it while a change is on its way (the change's form fields,
 * see cart-changes.ts): the loaded cart with that change applied. Changes with no visible preview
 * (coupons, the destination) leave it as loaded.
 */
export function pendingCart(cart: Cart, form: FormData | undefined | null): Cart {
  if (!form) return cart;
  const field = (name: string) => String(form.get(name) ?? '');
  const id = field('itemId');
  switch (field('intent')) {
    case 'quantity': {
      const qty = Number(field('qty'));
      return Number.isInteger(qty) && qty > 0 ? optimistic.quantity(cart, id, qty) : cart;
    }
    case 'remove':
    case 'moveToCart':
      return optimistic.remove(cart, id);
    case 'saveForLater':
      return optimistic.saveForLater(cart, id);
    case 'reference':
      return optimistic.reference(cart, id, field('reference').trim());
    case 'shipping':
      return optimistic.shipping(cart, field('shoppingCartItemId'), field('selectedShippingMethodId'));
    default:
      return cart;
  }
}

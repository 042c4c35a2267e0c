import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Cart } from '~/features/cart/api/cart-api';
import { ShippingMethods } from './checkout-shipping-methods';

type Group = Cart['productGroups'][number];
const item = (price: number, quantity: number) =>
  ({ id: `i${price}`, quantity, price, reference: '', product: { name: `Part at ${price}` } }) as unknown as Group['items'][number];

describe('checkout review lines', () => {
  it('show each line amount rounded half to even, as the cart and the order do', () => {
    const group = { shoppingCartItemId: 'g1', items: [item(0.125, 1), item(2.675, 1), item(0.045, 3)], shippingMethods: [] } as unknown as Group;
    const html = renderToStaticMarkup(<ShippingMethods cart={{ productGroups: [group] } as Cart} actions={{} as Parameters<typeof ShippingMethods>[0]['actions']} />);
    // 0.125 and 3 × 0.045 = 0.135 are ties to the even cent (rounded half up, the first showed $0.13).
    expect(html).toContain('$0.12');
    expect(html).not.toContain('$0.13');
    expect(html).toContain('$2.68');
    expect(html).toContain('$0.14');
  });
});

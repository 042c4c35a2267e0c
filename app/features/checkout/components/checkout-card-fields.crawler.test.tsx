import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CardFields, type useCardFields } from './checkout-card-fields';

// The server gives crawlers a setup without a client token or frame (spec 2 §4 "Payment loading").
const fields = {
  state: { kind: 'loading' },
  frame: { current: null },
  ids: { number: 'n', cvv: 'c', expirationDate: 'e' },
  tokenize: async () => ({ nonce: '' }),
} as unknown as ReturnType<typeof useCardFields>;

describe('card fields for a crawler', () => {
  it('the sandbox shows no frame, only the reason naming the gateway and crawlers', () => {
    const html = renderToStaticMarkup(<CardFields setup={{ gateway: 'sandbox', clientToken: '', fieldsUrl: null, environment: 'sandbox' }} fields={fields} />);
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('Loading the card fields');
    expect(html).toContain('Card payment (sandbox) is not offered to crawlers.');
  });

  it('braintree likewise shows no card slots', () => {
    const html = renderToStaticMarkup(<CardFields setup={{ gateway: 'braintree', clientToken: '', fieldsUrl: null, environment: 'production' }} fields={fields} />);
    expect(html).not.toContain('Card number');
    expect(html).toContain('Card payment (braintree) is not offered to crawlers.');
  });

  it('a browser with a client token still gets the sandbox frame', () => {
    const html = renderToStaticMarkup(<CardFields setup={{ gateway: 'sandbox', clientToken: 'abc', fieldsUrl: '/payments/sandbox/fields', environment: 'sandbox' }} fields={fields} />);
    expect(html).toContain('<iframe');
    expect(html).toContain('src="/payments/sandbox/fields"');
  });
});

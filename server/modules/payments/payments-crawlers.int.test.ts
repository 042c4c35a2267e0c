import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { gql } from '../../../tests/support/test-graphql';

// Spec 2 §4 "Payment loading": no payment for search-engine crawlers, whatever the gateway.
let t: TestApp;

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const BINGBOT = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SETUP = `{ v1 { paymentSetup { gateway clientToken fieldsUrl environment } clientToken } }`;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('payment setup for crawlers (sandbox gateway)', () => {
  it('a crawler gets no client token and no card-fields frame; a browser gets both', async () => {
    for (const agent of [GOOGLEBOT, BINGBOT]) {
      const res = await gql(t, SETUP, {}, { headers: { 'user-agent': agent } });
      expect(res.errors).toBeUndefined();
      expect(res.data.v1).toEqual({ paymentSetup: { gateway: 'sandbox', clientToken: '', fieldsUrl: null, environment: 'sandbox' }, clientToken: '' });
    }
    const browser = await gql(t, SETUP, {}, { headers: { 'user-agent': BROWSER } });
    expect(browser.data.v1.paymentSetup).toMatchObject({ gateway: 'sandbox', fieldsUrl: '/payments/sandbox/fields' });
    expect(browser.data.v1.paymentSetup.clientToken).not.toBe('');
    expect(browser.data.v1.clientToken).not.toBe('');
  });

  it('the card-fields frame and the tokenizer refuse a crawler', async () => {
    const frame = await t.request('/payments/sandbox/fields', { headers: { 'user-agent': GOOGLEBOT } });
    expect(frame.status).toBe(403);
    expect(frame.headers.get('x-robots-tag')).toBe('noindex');
    expect(await frame.text()).toContain('Card payment is not offered to search-engine crawlers.');

    const res = await t.request('/payments/sandbox/tokenize', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': GOOGLEBOT },
      body: JSON.stringify({ number: '4111111111111111', expirationDate: '12/34', cvv: '123' }),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'Card payment is not offered to search-engine crawlers.' });

    const browser = await t.request('/payments/sandbox/fields', { headers: { 'user-agent': BROWSER } });
    expect(browser.status).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { SANDBOX_FIELDS_CSP } from './payments.routes';

// The store's policy applies to production builds, so this server runs as one.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://parts.example.com' });
});
afterAll(async () => {
  await t.close();
});

describe('sandbox card-fields frame', () => {
  it('answers with its own stricter policy, not the store-wide one', async () => {
    const frame = await t.request('/payments/sandbox/fields');
    expect(frame.status).toBe(200);
    expect(frame.headers.get('content-security-policy')).toBe(SANDBOX_FIELDS_CSP);
    expect(frame.headers.get('content-security-policy')).toContain("form-action 'none'");
    // The other secure headers still come from the store.
    expect(frame.headers.get('x-content-type-options')).toBe('nosniff');
    const store = await t.request('/healthz');
    expect(store.headers.get('content-security-policy')).toContain("script-src 'self' 'nonce-");
  });

  it('refuses card details over 4 kB with 413 before reading them whole', async () => {
    const res = await t.request('/payments/sandbox/tokenize', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ number: '4111111111111111', pad: 'x'.repeat(8000) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'The card details are too long.' });
  });
});

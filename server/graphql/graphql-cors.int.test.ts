import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/setup/test-app';

const OWN = 'https://shop.ironyard.test';
const PARTNER = 'https://fleet.partner.test';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: `${OWN}/`, CORS_ORIGINS: PARTNER });
});
afterAll(async () => {
  await t.close();
});

const post = (origin: string) =>
  t.request('/api/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ query: '{ v1 { customer { id } } }' }),
  });

const preflight = (origin: string) =>
  t.request('/api/graphql', {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
  });

describe('CORS on /api/graphql', () => {
  it("lets the store's own origin call with credentials", async () => {
    for (const res of [await post(OWN), await preflight(OWN)]) {
      expect(res.headers.get('access-control-allow-origin')).toBe(OWN);
      expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    }
  });

  it('lets an origin of CORS_ORIGINS call with credentials', async () => {
    for (const res of [await post(PARTNER), await preflight(PARTNER)]) {
      expect(res.headers.get('access-control-allow-origin')).toBe(PARTNER);
      expect(res.headers.get('access-control-allow-credentials')).toBe('true');
      expect(res.headers.get('vary')).toMatch(/Origin/);
    }
  });

  it('gives any other origin no CORS headers, so its pages cannot read the answer', async () => {
    for (const origin of ['https://evil.example', 'null', `${OWN}.evil.example`]) {
      for (const res of [await post(origin), await preflight(origin)]) {
        expect(res.headers.get('access-control-allow-origin')).toBeNull();
        expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      }
    }
  });
});

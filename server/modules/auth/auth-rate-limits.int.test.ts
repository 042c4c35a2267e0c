import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { CUSTOMER_EMAIL, DEMO_PASSWORD, call } from './auth-test-helpers';
import { DEFAULT_LIMITS } from './auth-rate-limits';

// Addresses come from X-Forwarded-For here, so each test has its own caller.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await t.close();
});

let ipCounter = 0;
const freshIp = () => ({ 'x-forwarded-for': `198.51.100.${++ipCounter}` });

const login = (username: string, password: string, headers = freshIp()) =>
  call(t, 'token', { grant_type: 'password', username, password }, { headers });

describe('account lockout', () => {
  it('locks an account for 15 minutes after 5 failures, and says the same for an unknown account', async () => {
    const run = async (email: string) => {
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push(await login(email, 'wrong-password-' + i));
      // Even the right password is refused while locked.
      answers.push(await login(email, DEMO_PASSWORD));
      return answers.map((a) => ({ status: a.status, body: a.body, retryAfter: a.headers.get('retry-after') }));
    };
    const known = await run(CUSTOMER_EMAIL);
    const unknown = await run('nobody-here@ironyard.test');
    expect(known.slice(0, 4).map((a) => a.status)).toEqual([400, 400, 400, 400]);
    expect(known[4]).toEqual({
      status: 429,
      body: { error: 'too_many_requests', error_description: 'Too many failed sign-in attempts. The account is locked out for 15 minutes.' },
      retryAfter: '900',
    });
    expect(known[5].status).toBe(429);
    expect(known[6].status).toBe(429);
    expect(Number(known[6].retryAfter)).toBeGreaterThan(890);
    expect(unknown.map((a) => [a.status, a.body])).toEqual(known.map((a) => [a.status, a.body]));
  });

  it('counts failed password checks of changepassword toward the same lock', async () => {
    // A fresh account, so the lock of the test above does not interfere.
    const g = await call<{ refresh_token: string }>(t, 'createguest', {}, { headers: freshIp() });
    await call(t, 'upgradeguest', { refreshToken: g.body.refresh_token, email: 'lock@example.com', password: 'gravel-haul-2031' });
    const s = await call<{ refresh_token: string }>(t, 'token', { grant_type: 'password', username: 'lock@example.com', password: 'gravel-haul-2031' });
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      const r = await call(t, 'changepassword', { refreshToken: s.body.refresh_token, oldPassword: 'bad-guess-' + i, newPassword: 'loader-bucket-77' });
      statuses.push(r.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    expect((await login('lock@example.com', 'gravel-haul-2031')).status).toBe(429);
  });
});

describe('per-address limits', () => {
  it('limits password sign-ins per address across accounts, with Retry-After', async () => {
    const ip = freshIp();
    const { points } = DEFAULT_LIMITS.loginIp;
    const statuses: number[] = [];
    for (let i = 0; i <= points; i++) statuses.push((await login(`spray${i}@example.com`, 'Spray-password-1', ip)).status);
    expect(statuses.slice(0, points).every((s) => s === 400)).toBe(true);
    const last = await login('another@example.com', 'Spray-password-1', ip);
    expect(last.status).toBe(429);
    expect(last.body.error_description).toMatch(/^Too many attempts\. Try again in \d+ minutes?\.$/);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await login('another@example.com', 'Spray-password-1')).status).toBe(400);
  });

  it('limits checkregistered per address, answering alike for known and unknown e-mails', async () => {
    const ip = freshIp();
    const { points } = DEFAULT_LIMITS.checkRegisteredIp;
    for (let i = 0; i < points; i++) {
      expect((await call(t, 'checkregistered', { email: i % 2 ? CUSTOMER_EMAIL : `x${i}@example.com` }, { headers: ip })).status).toBe(200);
    }
    const known = await call(t, 'checkregistered', { email: CUSTOMER_EMAIL }, { headers: ip });
    const unknown = await call(t, 'checkregistered', { email: 'zzz@example.com' }, { headers: ip });
    expect(known.status).toBe(429);
    expect(unknown.status).toBe(429);
    expect(unknown.body).toEqual(known.body);
    expect(known.headers.get('retry-after')).toBeTruthy();
  });

  it('limits reset requests per address and per e-mail, alike for unknown e-mails', async () => {
    const perEmail = DEFAULT_LIMITS.resetRequestEmail.points;
    const run = async (email: string) => {
      const out = [];
      for (let i = 0; i <= perEmail; i++) out.push(await call(t, 'resetpasswordrequest', { email }, { headers: freshIp() }));
      return out.map((r) => [r.status, r.body]);
    };
    const known = await run(CUSTOMER_EMAIL);
    const unknown = await run('ghost@example.com');
    expect(known.at(-1)![0]).toBe(429);
    expect(unknown).toEqual(known);

    const ip = freshIp();
    const perIp = DEFAULT_LIMITS.resetRequestIp.points;
    const statuses = [];
    for (let i = 0; i <= perIp; i++) statuses.push((await call(t, 'resetpasswordrequest', { email: `r${i}@example.com` }, { headers: ip })).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, perIp).every((s) => s === 200)).toBe(true);
    await t.services.auth.whenIdle();
  });
});

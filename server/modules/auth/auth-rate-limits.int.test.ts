import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { CUSTOMER_EMAIL, DEMO_PASSWORD, call } from '../../../tests/support/test-auth';
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

const OWN_PASSWORD = 'gravel-haul-2031';

/** A registered account of its own, so one test's locks do not reach another's. */
async function newAccount(email: string): Promise<string> {
  const g = await call<{ refresh_token: string }>(t, 'createguest', {}, { headers: freshIp() });
  const up = await call(t, 'upgradeguest', { refreshToken: g.body.refresh_token, email, password: OWN_PASSWORD }, { headers: freshIp() });
  expect(up.status, JSON.stringify(up.body)).toBe(200);
  return email;
}

describe('account lockout', () => {
  it('locks an account for 15 minutes after 5 failures from one address, and says the same for an unknown account', async () => {
    const run = async (email: string) => {
      const ip = freshIp();
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push(await login(email, 'wrong-password-' + i, ip));
      // Even the right password is refused from that address while it is locked.
      answers.push(await login(email, DEMO_PASSWORD, ip));
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

  it('locks out only the address that failed: the owner signs in from another address', async () => {
    const email = await newAccount('owner-elsewhere@example.com');
    const attacker = { 'x-forwarded-for': '127.0.0.2' };
    const owner = { 'x-forwarded-for': '127.0.0.1' };
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await login(email, 'bad-guess-' + i, attacker)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    expect((await login(email, OWN_PASSWORD, attacker)).body.error_description).toBe(
      'Too many failed sign-in attempts. The account is locked out for 15 minutes.',
    );
    const signedIn = await login(email, OWN_PASSWORD, owner);
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body).toMatchObject({ user_info: { email } });
    // The attacker's address stays locked after the owner's sign-in.
    expect((await login(email, OWN_PASSWORD, attacker)).status).toBe(429);
  });

  it('keeps a per-account ceiling across addresses that never refuses the right password from a clean address', async () => {
    const email = await newAccount('ceiling@example.com');
    const perAddress = DEFAULT_LIMITS.loginFailures.points;
    const ceiling = DEFAULT_LIMITS.loginFailuresAccount.points;
    expect(ceiling).toBeGreaterThanOrEqual(10 * perAddress);
    // A distributed guess: a few tries from each of many addresses, none of them locked on its own.
    const perIp = perAddress - 2;
    const addresses = Array.from({ length: Math.ceil(ceiling / perIp) }, () => freshIp());
    let failures = 0;
    for (const ip of addresses) {
      for (let i = 0; i < perIp && failures < ceiling - 1; i++, failures++) {
        expect((await login(email, `spread-${failures}`, ip)).status).toBe(400);
      }
    }
    const [usedIp] = addresses;
    // The failure that reaches the ceiling, from a clean address, is refused with the lockout text.
    const last = await login(email, 'spread-last', freshIp());
    expect(last.status).toBe(429);
    expect(last.body.error_description).toBe('Too many failed sign-in attempts. The account is locked out for 15 minutes.');
    // Past the ceiling, an address that has failed on the account is refused even with the right password…
    expect((await login(email, OWN_PASSWORD, usedIp)).status).toBe(429);
    // …and a new address gets one wrong guess only.
    const probe = freshIp();
    expect((await login(email, 'one-more-guess', probe)).status).toBe(429);
    expect((await login(email, OWN_PASSWORD, probe)).status).toBe(429);
    // The owner, from an address with no recent failures, still signs in.
    const owner = await login(email, OWN_PASSWORD, freshIp());
    expect(owner.status, JSON.stringify(owner.body)).toBe(200);
  });

  it('counts failed password checks of changepassword toward the same lock', async () => {
    // A fresh account, so the lock of the test above does not interfere.
    const email = await newAccount('lock@example.com');
    const ip = freshIp();
    const s = await login(email, OWN_PASSWORD, ip);
    const refreshToken = String(s.body.refresh_token);
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      const r = await call(t, 'changepassword', { refreshToken, oldPassword: 'bad-guess-' + i, newPassword: 'loader-bucket-77' }, { headers: ip });
      statuses.push(r.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    expect((await login(email, OWN_PASSWORD, ip)).status).toBe(429);
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

  it('limits reset requests per address only: no per-account budget a stranger could spend', async () => {
    // Many requests for one account, each from its own address, are all answered (the mails are
    // coalesced instead; auth-reset.int.test.ts), alike for an unknown e-mail.
    const run = async (email: string) => {
      const out = [];
      for (let i = 0; i < 5; i++) out.push(await call(t, 'resetpasswordrequest', { email }, { headers: freshIp() }));
      return out.map((r) => [r.status, r.body]);
    };
    const known = await run(CUSTOMER_EMAIL);
    const unknown = await run('ghost@example.com');
    expect(known.every(([status]) => status === 200)).toBe(true);
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

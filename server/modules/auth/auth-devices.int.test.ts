import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { call } from '../../../tests/support/test-auth';
import { DEFAULT_LIMITS } from './auth-rate-limits';

// Addresses come from X-Forwarded-For, so each test has its own callers.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await t.close();
});

let ipCounter = 0;
const freshIp = () => `198.18.0.${++ipCounter}`;
const OWN_PASSWORD = 'gravel-haul-2031';
const LOCKED = 'Too many failed sign-in attempts. The account is locked out for 15 minutes.';

/** A password sign-in from `ip`, with the browser's device cookie when it has one. */
function login(email: string, password: string, ip: string, deviceCookie?: string) {
  const headers: Record<string, string> = { 'x-forwarded-for': ip };
  if (deviceCookie) headers.cookie = deviceCookie;
  return call(t, 'token', { grant_type: 'password', username: email, password }, { headers });
}

/** The `name=value` of the device cookie a sign-in answer set, as the browser sends it back. */
function deviceCookieOf(res: { headers: Headers }): string {
  const set = res.headers.getSetCookie().find((c) => c.startsWith('ironyard_device='));
  expect(set, 'a device cookie').toBeDefined();
  return set!.split(';')[0];
}

async function newAccount(email: string): Promise<string> {
  const g = await call<{ refresh_token: string }>(t, 'createguest', {}, { headers: { 'x-forwarded-for': freshIp() } });
  const up = await call(t, 'upgradeguest', { refreshToken: g.body.refresh_token, email, password: OWN_PASSWORD }, { headers: { 'x-forwarded-for': freshIp() } });
  expect(up.status, JSON.stringify(up.body)).toBe(200);
  return email;
}

describe('device cookies', () => {
  it('are set by a successful sign-in only: signed, HttpOnly, same-site strict, for the token service', async () => {
    const email = await newAccount('cookie-shape@example.com');
    expect((await login(email, 'wrong-password-1', freshIp())).headers.getSetCookie()).toEqual([]);
    const ok = await login(email, OWN_PASSWORD, freshIp());
    const set = ok.headers.getSetCookie().find((c) => c.startsWith('ironyard_device='))!;
    expect(set).toMatch(/; HttpOnly/i);
    expect(set).toMatch(/; SameSite=Strict/i);
    expect(set).toMatch(/; Path=\/api\/jwtauth(;|$)/i);
    expect(set).toMatch(/; Max-Age=\d+/i);
    expect(set).not.toContain('cookie-shape');
  });

  it("let the owner's known device sign in while its address is locked for the account", async () => {
    const email = await newAccount('known-device@example.com');
    const office = freshIp();
    const cookie = deviceCookieOf(await login(email, OWN_PASSWORD, office));
    // Someone else behind the same address guesses until the address is locked out of the account.
    const guesses = [];
    for (let i = 0; i < DEFAULT_LIMITS.loginFailures.points; i++) guesses.push((await login(email, `guess-${i}`, office)).status);
    expect(guesses.at(-1)).toBe(429);
    expect((await login(email, OWN_PASSWORD, office)).body.error_description).toBe(LOCKED);
    // The owner's browser: a typo is just a wrong password, and the right one signs in.
    const typo = await login(email, 'gravel-haul-2013', office, cookie);
    expect([typo.status, typo.body.error_description]).toEqual([400, 'The e-mail or password is incorrect.']);
    const owner = await login(email, OWN_PASSWORD, office, cookie);
    expect(owner.status, JSON.stringify(owner.body)).toBe(200);
    expect(owner.body).toMatchObject({ user_info: { email } });
  });

  it("let the owner's known device sign in while the account is locked for unknown devices", async () => {
    const email = await newAccount('ceiling-device@example.com');
    const home = freshIp();
    const cookie = deviceCookieOf(await login(email, OWN_PASSWORD, home));
    // A spread guess spends the account's ceiling, some of it from the owner's own address.
    const ceiling = DEFAULT_LIMITS.loginFailuresAccount.points;
    const perIp = DEFAULT_LIMITS.loginFailures.points - 2;
    let failures = 0;
    expect((await login(email, 'from-home-guess', home)).status).toBe(400);
    failures++;
    while (failures < ceiling) {
      const ip = freshIp();
      for (let i = 0; i < perIp && failures < ceiling; i++, failures++) await login(email, `spread-${failures}`, ip);
    }
    // Unknown devices are held back as before, even with the right password…
    expect((await login(email, OWN_PASSWORD, home)).body.error_description).toBe(LOCKED);
    // …but the owner's browser gets through a typo and signs in.
    expect((await login(email, 'one-typo-here', home, cookie)).status).toBe(400);
    const owner = await login(email, OWN_PASSWORD, home, cookie);
    expect(owner.status, JSON.stringify(owner.body)).toBe(200);
  });

  it("count a known device's failures against that device only", async () => {
    const email = await newAccount('device-failures@example.com');
    const ip = freshIp();
    const cookie = deviceCookieOf(await login(email, OWN_PASSWORD, ip));
    const answers = [];
    for (let i = 0; i < DEFAULT_LIMITS.loginFailuresDevice.points; i++) answers.push(await login(email, `wrong-${i}`, ip, cookie));
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400, 429]);
    expect(answers.at(-1)!.body.error_description).toBe(LOCKED);
    expect((await login(email, OWN_PASSWORD, ip, cookie)).status).toBe(429);
    // The address itself was not charged.
    expect((await login(email, OWN_PASSWORD, ip)).status).toBe(200);
  });

  it("are not taken for another account's, nor when forged", async () => {
    const mine = await newAccount('device-mine@example.com');
    const theirs = await newAccount('device-theirs@example.com');
    const ip = freshIp();
    const cookie = deviceCookieOf(await login(mine, OWN_PASSWORD, freshIp()));
    const forged = cookie.replace(/=([\w-]{22})/, '=AAAAAAAAAAAAAAAAAAAAAA');
    for (let i = 0; i < DEFAULT_LIMITS.loginFailures.points; i++) await login(theirs, `guess-${i}`, ip);
    expect((await login(theirs, OWN_PASSWORD, ip, cookie)).status).toBe(429);
    expect((await login(theirs, OWN_PASSWORD, ip, forged)).status).toBe(429);
    for (let i = 0; i < DEFAULT_LIMITS.loginFailures.points; i++) await login(mine, `guess-${i}`, ip);
    expect((await login(mine, OWN_PASSWORD, ip, forged)).status).toBe(429);
    expect((await login(mine, OWN_PASSWORD, ip, cookie)).status).toBe(200);
  });
});

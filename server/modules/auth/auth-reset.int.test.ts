import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { loadConfig } from '../../config';
import { manualClock } from '../../lib/clock';
import { createLogger } from '../../lib/logger';
import { createServices } from '../../services';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { CUSTOMER_EMAIL, DEMO_PASSWORD, call, newGuest, renew, signIn } from '../../../tests/support/test-auth';
import type { TokenAnswer } from './auth.service';

// Each test runs against its own address so the per-address limits stay out of the way.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await t.close();
});

let n = 0;
const ip = () => ({ 'x-forwarded-for': `203.0.113.${++n}` });

async function newAccount(email: string) {
  const g = await newGuest(t);
  const res = await call<TokenAnswer>(t, 'upgradeguest', { refreshToken: g.refresh_token, email, password: 'gravel-haul-2031' });
  expect(res.status).toBe(200);
  return res.body;
}

/** The reset link mailed to `email`, from the outbox. */
async function resetLinkFor(email: string, services = t.services) {
  await services.auth.whenIdle();
  const messages = await services.mail.listOutbox(50);
  const m = messages.find((x) => x.toAddress === email && x.subject === 'Reset your Ironyard password');
  if (!m) return null;
  const url = new URL(m.text.match(/https?:\/\/\S+/)![0]);
  return { url, token: url.searchParams.get('token')!, email: url.searchParams.get('email')! };
}

describe('resetpasswordrequest', () => {
  it('answers alike for known and unknown addresses, and mails only the known one', async () => {
    const known = await call(t, 'resetpasswordrequest', { email: CUSTOMER_EMAIL }, { headers: ip() });
    const unknown = await call(t, 'resetpasswordrequest', { email: 'nobody@ironyard.test' }, { headers: ip() });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    const link = await resetLinkFor(CUSTOMER_EMAIL);
    expect(link).not.toBeNull();
    expect(link!.url.pathname).toBe('/passwordrecovery/confirm');
    expect(link!.email).toBe(CUSTOMER_EMAIL);
    expect(link!.token).toMatch(/^[\w-]{43}$/);
    expect(await resetLinkFor('nobody@ironyard.test')).toBeNull();
  });

  it('answers before looking anything up, in the same time for both', async () => {
    // The lookup and the mail happen after the answer, so the answer cannot tell the two apart.
    const rounds = 8;
    for (let i = 0; i < rounds; i++) await newAccount(`timing${i}@example.com`);
    await t.services.auth.whenIdle();
    const before = (await t.services.mail.listOutbox(500)).length;
    const timings: Record<string, number[]> = { known: [], unknown: [] };
    for (let i = 0; i < rounds; i++) {
      for (const [kind, email] of [
        ['known', `timing${i}@example.com`],
        ['unknown', `ghost${i}@example.com`],
      ] as const) {
        const started = performance.now();
        const res = await call(t, 'resetpasswordrequest', { email }, { headers: ip() });
        timings[kind].push(performance.now() - started);
        expect(res.status).toBe(200);
      }
    }
    // The fastest of each kind: a shared machine's noise only ever adds time, while a lookup or mail
    // work done before answering would add to every answer of one kind, its fastest included.
    const fastest = (xs: number[]) => Math.min(...xs);
    expect(Math.abs(fastest(timings.known) - fastest(timings.unknown))).toBeLessThan(20);
    await t.services.auth.whenIdle();
    expect((await t.services.mail.listOutbox(500)).length).toBe(before + rounds);
  });

  it('refuses a malformed address with 400', async () => {
    const res = await call(t, 'resetpasswordrequest', { email: 'no-at-sign' }, { headers: ip() });
    expect(res.status).toBe(400);
    expect(res.body.error_description).toBe('Enter a valid e-mail address.');
  });
});

describe('resetpassword', () => {
  it('sets a new password once, ends every session, and the link then stops working', async () => {
    const account = await newAccount('reset-me@example.com');
    const other = await signIn(t, 'reset-me@example.com', 'gravel-haul-2031');
    await call(t, 'resetpasswordrequest', { email: 'reset-me@example.com' }, { headers: ip() });
    const link = (await resetLinkFor('reset-me@example.com'))!;
    const weak = await call(t, 'resetpassword', { resetToken: link.token, email: link.email, newPassword: 'password1' }, { headers: ip() });
    expect(weak.body.error_description).toMatch(/too common/);
    const ok = await call(t, 'resetpassword', { resetToken: link.token, email: link.email, newPassword: 'fresh-track-pads-9' }, { headers: ip() });
    expect(ok.status).toBe(200);
    expect((await renew(t, account.refresh_token)).status).toBe(400);
    expect((await renew(t, other.refresh_token)).status).toBe(400);
    await signIn(t, 'reset-me@example.com', 'fresh-track-pads-9');
    const again = await call(t, 'resetpassword', { resetToken: link.token, email: link.email, newPassword: 'another-one-22x' }, { headers: ip() });
    expect(again.status).toBe(400);
    expect(again.body.error_description).toBe('This password reset link is invalid or has expired. Please request a new one.');
  });

  it('refuses a token with another e-mail, an unknown token, and one past its hour', async () => {
    const clock = manualClock(new Date());
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: `/tmp/ironyard-test-${process.pid}`, TRUST_PROXY: 'true' });
    const log = createLogger('silent');
    const services = createServices({ database: t.database, config, log, clock });
    const { app } = createApp({ services, log, getBuild: () => Promise.reject(new Error('no pages')) });
    const at = { request: (p: string, i?: RequestInit) => Promise.resolve(app.request(p, i)) };

    await call(at, 'resetpasswordrequest', { email: CUSTOMER_EMAIL }, { headers: ip() });
    const link = (await resetLinkFor(CUSTOMER_EMAIL, services))!;
    const wrongEmail = await call(at, 'resetpassword', { resetToken: link.token, email: 'admin@ironyard.test', newPassword: 'fresh-track-pads-9' }, { headers: ip() });
    expect(wrongEmail.status).toBe(400);
    const unknown = await call(at, 'resetpassword', { resetToken: 'A'.repeat(43), email: CUSTOMER_EMAIL, newPassword: 'fresh-track-pads-9' }, { headers: ip() });
    expect(unknown.status).toBe(400);
    clock.advance(60 * 60_000 + 1000);
    const late = await call(at, 'resetpassword', { resetToken: link.token, email: CUSTOMER_EMAIL, newPassword: 'fresh-track-pads-9' }, { headers: ip() });
    expect(late.status).toBe(400);
    expect(late.body.error).toBe('invalid_grant');
    // The password did not change.
    await signIn(t, CUSTOMER_EMAIL, DEMO_PASSWORD);
  });

  it('lifts a lockout once the password is reset from the locked address', async () => {
    await newAccount('locked@example.com');
    const home = ip();
    for (let i = 0; i < 5; i++) await call(t, 'token', { grant_type: 'password', username: 'locked@example.com', password: 'nope' + i }, { headers: home });
    expect((await call(t, 'token', { grant_type: 'password', username: 'locked@example.com', password: 'gravel-haul-2031' }, { headers: home })).status).toBe(429);
    await call(t, 'resetpasswordrequest', { email: 'locked@example.com' }, { headers: ip() });
    const link = (await resetLinkFor('locked@example.com'))!;
    expect((await call(t, 'resetpassword', { resetToken: link.token, email: link.email, newPassword: 'fresh-track-pads-9' }, { headers: home })).status).toBe(200);
    expect((await call(t, 'token', { grant_type: 'password', username: 'locked@example.com', password: 'fresh-track-pads-9' }, { headers: home })).status).toBe(200);
  });
});

describe('recovery that strangers cannot block', () => {
  it('leaves the owner a working link after three anonymous requests, with one mail per interval', async () => {
    const clock = manualClock(new Date());
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: `/tmp/ironyard-test-${process.pid}`, TRUST_PROXY: 'true' });
    const log = createLogger('silent');
    const services = createServices({ database: t.database, config, log, clock });
    const { app } = createApp({ services, log, getBuild: () => Promise.reject(new Error('no pages')) });
    const at = { request: (p: string, i?: RequestInit) => Promise.resolve(app.request(p, i)) };
    const email = 'not-blocked@example.com';
    await newAccount(email);
    const links = async () => {
      await services.auth.whenIdle();
      const mails = (await services.mail.listOutbox(500)).filter((m) => m.toAddress === email && m.subject === 'Reset your Ironyard password');
      return mails.map((m) => new URL(m.text.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!);
    };

    for (let i = 0; i < 3; i++) expect((await call(at, 'resetpasswordrequest', { email }, { headers: ip() })).status).toBe(200);
    // The owner asks too and is answered as anyone: the link mailed for the first request is in their inbox.
    const owner = await call(at, 'resetpasswordrequest', { email }, { headers: ip() });
    expect([owner.status, owner.body]).toEqual([200, { ok: true }]);
    expect(await links()).toHaveLength(1);
    // Minutes later the owner's request mails a fresh link; the first one still works.
    clock.advance(5 * 60_000 + 1000);
    expect((await call(at, 'resetpasswordrequest', { email }, { headers: ip() })).status).toBe(200);
    const [first, second] = await links();
    expect(second).toBeDefined();
    expect((await call(at, 'resetpassword', { resetToken: first, email, newPassword: 'fresh-track-pads-9' }, { headers: ip() })).status).toBe(200);
    await signIn(t, email, 'fresh-track-pads-9');
  });
});

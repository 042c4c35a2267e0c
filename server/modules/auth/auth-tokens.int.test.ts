import { sql } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { loadConfig } from '../../config';
import { manualClock } from '../../lib/clock';
import { createLogger } from '../../lib/logger';
import { createServices } from '../../services';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { CUSTOMER_EMAIL, TOKEN_REFUSED, call, queryRows, renew, signIn, tokenAnswer, whoAmI } from '../../../tests/support/test-auth';
import { ACCESS_TOKEN_AUDIENCE, loadSigningSecret } from './auth-tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function sessionsOf(customerId: string) {
  return queryRows<{ id: string; revoked_at: string | null; revoked_reason: string | null }>(
    t,
    sql`select id, revoked_at, revoked_reason from auth_sessions where customer_id = ${Number(customerId)} order by created_at`,
  );
}

describe('refresh token rotation and reuse detection', () => {
  it('20 parallel renewals with one token: all in the grace window, one family, nothing else', async () => {
    const s = await signIn(t, CUSTOMER_EMAIL);
    const before = await sessionsOf(s.user_info.id);
    const results = await Promise.all(Array.from({ length: 20 }, () => renew(t, s.refresh_token)));
    for (const r of results) expect(r.status, JSON.stringify(r.body)).toBe(200);
    const tokens = new Set(results.map((r) => r.body.refresh_token));
    expect(tokens.size).toBe(20);
    // No new family was opened and the family is alive.
    const after = await sessionsOf(s.user_info.id);
    expect(after).toHaveLength(before.length);
    const family = after.at(-1)!;
    expect(family.revoked_at).toBeNull();
    const rows = await queryRows<{ n: number }>(t, sql`select count(*)::int as n from auth_refresh_tokens where session_id = ${family.id}`);
    expect(rows[0].n).toBe(21);
    for (const r of results) expect(decodeJwt(r.body.access_token).sid).toBe(family.id);
  });

  it('a replay after the grace window revokes the whole family', async () => {
    const clock = manualClock(new Date());
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: `/tmp/ironyard-test-${process.pid}` });
    const log = createLogger('silent');
    const services = createServices({ database: t.database, config, log, clock });
    const { app } = createApp({ services, log, getBuild: () => Promise.reject(new Error('no pages')) });
    const at = { request: (p: string, i?: RequestInit) => Promise.resolve(app.request(p, i)) };

    const s = await signIn(at, CUSTOMER_EMAIL);
    const r1 = await renew(at, s.refresh_token);
    expect(r1.status).toBe(200);
    clock.advance(5_000);
    // A second tab a few seconds late still gets in.
    const r2 = await renew(at, s.refresh_token);
    expect(r2.status).toBe(200);
    clock.advance(6_000);
    const replay = await renew(at, s.refresh_token);
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual({ error: 'invalid_grant', error_description: 'Your session has expired. Please sign in again.' });
    // Every token of the family is dead now, including the newest ones, and so are its access tokens.
    expect((await renew(at, r1.body.refresh_token)).status).toBe(400);
    expect((await renew(at, r2.body.refresh_token)).status).toBe(400);
    expect(await services.auth.verifyAccessToken(r1.body.access_token)).toBeNull();
    const audit = await services.auth.auditLog({ subjectId: Number(s.user_info.id) });
    expect(audit[0].action).toBe('refresh_token.reuse');
  });

  it('ends a session at its absolute expiry however often it was renewed', async () => {
    const clock = manualClock(new Date());
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: `/tmp/ironyard-test-${process.pid}` });
    const log = createLogger('silent');
    const services = createServices({ database: t.database, config, log, clock });
    const { app } = createApp({ services, log, getBuild: () => Promise.reject(new Error('no pages')) });
    const at = { request: (p: string, i?: RequestInit) => Promise.resolve(app.request(p, i)) };

    let s = await signIn(at, CUSTOMER_EMAIL);
    for (let i = 0; i < 4; i++) {
      clock.advance(5 * 3_600_000);
      const r = await renew(at, s.refresh_token);
      expect(r.status).toBe(200);
      s = r.body;
    }
    clock.advance(4 * 3_600_000 + 1000);
    expect((await renew(at, s.refresh_token)).status).toBe(400);
    // An access token expires after its 15 minutes.
    const fresh = await signIn(at, CUSTOMER_EMAIL);
    expect(await services.auth.verifyAccessToken(fresh.access_token)).not.toBeNull();
    clock.advance(15 * 60_000 + 1000);
    expect(await services.auth.verifyAccessToken(fresh.access_token)).toBeNull();
  });
});

describe('access tokens that must be refused', () => {
  const secret = () => new TextEncoder().encode(loadSigningSecret(t.services.config, t.services.log));
  const issuer = () => t.services.config.tokenIssuer;

  async function forge(opts: { alg?: string; typ?: string; aud?: string; iss?: string; exp?: number; key?: Uint8Array; sid?: string } = {}) {
    const s = await signIn(t, CUSTOMER_EMAIL);
    const claims = decodeJwt(s.access_token);
    const now = Math.floor(Date.now() / 1000);
    const jwt = new SignJWT({ roles: ['Registered', 'Administrators'], sid: opts.sid ?? claims.sid })
      .setProtectedHeader({ alg: opts.alg ?? 'HS256', typ: opts.typ ?? 'at+jwt' })
      .setSubject(String(claims.sub))
      .setIssuer(opts.iss ?? issuer())
      .setAudience(opts.aud ?? ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt(now - 60)
      .setExpirationTime(opts.exp ?? now + 600);
    return jwt.sign(opts.key ?? secret());
  }

  it('accepts a correctly signed token (the control case)', async () => {
    expect((await whoAmI(t, await forge())).isAuthenticated).toBe(true);
  });

  it('refuses a token signed with another key', async () => {
    expect(await tokenAnswer(t, await forge({ key: new TextEncoder().encode('x'.repeat(48)) }))).toEqual(TOKEN_REFUSED);
  });

  it('refuses an expired token', async () => {
    expect(await tokenAnswer(t, await forge({ exp: Math.floor(Date.now() / 1000) - 5 }))).toEqual(TOKEN_REFUSED);
  });

  it('refuses another audience, issuer or token type', async () => {
    expect(await tokenAnswer(t, await forge({ aud: 'ironyard-admin' }))).toEqual(TOKEN_REFUSED);
    expect(await tokenAnswer(t, await forge({ iss: 'https://evil.example' }))).toEqual(TOKEN_REFUSED);
    expect(await tokenAnswer(t, await forge({ typ: 'JWT' }))).toEqual(TOKEN_REFUSED);
    expect(await tokenAnswer(t, await forge({ typ: 'refresh+jwt' }))).toEqual(TOKEN_REFUSED);
  });

  it('refuses alg none and other algorithms', async () => {
    const s = await signIn(t, CUSTOMER_EMAIL);
    const claims = decodeJwt(s.access_token);
    const none = new UnsecuredJWT({ roles: ['Administrators'], sid: claims.sid })
      .setSubject(String(claims.sub))
      .setIssuer(issuer())
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setExpirationTime('10m')
      .encode();
    expect(await tokenAnswer(t, none)).toEqual(TOKEN_REFUSED);
    expect(await tokenAnswer(t, await forge({ alg: 'HS512' }))).toEqual(TOKEN_REFUSED);
    // The real token with its header swapped to none and the signature dropped.
    const [, payload] = s.access_token.split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url');
    expect(await tokenAnswer(t, `${header}.${payload}.`)).toEqual(TOKEN_REFUSED);
  });

  it('refuses a refresh token used as an access token, and a token of an unknown session', async () => {
    const s = await signIn(t, CUSTOMER_EMAIL);
    expect(await tokenAnswer(t, s.refresh_token)).toEqual(TOKEN_REFUSED);
    expect(await tokenAnswer(t, await forge({ sid: '00000000-0000-4000-8000-000000000000' }))).toEqual(TOKEN_REFUSED);
    // And an access token is no refresh token.
    expect((await call(t, 'token', { grant_type: 'refresh_token', refresh_token: s.access_token })).status).toBe(400);
  });
});

describe('the answer to a refused token', () => {
  it('is 401 with a Bearer challenge for garbage and for a revoked session, in the header or the URL parameter', async () => {
    expect(await tokenAnswer(t, 'garbage')).toEqual(TOKEN_REFUSED);
    const s = await signIn(t, CUSTOMER_EMAIL);
    await call(t, 'logout', { refresh_token: s.refresh_token });
    expect(await tokenAnswer(t, s.access_token)).toEqual(TOKEN_REFUSED);
    const res = await t.request(`/api/graphql?authorization=${encodeURIComponent(s.access_token)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ v1 { customer { id } } }' }),
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
    expect((await res.json()).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('is 401 on the search events endpoint too, which reads the caller', async () => {
    const res = await t.request('/api/search/1/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer garbage' },
      body: JSON.stringify({ events: [] }),
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
  });
});

import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SignJWT, jwtVerify } from 'jose';
import type { Config } from '../../config';
import type { Logger } from '../../lib/logger';

/** RFC 9068's type for access tokens: a refresh or ID token can never pass as one. */
export const ACCESS_TOKEN_TYPE = 'at+jwt';
export const ACCESS_TOKEN_AUDIENCE = 'ironyard-api';
// The only algorithm accepted: `none` and public-key confusion are refused before any check.
const ALGORITHMS = ['HS256'];

export interface AccessClaims {
  /** The customer id. */
  sub: string;
  roles: string[];
  /** The session (refresh-token family) the token was issued from. */
  sid: string;
  /** The administrator's customer id when impersonating. */
  imp?: string;
}

export interface VerifiedAccessClaims extends AccessClaims {
  /** Expiry, seconds since the epoch. */
  exp: number;
}

export interface AccessTokens {
  ttlSeconds: number;
  sign(claims: AccessClaims, now: Date): Promise<string>;
  /** The claims of a valid token, or null for anything forged, expired, or of another kind. */
  verify(token: string, now: Date): Promise<VerifiedAccessClaims | null>;
  /** A key for another signature of this server (device cookies), derived from the signing secret so no second secret is needed. */
  deriveKey(purpose: string): Buffer;
}

/** Signs and checks access tokens (JWT, HS256, audience, issuer and type checked); `issuer` is config.tokenIssuer. */
export function createAccessTokens({ secret, issuer, ttlSeconds }: { secret: string; issuer: string; ttlSeconds: number }): AccessTokens {
  const key = new TextEncoder().encode(secret);
  const isId = (v: unknown): v is string => typeof v === 'string' && /^[1-9]\d{0,9}$/.test(v);
  return {
    ttlSeconds,
    deriveKey: (purpose) => crypto.createHmac('sha256', secret).update(`ironyard:${purpose}`).digest(),
    async sign(c, now) {
      const iat = Math.floor(now.getTime() / 1000);
      return new SignJWT({ roles: c.roles, sid: c.sid, ...(c.imp ? { imp: c.imp } : {}) })
        .setProtectedHeader({ alg: 'HS256', typ: ACCESS_TOKEN_TYPE })
        .setSubject(c.sub)
        .setIssuer(issuer)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .setJti(crypto.randomUUID())
        .sign(key);
    },
    async verify(token, now) {
      if (token.length > 4096) return null;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ALGORITHMS,
          issuer,
          audience: ACCESS_TOKEN_AUDIENCE,
          typ: ACCESS_TOKEN_TYPE,
          currentDate: now,
          requiredClaims: ['sub', 'exp', 'iat', 'sid'],
        });
        const { sub, roles, sid, imp, exp } = payload as Record<string, unknown>;
        if (!isId(sub) || typeof sid !== 'string' || typeof exp !== 'number') return null;
        if (!Array.isArray(roles) || !roles.every((r) => typeof r === 'string')) return null;
        if (imp !== undefined && !isId(imp)) return null;
        return { sub, roles, sid, exp, ...(imp ? { imp } : {}) };
      } catch {
        return null;
      }
    },
  };
}

/** A new refresh token or reset token: 256 random bits. */
export function newOpaqueToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** What the database keeps of an opaque token: its SHA-256, so a leaked table opens no session. */
export function hashToken(raw: string): string {
  return crypto.createHash('sha256').update(raw, 'utf8').digest('hex');
}

/**
 * The signing secret: JWT_SECRET, else one generated on first start and kept in DATA_DIR so
 * sessions survive a restart. Several servers on one database need the same JWT_SECRET.
 */
export function loadSigningSecret(config: Config, log: Logger): string {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  const file = path.join(config.dataDir, 'secrets', 'jwt-secret');
  const read = () => {
    try {
      const s = fs.readFileSync(file, 'utf8').trim();
      return s.length >= 32 ? s : null;
    } catch {
      return null;
    }
  };
  const existing = read();
  if (existing) return existing;
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = crypto.randomBytes(48).toString('base64url');
  try {
    // 'wx' fails if another process wrote it first; then both use that one.
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  } catch {
    const other = read();
    if (other) return other;
    fs.writeFileSync(file, secret, { mode: 0o600 });
  }
  if (config.isProduction && config.DATABASE_URL) {
    log.warn('JWT_SECRET is not set: this server signs with its own key; set JWT_SECRET when several servers share the database');
  }
  return secret;
}

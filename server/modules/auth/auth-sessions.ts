import { LRUCache } from 'lru-cache';
import { InvalidTokenError, type Viewer } from '../../lib/viewer';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import type { Notifications } from '../../db/notify';
import { SESSION_EXPIRED, invalidGrant } from './auth-errors';
import { isGuest, userInfo, type AuthKit } from './auth-kit';
import { startSessionSync, type SessionSync } from './auth-session-sync';
import { hashToken, newOpaqueToken, type AccessTokens } from './auth-tokens';
import type { AuthSettings, TokenAnswer } from './auth-types';
import type { AccountRow, AuthRepository, RefreshTokenMatch, SessionRow } from './auth.repository';

// How long this process trusts its last look at a session. Other processes' revocations clear the entry at once
// (auth-session-sync.ts); this is the bound only while the listening connection is down.
const SESSION_CACHE_MS = 5_000;
const SESSION_CACHE_ENTRIES = 10_000;

export interface SessionDeps {
  repo: AuthRepository;
  tokens: AccessTokens;
  clock: Clock;
  log: Logger;
  settings: AuthSettings;
  audit: AuthKit['audit'];
}

/** Where an impersonation session comes from: the administrator and their own session. */
export interface Impersonator {
  account: AccountRow;
  session: SessionRow;
}

/**
 * Sessions (token families) of the token service: opening them, issuing and rotating their tokens
 * (a replayed refresh token revokes its family), revoking them, and checking access tokens against
 * them through a short cache that other processes' revocations clear.
 */
export function createSessions({ repo, tokens, clock, log, settings, audit }: SessionDeps) {
  // Access tokens are checked against their session so logout and revocation take effect at once.
  // Bounded by count and bytes (a flood of distinct tokens must not grow it); expiry follows the injected clock.
  const sessionCache = new LRUCache<string, { active: boolean; until: number }>({
    max: SESSION_CACHE_ENTRIES,
    maxSize: SESSION_CACHE_ENTRIES * 128,
    sizeCalculation: (_v, sid) => sid.length * 2 + 64,
  });
  let sessionSync: SessionSync | null = null;
  // Bumped by every revocation heard from another process: a look at a session that started before it is not cached.
  let revocationsHeard = 0;
  /** Told of sessions revoked here or in another process (null: any may have been, the listening connection was away). */
  const revokedListeners = new Set<(sessionIds: string[] | null) => void>();
  const tellRevoked = (ids: string[] | null) => {
    for (const l of revokedListeners) {
      try {
        l(ids);
      } catch (err) {
        log.error({ err }, 'a revoked-session listener failed');
      }
    }
  };

  async function forgetSessions(ids: string[]) {
    for (const id of ids) sessionCache.delete(id);
    if (ids.length) tellRevoked(ids);
    if (ids.length === 0 || !sessionSync) return;
    // Other processes then drop them within milliseconds; if this fails, their cache entries expire (SESSION_CACHE_MS).
    await sessionSync.publish(ids).catch((err: unknown) => log.warn({ err }, 'could not tell the other servers of a revoked session'));
  }

  async function revoke(where: Parameters<AuthRepository['revokeSessions']>[0], reason: string) {
    await forgetSessions(await repo.revokeSessions(where, clock.now(), reason));
  }

  /** Opens a new session (token family) and answers with its first tokens. */
  async function openSession(account: AccountRow, opts: { clientId: string; rememberMe: boolean; impersonator?: Impersonator }): Promise<TokenAnswer> {
    const now = clock.now();
    let expiresAt = new Date(now.getTime() + (opts.rememberMe || isGuest(account) ? settings.rememberMeTtlMs : settings.sessionTtlMs));
    // An impersonation never outlives the administrator's own session.
    if (opts.impersonator && opts.impersonator.session.expiresAt < expiresAt) expiresAt = opts.impersonator.session.expiresAt;
    const session = await repo.insertSession({
      customerId: account.id,
      clientId: opts.clientId,
      rememberMe: opts.rememberMe,
      impersonatorId: opts.impersonator?.account.id ?? null,
      impersonatorSessionId: opts.impersonator?.session.id ?? null,
      createdAt: now,
      expiresAt,
    });
    return issueTokens(session, account, null, opts.impersonator?.account);
  }

  async function issueTokens(session: SessionRow, account: AccountRow, parentId: number | null, impersonator?: AccountRow | null): Promise<TokenAnswer> {
    const now = clock.now();
    const refresh = newOpaqueToken();
    await repo.insertRefreshToken({ sessionId: session.id, tokenHash: hashToken(refresh), parentId, createdAt: now });
    const access = await tokens.sign(
      {
        sub: String(account.id),
        roles: account.roles,
        sid: session.id,
        ...(session.impersonatorId ? { imp: String(session.impersonatorId) } : {}),
      },
      now,
    );
    return {
      access_token: access,
      token_type: 'Bearer',
      expires_in: tokens.ttlSeconds,
      refresh_token: refresh,
      refresh_token_exp: Math.max(0, Math.floor((session.expiresAt.getTime() - now.getTime()) / 1000)),
      user_info: userInfo(account),
      ...(impersonator ? { impersonator: userInfo(impersonator) } : {}),
    };
  }

  /**
   * Looks up a refresh token that may still be used. A token used before, outside the grace
   * window, is a replay: its whole family is revoked (RFC 9700 §4.14.2).
   */
  async function claimRefreshToken(raw: string | undefined, opts: { rotate: boolean; clientId?: string }): Promise<RefreshTokenMatch> {
    if (!raw || raw.length > 200) throw invalidGrant(SESSION_EXPIRED);
    const found = await repo.findRefreshToken(hashToken(raw));
    const now = clock.now();
    if (!found) throw invalidGrant(SESSION_EXPIRED);
    const { token, session, account } = found;
    if (session.revokedAt || session.expiresAt <= now || !account.active || account.deleted) throw invalidGrant(SESSION_EXPIRED);
    // Locking sign-in ends the account's sessions; this refuses any renewal that slips past that. Staff acting as the customer may go on.
    if (account.signInLockedAt && !session.impersonatorId) throw invalidGrant(SESSION_EXPIRED);
    if (opts.clientId && session.clientId !== opts.clientId) throw invalidGrant(SESSION_EXPIRED);
    if (session.impersonatorSessionId && !(await repo.isSessionActive(session.impersonatorSessionId, now))) {
      throw invalidGrant(SESSION_EXPIRED);
    }
    const usedAt = opts.rotate ? await repo.markRotated(token.id, now) : token.rotatedAt;
    if (usedAt && now.getTime() - usedAt.getTime() > settings.reuseGraceMs) {
      await revoke({ sessionId: session.id }, 'reuse');
      await audit({ actorId: null, subjectId: account.id, action: 'refresh_token.reuse', detail: { sessionId: session.id } });
      log.warn({ customerId: account.id, sessionId: session.id }, 'refresh token replayed: session revoked');
      throw invalidGrant(SESSION_EXPIRED);
    }
    return found;
  }

  async function impersonatorOf(session: SessionRow): Promise<AccountRow | null> {
    return session.impersonatorId ? repo.findAccount(session.impersonatorId) : null;
  }

  async function sessionActive(sid: string): Promise<boolean> {
    const now = clock.now().getTime();
    const cached = sessionCache.get(sid);
    if (cached && cached.until > now) return cached.active;
    const heard = revocationsHeard;
    const active = await repo.isSessionActive(sid, clock.now());
    if (heard === revocationsHeard) sessionCache.set(sid, { active, until: now + SESSION_CACHE_MS });
    return active;
  }

  async function verifyAccessToken(token: string): Promise<Viewer | null> {
    const claims = await tokens.verify(token, clock.now());
    if (!claims || !(await sessionActive(claims.sid))) return null;
    return {
      customerId: Number(claims.sub),
      roles: claims.roles,
      ...(claims.imp ? { impersonatorId: Number(claims.imp) } : {}),
    };
  }

  return {
    forgetSessions,
    revoke,
    openSession,
    issueTokens,
    claimRefreshToken,
    impersonatorOf,
    sessionActive,
    verifyAccessToken,

    /**
     * The caller of a request: a valid access token in `Authorization: Bearer` or the `authorization`
     * URL parameter; null when none was sent. Rejects with InvalidTokenError when one was sent and is not valid.
     */
    async resolveViewer(request: Request): Promise<Viewer | null> {
      const token = accessTokenOf(request);
      if (!token) return null;
      const viewer = await verifyAccessToken(token);
      if (!viewer) throw new InvalidTokenError();
      return viewer;
    },

    /**
     * Calls `listener` with the ids of sessions revoked in this process or another (sign-out, password
     * change, an administrator's revocation); null when any may have been (after the listening
     * connection came back). Answers a function that stops it.
     */
    onSessionsRevoked(listener: (sessionIds: string[] | null) => void): () => void {
      revokedListeners.add(listener);
      return () => revokedListeners.delete(listener);
    },

    /** Hears the sessions other server processes revoke, and tells them of this one's (PostgreSQL only). */
    async followRevocations(notifications: Notifications): Promise<void> {
      sessionSync = await startSessionSync(
        notifications,
        (ids) => {
          revocationsHeard++;
          for (const id of ids) sessionCache.delete(id);
          tellRevoked(ids);
        },
        () => {
          revocationsHeard++;
          sessionCache.clear();
          tellRevoked(null);
        },
      );
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;

/** The access token of a request: the Authorization header, or the `authorization` URL parameter of /api/graphql. */
export function accessTokenOf(request: Request): string | null {
  const header = request.headers.get('authorization');
  const fromHeader = header?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  if (fromHeader) return fromHeader;
  const url = new URL(request.url);
  if (!url.pathname.startsWith('/api/graphql')) return null;
  const param = url.searchParams.get('authorization')?.trim();
  if (!param) return null;
  return param.replace(/^Bearer\s+/i, '') || null;
}

import { GraphQLError } from 'graphql';
import { ACCESS_TOKEN_INVALID } from '../../../shared/errors';
import type { Viewer } from '../../lib/viewer';
import type { LiveStream } from './live-bus';

/** The error a subscription ends with when its socket's access token has ended: renew it and subscribe again. */
export const tokenEnded = () => new GraphQLError(ACCESS_TOKEN_INVALID, { extensions: { code: 'UNAUTHENTICATED' } });

/** The claims of a JWT, unverified (the token is verified elsewhere); {} when it cannot be read. */
function claimsOf(token: string): { exp?: unknown; sid?: unknown } {
  const body = token.split('.')[1];
  if (!body) return {};
  try {
    const claims: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    return claims && typeof claims === 'object' ? (claims as { exp?: unknown; sid?: unknown }) : {};
  } catch {
    return {};
  }
}

/** When a JWT access token ends (epoch ms), read from its `exp` claim; null when it has none. The token is verified elsewhere. */
export function tokenExpiry(token: string): number | null {
  const { exp } = claimsOf(token);
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

/** The sign-in session (`sid` claim) an access token belongs to; null when it names none. */
export function tokenSessionId(token: string): string | null {
  const { sid } = claimsOf(token);
  return typeof sid === 'string' && sid.length > 0 && sid.length <= 64 ? sid : null;
}

/** The token of `Bearer …` (or a bare token) in connection or ping parameters; null when none was sent. */
export function bearerOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const m = value.trim().match(/^(?:Bearer\s+)?(\S{1,4096})$/i);
  return m ? m[1] : null;
}

/**
 * Who is on one socket, and for how long: the access token (from the connection parameters, a ping
 * that renews it, or the session cookie of the upgrade) and the streams its subscriptions follow,
 * ended with UNAUTHENTICATED when the token ends unless a new one came first, or at once when its
 * sign-in session is revoked (sign-out, password change, an administrator's revocation).
 */
export class LiveSession {
  token: string | null = null;
  viewer: Viewer | null = null;
  /** The sign-in session of the token (its `sid`), whose revocation ends the subscriptions. */
  sessionId: string | null = null;
  private expiresAt: number | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly streams = new Set<LiveStream<unknown>>();
  private closed = false;

  /** Called when a subscription of the socket fell behind (events dropped): the socket closes it and the client reconnects. */
  onBehind: (() => void) | null = null;

  constructor(private readonly now: () => number = Date.now) {}

  /** A subscription's reader fell behind: more events came than it may have waiting. */
  behind(): void {
    if (!this.closed) this.onBehind?.();
  }

  /** Takes a verified token and its viewer; its subscriptions run until the token's expiry (or the next renewal). */
  authenticate(token: string, viewer: Viewer, expiresAt = tokenExpiry(token)): void {
    this.token = token;
    this.viewer = viewer;
    this.sessionId = tokenSessionId(token);
    this.expiresAt = expiresAt;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (expiresAt !== null) {
      // setTimeout holds 32 bits of milliseconds; a longer life is checked again when that wait ends.
      const wait = Math.min(Math.max(0, expiresAt - this.now()), 2 ** 31 - 1);
      this.timer = setTimeout(() => this.checkExpiry(), wait);
      this.timer.unref?.();
    }
  }

  /** True while the socket is anonymous or its token has not ended. */
  get current(): boolean {
    return this.token === null || this.expiresAt === null || this.expiresAt > this.now();
  }

  private checkExpiry(): void {
    this.timer = null;
    if (this.closed) return;
    if (this.current) {
      if (this.token && this.viewer) this.authenticate(this.token, this.viewer, this.expiresAt);
      return;
    }
    this.endStreams();
  }

  /** Ends every subscription with UNAUTHENTICATED (the token ended, or its session was revoked). */
  private endStreams(): void {
    for (const s of [...this.streams]) s.fail(tokenEnded());
    this.streams.clear();
  }

  /**
   * The socket's sign-in session was revoked: its subscriptions end now with UNAUTHENTICATED, and new
   * ones are refused (the token no longer verifies) until a ping brings a token of a live session.
   */
  revoked(): void {
    if (this.closed) return;
    this.endStreams();
  }

  /** Follows a subscription's stream so it ends when the token does; it leaves the set once it ends. */
  guard<T>(stream: LiveStream<T>): LiveStream<T> {
    const s = stream as LiveStream<unknown>;
    this.streams.add(s);
    const ret = stream.return!.bind(stream);
    stream.return = () => {
      this.streams.delete(s);
      return ret();
    };
    const fail = stream.fail.bind(stream);
    stream.fail = (e) => {
      this.streams.delete(s);
      fail(e);
    };
    return stream;
  }

  /** Subscriptions this socket follows now. */
  get following(): number {
    return this.streams.size;
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    for (const s of [...this.streams]) void s.return?.();
    this.streams.clear();
  }
}

// The GraphQL context of a socket's operations carries the socket's Request; its session is found by it.
const sessions = new WeakMap<Request, LiveSession>();

export function bindSession(request: Request, session: LiveSession): void {
  sessions.set(request, session);
}

/** The live session of an operation's request; null over HTTP. */
export function sessionOf(request: Request): LiveSession | null {
  return sessions.get(request) ?? null;
}

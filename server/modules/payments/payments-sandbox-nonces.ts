import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/** The sandbox's keys, each derived from the server's signing secret for one use only. */
export interface SandboxKeys {
  /** Signs nonces, so only our tokenizer can make one. */
  nonce: Buffer;
  /** Keys the card fingerprint: a plain hash of a card number is undone by trying every number. */
  card: Buffer;
}

/**
 * Keys from the secret the access tokens are signed with (JWT_SECRET, or the one kept under
 * DATA_DIR): every process with that secret accepts the others' nonces and counts the same card as
 * the same. Without a secret (unit tests), keys of this process alone.
 */
export function sandboxKeys(secret?: string): SandboxKeys {
  const ikm = secret ?? randomBytes(32);
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', ikm, 'ironyard-payments', info, 32));
  return { nonce: derive('sandbox nonce signature'), card: derive('sandbox card fingerprint') };
}

const mac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest();

/** `prefix` + the payload as base64url JSON + `.` + its HMAC-SHA256. */
export function signPayload(key: Buffer, prefix: string, payload: object): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${prefix}${body}.${mac(key, prefix + body).toString('base64url')}`;
}

/** The payload of a value `signPayload` made with this key; null for anything else, edited or made up. */
export function verifyPayload(key: Buffer, prefix: string, value: string): unknown {
  if (!value.startsWith(prefix) || value.length > 2000) return null;
  const dot = value.lastIndexOf('.');
  if (dot <= prefix.length) return null;
  const body = value.slice(prefix.length, dot);
  const given = Buffer.from(value.slice(dot + 1), 'base64url');
  const expected = mac(key, prefix + body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

/** The same card gives the same fingerprint under one key; the number cannot be read back from it. */
export function cardFingerprint(key: Buffer, digits: string): string {
  return mac(key, `card:${digits}`).subarray(0, 16).toString('base64url');
}

/** What the database keeps of a spent nonce. */
export function nonceHash(nonce: string): string {
  return createHash('sha256').update(nonce).digest('hex');
}

/** Where spent one-time nonces are recorded: the database for a server, memory for unit tests. */
export interface NonceStore {
  /** Marks the nonce spent; false when it was spent already (by this or any other process). */
  consume(hash: string, expiresAt: Date): Promise<boolean>;
  /** Gives a spent nonce back: the charge never reached the card (the gateway failed). */
  release(hash: string): Promise<void>;
}

export function memoryNonceStore(): NonceStore {
  const spent = new Set<string>();
  return {
    async consume(hash) {
      if (spent.has(hash)) return false;
      spent.add(hash);
      return true;
    },
    async release(hash) {
      spent.delete(hash);
    },
  };
}

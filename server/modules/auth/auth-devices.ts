import crypto from 'node:crypto';

/** The device cookie (OWASP "Slow Down Online Guessing Attacks with Device Cookies"). */
export const DEVICE_COOKIE = 'ironyard_device';
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
// Accounts one browser is remembered for (a shared workshop computer); the oldest falls out.
const MAX_ENTRIES = 4;
const ENTRY = /^([\w-]{22})\.(\d{1,12})\.([\w-]{43})$/;

interface Entry {
  device: string;
  exp: number;
  mac: string;
  raw: string;
}

export interface DeviceCookies {
  /**
   * The device id the cookie carries for this account (the hashed e-mail of accountKey), or null
   * when it names no such account or its entry is forged or past its date.
   */
  deviceOf(cookie: string | undefined, account: string, now: Date): string | null;
  /**
   * The cookie after a successful sign-in: this account's entry, new or renewed with the same
   * device id, first; the entries of other accounts kept as they are.
   */
  issue(cookie: string | undefined, account: string, device: string | null, now: Date): { value: string; maxAgeSeconds: number };
}

/**
 * Signs and reads device cookies. An entry is `deviceId.expiry.mac`, the MAC over the account,
 * device id and expiry, so the cookie names its account to this server only and cannot be moved
 * to another account or made to live longer.
 */
export function createDeviceCookies(key: Buffer): DeviceCookies {
  const macOf = (account: string, device: string, exp: number) =>
    crypto.createHmac('sha256', key).update(`${account}.${device}.${exp}`).digest('base64url');

  function entries(cookie: string | undefined, now: Date): Entry[] {
    if (!cookie || cookie.length > 1024) return [];
    const nowSec = Math.floor(now.getTime() / 1000);
    const out: Entry[] = [];
    for (const raw of cookie.split('~').slice(0, MAX_ENTRIES)) {
      const m = ENTRY.exec(raw);
      if (m && Number(m[2]) > nowSec) out.push({ device: m[1], exp: Number(m[2]), mac: m[3], raw });
    }
    return out;
  }

  const belongsTo = (e: Entry, account: string) => {
    const expected = Buffer.from(macOf(account, e.device, e.exp));
    const given = Buffer.from(e.mac);
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  };

  return {
    deviceOf(cookie, account, now) {
      return entries(cookie, now).find((e) => belongsTo(e, account))?.device ?? null;
    },

    issue(cookie, account, device, now) {
      const id = device ?? crypto.randomBytes(16).toString('base64url');
      const exp = Math.floor(now.getTime() / 1000) + DEVICE_COOKIE_MAX_AGE_SECONDS;
      const others = entries(cookie, now).filter((e) => !belongsTo(e, account));
      const value = [`${id}.${exp}.${macOf(account, id, exp)}`, ...others.map((e) => e.raw)].slice(0, MAX_ENTRIES).join('~');
      return { value, maxAgeSeconds: DEVICE_COOKIE_MAX_AGE_SECONDS };
    },
  };
}

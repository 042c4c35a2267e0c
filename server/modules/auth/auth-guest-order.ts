import { ROLE_GUESTS, ROLE_REGISTERED } from '../../../shared/enums';
import { normalizeOrderNumber } from '../../../shared/extended-return';
import { AuthError, EMAIL_TAKEN, invalidGrant, invalidRequest } from './auth-errors';
import { emailSchema, mailOncePerInterval, type AuthKit } from './auth-kit';
import { hashPassword } from './auth-passwords';
import { accountKey } from './auth-rate-limits';
import { hashToken, newOpaqueToken } from './auth-tokens';
import type { AccountRow } from './auth.repository';

/** The guest customer who placed an order, and the order's e-mail address. */
export interface GuestOrder {
  customerId: number;
  email: string;
}

/** How the token service finds guest orders (the orders module answers; registered at start). */
export interface GuestOrderLookups {
  /** A guest's order by its club order guid. */
  byGuid(clubOrderGuid: string): Promise<GuestOrder | null>;
  /** A guest's order by its number, only when it was placed with this e-mail (any case). */
  byNumber(customOrderNumber: string, email: string): Promise<GuestOrder | null>;
}

export const CANNOT_USE_ORDER = 'This order cannot be used to create an account.';
export const ORDER_LINK_INVALID = 'This link is invalid or has expired. Ask for a new one on the page of your order.';
export const ORDER_LOOKUP_INVALID = 'Enter the order number (IY-1234567) and the e-mail address of the order.';
export const ORDER_LINK_SUBJECT = 'Create your Ironyard account';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isGuest = (a: AccountRow) => a.roles.includes(ROLE_GUESTS) && !a.deleted;

/**
 * Registering the guest behind an order (`upgradeguestfororder`). The order's guid is in URLs and
 * mails, so it proves nothing: only the guest's own session, or a single-use link mailed to the
 * order's address, registers the account. Anything else is answered as an unknown order.
 */
export function createGuestOrderUpgrades(kit: AuthKit, lookups: () => GuestOrderLookups | null) {
  const { repo, links, limits, clock, settings } = kit;
  const cannotUse = () => invalidRequest(CANNOT_USE_ORDER);

  type Caller = { clientId?: string; rememberMe: boolean; ip: string };

  async function register(guest: AccountRow, email: string, password: string, a: Caller, detail: Record<string, unknown>) {
    const result = await repo.upgradeGuest(guest.id, {
      email,
      firstName: guest.firstName,
      lastName: guest.lastName,
      passwordHash: await hashPassword(password),
      roles: [ROLE_REGISTERED],
    });
    if (result === 'taken') throw invalidRequest(EMAIL_TAKEN);
    if (result === 'not-guest') throw cannotUse();
    await links.voidGuestUpgrades(guest.id, clock.now());
    // Guest sessions opened no password; the account they held now has one.
    await kit.revoke({ customerId: guest.id }, 'upgraded');
    const account = (await repo.findAccount(guest.id))!;
    await kit.audit({ actorId: account.id, subjectId: account.id, action: 'guest.upgraded', detail, ip: a.ip });
    return kit.openSession(account, { clientId: a.clientId!, rememberMe: a.rememberMe });
  }

  /** The guest of this refresh token when it is the customer who placed the order; otherwise null. */
  async function ownGuest(raw: string | undefined, customerId: number): Promise<AccountRow | null> {
    if (!raw) return null;
    try {
      const { session, account } = await kit.claimRefreshToken(raw, { rotate: false });
      return !session.impersonatorId && account.id === customerId && isGuest(account) ? account : null;
    } catch (err) {
      if (err instanceof AuthError) return null;
      throw err;
    }
  }

  async function byLink(a: Caller & { token: string; password?: string }) {
    await limits.hit('resetConfirmIp', a.ip);
    const invalid = invalidGrant(ORDER_LINK_INVALID);
    if (!a.token || a.token.length > 200) throw invalid;
    const link = await links.findGuestUpgrade(hashToken(a.token));
    const now = clock.now();
    if (!link || link.usedAt || link.expiresAt <= now) throw invalid;
    const guest = await repo.findAccount(link.customerId);
    if (!guest || !isGuest(guest)) throw invalid;
    const password = kit.requirePassword(a.password, link.email);
    if (!(await links.consumeGuestUpgrade(link.id, now))) throw invalid;
    return register(guest, link.email, password, a, { via: 'mailed link' });
  }

  return {
    /**
     * `upgradeguestfororder`: with `clubOrderGuid`, the guest's own `refreshToken` and a password;
     * or with the `token` of the mailed link and a password.
     */
    async upgradeGuestForOrder(a: Caller & { clubOrderGuid?: string; refreshToken?: string; token?: string; password?: string }) {
      kit.assertClient(a.clientId);
      if (a.token !== undefined) return byLink({ ...a, token: a.token });
      const guid = (a.clubOrderGuid ?? '').trim().toLowerCase();
      const order = GUID.test(guid) ? ((await lookups()?.byGuid(guid)) ?? null) : null;
      const guest = order ? await ownGuest(a.refreshToken, order.customerId) : null;
      if (!order || !guest) throw cannotUse();
      const email = kit.parseEmail(order.email, CANNOT_USE_ORDER);
      const password = kit.requirePassword(a.password, email);
      return register(guest, email, password, a, { clubOrderGuid: guid });
    },

    /**
     * `upgradeguestfororderrequest`: mails a registration link to a guest order's address when the
     * number and e-mail match. Answers alike whatever it finds, before looking (the lookup runs
     * after the answer); limited per address, and one mail per order address per interval.
     */
    async requestOrderLink(a: { clientId?: string; orderNumber?: string; email?: string; ip: string }): Promise<{ ok: true }> {
      kit.assertClient(a.clientId);
      const number = normalizeOrderNumber(a.orderNumber ?? '');
      const email = emailSchema.safeParse(a.email ?? '');
      if (!number || !email.success) throw invalidRequest(ORDER_LOOKUP_INVALID);
      await limits.hit('orderLookupIp', a.ip);
      kit.runInBackground(async () => {
        const order = (await lookups()?.byNumber(number, email.data)) ?? null;
        const guest = order ? await repo.findAccount(order.customerId) : null;
        if (!order || !guest || !isGuest(guest) || !(await repo.orderEmailRegistrable(guest.id, order.email))) return;
        const to = order.email.trim().toLowerCase();
        await mailOncePerInterval(kit, `order-link:${accountKey(to)}`, async () => {
          const raw = newOpaqueToken();
          const now = clock.now();
          await links.insertGuestUpgrade({
            customerId: guest.id,
            email: to,
            tokenHash: hashToken(raw),
            createdAt: now,
            expiresAt: new Date(now.getTime() + settings.guestLinkTtlMs),
          });
          const link = new URL('/register/confirm', settings.publicUrl);
          link.searchParams.set('token', raw);
          link.searchParams.set('email', to);
          await kit.sendMail(
            to,
            ORDER_LINK_SUBJECT,
            `Someone asked to create an Ironyard account for order ${number}, placed with this e-mail address.\n\nTo choose your password, open this link within 24 hours:\n${link.toString()}\n\nThe link works once. If you did not ask for it, ignore this e-mail: no account is created.`,
          );
        });
      }, 'order registration link');
      return { ok: true };
    },
  };
}

import { createHmac, randomBytes } from 'node:crypto';

/**
 * The key by which popular-query suggestions tell visitors apart: a registered customer by their
 * account, anyone else by their address. Only a keyed hash is kept (the key is made anew by each
 * server process and never stored), so the query log holds no address and no customer number.
 */
const secret = randomBytes(32);

export function searchVisitorKey(who: { ip: string; customerId?: number | null; registered?: boolean }): string {
  const raw = who.registered && who.customerId ? `customer:${who.customerId}` : `address:${who.ip || 'unknown'}`;
  return createHmac('sha256', secret).update(raw).digest('base64url').slice(0, 22);
}

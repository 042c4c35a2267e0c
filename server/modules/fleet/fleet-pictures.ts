import dns from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import ipaddr from 'ipaddr.js';
import { PICTURE_TEXTS } from '../../../shared/pictures';
import { PICTURE_MAX_BYTES, PictureError } from '../../lib/pictures';

const FETCH_TIMEOUT_MS = 10_000;

export { ACCEPTED_PICTURE_TYPES, decodeBase64Picture, PICTURE_MAX_BYTES, PICTURE_MAX_PIXELS, PictureError, processPicture, sniffPictureType, type ProcessedPicture } from '../../lib/pictures';
/** Stored sizes, as for product pictures (spec 2 §9). */
export const GARAGE_PICTURE_SIZES = [100, 500, 1600] as const;

const NAT64 = ipaddr.IPv6.parse('64:ff9b::');
const ZERO = ipaddr.IPv6.parse('::');

/**
 * The address a host string really stands for, in every spelling: IPv4 as dotted, decimal
 * (2130706433), octal (0177.0.0.1) or hex (0x7f.1), IPv6 with the IPv4 inside an IPv4-mapped,
 * IPv4-compatible (::/96) or NAT64 (64:ff9b::/96) address unwrapped. Null when it is not an address.
 */
export function parseAnyAddress(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const s = address.trim().replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(s)) return null;
  let ip: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    ip = ipaddr.process(s);
  } catch {
    return null;
  }
  // IPv4-compatible (::a.b.c.d, however written) and NAT64 addresses carry an IPv4 address in their last 32 bits.
  if (ip.kind() === 'ipv6' && (ip.match(NAT64, 96) || ip.match(ZERO, 96))) ip = new ipaddr.IPv4(ip.toByteArray().slice(12));
  return ip;
}

/**
 * True unless the address is plain public unicast: loopback, private, link-local, carrier NAT,
 * unspecified, broadcast, multicast, reserved and documentation ranges, and tunnelling forms
 * (6to4, Teredo, local NAT64) are all refused, as is anything that does not parse.
 */
export function isPrivateAddress(address: string): boolean {
  const bare = address.trim().replace(/^\[|\]$/g, '');
  // ::/8 is reserved by IANA (IPv4-compatible addresses included); IPv4-mapped and NAT64 ones are checked as the IPv4 they carry.
  if (ipaddr.IPv6.isValid(bare)) {
    const v6 = ipaddr.IPv6.parse(bare);
    if (!v6.isIPv4MappedAddress() && !v6.match(NAT64, 96) && v6.match(ZERO, 8)) return true;
  }
  const ip = parseAnyAddress(address);
  return ip === null || ip.range() !== 'unicast';
}

/** A host as the URL parser writes it (lower case, IP literals in one canonical spelling), no brackets. */
export function canonicalHost(host: string): string {
  const bare = host.trim().toLowerCase().replace(/^\[|\]$/g, '');
  try {
    const hostname = new URL(`http://${net.isIPv6(bare) ? `[${bare}]` : bare}/`).hostname;
    return hostname.replace(/^\[|\]$/g, '');
  } catch {
    return bare;
  }
}

const NOT_APPROVED = 'Pictures can only be taken from approved sites. Upload the picture instead.';
const NOT_DOWNLOADED = 'The picture could not be downloaded.';
const MAX_REDIRECTS = 3;

function checkedUrl(raw: string, allowed: ReadonlySet<string>): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new PictureError('The picture address is not a valid URL.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new PictureError('The picture address must start with https://.');
  if (url.username || url.password) throw new PictureError('The picture address must not carry a user name or password.');
  if (!allowed.has(canonicalHost(url.hostname))) throw new PictureError(NOT_APPROVED);
  return url;
}

export interface FetchPictureOptions {
  /** Name resolution (tests answer for made-up hosts). */
  lookup?: (host: string) => Promise<Array<{ address: string; family: number }>>;
  /** Which resolved addresses may be dialled: public ones only, unless a test lets its own listener through. */
  isAllowedAddress?: (address: string) => boolean;
}

/**
 * Downloads a picture from an allowed host: http(s) only, the host on the list, every address it
 * resolves to public in any spelling (and the connection pinned to the checked address), at most
 * three redirects each checked the same way, 10 MB and 10 seconds at most.
 */
export async function fetchPicture(
  rawUrl: string,
  allowedHosts: readonly string[],
  { lookup = (host) => dns.lookup(host, { all: true }), isAllowedAddress = (a) => !isPrivateAddress(a) }: FetchPictureOptions = {},
): Promise<{ body: Buffer; contentType: string | null }> {
  const allowed = new Set(allowedHosts.map(canonicalHost));
  let url = checkedUrl(rawUrl, allowed);
  for (let hop = 0; ; hop++) {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    let addresses: Array<{ address: string; family: number }>;
    try {
      addresses = net.isIP(host) ? [{ address: host, family: net.isIP(host) }] : await lookup(host);
    } catch {
      throw new PictureError(NOT_DOWNLOADED);
    }
    if (addresses.length === 0 || !addresses.every((a) => isAllowedAddress(a.address))) throw new PictureError(NOT_APPROVED);
    const answer = await download(url, addresses[0]);
    if ('body' in answer) return answer;
    if (hop >= MAX_REDIRECTS) throw new PictureError(NOT_DOWNLOADED);
    let next: string;
    try {
      next = new URL(answer.location, url).href;
    } catch {
      throw new PictureError(NOT_DOWNLOADED);
    }
    url = checkedUrl(next, allowed);
  }
}

function download(url: URL, pinned: { address: string; family: number }): Promise<{ body: Buffer; contentType: string | null } | { location: string }> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.get(
      url,
      {
        timeout: FETCH_TIMEOUT_MS,
        // Connect to the address just checked, so a second DNS answer cannot point somewhere private.
        lookup: (_host, opts, cb) => {
          if (opts?.all) cb(null, [pinned]);
          else cb(null, pinned.address, pinned.family);
        },
        headers: { accept: 'image/*' },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if ([301, 302, 303, 307, 308].includes(status) && res.headers.location) {
          res.resume();
          resolve({ location: res.headers.location });
          return;
        }
        if (status < 200 || status >= 300) {
          res.resume();
          reject(new PictureError(NOT_DOWNLOADED));
          return;
        }
        const declared = Number(res.headers['content-length'] ?? 0);
        if (declared > PICTURE_MAX_BYTES) {
          res.destroy();
          reject(new PictureError(PICTURE_TEXTS.tooLarge));
          return;
        }
        const chunks: Buffer[] = [];
        let total = 0;
        res.on('data', (chunk: Buffer) => {
          total += chunk.length;
          if (total > PICTURE_MAX_BYTES) {
            res.destroy();
            reject(new PictureError(PICTURE_TEXTS.tooLarge));
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () => resolve({ body: Buffer.concat(chunks), contentType: res.headers['content-type']?.split(';')[0].trim() ?? null }));
        res.on('error', () => reject(new PictureError(NOT_DOWNLOADED)));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => reject(new PictureError(NOT_DOWNLOADED)));
  });
}

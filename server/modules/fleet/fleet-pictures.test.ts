import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalHost, fetchPicture, isPrivateAddress, PictureError } from './fleet-pictures';

describe('picture address check', () => {
  it('refuses loopback, private and link-local addresses in every spelling', () => {
    const refused = [
      '127.0.0.1', '127.1', '2130706433', '0177.0.0.1', '0x7f.1', '0x7f000001', '017700000001',
      '::ffff:127.0.0.1', '::ffff:7f00:1', '[::ffff:127.0.0.1]', '::127.0.0.1', '::1', '[::1]',
      '64:ff9b::127.0.0.1', '64:ff9b::7f00:1', '64:ff9b::a00:1', '64:ff9b:1::7f00:1',
      '10.0.0.1', '0xa.1', '172.16.5.4', '192.168.1.1', '::ffff:192.168.1.1', '169.254.169.254', '::ffff:a9fe:a9fe',
      '100.64.0.1', '0.0.0.0', '0', '::', '255.255.255.255', '224.0.0.1', '240.0.0.1', '198.18.0.1', '192.0.2.1',
      'fe80::1', 'fe80::1%eth0', 'fc00::1', 'fd12:3456::1', 'ff02::1', '2001:db8::1', '2002:7f00:1::1', '2001::1', '::ffff:0:7f00:1', '::7f00:1', '::808:808', '::1:2:3',
      'localhost', 'not an address', '',
    ];
    for (const a of refused) expect(isPrivateAddress(a), a).toBe(true);
  });

  it('lets public unicast addresses through, also behind NAT64', () => {
    for (const a of ['8.8.8.8', '1.1.1.1', '::ffff:8.8.8.8', '64:ff9b::808:808', '2606:4700:4700::1111']) expect(isPrivateAddress(a), a).toBe(false);
  });

  it('compares allowed hosts in the URL parser’s spelling', () => {
    expect(canonicalHost('[::FFFF:127.0.0.1]')).toBe('::ffff:7f00:1');
    expect(canonicalHost('::ffff:127.0.0.1')).toBe('::ffff:7f00:1');
    expect(canonicalHost('0x7f.1')).toBe('127.0.0.1');
    expect(canonicalHost('Pictures.Example.COM')).toBe('pictures.example.com');
  });
});

describe('picture downloads against a listener on this machine', () => {
  let server: http.Server;
  let port: number;
  const seen: string[] = [];
  const PNG = Buffer.from('89504e470d0a1a0a', 'hex');
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push(req.url ?? '');
      const to = new URL(req.url ?? '/', 'http://x').searchParams.get('to');
      if (to) {
        res.writeHead(302, { location: to.replace('PORT', String(port)) });
        res.end();
        return;
      }
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(PNG);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const refusal = (p: Promise<unknown>) => expect(p).rejects.toThrow(new PictureError('Pictures can only be taken from approved sites. Upload the picture instead.'));

  it('never dials an allowed host written as an IPv4-mapped, decimal, octal or hex loopback address', async () => {
    const before = seen.length;
    for (const host of ['[::ffff:127.0.0.1]', '[::ffff:7f00:1]', '2130706433', '0177.0.0.1', '0x7f.1', '[::127.0.0.1]', '[64:ff9b::7f00:1]']) {
      await refusal(fetchPicture(`http://${host}:${port}/pic.png`, [host]));
    }
    expect(seen.length).toBe(before);
  });

  it('refuses a name any of whose addresses is private', async () => {
    const lookup = async () => [{ address: '8.8.8.8', family: 4 }, { address: '::ffff:127.0.0.1', family: 6 }];
    await refusal(fetchPicture('https://pictures.example/pic.png', ['pictures.example'], { lookup }));
  });

  it('checks every redirect: a private target is refused before it is dialled, an allowed one is followed', async () => {
    // The first hop is this machine's listener (let through for the test); where it redirects is checked as usual.
    const opts = { isAllowedAddress: (a: string) => a === '127.0.0.1' || !isPrivateAddress(a) };
    const allowed = ['127.0.0.1', '169.254.169.254', '::ffff:10.0.0.1', '64:ff9b::a9fe:a9fe', '192.168.0.10'];
    for (const target of ['http://169.254.169.254/latest/meta-data/', 'http://[::ffff:10.0.0.1]/x.png', 'http://[64:ff9b::a9fe:a9fe]/x.png', 'http://192.168.0.10/x.png']) {
      const before = seen.length;
      await refusal(fetchPicture(`http://127.0.0.1:${port}/r?to=${encodeURIComponent(target)}`, allowed, opts));
      expect(seen.length).toBe(before + 1);
    }
    await refusal(fetchPicture(`http://127.0.0.1:${port}/r?to=${encodeURIComponent('https://elsewhere.example/x.png')}`, allowed, opts));
    const followed = await fetchPicture(`http://127.0.0.1:${port}/r?to=${encodeURIComponent('http://127.0.0.1:PORT/pic.png')}`, allowed, opts);
    expect(followed).toEqual({ body: PNG, contentType: 'image/png' });
  });

  it('gives up after three redirects', async () => {
    const opts = { isAllowedAddress: (a: string) => a === '127.0.0.1' };
    let url = 'http://127.0.0.1:PORT/pic.png';
    for (let i = 0; i < 4; i++) url = `http://127.0.0.1:PORT/r?to=${encodeURIComponent(url)}`;
    await expect(fetchPicture(url.replace('PORT', String(port)), ['127.0.0.1'], opts)).rejects.toThrow('The picture could not be downloaded.');
  });
});

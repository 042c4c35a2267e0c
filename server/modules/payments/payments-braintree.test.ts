import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../lib/logger';
import { createBraintreeGateway } from './payments-braintree';
import { PaymentDeclined, PaymentMethodInvalid, PaymentUnavailable, type PaymentGateway } from './payments-gateway';

// The Braintree gateway through the real SDK, against a local server that answers with recorded
// Braintree API answers (recorded/*.xml): no network, the SDK's own request building and parsing.
const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'recorded');
const recorded = (name: string) => fs.readFileSync(path.join(dir, `${name}.xml`), 'utf8');

interface Seen {
  method: string;
  url: string;
  body: Record<string, unknown> | null;
  auth: string;
}

let server: http.Server;
let port = 0;
let seen: Seen[] = [];
let answers: Array<{ method: string; path: RegExp; status: number; xml?: string }> = [];

function answer(method: string, p: RegExp, status: number, name?: string) {
  answers.push({ method, path: p, status, xml: name ? recorded(name) : undefined });
}

let gateway: PaymentGateway;
const billing = {
  firstName: 'Dana',
  lastName: 'Driver',
  company: '',
  email: 'dana@example.com',
  address1: '100 Main St',
  address2: '',
  city: 'Austin',
  countryId: 1,
  stateProvinceId: null,
  zipPostalCode: '78701',
  phoneNumber: '',
};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, body: raw ? JSON.parse(raw) : null, auth: req.headers.authorization ?? '' });
      const i = answers.findIndex((a) => a.method === req.method && a.path.test(req.url!));
      if (i < 0) {
        res.writeHead(500).end();
        return;
      }
      const [a] = answers.splice(i, 1);
      res.writeHead(a.status, { 'content-type': 'application/xml; charset=utf-8' });
      res.end(a.xml ?? ' ');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as { port: number }).port;
  gateway = createBraintreeGateway(
    { merchantId: 'ironyard', publicKey: 'pub-key', privateKey: 'priv-key', environment: 'sandbox', endpoint: { host: '127.0.0.1', port } },
    createLogger('silent'),
  );
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
});

beforeEach(() => {
  seen = [];
  answers = [];
});

describe('Braintree gateway (recorded answers)', () => {
  it('generates a client token with the merchant credentials', async () => {
    answer('POST', /^\/merchants\/ironyard\/client_token$/, 201, 'client-token');
    const token = await gateway.clientToken();
    expect(token).toMatch(/^eyJ2ZXJzaW9uIjoy/);
    expect(seen[0].auth).toBe(`Basic ${Buffer.from('pub-key:priv-key').toString('base64')}`);
  });

  it('authorises a nonce without settling, then captures and voids', async () => {
    answer('POST', /^\/merchants\/ironyard\/transactions$/, 201, 'sale-approved');
    const auth = await gateway.authorize({ instrument: { nonce: 'tokencc_bf_abc' }, amount: '112.35', deviceData: '{"correlation_id":"c1"}', idempotencyKey: 'k1', billing });
    expect(auth).toEqual({
      transactionId: '7mk2a9xq',
      amount: '112.35',
      details: { paymentType: 'CREDIT_CARD', cardType: 'Visa', last4: '1111', exp: '12/2030', cardholderName: 'Dana Driver', accountNameOrEmail: 'Dana Driver' },
    });
    const sale = seen[0].body as { transaction: Record<string, unknown> & { options: Record<string, unknown> } };
    expect(sale.transaction).toMatchObject({
      amount: '112.35',
      payment_method_nonce: 'tokencc_bf_abc',
      device_data: '{"correlation_id":"c1"}',
      type: 'sale',
      options: { submit_for_settlement: false },
    });
    answer('PUT', /^\/merchants\/ironyard\/transactions\/7mk2a9xq\/submit_for_settlement$/, 200, 'settle');
    await gateway.capture('7mk2a9xq', '112.35');
    expect(seen[1].body).toEqual({ transaction: { amount: '112.35' } });
    answer('PUT', /^\/merchants\/ironyard\/transactions\/7mk2a9xq\/void$/, 200, 'void');
    await gateway.void('7mk2a9xq');
    expect(seen[2].method).toBe('PUT');
  });

  it('charges a saved method by its token and reads PayPal answers', async () => {
    answer('POST', /\/transactions$/, 201, 'sale-paypal');
    const auth = await gateway.authorize({ instrument: { token: '8xv2pmq' }, amount: '42.00', idempotencyKey: 'k2' });
    expect(auth.details).toMatchObject({ paymentType: 'PAY_PAL', cardType: 'PayPal', accountNameOrEmail: 'payer@example.com', last4: '' });
    expect((seen[0].body as { transaction: Record<string, unknown> }).transaction).toMatchObject({ payment_method_token: '8xv2pmq' });
  });

  it('turns a processor decline, a used nonce and a gateway outage into the customer-facing errors', async () => {
    answer('POST', /\/transactions$/, 422, 'sale-declined');
    await expect(gateway.authorize({ instrument: { nonce: 'n' }, amount: '112.35', idempotencyKey: 'k3' })).rejects.toBeInstanceOf(PaymentDeclined);
    answer('POST', /\/transactions$/, 422, 'sale-consumed-nonce');
    await expect(gateway.authorize({ instrument: { nonce: 'n' }, amount: '112.35', idempotencyKey: 'k4' })).rejects.toBeInstanceOf(PaymentMethodInvalid);
    answer('POST', /\/transactions$/, 503);
    await expect(gateway.authorize({ instrument: { nonce: 'n' }, amount: '112.35', idempotencyKey: 'k5' })).rejects.toBeInstanceOf(PaymentUnavailable);
  });

  it('vaults a card for a new customer (verified) and deletes it', async () => {
    answer('GET', /^\/merchants\/ironyard\/customers\/iy-42$/, 404);
    answer('POST', /^\/merchants\/ironyard\/customers$/, 201, 'customer-created');
    answer('POST', /^\/merchants\/ironyard\/payment_methods$/, 201, 'payment-method-card');
    const saved = await gateway.vault({ nonce: 'tokencc_bf_xyz', customerRef: '42', billing, deviceData: '{}' });
    expect(saved).toEqual({
      token: '8xv2pmq',
      details: { paymentType: 'CREDIT_CARD', cardType: 'MasterCard', last4: '4444', exp: '01/2031', cardholderName: 'Dana Driver', accountNameOrEmail: 'Dana Driver' },
    });
    const pm = seen[2].body as { payment_method: Record<string, unknown> & { options: Record<string, unknown>; billing_address: Record<string, unknown> } };
    expect(pm.payment_method).toMatchObject({ customer_id: 'iy-42', payment_method_nonce: 'tokencc_bf_xyz', options: { verify_card: true } });
    expect(pm.payment_method.billing_address).toMatchObject({ street_address: '100 Main St', locality: 'Austin', postal_code: '78701' });
    answer('DELETE', /^\/merchants\/ironyard\/payment_methods\/any\/8xv2pmq$/, 200);
    await gateway.removeVaulted('8xv2pmq');
    expect(seen[3].method).toBe('DELETE');
  });

  it('refuses to save a card the bank declines at verification', async () => {
    answer('GET', /\/customers\/iy-7$/, 200, 'customer-created');
    answer('POST', /\/payment_methods$/, 422, 'payment-method-declined');
    await expect(gateway.vault({ nonce: 'n', customerRef: '7', billing })).rejects.toBeInstanceOf(PaymentDeclined);
  });

  it('never sends a card number: only nonces and tokens leave the server', () => {
    const all = JSON.stringify(seen);
    expect(all).not.toMatch(/\b\d{13,19}\b/);
  });
});

import { sql } from 'drizzle-orm';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { manualClock } from '../../server/lib/clock';
import { createLogger } from '../../server/lib/logger';
import { createServices } from '../../server/services';
import { createTestDatabase } from '../setup/test-db';
import type { TestApp } from '../setup/test-app';
import { call, signIn } from './test-auth';
import type { TokenAnswer } from '../../server/modules/auth/auth.service';
import { checkoutFor, putInCart, stockedProduct, usAddress } from './test-checkout';

export type OrdersTestApp = TestApp & { clock: ReturnType<typeof manualClock> };

/** The server on a fresh test database with a clock the test moves (carrier scans, settlement, return windows). */
export async function createOrdersTestApp(env: Record<string, string> = {}): Promise<OrdersTestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: `/tmp/ironyard-test-${process.pid}`, DEMO_DATA: 'false', SANDBOX_CARRIER_SPEED: '1', ...env });
  const log = createLogger('silent');
  const clock = manualClock(new Date());
  const services = createServices({ database, config, log, clock });
  const { app } = createApp({ services, log, getBuild: () => Promise.reject(new Error('pages are not built in API tests')) });
  await services.search.start();
  const request = async (path: string, init?: RequestInit) => app.request(path, init);
  return {
    database,
    services,
    clock,
    request,
    fetch: (req) => app.fetch(req),
    graphql: async (query, variables, headers = {}) => {
      const res = await request('/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query, variables }) });
      return { status: res.status, body: await res.json() };
    },
    close: async () => {
      await services.orders.whenIdle();
      await services.catalog.whenIdle();
      await services.search.close();
      await database.close();
    },
  };
}

let accounts = 0;

export const CUSTOMER_PASSWORD = 'gravel-haul-2031';

/** A new registered customer, signed in. */
export async function newCustomer(t: TestApp): Promise<{ id: number; token: string; email: string; answer: TokenAnswer }> {
  const g = await call<TokenAnswer>(t, 'createguest');
  const email = `buyer-${process.pid}-${++accounts}-${Date.now().toString(36)}@example.com`;
  const up = await call(t, 'upgradeguest', { refreshToken: g.body.refresh_token, email, password: 'gravel-haul-2031', name: 'Robin Buyer' });
  if (up.status !== 200) throw new Error(`upgradeguest: ${JSON.stringify(up.body)}`);
  const answer = await signIn(t, email, 'gravel-haul-2031');
  return { id: Number(answer.user_info.id), token: answer.access_token, email, answer };
}

let keys = 0;

/** Places an order for the customer: `lines` of fresh stocked products (quantity each), paid with the sandbox's test nonce. */
export async function placeOrder(t: OrdersTestApp, customerId: number, quantities: number[], opts: { offset?: number; stock?: number; status?: string } = {}) {
  const products = [];
  for (const [i, q] of quantities.entries()) {
    const p = await stockedProduct(t, opts.stock ?? 50, { offset: (opts.offset ?? 0) + i, status: opts.status });
    await putInCart(t, customerId, p.id, q);
    products.push(p);
  }
  const order = await checkoutFor(t).placeOrderExternalPayment({
    customerId,
    isGuest: false,
    idempotencyKey: `orders-test-${++keys}-${Date.now().toString(36)}`,
    cart: null,
    email: 'robin@example.com',
    nonce: 'fake-valid-nonce',
    paymentType: 'CREDIT_CARD',
    shippingAddress: await usAddress(t),
    billingAddress: null,
    deviceData: null,
  });
  return { order, products };
}

/** Ships the order and moves the clock until the carrier has delivered everything. */
export async function deliver(t: OrdersTestApp, orderId: number): Promise<void> {
  await t.services.orders.shipOrder(orderId);
  t.clock.advance(200 * 3_600_000);
  await t.services.orders.syncTracking();
}

export async function mailTo(t: TestApp, email: string): Promise<Array<{ subject: string; text: string }>> {
  const r = (await t.database.db.execute(sql`select subject, text from mail_outbox where to_address = ${email} order by id`)) as unknown as { rows: Array<{ subject: string; text: string }> };
  return r.rows;
}

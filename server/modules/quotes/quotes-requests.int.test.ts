import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, newGuest, signIn } from '../../../tests/support/test-auth';
import { checkoutFor, stockedProduct, usAddress } from '../../../tests/support/test-checkout';
import { createOrdersTestApp, mailTo, newCustomer, type OrdersTestApp } from '../../../tests/support/test-orders';

let t: OrdersTestApp;
let adminToken: string;
let adminId: number;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;
async function gql(token: string | null, query: string, variables: Record<string, unknown> = {}): Promise<{ data: Any; errors: Any }> {
  return (await t.graphql<{ v1: Any }>(query, variables, token ? { authorization: `Bearer ${token}` } : {})).body as Any;
}

const REQUEST = `mutation($input: QuoteRequestInput!) { v1 { quote { request(input: $input) { id requestNumber status source email query note poNumber machine items { productId partNumber quantity } } } } }`;
const MINE = `{ v1 { myQuoteRequests { id requestNumber status } } }`;
const LIST = `query($status: AdminQuoteFilter, $search: String, $page: Int, $first: Int, $sort: AdminQuoteSort) {
  v1 { admin { quoteRequests(status: $status, search: $search, page: $page, first: $first, sort: $sort) { totalCount page pageCount nodes { id requestNumber status source email quoteGuid } } } } }`;
const ONE = `query($id: ID!) { v1 { admin { quoteRequest(id: $id) { id status note poNumber machine expirationDate quoteGuid items { partNumber quantity product { id } } quote { id items { productId quantity price shippingPrice } } } } } }`;
const PARTS = `query($p: String!) { v1 { admin { quoteParts(partNumber: $p) { productId sku name } } } }`;
const SEND = `mutation($id: ID!, $pricing: QuotePricingInput!) { v1 { admin { quotes { send(requestId: $id, pricing: $pricing) { id status quoteGuid expirationDate } } } } }`;
const ADD = `mutation($q: QuoteInput!) { v1 { quote { add(quote: $q) { id guid } } } }`;

const inDays = (n: number) => new Date(t.clock.now().getTime() + n * 86_400_000).toISOString();

/** A product of the search index with a manufacturer's part number, and that number spelt another way. */
function partWithMpn(offset: number) {
  const records = [...Array(2000).keys()].map((i) => t.services.search.engine.getRecord(i + 1)).filter((r) => r && /[0-9]/.test(r.manufacturerPartNumber) && r.price !== null);
  const r = records[offset]!;
  const respelt = r.manufacturerPartNumber
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase()
    .replace(/(.{2})/, '$1 ');
  return { id: r.id, sku: r.sku, mpn: r.manufacturerPartNumber, respelt };
}

beforeAll(async () => {
  t = await createOrdersTestApp();
  const admin = await signIn(t, ADMIN_EMAIL);
  adminToken = admin.access_token;
  adminId = Number(admin.user_info.id);
});

afterAll(async () => {
  await t?.close();
});

describe('asking for a quote', () => {
  it('takes a registered customer’s cart lines, note, PO and machine, mails a confirmation and lists it on their account', async () => {
    const buyer = await newCustomer(t);
    const p = await stockedProduct(t, 20, { offset: 3 });
    const res = await gql(buyer.token, REQUEST, {
      input: { source: 'cart', email: 'ignored@example.com', note: 'Need them by Friday', poNumber: 'PO-991', machine: 'John Deere 4020', lines: [{ productId: String(p.id), partNumber: 'SKU-X', quantity: 4 }] },
    });
    expect(res.errors).toBeUndefined();
    const r = res.data.v1.quote.request;
    expect(r).toMatchObject({ status: 'REQUESTED', source: 'cart', email: buyer.email, note: 'Need them by Friday', poNumber: 'PO-991', machine: 'John Deere 4020', items: [{ productId: String(p.id), quantity: 4 }] });
    expect(r.requestNumber).toBe(`Q-${r.id}`);
    await t.services.orders.whenIdle();
    await new Promise((ok) => setTimeout(ok, 50));
    expect((await mailTo(t, buyer.email)).map((m) => m.subject)).toContain(`We received your quote request Q-${r.id}`);
    const mine = await gql(buyer.token, MINE);
    expect(mine.data.v1.myQuoteRequests).toEqual([{ id: r.id, requestNumber: r.requestNumber, status: 'REQUESTED' }]);
  });

  it('takes a guest’s search text with an e-mail; without an e-mail, or with bad input, it is refused and nothing is stored', async () => {
    const guest = await newGuest(t);
    const before = await gql(adminToken, LIST, { status: 'ALL' });
    const noMail = await gql(guest.access_token, REQUEST, { input: { source: 'search', query: 'hydraulic pump 4020', lines: [] } });
    expect(noMail.errors[0].message).toBe('Enter your e-mail address: the quote is sent there.');
    const noQuery = await gql(guest.access_token, REQUEST, { input: { source: 'search', email: 'g@example.com', query: ' ', lines: [] } });
    expect(noQuery.errors[0].message).toBe('Say which part you are looking for.');
    const badQty = await gql(null, REQUEST, { input: { source: 'search', email: 'g@example.com', query: 'pump', lines: [{ partNumber: 'AR 1234', quantity: 0 }] } });
    expect(badQty.errors[0].message).toBe('Line 1: enter a quantity from 1 to 10,000.');
    expect((await gql(adminToken, LIST, { status: 'ALL' })).data.v1.admin.quoteRequests.totalCount).toBe(before.data.v1.admin.quoteRequests.totalCount);

    const ok = await gql(guest.access_token, REQUEST, { input: { source: 'search', email: 'guest-quote@example.com', query: 'hydraulic pump 4020', note: 'two of them', lines: [{ partNumber: 'AR 1234', quantity: 2 }] } });
    expect(ok.errors).toBeUndefined();
    expect(ok.data.v1.quote.request).toMatchObject({ status: 'REQUESTED', source: 'search', email: 'guest-quote@example.com', query: 'hydraulic pump 4020' });
    // A guest has no account list.
    expect((await gql(guest.access_token, MINE)).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('the staff’s quotes queue', () => {
  async function guestRequest(email: string, partNumber: string) {
    const res = await gql(null, REQUEST, { input: { source: 'search', email, query: `looking for ${partNumber}`, lines: [{ partNumber, quantity: 2 }] } });
    expect(res.errors).toBeUndefined();
    return res.data.v1.quote.request as { id: string; requestNumber: string };
  }

  it('lists requests by status and finds them by e-mail or number; a part number is found in any spelling', async () => {
    const r = await guestRequest('finder@example.com', 'X1');
    const requested = (await gql(adminToken, LIST, { status: 'REQUESTED', first: 50 })).data.v1.admin.quoteRequests;
    expect(requested.nodes.map((n: Any) => n.id)).toContain(r.id);
    expect(requested.nodes.every((n: Any) => n.status === 'REQUESTED')).toBe(true);
    expect((await gql(adminToken, LIST, { search: 'finder@exa' })).data.v1.admin.quoteRequests.nodes.map((n: Any) => n.id)).toEqual([r.id]);
    expect((await gql(adminToken, LIST, { search: r.requestNumber })).data.v1.admin.quoteRequests.nodes[0].id).toBe(r.id);
    const paged = (await gql(adminToken, LIST, { first: 1, page: 2 })).data.v1.admin.quoteRequests;
    expect(paged.nodes).toHaveLength(1);
    expect(paged.page).toBe(2);
    const newest = (await gql(adminToken, LIST, { first: 50 })).data.v1.admin.quoteRequests.nodes.map((n: Any) => Number(n.id));
    const oldest = (await gql(adminToken, LIST, { first: 50, sort: 'OLDEST' })).data.v1.admin.quoteRequests.nodes.map((n: Any) => Number(n.id));
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
    expect(oldest).toEqual([...newest].reverse());

    const part = partWithMpn(0);
    const found = await gql(adminToken, PARTS, { p: part.respelt });
    expect(found.errors).toBeUndefined();
    expect(found.data.v1.admin.quoteParts[0].productId).toBe(String(part.id));
    expect((await gql(adminToken, PARTS, { p: part.sku.toLowerCase() })).data.v1.admin.quoteParts[0].productId).toBe(String(part.id));
  });

  it('refuses negative prices, a past expiry and unknown part numbers (naming the line), then sends the quote, mails its link and audits it', async () => {
    const r = await guestRequest('pricing@example.com', 'whatever');
    const a = partWithMpn(1);
    const b = partWithMpn(2);
    const pricing = (over: Record<string, unknown> = {}) => ({
      expirationDate: inDays(14),
      freight: 45,
      lines: [
        { partNumber: a.respelt, quantity: 2, price: 19.5 },
        { partNumber: b.sku, quantity: 1, price: 7 },
      ],
      ...over,
    });
    const negative = await gql(adminToken, SEND, { id: r.id, pricing: pricing({ lines: [{ partNumber: a.sku, quantity: 1, price: -1 }] }) });
    expect(negative.errors[0].message).toContain('Line 1: the price must be 0 or more.');
    const negativeFreight = await gql(adminToken, SEND, { id: r.id, pricing: pricing({ freight: -5 }) });
    expect(negativeFreight.errors[0].message).toBe('The freight must be 0 or more.');
    const past = await gql(adminToken, SEND, { id: r.id, pricing: pricing({ expirationDate: inDays(-1) }) });
    expect(past.errors[0].message).toContain('The expiration date must be in the future.');
    const unknown = await gql(adminToken, SEND, { id: r.id, pricing: pricing({ lines: [{ partNumber: a.sku, quantity: 1, price: 3 }, { partNumber: 'ZZ-NO-SUCH-9999999', quantity: 1, price: 3 }] }) });
    expect(unknown.errors[0].message).toContain('Line 2: no part has the number “ZZ-NO-SUCH-9999999”.');
    expect((await gql(adminToken, ONE, { id: r.id })).data.v1.admin.quoteRequest.status).toBe('REQUESTED');

    const sent = await gql(adminToken, SEND, { id: r.id, pricing: pricing() });
    expect(sent.errors).toBeUndefined();
    expect(sent.data.v1.admin.quotes.send.status).toBe('SENT');
    const guid = sent.data.v1.admin.quotes.send.quoteGuid;
    const one = (await gql(adminToken, ONE, { id: r.id })).data.v1.admin.quoteRequest;
    expect(one.quote.items).toEqual([
      { productId: String(a.id), quantity: 2, price: 19.5, shippingPrice: 45 },
      { productId: String(b.id), quantity: 1, price: 7, shippingPrice: 0 },
    ]);
    await new Promise((ok) => setTimeout(ok, 50));
    const mail = (await mailTo(t, 'pricing@example.com')).find((m) => m.subject === `Your quote ${r.requestNumber} is ready`);
    expect(mail?.text).toContain(`/cart/quote/${guid}`);

    const audit = (await t.database.db.execute(sql`select action, actor_id, record_type, record_id, before, after from audit_log where record_type = 'quote' and record_id = ${r.id}`)) as unknown as { rows: Any[] };
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]).toMatchObject({ action: 'quote.sent', actor_id: adminId, before: { status: 'REQUESTED' }, after: { status: 'SENT' } });

    const again = await gql(adminToken, SEND, { id: r.id, pricing: pricing() });
    expect(again.errors[0].extensions.code).toBe('CONFLICT');
  });

  it('shows a sent quote as ordered once the customer orders it, and as expired once its expiry passes', async () => {
    const r = await guestRequest('orderer@example.com', 'y');
    const p = await stockedProduct(t, 30, { offset: 8 });
    const sku = t.services.search.engine.getRecord(p.id)!.sku;
    const sent = await gql(adminToken, SEND, { id: r.id, pricing: { expirationDate: inDays(3), freight: 0, lines: [{ partNumber: sku, quantity: 1, price: 11 }] } });
    const guid = sent.data.v1.admin.quotes.send.quoteGuid;
    const g = await newGuest(t);
    const guestId = Number(g.user_info.id);
    await t.services.cart.accessQuote(guestId, guid);
    await checkoutFor(t).placeOrderExternalPayment({
      customerId: guestId,
      isGuest: true,
      idempotencyKey: `quote-request-test-${Date.now()}`,
      cart: { quoteGuid: guid },
      email: 'orderer@example.com',
      nonce: 'fake-valid-nonce',
      paymentType: 'CREDIT_CARD',
      shippingAddress: await usAddress(t),
      billingAddress: null,
      deviceData: null,
    } as Any);
    expect((await gql(adminToken, ONE, { id: r.id })).data.v1.admin.quoteRequest.status).toBe('ORDERED');

    const late = await guestRequest('late@example.com', 'z');
    await gql(adminToken, SEND, { id: late.id, pricing: { expirationDate: inDays(1), lines: [{ partNumber: sku, quantity: 1, price: 11 }] } });
    expect((await gql(adminToken, ONE, { id: late.id })).data.v1.admin.quoteRequest.status).toBe('SENT');
    t.clock.advance(2 * 86_400_000);
    adminToken = (await signIn(t, ADMIN_EMAIL)).access_token;
    expect((await gql(adminToken, ONE, { id: late.id })).data.v1.admin.quoteRequest.status).toBe('EXPIRED');
    const expired = (await gql(adminToken, LIST, { status: 'EXPIRED', first: 50 })).data.v1.admin.quoteRequests.nodes.map((n: Any) => n.id);
    expect(expired).toContain(late.id);
    const ordered = (await gql(adminToken, LIST, { status: 'ORDERED', first: 50 })).data.v1.admin.quoteRequests.nodes.map((n: Any) => n.id);
    expect(ordered).toEqual([r.id]);
  });

  it('lists a quote staff write on /quotes (part numbers in any spelling) as sent, audited', async () => {
    const part = partWithMpn(3);
    const add = await gql(adminToken, ADD, { q: { title: 'Direct', expirationDate: inDays(10), items: [{ partNumber: part.respelt, quantity: 1, price: 5 }] } });
    expect(add.errors).toBeUndefined();
    // One made for a customer by e-mail, and one by customer number, carry their e-mail into the list.
    const buyer = await newCustomer(t);
    for (const who of [{ customerEmail: buyer.email.toUpperCase() }, { customerId: String(buyer.id) }]) {
      const forBuyer = await gql(adminToken, ADD, { q: { ...who, title: 'For a buyer', expirationDate: inDays(10), items: [{ productId: String(part.id), quantity: 1, price: 5 }] } });
      expect(forBuyer.errors).toBeUndefined();
    }
    const theirs = (await gql(adminToken, LIST, { search: buyer.email })).data.v1.admin.quoteRequests.nodes;
    expect(theirs).toMatchObject([{ source: 'staff', email: buyer.email }, { source: 'staff', email: buyer.email }]);
    const unknown = await gql(adminToken, ADD, { q: { expirationDate: inDays(10), items: [{ partNumber: part.sku, quantity: 1, price: 5 }, { partNumber: 'NOPE-000-XYZ-12345', quantity: 1, price: 5 }] } });
    expect(unknown.errors[0].message).toContain('Line 2: no part has the number “NOPE-000-XYZ-12345”.');
    const listed = (await gql(adminToken, LIST, { search: 'Direct' })).data.v1.admin.quoteRequests.nodes;
    expect(listed).toMatchObject([{ source: 'staff', status: 'SENT', quoteGuid: add.data.v1.quote.add.guid }]);
    const audit = (await t.database.db.execute(sql`select action from audit_log where record_type = 'quote' and record_id = ${listed[0].id}`)) as unknown as { rows: Any[] };
    expect(audit.rows.map((r) => r.action)).toEqual(['quote.created']);
  });

  it('answers FORBIDDEN to customers and guests on every staff field', async () => {
    const buyer = await newCustomer(t);
    const guest = await newGuest(t);
    for (const token of [buyer.token, guest.access_token]) {
      for (const r of [
        await gql(token, LIST),
        await gql(token, ONE, { id: '1' }),
        await gql(token, PARTS, { p: 'x' }),
        await gql(token, SEND, { id: '1', pricing: { expirationDate: inDays(3), lines: [{ partNumber: 'x', quantity: 1, price: 1 }] } }),
      ])
        expect(r.errors[0].extensions.code).toBe('FORBIDDEN');
    }
  });
});

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { returnDrafts, returnPhotos } from '../../db/schema/orders';
import { createOrdersTestApp, deliver, mailTo, newCustomer, placeOrder, type OrdersTestApp } from '../../../tests/support/test-orders';
import { EXTENDED_RETURN_TEXTS } from '../../../shared/extended-return';

let t: OrdersTestApp;
let customer: { id: number; token: string };
let png: string;

beforeAll(async () => {
  // Behind a proxy, so each test can call from its own address.
  t = await createOrdersTestApp({ STORE_EMAIL: 'returns-desk@ironyard.test', TRUST_PROXY: 'true' });
  customer = await newCustomer(t);
  png = (await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c00' } }).png().toBuffer()).toString('base64');
});

afterAll(async () => {
  await t?.close();
});

const DRAFT = `id orderNumber email outsideReturnWindow refusal reason reasonText comments estimatedRefund
  lines { orderItemId productName returnable quantity }
  photos { id fileName thumbnailUrl imageUrl width height }
  submittedReturn { returnNumber status channel outsideReturnWindow reason photos { id imageUrl } items { orderItemId quantity } }`;

type Draft = {
  id: string;
  orderNumber: string;
  outsideReturnWindow: boolean;
  refusal: string;
  reason: string | null;
  estimatedRefund: number | null;
  lines: Array<{ orderItemId: string; productName: string; returnable: number; quantity: number }>;
  photos: Array<{ id: string; fileName: string; thumbnailUrl: string; imageUrl: string; width: number; height: number }>;
  submittedReturn: { returnNumber: string; status: string; channel: string; outsideReturnWindow: boolean; reason: string; photos: Array<{ id: string; imageUrl: string }>; items: Array<{ orderItemId: string; quantity: number }> } | null;
};

type Answer = { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: { code?: string } }> };

let caller = 0;
/** Each test calls from its own address, so the lookup budget of one does not spend another's. */
async function op(query: string, variables: Record<string, unknown>, ip = `198.51.100.${++caller % 250}`): Promise<Answer> {
  const res = await t.request('/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify({ query, variables }) });
  return (await res.json()) as Answer;
}

async function mutate(field: string, args: string, variables: Record<string, unknown>, ip?: string): Promise<{ draft: Draft | null; error: { code?: string; message: string } | null }> {
  const a = await op(`mutation(${args}) { v1 { extendedReturn { ${field} { ${DRAFT} } } } }`, variables, ip);
  const e = a.errors?.[0];
  const group = (a.data?.v1 as { extendedReturn?: Record<string, Draft> } | undefined)?.extendedReturn;
  return { draft: group?.[field.split('(')[0]] ?? null, error: e ? { code: e.extensions?.code, message: e.message } : null };
}

const start = (orderNumber: string, email: string, draftId?: string, ip?: string) =>
  mutate('start(orderNumber: $n, email: $e, draftId: $d)', '$n: String!, $e: String!, $d: ID', { n: orderNumber, e: email, d: draftId ?? null }, ip);
const setLines = (id: string, items: Array<{ orderItemId: string; quantity: number }>) => mutate('setLines(id: $id, items: $items)', '$id: ID!, $items: [ExtendedReturnLineInput!]!', { id, items });
const setReason = (id: string, reason: string, reasonText?: string) => mutate('setReason(id: $id, reason: $r, reasonText: $t)', '$id: ID!, $r: ReturnReason!, $t: String', { id, r: reason, t: reasonText ?? null });
const addPhoto = (id: string, data: string, mime = 'image/png', fileName = 'bent-flange.png') =>
  mutate('addPhoto(id: $id, base64PictureData: $d, mimeType: $m, fileName: $f)', '$id: ID!, $d: String!, $m: String!, $f: String', { id, d: data, m: mime, f: fileName });
const submit = (id: string) => mutate('submit(id: $id)', '$id: ID!', { id });
const draftOf = async (id: string) => ((await op(`query($id: ID!) { v1 { extendedReturn(id: $id) { ${DRAFT} } } }`, { id })).data!.v1 as { extendedReturn: Draft | null }).extendedReturn;

async function deliveredOrder(quantities: number[], offset: number) {
  const { order, products } = await placeOrder(t, customer.id, quantities, { offset, stock: 20 });
  await deliver(t, order.id);
  return { order, products };
}

describe('finding the order (step 1)', () => {
  it('needs the order number and the e-mail it was placed with; a wrong one of either gets the same answer, and nothing is stored', async () => {
    const { order } = await deliveredOrder([1], 0);
    const drafts = async () => (await t.database.db.select({ n: count() }).from(returnDrafts))[0].n;
    const before = await drafts();
    for (const [n, e] of [
      [order.customOrderNumber, 'someone-else@example.com'],
      ['IY-999999999', 'robin@example.com'],
    ]) {
      const { error } = await start(n, e);
      expect(error).toEqual({ code: 'NOT_FOUND', message: EXTENDED_RETURN_TEXTS.notFound });
    }
    expect((await start('', 'robin@example.com')).error).toMatchObject({ code: 'VALIDATION', message: 'Required' });
    expect((await start('order 12', 'robin@example.com')).error).toMatchObject({ code: 'VALIDATION', message: EXTENDED_RETURN_TEXTS.orderNumber });
    expect((await start(order.customOrderNumber, 'robin@')).error).toMatchObject({ code: 'VALIDATION', message: EXTENDED_RETURN_TEXTS.email });
    expect(await drafts()).toBe(before);

    // The number as people type it, the e-mail in any case.
    const digits = order.customOrderNumber.replace('IY-', '');
    const { draft } = await start(`iy ${digits}`, 'Robin@Example.com');
    expect(draft).toMatchObject({ orderNumber: order.customOrderNumber, refusal: '', outsideReturnWindow: false });
    expect(draft!.lines).toHaveLength(1);
    expect(draft!.lines[0]).toMatchObject({ returnable: 1, quantity: 0 });
  });

  it('refuses an order with nothing delivered yet, and a cancelled one, saying why', async () => {
    const { order } = await placeOrder(t, customer.id, [1], { offset: 2, stock: 20 });
    expect((await start(order.customOrderNumber, 'robin@example.com')).error).toEqual({
      code: 'CONFLICT',
      message: 'Nothing of this order has been delivered yet. You can register a return once it arrives.',
    });
    await t.services.orders.cancelOrder(customer.id, order.id);
    expect((await start(order.customOrderNumber, 'robin@example.com')).error?.message).toBe('This order was cancelled; there is nothing to return.');
  });

  it('limits lookups per address: the eleventh within ten minutes is refused with a wait', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < 10; i++) expect((await start('IY-1', 'nobody@example.com', undefined, ip)).error?.code).toBe('NOT_FOUND');
    const refused = await start('IY-1', 'nobody@example.com', undefined, ip);
    expect(refused.error?.code).toBe('RATE_LIMITED');
    expect(refused.error?.message).toMatch(/^Too many order lookups from your connection\. Please wait \d+ (seconds|minutes) and try again\.$/);
  });
});

describe('a registration after the return window, step by step', () => {
  it('keeps each step, checks quantities, reason and photos, and submits once as a request the staff review', async () => {
    const { order } = await deliveredOrder([3, 1], 3);
    t.clock.advance(45 * 86_400_000);
    const { draft } = await start(order.customOrderNumber, 'robin@example.com');
    expect(draft!.outsideReturnWindow).toBe(true);
    const [a, b] = draft!.lines;

    // Step 2: at most what was delivered; at least one unit.
    expect((await setLines(draft!.id, [{ orderItemId: a.orderItemId, quantity: 4 }])).error).toEqual({ code: 'VALIDATION', message: `You can return at most 3 of ${a.productName}.` });
    expect((await setLines(draft!.id, [{ orderItemId: a.orderItemId, quantity: 0 }])).error?.message).toBe(EXTENDED_RETURN_TEXTS.noLines);
    expect((await setLines(draft!.id, [{ orderItemId: '999999', quantity: 1 }])).error?.message).toBe('That part is not in this order.');
    const lines = await setLines(draft!.id, [
      { orderItemId: a.orderItemId, quantity: 2 },
      { orderItemId: b.orderItemId, quantity: 0 },
    ]);
    expect(lines.draft!.lines.map((l) => l.quantity)).toEqual([2, 0]);

    // Going back to step 1 with the same draft keeps what was chosen.
    const again = await start(order.customOrderNumber, 'robin@example.com', draft!.id);
    expect(again.draft!.id).toBe(draft!.id);
    expect(again.draft!.lines.map((l) => l.quantity)).toEqual([2, 0]);

    // Step 3: reason rules and photos.
    expect((await setReason(draft!.id, 'OTHER', '  ')).error).toEqual({ code: 'VALIDATION', message: EXTENDED_RETURN_TEXTS.reasonText });
    expect((await setReason(draft!.id, 'DAMAGED')).draft!.reason).toBe('DAMAGED');
    expect((await submit(draft!.id)).error).toEqual({ code: 'VALIDATION', message: EXTENDED_RETURN_TEXTS.photoRequired });
    expect((await addPhoto(draft!.id, Buffer.from('not a picture at all').toString('base64'))).error).toEqual({ code: 'VALIDATION', message: 'Only JPEG, PNG, WebP or HEIC pictures can be used.' });
    const withPhoto = await addPhoto(draft!.id, png);
    expect(withPhoto.draft!.photos).toHaveLength(1);
    expect(withPhoto.draft!.photos[0]).toMatchObject({ fileName: 'bent-flange.png', width: 40, height: 30 });
    const picture = await t.request(withPhoto.draft!.photos[0].thumbnailUrl);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
    expect(picture.headers.get('cache-control')).toContain('private');
    expect((await t.request('/media/return/00000000-0000-4000-8000-000000000000/100')).status).toBe(404);
    expect((await draftOf(draft!.id))!.estimatedRefund).toBeGreaterThan(0);

    // Step 4: submitted as REQUESTED, never approved by itself, photos moved to the request.
    const done = await submit(draft!.id);
    expect(done.error).toBeNull();
    const ret = done.draft!.submittedReturn!;
    expect(ret).toMatchObject({ status: 'REQUESTED', channel: 'EXTENDED', outsideReturnWindow: true, reason: 'DAMAGED', items: [{ orderItemId: a.orderItemId, quantity: 2 }] });
    expect(ret.photos).toHaveLength(1);
    expect(ret.returnNumber).toMatch(/^RMA-\d+$/);

    // Submitting again answers with the same request; changing it now is refused.
    expect((await submit(draft!.id)).draft!.submittedReturn!.returnNumber).toBe(ret.returnNumber);
    expect((await setLines(draft!.id, [{ orderItemId: a.orderItemId, quantity: 1 }])).error?.code).toBe('CONFLICT');
    const onOrder = await t.services.orders.extras([order.id]);
    expect(onOrder.get(order.id)!.returns.map((r) => r.returnNumber)).toEqual([ret.returnNumber]);

    // The customer and the store are told.
    await t.services.orders.whenIdle();
    const customerMail = (await mailTo(t, 'robin@example.com')).find((m) => m.subject === `Return ${ret.returnNumber} for order ${order.customOrderNumber}`);
    expect(customerMail?.text).toContain('Our returns team reviews it within one business day');
    expect(customerMail?.text).toContain('Please do not send the parts before then.');
    const staffMail = (await mailTo(t, 'returns-desk@ironyard.test')).find((m) => m.subject === `Extended return ${ret.returnNumber} for order ${order.customOrderNumber}`);
    expect(staffMail?.text).toContain('Outside the return window');
    expect(staffMail?.text).toContain(`2 × ${a.productName}`);
    expect(staffMail?.text).toContain('/media/return/');

    // The 1 remaining unit of line a can still be registered in a new draft; the two returned cannot.
    const next = await start(order.customOrderNumber, 'robin@example.com', draft!.id);
    expect(next.draft!.id).not.toBe(draft!.id);
    expect(next.draft!.lines.find((l) => l.orderItemId === a.orderItemId)!.returnable).toBe(1);
  });

  it('two submissions of one draft at once make one request', async () => {
    const { order } = await deliveredOrder([2], 6);
    const { draft } = await start(order.customOrderNumber, 'robin@example.com');
    await setLines(draft!.id, [{ orderItemId: draft!.lines[0].orderItemId, quantity: 1 }]);
    await setReason(draft!.id, 'NO_LONGER_NEEDED');
    const both = await Promise.all([submit(draft!.id), submit(draft!.id)]);
    expect(both.map((r) => r.error)).toEqual([null, null]);
    expect(new Set(both.map((r) => r.draft!.submittedReturn!.returnNumber)).size).toBe(1);
    expect((await t.services.orders.extras([order.id])).get(order.id)!.returns).toHaveLength(1);
  });

  it('takes at most five photos', async () => {
    const { order } = await deliveredOrder([1], 7);
    const { draft } = await start(order.customOrderNumber, 'robin@example.com');
    for (let i = 0; i < 5; i++) expect((await addPhoto(draft!.id, png, 'image/png', `p${i}.png`)).error).toBeNull();
    expect((await addPhoto(draft!.id, png)).error).toEqual({ code: 'VALIDATION', message: EXTENDED_RETURN_TEXTS.tooManyPhotos });
    const photo = (await draftOf(draft!.id))!.photos[0];
    const removed = await mutate('removePhoto(id: $id, photoId: $p)', '$id: ID!, $p: ID!', { id: draft!.id, p: photo.id });
    expect(removed.draft!.photos).toHaveLength(4);
  });

  it('removing a photo that is not on the draft answers not found, whatever its id', async () => {
    const { order } = await deliveredOrder([1], 10);
    const { draft } = await start(order.customOrderNumber, 'robin@example.com');
    const photo = (await addPhoto(draft!.id, png)).draft!.photos[0];
    const remove = (p: string) => mutate('removePhoto(id: $id, photoId: $p)', '$id: ID!, $p: ID!', { id: draft!.id, p });
    const notOnDraft = { code: 'NOT_FOUND', message: 'That photo is not on this return request.' };
    for (const p of ['9999999999', '0', 'x1', String(Number(photo.id) + 1)]) expect((await remove(p)).error).toEqual(notOnDraft);
    expect((await remove(`00${photo.id}`)).draft!.photos).toHaveLength(0);
    expect((await remove(photo.id)).error).toEqual(notOnDraft);
  });

  it('a draft lapses after a day: it is gone, and housekeeping deletes it with its photos', async () => {
    const { order } = await deliveredOrder([1], 8);
    const { draft } = await start(order.customOrderNumber, 'robin@example.com');
    await addPhoto(draft!.id, png);
    t.clock.advance(25 * 3_600_000);
    expect(await draftOf(draft!.id)).toBeNull();
    expect((await setReason(draft!.id, 'NO_LONGER_NEEDED')).error).toEqual({ code: 'NOT_FOUND', message: EXTENDED_RETURN_TEXTS.expired });
    expect(await t.services.extendedReturns.pruneDrafts()).toBeGreaterThanOrEqual(1);
    expect(await t.database.db.select().from(returnDrafts).where(eq(returnDrafts.id, draft!.id))).toHaveLength(0);
    expect(await t.database.db.select().from(returnPhotos).where(eq(returnPhotos.draftId, draft!.id))).toHaveLength(0);
  });

  it('refuses an order delivered more than a year ago', async () => {
    const { order } = await deliveredOrder([1], 9);
    t.clock.advance(366 * 86_400_000);
    expect((await start(order.customOrderNumber, 'robin@example.com')).error?.message).toMatch(/^This order was delivered more than 365 days ago/);
  });
});

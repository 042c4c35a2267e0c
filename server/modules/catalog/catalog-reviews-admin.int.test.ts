import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { rowsOf } from '../../../tests/setup/test-db';
import { ADMIN_EMAIL, newCustomer, newGuest, signIn } from '../../../tests/support/test-auth';

let t: TestApp;
let adminToken: string;
let adminId: number;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;
async function gql(token: string | null, query: string, variables: Record<string, unknown> = {}): Promise<{ data: Any; errors: Any }> {
  return (await t.graphql<{ v1: Any }>(query, variables, token ? { authorization: `Bearer ${token}` } : {})).body as Any;
}
const exec = async <T>(q: string) => rowsOf<T>(await t.database.db.execute(sql.raw(q)));

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signIn(t, ADMIN_EMAIL);
  adminToken = admin.access_token;
  adminId = Number(admin.user_info.id);
});
afterAll(async () => {
  await t?.close();
});

const LIST = `query($filter: AdminReviewFilter, $first: Int, $page: Int) {
  v1 { admin { reviews(filter: $filter, first: $first, page: $page) { totalCount page hasNextPage nodes { id title status replyText customerName product { id } } } } } }`;
const APPROVE = 'mutation($ids: [ID!]!) { v1 { admin { reviews { approve(ids: $ids) { id status } } } } }';
const REPLY = 'mutation($id: ID!, $text: String!) { v1 { admin { reviews { reply(id: $id, text: $text) { id replyText } } } } }';
const REJECT = 'mutation($id: ID!) { v1 { admin { reviews { reject(id: $id) { id title } } } } }';
const PUBLIC = 'query($id: ID!) { v1 { productReviews(productId: $id, first: 50) { nodes { id title replyText } } } }';

/** Three pending reviews of one product that has none yet, by three new customers. */
async function pendingReviews(tag: string) {
  const [product] = await exec<{ id: number }>(
    `select id from products p where published and not deleted and allow_customer_reviews and not exists (select 1 from product_reviews r where r.product_id = p.id) order by id limit 1`,
  );
  const ids: number[] = [];
  for (const n of [1, 2, 3]) {
    const [c] = await exec<{ id: number }>(`insert into customers (email, first_name) values ('${tag}-${n}@example.com', 'Rev${n}') returning id`);
    const [r] = await exec<{ id: number }>(
      `insert into product_reviews (product_id, customer_id, author_name, title, review_text, rating, approved) values (${product.id}, ${c.id}, 'Rev${n}', '${tag} ${n}', 'Good part.', 4, false) returning id`,
    );
    ids.push(r.id);
  }
  return { productId: product.id, ids };
}

describe('review moderation (v1 { admin { reviews } })', () => {
  it('lists pending reviews first, approves in bulk, replies, rejects, and the product page shows the approved one with its reply', async () => {
    const { productId, ids } = await pendingReviews('moderated');
    const [a, b, c] = ids.map(String);

    const pending = await gql(adminToken, LIST, { filter: 'PENDING', first: 50 });
    expect(pending.errors).toBeUndefined();
    const titles = pending.data.v1.admin.reviews.nodes.map((n: Any) => n.title);
    expect(titles).toEqual(expect.arrayContaining(['moderated 1', 'moderated 2', 'moderated 3']));
    expect(pending.data.v1.admin.reviews.nodes.every((n: Any) => n.status === 'PENDING')).toBe(true);
    expect(pending.data.v1.admin.reviews.nodes.find((n: Any) => n.id === a)).toMatchObject({ customerName: 'Rev1', product: { id: String(productId) }, replyText: null });
    const approved = await gql(adminToken, APPROVE, { ids: [a, b] });
    expect(approved.errors).toBeUndefined();
    expect(approved.data.v1.admin.reviews.approve).toEqual([
      { id: a, status: 'APPROVED' },
      { id: b, status: 'APPROVED' },
    ]);
    // "All": every pending review comes before the approved ones.
    const all = (await gql(adminToken, LIST, { filter: 'ALL', first: 50 })).data.v1.admin.reviews;
    const statuses = all.nodes.map((n: Any) => n.status);
    expect(statuses).toContain('APPROVED');
    expect(statuses.lastIndexOf('PENDING')).toBeLessThan(statuses.indexOf('APPROVED'));
    const page2 = (await gql(adminToken, LIST, { filter: 'ALL', first: 1, page: 2 })).data.v1.admin.reviews;
    expect(page2).toMatchObject({ page: 2, nodes: [{ id: all.nodes[1].id }] });

    const reply = await gql(adminToken, REPLY, { id: a, text: '  Thanks, glad it fits.  ' });
    expect(reply.data.v1.admin.reviews.reply).toEqual({ id: a, replyText: 'Thanks, glad it fits.' });
    const tooLong = await gql(adminToken, REPLY, { id: a, text: 'x'.repeat(2001) });
    expect(tooLong.errors[0].message).toBe('Use at most 2000 characters for the reply.');

    const rejected = await gql(adminToken, REJECT, { id: b });
    expect(rejected.data.v1.admin.reviews.reject).toEqual({ id: b, title: 'moderated 2' });
    const again = await gql(adminToken, REJECT, { id: b });
    expect(again.errors[0].extensions.code).toBe('NOT_FOUND');

    // What a visitor sees: the approved review with its reply; the rejected one is gone and the pending one hidden.
    const shown = (await gql(null, PUBLIC, { id: String(productId) })).data.v1.productReviews.nodes;
    expect(shown).toEqual([{ id: a, title: 'moderated 1', replyText: 'Thanks, glad it fits.' }]);
    expect((await gql(adminToken, LIST, { filter: 'PENDING', first: 50 })).data.v1.admin.reviews.nodes.map((n: Any) => n.id)).toContain(c);

    const audit = await t.services.auth.auditLog({ actorId: adminId, limit: 20 });
    const mine = audit.filter((e) => e.action.startsWith('review.') && JSON.stringify(e.detail).includes(`"productId":${productId}`));
    expect(mine.map((e) => e.action).sort()).toEqual(['review.approved', 'review.approved', 'review.rejected', 'review.replied']);
    expect(JSON.stringify(mine.find((e) => e.action === 'review.replied'))).toContain('Thanks, glad it fits.');
    expect(JSON.stringify(mine.find((e) => e.action === 'review.rejected'))).toContain('moderated 2');
  });

  it('answers FORBIDDEN to a customer and a guest on every field and changes nothing', async () => {
    const { productId, ids } = await pendingReviews('refused');
    const customer = await newCustomer(t, 'review-mod-customer@example.com');
    const guest = await newGuest(t);
    for (const token of [customer.access_token, guest.access_token]) {
      for (const [query, vars] of [
        [LIST, {}],
        [APPROVE, { ids: [String(ids[0])] }],
        [REPLY, { id: String(ids[0]), text: 'Hi' }],
        [REJECT, { id: String(ids[1]) }],
      ] as const) {
        const res = await gql(token, query, vars);
        expect(res.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
      }
    }
    const rows = await exec<{ approved: boolean; reply_text: string | null }>(`select approved, reply_text from product_reviews where product_id = ${productId} order by id`);
    expect(rows).toEqual([
      { approved: false, reply_text: null },
      { approved: false, reply_text: null },
      { approved: false, reply_text: null },
    ]);
  });
});

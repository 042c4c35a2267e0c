import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { rowsOf } from '../../../tests/setup/test-db';
import { ADMIN_EMAIL, signIn, STAFF_EMAIL } from '../../../tests/support/test-auth';

// `v1 { admin { auditLog } }`: who did what, as whom, to which record, the fields before and after, when.

let t: TestApp;
let adminToken: string;
let staffId: string;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;
async function gql(token: string, query: string, variables: Record<string, unknown> = {}): Promise<{ data: Any; errors: Any }> {
  return (await t.graphql<{ v1: Any }>(query, variables, { authorization: `Bearer ${token}` })).body as Any;
}
const exec = async <T>(q: string) => rowsOf<T>(await t.database.db.execute(sql.raw(q)));

const LOG = `query($person: String, $recordType: String, $recordId: String, $from: String, $to: String, $first: Int, $after: String) {
  v1 { admin { auditRecordTypes auditLog(person: $person, recordType: $recordType, recordId: $recordId, from: $from, to: $to, first: $first, after: $after) {
    totalCount hasNextPage endCursor
    nodes { id at action recordType recordId impersonating actor { id email name } subject { id email } changes { field before after } }
  } } } }`;
const APPROVE = 'mutation($ids: [ID!]!) { v1 { admin { reviews { approve(ids: $ids) { id status } } } } }';
const REPLY = 'mutation($id: ID!, $text: String!) { v1 { admin { reviews { reply(id: $id, text: $text) { id } } } } }';

let reviewId: number;
let customerEmail: string;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await signIn(t, ADMIN_EMAIL)).access_token;
  const staff = await signIn(t, STAFF_EMAIL);
  staffId = staff.user_info.id;
  customerEmail = 'audited-reviewer@example.com';
  const [product] = await exec<{ id: number }>('select id from products where published and not deleted order by id limit 1');
  const [c] = await exec<{ id: number }>(`insert into customers (email, first_name, last_name) values ('${customerEmail}', 'Audra', 'Reviewer') returning id`);
  const [r] = await exec<{ id: number }>(
    `insert into product_reviews (product_id, customer_id, author_name, title, review_text, rating, approved) values (${product!.id}, ${c!.id}, 'Audra', 'Audited', 'Fits.', 5, false) returning id`,
  );
  reviewId = r!.id;
  expect((await gql(staff.access_token, APPROVE, { ids: [String(reviewId)] })).errors).toBeUndefined();
  expect((await gql(staff.access_token, REPLY, { id: String(reviewId), text: 'Thanks, Audra.' })).errors).toBeUndefined();
});
afterAll(async () => {
  await t?.close();
});

describe('the audit log', () => {
  it('names who acted, for whom, on which record, with the fields before and after, newest first', async () => {
    const res = await gql(adminToken, LOG, { person: STAFF_EMAIL, recordType: 'review', recordId: String(reviewId) });
    expect(res.errors).toBeUndefined();
    const log = res.data.v1.admin.auditLog;
    expect(log.totalCount).toBe(2);
    expect(log.nodes.map((n: Any) => n.action)).toEqual(['review.replied', 'review.approved']);
    const [reply, approve] = log.nodes;
    expect(approve).toMatchObject({ recordType: 'review', recordId: String(reviewId), impersonating: false, actor: { id: staffId, email: STAFF_EMAIL, name: 'Sam Staff' } });
    expect(approve.subject.email).toBe(customerEmail);
    expect(approve.changes).toEqual([{ field: 'approved', before: 'false', after: 'true' }]);
    expect(reply.changes).toEqual([{ field: 'replyText', before: 'null', after: '"Thanks, Audra."' }]);
    expect(res.data.v1.admin.auditRecordTypes).toContain('review');
  });

  it('finds a person by the customer concerned as well as by the actor, and by part of a name', async () => {
    const byCustomer = await gql(adminToken, LOG, { person: customerEmail });
    expect(byCustomer.data.v1.admin.auditLog.nodes.map((n: Any) => n.action)).toEqual(['review.replied', 'review.approved']);
    const byName = await gql(adminToken, LOG, { person: 'audra rev', recordType: 'review' });
    expect(byName.data.v1.admin.auditLog.totalCount).toBe(2);
    const nobody = await gql(adminToken, LOG, { person: 'no-such-person@example.com' });
    expect(nobody.data.v1.admin.auditLog).toMatchObject({ totalCount: 0, nodes: [] });
  });

  it('filters by days, both included, and pages on with the cursor', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const inRange = await gql(adminToken, LOG, { person: customerEmail, from: today, to: today });
    expect(inRange.data.v1.admin.auditLog.totalCount).toBe(2);
    const before = await gql(adminToken, LOG, { person: customerEmail, from: '2001-01-01', to: '2001-12-31' });
    expect(before.data.v1.admin.auditLog.totalCount).toBe(0);
    const first = (await gql(adminToken, LOG, { person: customerEmail, first: 1 })).data.v1.admin.auditLog;
    expect(first).toMatchObject({ hasNextPage: true, nodes: [{ action: 'review.replied' }] });
    const second = (await gql(adminToken, LOG, { person: customerEmail, first: 1, after: first.endCursor })).data.v1.admin.auditLog;
    expect(second).toMatchObject({ hasNextPage: false, nodes: [{ action: 'review.approved' }] });
  });

  it('refuses a day that is not a day, and a range that ends before it starts', async () => {
    const bad = await gql(adminToken, LOG, { from: '2026-02-30' });
    expect(bad.errors[0]).toMatchObject({ message: 'Enter the first day as YYYY-MM-DD.', extensions: { code: 'VALIDATION' } });
    const backwards = await gql(adminToken, LOG, { from: '2026-03-02', to: '2026-03-01' });
    expect(backwards.errors[0].message).toBe('The last day is before the first.');
  });
});

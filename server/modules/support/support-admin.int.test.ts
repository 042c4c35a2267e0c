import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { rowsOf } from '../../../tests/setup/test-db';
import { ADMIN_EMAIL, CUSTOMER_EMAIL, signIn, STAFF_EMAIL } from '../../../tests/support/test-auth';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

const CONTACT = `mutation C($input: ContactMessageInput!, $guard: FormGuardInput!) {
  v1 { support { contactUs(input: $input, guard: $guard) { reference fieldErrors { field message } } } } }`;
const VENDOR = `mutation V($input: VendorApplicationInput!, $guard: FormGuardInput!) {
  v1 { support { applyAsVendor(input: $input, guard: $guard) { reference fieldErrors { field message } } } } }`;
const LIST = `query($kind: AdminMessageKind, $status: AdminMessageStatus, $first: Int, $page: Int) {
  v1 { admin { messages(kind: $kind, status: $status, first: $first, page: $page) { totalCount page hasNextPage nodes { reference kind status senderName email subject preview } } } } }`;
const ONE = `query($reference: String!) { v1 { admin { message(reference: $reference) {
  reference kind status senderName email subject body details { label value } replies { staffName staffEmail body sentOnUtc } closedOnUtc } } } }`;
const REPLY = `mutation($reference: String!, $text: String!) { v1 { admin { messages { reply(reference: $reference, text: $text) { reference status replies { staffName staffEmail body } } } } } }`;
const CLOSE = `mutation($reference: String!) { v1 { admin { messages { close(reference: $reference) { reference status closedOnUtc } } } } }`;
const REOPEN = `mutation($reference: String!) { v1 { admin { messages { reopen(reference: $reference) { reference status closedOnUtc } } } } }`;

let t: TestApp;
const tokens: Record<'admin' | 'staff' | 'customer', string> = { admin: '', staff: '', customer: '' };
let staffId = 0;

async function gql(token: string | null, query: string, variables: Record<string, unknown> = {}): Promise<{ data: Any; errors: Any }> {
  return (await t.graphql(query, variables, token ? { authorization: `Bearer ${token}` } : {})).body as Any;
}

const guard = () => ({ startedAt: Date.now() - 20_000 });
let sent = 0;
async function contactMessage(message = 'Which water pump fits a 310SG backhoe, serial T0310SG912345?') {
  sent += 1;
  const input = { name: `Dana Ruiz ${sent}`, email: `dana${sent}@ruiz.example`, topic: 'part', message };
  const r = await gql(null, CONTACT, { input, guard: guard() });
  return { reference: r.data.v1.support.contactUs.reference as string, ...input };
}

async function outbox(to: string) {
  return rowsOf<{ subject: string; text: string }>(await t.database.db.execute(sql`select subject, text from mail_outbox where to_address = ${to} order by id`));
}

async function auditOf(action: string) {
  return rowsOf<{ actor_id: number; record_type: string; record_id: string; before: Any; after: Any }>(
    await t.database.db.execute(sql`select actor_id, record_type, record_id, before, after from audit_log where action = ${action} order by id`),
  );
}

beforeAll(async () => {
  t = await createTestApp({ CONTACT_MESSAGES_PER_ADDRESS: '100', VENDOR_APPLICATIONS_PER_ADDRESS: '100' });
  tokens.admin = (await signIn(t, ADMIN_EMAIL)).access_token;
  const staff = await signIn(t, STAFF_EMAIL);
  tokens.staff = staff.access_token;
  staffId = Number(staff.user_info.id);
  tokens.customer = (await signIn(t, CUSTOMER_EMAIL)).access_token;
});
afterAll(() => t?.close());

describe('the messages queue (v1 { admin { messages, message } })', () => {
  it('lists contact messages and vendor applications newest first, filtered by kind and status, a page at a time', async () => {
    const a = await contactMessage();
    const vendor = await gql(null, VENDOR, {
      input: { company: 'Great Plains Reman', contactName: 'Lee Novak', email: 'lee@gpreman.example', phone: '(402) 555-0187', brands: 'Sundstrand pumps', catalogueSize: '500_5000', warehouses: 'Omaha, NE' },
      guard: guard(),
    });
    const va = vendor.data.v1.support.applyAsVendor.reference as string;
    const b = await contactMessage();

    const all = await gql(tokens.staff, LIST, { first: 50 });
    expect(all.errors).toBeUndefined();
    const refs = all.data.v1.admin.messages.nodes.map((n: Any) => n.reference);
    expect(refs.indexOf(b.reference)).toBeLessThan(refs.indexOf(va));
    expect(refs.indexOf(va)).toBeLessThan(refs.indexOf(a.reference));
    expect(all.data.v1.admin.messages.nodes.find((n: Any) => n.reference === va)).toMatchObject({ kind: 'VENDOR_APPLICATION', status: 'NEW', senderName: 'Lee Novak (Great Plains Reman)', subject: 'Vendor application' });

    const contacts = await gql(tokens.staff, LIST, { kind: 'CONTACT', first: 50 });
    expect(contacts.data.v1.admin.messages.nodes.every((n: Any) => n.kind === 'CONTACT')).toBe(true);
    const vendors = await gql(tokens.staff, LIST, { kind: 'VENDOR_APPLICATION', first: 50 });
    expect(vendors.data.v1.admin.messages.nodes.map((n: Any) => n.reference)).toEqual([va]);

    const first = await gql(tokens.staff, LIST, { first: 1 });
    expect(first.data.v1.admin.messages).toMatchObject({ page: 1, hasNextPage: true, totalCount: all.data.v1.admin.messages.totalCount });
    const second = await gql(tokens.staff, LIST, { first: 1, page: 2 });
    expect(second.data.v1.admin.messages.nodes[0].reference).toBe(refs[1]);
    const oldest = await gql(tokens.staff, `query { v1 { admin { messages(oldestFirst: true, first: 50) { nodes { reference } } } } }`);
    expect(oldest.data.v1.admin.messages.nodes.map((n: Any) => n.reference)).toEqual([...refs].reverse());
  });

  it('shows a message in full; an unknown reference is null', async () => {
    const m = await contactMessage('The bucket pins on my 410 are worn, which kit fits them?');
    const one = await gql(tokens.staff, ONE, { reference: m.reference });
    expect(one.data.v1.admin.message).toMatchObject({ reference: m.reference, kind: 'CONTACT', status: 'NEW', email: m.email, subject: 'Finding the right part', body: m.message, replies: [] });
    expect((await gql(tokens.staff, ONE, { reference: 'CM-ZZZZZZZZ' })).data.v1.admin.message).toBeNull();
    expect((await gql(tokens.staff, ONE, { reference: 'nonsense' })).data.v1.admin.message).toBeNull();
  });

  it('refuses customers, guests and the signed-out', async () => {
    for (const token of [tokens.customer, null]) {
      const r = await gql(token, LIST);
      expect(['FORBIDDEN', 'UNAUTHENTICATED']).toContain(r.errors[0].extensions.code);
    }
    const m = await contactMessage();
    const r = await gql(tokens.customer, REPLY, { reference: m.reference, text: 'Hello' });
    expect(r.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(await outbox(m.email)).toHaveLength(1);
  });
});

describe('replying, closing and reopening', () => {
  it('mails the reply to the sender, keeps it with who sent it, marks it answered and audits it', async () => {
    const m = await contactMessage();
    const r = await gql(tokens.staff, REPLY, { reference: m.reference, text: '  The WP-310 pump fits serials from T0310SG900000 on.  ' });
    expect(r.errors).toBeUndefined();
    expect(r.data.v1.admin.messages.reply).toMatchObject({ status: 'ANSWERED', replies: [{ staffEmail: STAFF_EMAIL, body: 'The WP-310 pump fits serials from T0310SG900000 on.' }] });
    const mails = await outbox(m.email);
    const reply = mails.find((x) => x.subject.startsWith('Re:'))!;
    expect(reply.subject).toBe(`Re: Finding the right part (${m.reference})`);
    expect(reply.text).toContain('The WP-310 pump fits serials from T0310SG900000 on.');
    const [entry] = (await auditOf('message.replied')).slice(-1);
    expect(entry).toMatchObject({ actor_id: staffId, record_type: 'message', before: { status: 'new' }, after: { status: 'answered' } });

    const again = await gql(tokens.admin, REPLY, { reference: m.reference, text: 'And the gasket kit is GK-310.' });
    expect(again.data.v1.admin.messages.reply.replies.map((x: Any) => x.staffEmail)).toEqual([STAFF_EMAIL, ADMIN_EMAIL]);
  });

  it('refuses an empty reply and a reply to an unknown message, mailing and changing nothing', async () => {
    const m = await contactMessage();
    const before = (await outbox(m.email)).length;
    const empty = await gql(tokens.staff, REPLY, { reference: m.reference, text: '   ' });
    expect(empty.errors[0]).toMatchObject({ message: 'Write the reply first.', extensions: { code: 'VALIDATION' } });
    const tooLong = await gql(tokens.staff, REPLY, { reference: m.reference, text: 'x'.repeat(5001) });
    expect(tooLong.errors[0].extensions.code).toBe('VALIDATION');
    const unknown = await gql(tokens.staff, REPLY, { reference: 'CM-ZZZZZZZZ', text: 'Hello' });
    expect(unknown.errors[0]).toMatchObject({ message: 'There is no message with this reference.', extensions: { code: 'NOT_FOUND' } });
    expect(await outbox(m.email)).toHaveLength(before);
    const one = await gql(tokens.staff, ONE, { reference: m.reference });
    expect(one.data.v1.admin.message).toMatchObject({ status: 'NEW', replies: [] });
  });

  it('closes and reopens a message, each audited; closing twice or reopening an open one is refused', async () => {
    const m = await contactMessage();
    const closed = await gql(tokens.staff, CLOSE, { reference: m.reference });
    expect(closed.data.v1.admin.messages.close.status).toBe('CLOSED');
    expect(closed.data.v1.admin.messages.close.closedOnUtc).toBeTruthy();
    expect((await gql(tokens.staff, CLOSE, { reference: m.reference })).errors[0].extensions.code).toBe('CONFLICT');
    const closedList = await gql(tokens.staff, LIST, { status: 'CLOSED', first: 50 });
    expect(closedList.data.v1.admin.messages.nodes.map((n: Any) => n.reference)).toContain(m.reference);
    const reopened = await gql(tokens.staff, REOPEN, { reference: m.reference });
    expect(reopened.data.v1.admin.messages.reopen).toMatchObject({ status: 'NEW', closedOnUtc: null });
    expect((await gql(tokens.staff, REOPEN, { reference: m.reference })).errors[0].extensions.code).toBe('CONFLICT');
    expect((await gql(tokens.staff, CLOSE, { reference: 'CM-ZZZZZZZZ' })).errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await auditOf('message.closed')).slice(-1)[0]).toMatchObject({ record_type: 'message', before: { status: 'new' }, after: { status: 'closed' } });
    expect((await auditOf('message.reopened')).slice(-1)[0]).toMatchObject({ before: { status: 'closed' }, after: { status: 'new' } });
  });

  it('answers and closes a vendor application under its own record type', async () => {
    const v = await gql(null, VENDOR, {
      input: { company: 'Prairie Hydraulics', contactName: 'Sam Ortiz', email: 'sam@prairie.example', phone: '(316) 555-0110', brands: 'Cylinders', catalogueSize: 'under_500', warehouses: 'Salina, KS' },
      guard: guard(),
    });
    const reference = v.data.v1.support.applyAsVendor.reference as string;
    const r = await gql(tokens.staff, REPLY, { reference, text: 'Thanks, Sam: send us your price list.' });
    expect(r.data.v1.admin.messages.reply.status).toBe('ANSWERED');
    expect((await outbox('sam@prairie.example')).some((m) => m.subject === `Re: Vendor application (${reference})`)).toBe(true);
    await gql(tokens.staff, CLOSE, { reference });
    const [entry] = (await auditOf('vendor_application.closed')).slice(-1);
    expect(entry).toMatchObject({ record_type: 'vendorApplication', before: { status: 'answered' }, after: { status: 'closed' } });
    const reopened = await gql(tokens.staff, REOPEN, { reference });
    expect(reopened.data.v1.admin.messages.reopen.status).toBe('ANSWERED');
  });
});

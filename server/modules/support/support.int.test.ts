import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { rowsOf } from '../../../tests/setup/test-db';

const CONTACT = `mutation C($input: ContactMessageInput!, $guard: FormGuardInput!) {
  v1 { support { contactUs(input: $input, guard: $guard) { reference fieldErrors { field message } } } } }`;
const VENDOR = `mutation V($input: VendorApplicationInput!, $guard: FormGuardInput!) {
  v1 { support { applyAsVendor(input: $input, guard: $guard) { reference fieldErrors { field message } } } } }`;

type Result = { v1: { support: Record<string, { reference: string | null; fieldErrors: Array<{ field: string; message: string }> }> } };

const shownAgo = (ms: number) => ({ startedAt: Date.now() - ms });
const goodContact = {
  name: 'Dana Ruiz',
  email: 'dana@ruiz-excavating.example',
  orderNumber: ' iy 100245',
  topic: 'part',
  message: 'Which water pump fits a 310SG backhoe, serial T0310SG912345?',
};
const goodVendor = {
  company: 'Great Plains Reman',
  contactName: 'Lee Novak',
  email: 'lee@gpreman.example',
  phone: '(402) 555-0187',
  website: 'https://gpreman.example',
  brands: 'Remanufactured Sundstrand hydrostatic pumps',
  catalogueSize: '500_5000',
  warehouses: 'Omaha, NE\nWichita, KS',
};

async function outbox(app: TestApp, to: string) {
  return rowsOf<{ to_address: string; subject: string; text: string }>(
    await app.database.db.execute(sql`select to_address, subject, text from mail_outbox where to_address = ${to} order by id`),
  );
}

describe('contact form and vendor applications', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ STORE_EMAIL: 'service@ironyard.example' });
  });
  afterAll(() => app.close());

  it('stores a contact message, mails it to the store and acknowledges it to the sender', async () => {
    const { body } = await app.graphql<Result>(CONTACT, { input: goodContact, guard: shownAgo(20_000) });
    const { reference, fieldErrors } = body.data!.v1.support.contactUs;
    expect(fieldErrors).toEqual([]);
    expect(reference).toMatch(/^CM-[A-Z0-9]{8}$/);
    const [row] = rowsOf<{ name: string; topic: string; order_number: string; status: string }>(
      await app.database.db.execute(sql`select * from support_contact_messages where reference = ${reference}`),
    );
    expect(row).toMatchObject({ name: 'Dana Ruiz', topic: 'part', order_number: 'IY-100245', status: 'new' });
    const [toStore] = await outbox(app, 'service@ironyard.example');
    expect(toStore.subject).toContain(reference);
    expect(toStore.text).toContain('310SG');
    const [ack] = await outbox(app, goodContact.email);
    expect(ack.subject).toBe(`We received your message (${reference})`);
  });

  it('refuses bad input field by field and stores nothing', async () => {
    const before = rowsOf(await app.database.db.execute(sql`select id from support_contact_messages`)).length;
    const { body } = await app.graphql<Result>(CONTACT, {
      input: { name: ' ', email: 'not-an-address', orderNumber: 'banana', topic: 'gossip', message: 'hi' },
      guard: shownAgo(20_000),
    });
    const r = body.data!.v1.support.contactUs;
    expect(r.reference).toBeNull();
    expect(Object.fromEntries(r.fieldErrors.map((e) => [e.field, e.message]))).toEqual({
      name: 'Enter your name.',
      email: 'Enter an e-mail address like name@example.com.',
      orderNumber: 'Enter the order number as it appears on your confirmation e-mail, e.g. IY-1000245.',
      topic: 'Choose what your message is about.',
      message: 'Tell us a little more (at least 10 characters).',
    });
    expect(rowsOf(await app.database.db.execute(sql`select id from support_contact_messages`)).length).toBe(before);
  });

  it('refuses a form sent seconds after it was shown, or with the hidden field filled in', async () => {
    const fast = await app.graphql<Result>(CONTACT, { input: goodContact, guard: shownAgo(500) });
    expect(fast.body.errors?.[0]).toMatchObject({ message: 'This form was sent within seconds of the page opening, which is what spam robots do, so it was not accepted. Please check your entries and send it again.', extensions: { code: 'VALIDATION' } });
    const trapped = await app.graphql<Result>(CONTACT, { input: goodContact, guard: { ...shownAgo(20_000), trap: 'http://spam.example' } });
    expect(trapped.body.errors?.[0].extensions?.code).toBe('VALIDATION');
    expect(trapped.body.errors?.[0].message).toMatch(/could not accept this form/);
  });

  it('limits contact messages per address', async () => {
    const limited = await createTestApp();
    try {
      const codes: Array<unknown> = [];
      for (let i = 0; i < 6; i++) {
        const { body } = await limited.graphql<Result>(CONTACT, { input: goodContact, guard: shownAgo(20_000) });
        codes.push(body.errors?.[0]?.extensions?.code ?? 'ok');
      }
      expect(codes).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'RATE_LIMITED']);
    } finally {
      await limited.close();
    }
  });

  it('stores a vendor application as submitted and acknowledges it', async () => {
    const { body } = await app.graphql<Result>(VENDOR, { input: goodVendor, guard: shownAgo(60_000) });
    const { reference } = body.data!.v1.support.applyAsVendor;
    expect(reference).toMatch(/^VA-[A-Z0-9]{8}$/);
    const [row] = rowsOf<{ status: string; warehouse_count: number; catalogue_size: string }>(
      await app.database.db.execute(sql`select * from support_vendor_applications where reference = ${reference}`),
    );
    expect(row).toMatchObject({ status: 'submitted', warehouse_count: 2, catalogue_size: '500_5000' });
    expect((await outbox(app, goodVendor.email))[0].subject).toContain(reference);
    expect((await outbox(app, 'service@ironyard.example')).some((m) => m.subject === `[${reference}] Vendor application: Great Plains Reman`)).toBe(true);
  });

  it('acknowledges with a fixed text that quotes nothing the visitor wrote', async () => {
    const spam = {
      ...goodContact,
      name: 'Win a FREE excavator at http://prize.example',
      email: 'victim-one@mail.example',
      message: 'Claim your prize now: http://prize.example/claim?id=42 before midnight!',
    };
    const first = await app.graphql<Result>(CONTACT, { input: spam, guard: shownAgo(20_000) });
    const second = await app.graphql<Result>(CONTACT, { input: { ...goodContact, email: 'victim-two@mail.example' }, guard: shownAgo(20_000) });
    const [a, b] = [first, second].map((r) => r.body.data!.v1.support.contactUs.reference!);
    const [ackA] = await outbox(app, spam.email);
    const [ackB] = await outbox(app, 'victim-two@mail.example');
    expect(`${ackA.subject}\n${ackA.text}`).not.toMatch(/prize|FREE|Dana|310SG/);
    // The same words whatever was typed: only our reference differs.
    expect(ackA.text.replaceAll(a, 'REF')).toBe(ackB.text.replaceAll(b, 'REF'));
    expect(ackA.subject.replaceAll(a, 'REF')).toBe(ackB.subject.replaceAll(b, 'REF'));
    // The store still gets the whole message.
    expect((await outbox(app, 'service@ironyard.example')).some((m) => m.text.includes('prize.example/claim'))).toBe(true);

    const vendor = await app.graphql<Result>(VENDOR, {
      input: { ...goodVendor, email: 'victim-three@mail.example', company: 'Cheap pills at http://pills.example', contactName: 'Call 555-0000 now' },
      guard: shownAgo(60_000),
    });
    const [vendorAck] = await outbox(app, 'victim-three@mail.example');
    expect(vendorAck.subject).toContain(vendor.body.data!.v1.support.applyAsVendor.reference);
    expect(`${vendorAck.subject}\n${vendorAck.text}`).not.toMatch(/pills|555-0000|Sundstrand|Omaha/);
  });

  it('acknowledges a few forms a day per recipient; later ones are stored and reach the store without an acknowledgement', async () => {
    const limited = await createTestApp({ STORE_EMAIL: 'service@ironyard.example', ACKNOWLEDGEMENTS_PER_RECIPIENT: '2', CONTACT_MESSAGES_PER_ADDRESS: '50' });
    try {
      const to = 'flooded@mail.example';
      const refs: string[] = [];
      // Both forms and any spelling of the address share one budget.
      for (const [query, input] of [
        [CONTACT, { ...goodContact, email: to }],
        [VENDOR, { ...goodVendor, email: to }],
        [CONTACT, { ...goodContact, email: 'Flooded@Mail.example' }],
      ] as const) {
        const { body } = await limited.graphql<Result>(query, { input, guard: shownAgo(60_000) });
        const r = Object.values(body.data!.v1.support)[0];
        expect(r.fieldErrors).toEqual([]);
        refs.push(r.reference!);
      }
      const acks = rowsOf<{ subject: string }>(await limited.database.db.execute(sql`select subject from mail_outbox where lower(to_address) = ${to} order by id`));
      expect(acks).toHaveLength(2);
      expect(acks.some((m) => m.subject.includes(refs[2]))).toBe(false);
      const stored = rowsOf(await limited.database.db.execute(sql`select id from support_contact_messages where reference = ${refs[2]}`));
      expect(stored).toHaveLength(1);
      const [toStore] = (await outbox(limited, 'service@ironyard.example')).filter((m) => m.subject.includes(refs[2]));
      expect(toStore.text).toContain('No acknowledgement was mailed to the sender');
      // Another recipient still gets theirs.
      const other = await limited.graphql<Result>(CONTACT, { input: { ...goodContact, email: 'someone-else@mail.example' }, guard: shownAgo(60_000) });
      expect(other.body.data!.v1.support.contactUs.reference).toBeTruthy();
      expect(await outbox(limited, 'someone-else@mail.example')).toHaveLength(1);
    } finally {
      await limited.close();
    }
  });

  it('refuses a vendor application with a bad phone, website and catalogue size', async () => {
    const { body } = await app.graphql<Result>(VENDOR, {
      input: { ...goodVendor, phone: '12', website: 'gpreman', catalogueSize: 'huge' },
      guard: shownAgo(60_000),
    });
    expect(body.data!.v1.support.applyAsVendor.fieldErrors.map((e) => e.field)).toEqual(['phone', 'website', 'catalogueSize']);
  });
});

describe('content pages and store facts', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ RETURN_WINDOW_DAYS: '45', FREE_SHIPPING_THRESHOLD: '750' });
  });
  afterAll(() => app.close());

  it('states the configured return window and free-shipping threshold on the policy pages and in info', async () => {
    const { body } = await app.graphql<{ v1: { info: { facts: { returnWindowDays: number; freeShippingThreshold: string } }; r: { html: string; toc: unknown[] }; s: { html: string } } }>(
      `{ v1 { info { facts { returnWindowDays freeShippingThreshold } } r: contentPage(path: "/help/returnsandrefunds") { html toc { id } } s: contentPage(path: "/help/shippingpolicies/") { html } } }`,
    );
    expect(body.data!.v1.info.facts).toEqual({ returnWindowDays: 45, freeShippingThreshold: '750.00' });
    expect(body.data!.v1.r.html).toContain('<strong>45 days of delivery</strong>');
    expect(body.data!.v1.r.toc.length).toBeGreaterThanOrEqual(3);
    expect(body.data!.v1.s.html).toContain('<strong>$750</strong>');
  });

  it('answers null for an unknown page and finds help sections by words', async () => {
    const { body } = await app.graphql<{ v1: { contentPage: null; helpSearch: Array<{ path: string; anchor: string }> } }>(
      `{ v1 { contentPage(path: "/career/astronaut") { title } helpSearch(query: "core charg") { path anchor } } }`,
    );
    expect(body.data!.v1.contentPage).toBeNull();
    expect(body.data!.v1.helpSearch[0]).toEqual({ path: '/help/faq', anchor: 'what-is-a-core-charge' });
  });
});

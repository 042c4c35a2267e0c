import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { CUSTOMER_EMAIL, newGuest, signIn } from '../../../tests/support/test-auth';
import { tokenize, usAddress } from '../../../tests/support/test-checkout';
import { gql, type GraphQLDocument } from '../../../tests/support/test-graphql';

let t: TestApp;
let auth: string;
let other: string;

const ADDRESS_FIELDS = 'id firstName lastName company email address1 address2 city zipPostalCode phoneNumber isDefault country { id name } stateProvince { id abbreviation }';
const METHOD_FIELDS = `id paymentType creditCardType creditCardLast4 creditCardExp cardholderName accountNameOrEmail isDefault address { firstName city } validShippingAddresses { id }`;

/** An operation as the first customer, or as the holder of `token`. */
const api = (doc: GraphQLDocument, variables: Record<string, unknown> = {}, token = auth) => gql(t, doc, variables, { token });

const ADD_ADDRESS = `mutation($a: AddressInput!) { v1 { shippingAddress { add(address: $a) { ${ADDRESS_FIELDS} } } } }`;
const ADD_METHOD = `mutation($a: AddressInput!, $n: String!, $p: PaymentMethodType) { v1 { paymentMethod { add(address: $a, nonce: $n, paymentType: $p, deviceData: "{}") { ${METHOD_FIELDS} } } } }`;

async function registered(email: string) {
  const g = await newGuest(t);
  const res = await t.request('/api/jwtauth/upgradeguest', {
    method: 'POST',
    body: new URLSearchParams({ client_id: 'ironyard-web', refreshToken: g.refresh_token, name: 'Pat Person', email, password: 'Another-pass-42' }),
  });
  const up = (await res.json()) as { access_token: string };
  return up.access_token;
}

beforeAll(async () => {
  t = await createTestApp();
  // Two new registered customers with empty address books.
  auth = await registered('first@example.com');
  other = await registered('other@example.com');
});

afterAll(async () => {
  await t.close();
});

describe('address book', () => {
  it('adds, lists, edits, sets the default and deletes addresses of the signed-in customer', async () => {
    const first = await api(ADD_ADDRESS, { a: await usAddress(t) });
    expect(first.errors).toBeUndefined();
    const a1 = first.data.v1.shippingAddress.add;
    expect(a1).toMatchObject({ firstName: 'Dana', city: 'Austin', isDefault: true, country: { name: expect.any(String) }, stateProvince: { abbreviation: 'TX' } });
    const second = await api(ADD_ADDRESS, { a: await usAddress(t, { firstName: 'Lee', address1: '9 Quarry Rd', zipPostalCode: '78702-1234' }) });
    const a2 = second.data.v1.shippingAddress.add;
    expect(a2.isDefault).toBe(false);

    const edited = await api(`mutation($id: ID!, $a: AddressInput!) { v1 { shippingAddress { edit(id: $id, address: $a) { ${ADDRESS_FIELDS} } } } }`, {
      id: a2.id,
      a: await usAddress(t, { firstName: 'Lee', address1: '10 Quarry Rd' }),
    });
    expect(edited.data.v1.shippingAddress.edit.address1).toBe('10 Quarry Rd');

    const def = await api(`mutation($id: ID!) { v1 { shippingAddress { setDefault(id: $id) { id isDefault } } } }`, { id: a2.id });
    expect(def.data.v1.shippingAddress.setDefault.isDefault).toBe(true);
    const list = await api(`{ v1 { addresses { id isDefault } defaultPaymentAndShipping { shippingAddress { id } } } }`);
    expect(list.data.v1.addresses).toEqual([
      { id: a2.id, isDefault: true },
      { id: a1.id, isDefault: false },
    ]);
    expect(list.data.v1.defaultPaymentAndShipping.shippingAddress.id).toBe(a2.id);

    const del = await api(`mutation($id: ID!) { v1 { shippingAddress { delete(id: $id) } } }`, { id: a2.id });
    expect(del.data.v1.shippingAddress.delete).toBe(true);
    const after = await api(`{ v1 { addresses { id isDefault } } }`);
    // The remaining address becomes the default.
    expect(after.data.v1.addresses).toEqual([{ id: a1.id, isDefault: true }]);
  });

  it('refuses bad addresses with a message naming the field, and stores nothing', async () => {
    const before = await api(`{ v1 { addresses { id } } }`);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ firstName: '' }, 'Enter a first name.'],
      [{ address1: '   ' }, 'Enter a street address.'],
      [{ countryId: '999999' }, 'Choose a country.'],
      [{ stateProvinceId: '' }, 'Choose a state or province.'],
      [{ stateProvinceId: '999999' }, 'Choose a state or province of the selected country.'],
      [{ zipPostalCode: '7870' }, 'Enter a 5-digit ZIP code (or ZIP+4).'],
      [{ email: 'not-an-email' }, 'Enter a valid e-mail address.'],
      [{ city: 'x'.repeat(101) }, 'Use at most 100 characters for the city.'],
    ];
    for (const [over, message] of cases) {
      const res = await api(ADD_ADDRESS, { a: await usAddress(t, over) });
      expect(res.errors?.[0].message, JSON.stringify(over)).toBe(message);
    }
    const after = await api(`{ v1 { addresses { id } } }`);
    expect(after.data.v1.addresses).toEqual(before.data.v1.addresses);
  });

  it("answers another customer's address id exactly like an unknown one", async () => {
    const mine = (await api(ADD_ADDRESS, { a: await usAddress(t) })).data.v1.shippingAddress.add;
    const ops = [
      [`mutation($id: ID!, $a: AddressInput!) { v1 { shippingAddress { edit(id: $id, address: $a) { id } } } }`, { a: await usAddress(t) }],
      [`mutation($id: ID!) { v1 { shippingAddress { delete(id: $id) } } }`, {}],
      [`mutation($id: ID!) { v1 { shippingAddress { setDefault(id: $id) { id } } } }`, {}],
    ] as const;
    for (const [q, vars] of ops) {
      const theirs = await api(q, { ...vars, id: mine.id }, other);
      const unknown = await api(q, { ...vars, id: '987654' }, other);
      expect(theirs.errors?.[0].message).toBe('Address not found.');
      expect(theirs.errors).toEqual(unknown.errors);
    }
    const read = await api(`query($id: ID!) { v1 { address(id: $id) { id } } }`, { id: mine.id }, other);
    expect(read.data.v1.address).toBeNull();
    expect((await api(`query($id: ID!) { v1 { address(id: $id) { id city } } }`, { id: mine.id })).data.v1.address.city).toBe('Austin');
  });

  it('is for registered customers: guests see an empty book and cannot add', async () => {
    const g = await newGuest(t);
    const h = g.access_token;
    expect((await api(`{ v1 { addresses { id } paymentMethods { id } } }`, {}, h)).data.v1).toEqual({ addresses: [], paymentMethods: [] });
    const res = await api(ADD_ADDRESS, { a: await usAddress(t) }, h);
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const anon = await api(ADD_ADDRESS, { a: await usAddress(t) }, '');
    expect(anon.errors?.[0].message).toBe('Please sign in to continue.');
  });
});

describe('saved payment methods', () => {
  it('saves a card from a sandbox nonce with type, last four and expiry only', async () => {
    const tok = await tokenize(t, '4111 1111 1111 1111');
    expect(tok.status).toBe(200);
    const res = await api(ADD_METHOD, { a: await usAddress(t), n: tok.body.nonce, p: 'CREDIT_CARD' });
    expect(res.errors).toBeUndefined();
    expect(res.data.v1.paymentMethod.add).toMatchObject({
      paymentType: 'CREDIT_CARD',
      creditCardType: 'Visa',
      creditCardLast4: '1111',
      creditCardExp: '12/2034',
      cardholderName: 'Dana Driver',
      isDefault: true,
      address: { firstName: 'Dana', city: 'Austin' },
    });
    expect(res.data.v1.paymentMethod.add.validShippingAddresses.length).toBeGreaterThan(0);
    // The number and the CVV are nowhere in the database.
    const dump = (await t.database.db.execute(sql`select row_to_json(m)::text as j from customer_payment_methods m`)) as unknown as { rows: Array<{ j: string }> };
    const text = dump.rows.map((r) => r.j).join('\n');
    expect(text).not.toContain('4111111111111111');
    expect(text).not.toContain('4111 1111 1111 1111');
    // The nonce was used once.
    const again = await api(ADD_METHOD, { a: await usAddress(t), n: tok.body.nonce });
    expect(again.errors?.[0].message).toBe('These payment details were already used or have expired. Please enter them again.');
  });

  it('refuses a declined card, a wallet of the wrong type and a made-up nonce', async () => {
    const before = (await api(`{ v1 { paymentMethods { id } } }`)).data.v1.paymentMethods.length;
    const declined = await tokenize(t, '4000111111111115');
    expect((await api(ADD_METHOD, { a: await usAddress(t), n: declined.body.nonce })).errors?.[0].message).toBe(
      'Your card was declined. Please use another card or payment method.',
    );
    expect((await api(ADD_METHOD, { a: await usAddress(t), n: 'fake-paypal-one-time-nonce', p: 'CREDIT_CARD' })).errors?.[0].message).toBe(
      'These payment details do not match the chosen payment type.',
    );
    expect((await api(ADD_METHOD, { a: await usAddress(t), n: 'made-up' })).errors?.[0].message).toBe(
      'This payment method cannot be used. Please enter your payment details again.',
    );
    expect((await api(ADD_METHOD, { a: await usAddress(t, { city: '' }), n: 'fake-valid-nonce' })).errors?.[0].message).toBe('Enter a city.');
    expect((await api(`{ v1 { paymentMethods { id } } }`)).data.v1.paymentMethods.length).toBe(before);
  });

  it('saves wallets, edits the billing address or the card, sets the default and deletes', async () => {
    const pp = (await api(ADD_METHOD, { a: await usAddress(t), n: 'fake-paypal-one-time-nonce', p: 'PAY_PAL' })).data.v1.paymentMethod.add;
    expect(pp).toMatchObject({ paymentType: 'PAY_PAL', creditCardType: 'PayPal', accountNameOrEmail: 'payer@example.com', creditCardLast4: '' });
    const edited = await api(`mutation($id: ID!, $a: AddressInput!) { v1 { paymentMethod { edit(id: $id, address: $a) { ${METHOD_FIELDS} } } } }`, {
      id: pp.id,
      a: await usAddress(t, { city: 'Houston', zipPostalCode: '77002' }),
    });
    expect(edited.data.v1.paymentMethod.edit).toMatchObject({ paymentType: 'PAY_PAL', address: { city: 'Houston' } });
    const tok = await tokenize(t, '5555555555554444', { expirationDate: '01/2031' });
    const replaced = await api(`mutation($id: ID!, $a: AddressInput!, $n: String) { v1 { paymentMethod { edit(id: $id, address: $a, nonce: $n) { ${METHOD_FIELDS} } } } }`, {
      id: pp.id,
      a: await usAddress(t),
      n: tok.body.nonce,
    });
    expect(replaced.data.v1.paymentMethod.edit).toMatchObject({ id: pp.id, paymentType: 'CREDIT_CARD', creditCardType: 'MasterCard', creditCardLast4: '4444', creditCardExp: '01/2031' });
    const def = await api(`mutation($id: ID!) { v1 { paymentMethod { setDefault(id: $id) { id isDefault } } } }`, { id: pp.id });
    expect(def.data.v1.paymentMethod.setDefault.isDefault).toBe(true);
    expect((await api(`{ v1 { defaultPaymentAndShipping { paymentMethod { id } } } }`)).data.v1.defaultPaymentAndShipping.paymentMethod.id).toBe(pp.id);
    expect((await api(`mutation($id: ID!) { v1 { paymentMethod { delete(id: $id) } } }`, { id: pp.id })).data.v1.paymentMethod.delete).toBe(true);
    const left = (await api(`{ v1 { paymentMethods { id isDefault } } }`)).data.v1.paymentMethods;
    expect(left.find((m: { id: string }) => m.id === pp.id)).toBeUndefined();
    expect(left.filter((m: { isDefault: boolean }) => m.isDefault)).toHaveLength(left.length > 0 ? 1 : 0);
  });

  it("answers another customer's payment method id like an unknown one", async () => {
    const mine = (await api(ADD_METHOD, { a: await usAddress(t), n: 'fake-valid-visa-nonce' })).data.v1.paymentMethod.add;
    for (const q of [
      `mutation($id: ID!) { v1 { paymentMethod { delete(id: $id) } } }`,
      `mutation($id: ID!) { v1 { paymentMethod { setDefault(id: $id) { id } } } }`,
    ]) {
      const theirs = await api(q, { id: mine.id }, other);
      expect(theirs.errors?.[0].message).toBe('Payment method not found.');
      expect(theirs.errors).toEqual((await api(q, { id: 'abc' }, other)).errors);
    }
    expect((await api(`query($id: ID!) { v1 { paymentMethod(id: $id) { id } } }`, { id: mine.id }, other)).data.v1.paymentMethod).toBeNull();
    expect((await api(`query($id: ID!) { v1 { paymentMethod(id: $id) { creditCardLast4 } } }`, { id: mine.id })).data.v1.paymentMethod.creditCardLast4).toBe('1881');
  });
});

describe('demo data', () => {
  it('gives the demo customer a default address and a saved sandbox card to check out with', async () => {
    const c = await signIn(t, CUSTOMER_EMAIL);
    const res = await api(`{ v1 { defaultPaymentAndShipping { paymentMethod { creditCardType creditCardLast4 isDefault } shippingAddress { city isDefault } } } }`, {}, c.access_token);
    expect(res.data.v1.defaultPaymentAndShipping).toEqual({
      paymentMethod: { creditCardType: 'Visa', creditCardLast4: '1111', isDefault: true },
      shippingAddress: { city: 'Austin', isDefault: true },
    });
  });
});

describe('payment setup and the sandbox card fields', () => {
  it('gives the gateway, a client token and the card-fields frame', async () => {
    const res = await api(`{ v1 { paymentSetup { gateway clientToken fieldsUrl environment } clientToken } }`, {}, '');
    expect(res.data.v1.paymentSetup).toMatchObject({ gateway: 'sandbox', fieldsUrl: '/payments/sandbox/fields', environment: 'sandbox' });
    expect(JSON.parse(Buffer.from(res.data.v1.clientToken, 'base64').toString())).toMatchObject({ gateway: 'sandbox' });
    const page = await t.request('/payments/sandbox/fields');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<label for="cc-number">Card number</label>');
    expect(html).toContain('autocomplete="cc-number"');
    expect((await t.request('/payments/sandbox/fields.js')).headers.get('content-type')).toContain('javascript');
  });

  it('tokenizes valid cards and explains invalid ones field by field', async () => {
    expect((await tokenize(t, '378282246310005')).body.nonce).toMatch(/^sbxn_/);
    const bad = await tokenize(t, '4111111111111112', { expirationDate: '13/20', cvv: '12' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      number: 'Please enter a valid card number.',
      expirationDate: 'Please enter a valid expiration date.',
      cvv: 'Please enter the 3-digit security code.',
    });
    const expired = await tokenize(t, '4111111111111111', { expirationDate: '01/20' });
    expect(expired.body.errors).toEqual({ expirationDate: 'Please enter a valid expiration date.' });
    const notJson = await t.request('/payments/sandbox/tokenize', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"number":' });
    expect(notJson.status).toBe(400);
    const form = await t.request('/payments/sandbox/tokenize', { method: 'POST', body: 'number=4111111111111111' });
    expect(form.status).toBe(415);
    const elsewhere = await t.request('http://localhost/payments/sandbox/tokenize', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example', host: 'localhost' },
      body: JSON.stringify({ number: '4111111111111111', expirationDate: '12/34', cvv: '123' }),
    });
    expect(elsewhere.status).toBe(403);
    const same = await t.request('http://localhost/payments/sandbox/tokenize', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost', host: 'localhost' },
      body: JSON.stringify({ number: '4111111111111111', expirationDate: '12/34', cvv: '123' }),
    });
    expect(same.status).toBe(200);
  });

  it('has no card number or CVV field anywhere in the GraphQL schema', async () => {
    const res = await t.graphql<{ __schema: { types: Array<{ name: string; fields: Array<{ name: string }> | null; inputFields: Array<{ name: string }> | null }> } }>(
      '{ __schema { types { name fields { name } inputFields { name } } } }',
    );
    const names = res.body.data!.__schema.types.flatMap((ty) => [...(ty.fields ?? []), ...(ty.inputFields ?? [])].map((f) => f.name.toLowerCase()));
    // maskedCreditCardNumber (spec 2 §3) holds the last four digits only.
    expect(names.filter((n) => /cvv|cvc|securitycode|cardnumber|^number$|pan$/.test(n) && !n.startsWith('masked'))).toEqual([]);
  });
});

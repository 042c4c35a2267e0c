import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { newCustomer, newGuest, queryRows } from '../../../tests/support/test-auth';
import { checkoutFor, putInCart, stockedProduct, tokenize, usAddress } from '../../../tests/support/test-checkout';
import { gql, type GraphQLDocument } from '../../../tests/support/test-graphql';

let t: TestApp;
let auth: string;
let customerId: number;
let other: string;

const api = (doc: GraphQLDocument, variables: Record<string, unknown> = {}, token = auth) => gql(t, doc, variables, { token });
const firstError = async (doc: GraphQLDocument, variables: Record<string, unknown> = {}, token = auth) => (await api(doc, variables, token)).errors?.[0]?.message;

const ACCOUNT = `{ v1 { account { firstName lastName feedbackName email phoneNumber pendingEmail } myFeedbackName } }`;
const CHANGE_NAME = `mutation($f: String!, $l: String!) { v1 { loginAndSecurity { changeName(firstName: $f, lastName: $l) { firstName lastName } } } }`;
const CHANGE_NUMBER = `mutation($p: String!) { v1 { loginAndSecurity { changeNumber(phoneNumber: $p) { phoneNumber } } } }`;
const CHANGE_FEEDBACK = `mutation($n: String!) { v1 { loginAndSecurity { changeFeedbackName(feedbackName: $n) { feedbackName } } } }`;
const ADD_ADDRESS = `mutation($a: AddressInput!) { v1 { shippingAddress { add(address: $a) { id zipPostalCode stateProvince { abbreviation } } } } }`;

async function stateId(abbreviation: string) {
  const us = (await t.services.content.countries()).find((c) => c.twoLetterIsoCode === 'US')!;
  return String(us.stateProvinces.find((s) => s.abbreviation === abbreviation)!.id);
}

beforeAll(async () => {
  t = await createTestApp();
  const a = await newCustomer(t, 'area@example.com', { name: 'Robin Area' });
  auth = a.access_token;
  customerId = Number(a.user_info.id);
  other = (await newCustomer(t, 'area-other@example.com')).access_token;
});

afterAll(async () => {
  await t.close();
});

describe('postal code by country and state', () => {
  it('refuses a Florida address with an Iowa ZIP, and takes the Florida one', async () => {
    const fl = await stateId('FL');
    expect(await firstError(ADD_ADDRESS, { a: await usAddress(t, { city: 'Miami', stateProvinceId: fl, zipPostalCode: '50309' }) })).toBe(
      'The ZIP code 50309 is not in Florida. Check the ZIP code and the state.',
    );
    const ok = await api(ADD_ADDRESS, { a: await usAddress(t, { city: 'Miami', stateProvinceId: fl, zipPostalCode: '33101' }) });
    expect(ok.errors).toBeUndefined();
    expect(ok.data.v1.shippingAddress.add).toMatchObject({ zipPostalCode: '33101', stateProvince: { abbreviation: 'FL' } });
  });

  it('checks a Canadian postal code against its province, and the format against the country', async () => {
    const ca = (await t.services.content.countries()).find((c) => c.twoLetterIsoCode === 'CA');
    if (!ca) return;
    const on = ca.stateProvinces.find((s) => s.abbreviation === 'ON')!;
    const base = { countryId: String(ca.id), stateProvinceId: String(on.id), city: 'Ottawa' };
    expect(await firstError(ADD_ADDRESS, { a: await usAddress(t, { ...base, zipPostalCode: 'V6B 1A1' }) })).toBe(
      'The postal code V6B 1A1 is not in Ontario. Check the postal code and the state.',
    );
    expect(await firstError(ADD_ADDRESS, { a: await usAddress(t, { ...base, zipPostalCode: '78701' }) })).toBe('Enter a postal code like K1A 0B1.');
    expect((await api(ADD_ADDRESS, { a: await usAddress(t, { ...base, zipPostalCode: 'K1A 0B1' }) })).errors).toBeUndefined();
  });
});

describe('login and security', () => {
  it('reads the account, changes the name and stores the phone number in E.164', async () => {
    expect((await api(ACCOUNT)).data.v1.account).toEqual({
      firstName: 'Robin',
      lastName: 'Area',
      feedbackName: '',
      email: 'area@example.com',
      phoneNumber: '',
      pendingEmail: null,
    });
    expect((await api(CHANGE_NAME, { f: '  Robin ', l: 'Area-Smith' })).data.v1.loginAndSecurity.changeName).toEqual({ firstName: 'Robin', lastName: 'Area-Smith' });
    expect((await api(CHANGE_NUMBER, { p: '(512) 555-0142' })).data.v1.loginAndSecurity.changeNumber.phoneNumber).toBe('+15125550142');
    expect((await api(CHANGE_NUMBER, { p: '+44 20 7946 0958' })).data.v1.loginAndSecurity.changeNumber.phoneNumber).toBe('+442079460958');
  });

  it('refuses empty and bad values with a clear message and changes nothing', async () => {
    const before = (await api(ACCOUNT)).data.v1.account;
    expect(await firstError(CHANGE_NAME, { f: '   ', l: 'X' })).toBe('Required');
    expect(await firstError(CHANGE_NAME, { f: 'A', l: 'x'.repeat(101) })).toBe('Use at most 100 characters for the last name.');
    expect(await firstError(CHANGE_NUMBER, { p: '' })).toBe('Required');
    expect(await firstError(CHANGE_NUMBER, { p: '12' })).toMatch(/^Enter a valid phone number/);
    expect((await api(ACCOUNT)).data.v1.account).toEqual(before);
  });

  it('keeps feedback names unique, free of e-mail addresses and of profanity', async () => {
    expect((await api(CHANGE_FEEDBACK, { n: 'Robin A.' })).data.v1.loginAndSecurity.changeFeedbackName.feedbackName).toBe('Robin A.');
    expect((await api(ACCOUNT)).data.v1.myFeedbackName).toBe('Robin A.');
    const taken = await api(CHANGE_FEEDBACK, { n: 'robin a.' }, other);
    expect(taken.errors?.[0]).toMatchObject({ message: 'This feedback name is taken. Please choose another.', extensions: { code: 'CONFLICT' } });
    expect(await firstError(CHANGE_FEEDBACK, { n: 'robin@example.com' }, other)).toBe('A feedback name must not be an e-mail address.');
    expect(await firstError(CHANGE_FEEDBACK, { n: 'Big Shit Hauler' }, other)).toBe('Choose a feedback name without offensive words.');
    expect(await firstError(CHANGE_FEEDBACK, { n: 'ab' }, other)).toBe('Use at least 3 characters for the feedback name.');
    expect(await firstError(CHANGE_FEEDBACK, { n: '' }, other)).toBe('Required');
    expect(await firstError(CHANGE_FEEDBACK, { n: '<script>' }, other)).toMatch(/^Use letters, digits/);
    // Words that merely contain a rude string are fine.
    expect((await api(CHANGE_FEEDBACK, { n: 'Scunthorpe Diggers' }, other)).errors).toBeUndefined();
  });

  it('shows the e-mail change waiting for confirmation', async () => {
    const c = await newCustomer(t, 'pending@example.com', { password: 'gravel-haul-2031' });
    const res = await t.request('/api/jwtauth/changeemail', {
      method: 'POST',
      body: new URLSearchParams({ client_id: 'ironyard-web', refreshToken: c.refresh_token, password: 'gravel-haul-2031', newEmail: 'pending2@example.com' }),
    });
    expect(res.status).toBe(200);
    expect((await api(ACCOUNT, {}, c.access_token)).data.v1.account).toMatchObject({ email: 'pending@example.com', pendingEmail: 'pending2@example.com' });
    await t.services.auth.whenIdle();
  });

  it('is for registered customers: guests and visitors are refused and read nothing', async () => {
    const g = await newGuest(t);
    expect((await api(ACCOUNT, {}, g.access_token)).data.v1).toEqual({ account: null, myFeedbackName: null });
    const res = await api(CHANGE_NAME, { f: 'A', l: 'B' }, g.access_token);
    expect(res.errors?.[0]).toMatchObject({ message: 'Please sign in or create an account to continue.', extensions: { code: 'UNAUTHENTICATED' } });
    expect(await firstError(CHANGE_NAME, { f: 'A', l: 'B' }, '')).toBe('Please sign in to continue.');
  });
});

describe('addresses on orders', () => {
  it('keeps the address an order shipped to when the book entry is edited or deleted', async () => {
    const svc = t.services.account;
    const address = await svc.addAddress(customerId, await usAddress(t, { address1: '77 Haul Rd' }));
    const method = await svc.addPaymentMethod(customerId, { address: await usAddress(t), nonce: 'fake-valid-visa-nonce' });
    const p = await stockedProduct(t, 5, { offset: 21 });
    await putInCart(t, customerId, p.id, 1);
    const order = await checkoutFor(t).placeOrder({
      customerId,
      isGuest: false,
      cart: null,
      email: null,
      accountEmail: 'area@example.com',
      deviceData: null,
      idempotencyKey: `area-${Date.now()}`,
      shippingAddressId: String(address.id),
      paymentMethodId: String(method.id),
    });
    await svc.editAddress(customerId, address.id, await usAddress(t, { address1: '1 Changed Ave' }));
    expect((await t.services.orders.byId(order.id))!.shippingAddress.address1).toBe('77 Haul Rd');
    await svc.deleteAddress(customerId, address.id);
    expect((await t.services.orders.byId(order.id))!.shippingAddress.address1).toBe('77 Haul Rd');
    await t.services.orders.whenIdle();
  });
});

describe('default address and card', () => {
  it('makes the first address and card the default, moves the default on request and on delete', async () => {
    const c = await newCustomer(t, 'defaults@example.com');
    const id = Number(c.user_info.id);
    const svc = t.services.account;
    const a1 = await svc.addAddress(id, await usAddress(t, { address1: '1 First St' }));
    const a2 = await svc.addAddress(id, await usAddress(t, { address1: '2 Second St' }));
    expect([a1.isDefault, a2.isDefault]).toEqual([true, false]);
    await svc.setDefaultAddress(id, a2.id);
    expect((await svc.addresses(id)).map((a) => [a.address1, a.isDefault])).toEqual([
      ['2 Second St', true],
      ['1 First St', false],
    ]);
    await svc.deleteAddress(id, a2.id);
    expect((await svc.addresses(id)).map((a) => [a.address1, a.isDefault])).toEqual([['1 First St', true]]);

    const m1 = await svc.addPaymentMethod(id, { address: await usAddress(t), nonce: 'fake-valid-visa-nonce' });
    const m2 = await svc.addPaymentMethod(id, { address: await usAddress(t), nonce: 'fake-valid-mastercard-nonce' });
    expect([m1.isDefault, m2.isDefault]).toEqual([true, false]);
    await svc.setDefaultPaymentMethod(id, m2.id);
    expect((await svc.defaults(id)).paymentMethod?.id).toBe(m2.id);
    await svc.deletePaymentMethod(id, m2.id);
    expect((await svc.paymentMethods(id)).map((m) => [m.id, m.isDefault])).toEqual([[m1.id, true]]);
    // Another customer's ids change nothing and answer "not found".
    await expect(svc.setDefaultPaymentMethod(customerId, m1.id)).rejects.toThrow('Payment method not found.');
    await expect(svc.setDefaultAddress(customerId, a1.id)).rejects.toThrow('Address not found.');
  });
});

describe('saved cards', () => {
  it('marks an expired card', async () => {
    const tok = await tokenize(t, '4111111111111111', { expirationDate: '12/34' });
    const m = (await api(`mutation($a: AddressInput!, $n: String!) { v1 { paymentMethod { add(address: $a, nonce: $n) { id isExpired } } } }`, { a: await usAddress(t), n: tok.body.nonce })).data.v1.paymentMethod.add;
    expect(m.isExpired).toBe(false);
    await t.database.db.execute(sql`update customer_payment_methods set credit_card_exp = '01/2020' where id = ${Number(m.id)}`);
    expect((await api(`query($id: ID!) { v1 { paymentMethod(id: $id) { isExpired } } }`, { id: m.id })).data.v1.paymentMethod.isExpired).toBe(true);
  });
});

describe('e-mail preferences', () => {
  const PREFS = `{ v1 { mailPreferences { orderUpdates shippingUpdates backInStock marketing } } }`;
  const SET = `mutation($m: Boolean, $b: Boolean) { v1 { notifications { setPreferences(marketing: $m, backInStock: $b) { orderUpdates shippingUpdates backInStock marketing } } } }`;

  it('starts with everything on, turns kinds off one by one, and the mail module honours them', async () => {
    expect((await api(PREFS)).data.v1.mailPreferences).toEqual({ orderUpdates: true, shippingUpdates: true, backInStock: true, marketing: true });
    expect((await api(SET, { m: false })).data.v1.notifications.setPreferences).toEqual({ orderUpdates: true, shippingUpdates: true, backInStock: true, marketing: false });
    const send = (category: 'marketing' | 'account') => t.services.mail.send({ to: 'area@example.com', subject: `${category} test`, text: '…', customerId, category });
    expect(await send('marketing')).toBe(false);
    // Security mail goes out whatever the preferences say.
    expect(await send('account')).toBe(true);
    const subjects = (await t.services.mail.listOutbox(20)).map((m) => m.subject);
    expect(subjects).toContain('account test');
    expect(subjects).not.toContain('marketing test');
    expect((await api(PREFS, {}, (await newGuest(t)).access_token)).data.v1.mailPreferences).toBeNull();
  });
});

describe('back in stock', () => {
  const ADD = `mutation($p: ID!) { v1 { stockAlert { add(productId: $p) { productId notifiedOnUtc product { name available } } } } }`;
  const LIST = `{ v1 { stockAlerts { productId notifiedOnUtc product { available } } } }`;

  async function outOfStockProduct(offset = 0) {
    const [row] = await queryRows<{ id: number; name: string }>(
      t,
      sql`select id, name from products where can_notify and status in ('CAN_BACKORDER', 'NOT_AVAILABLE') and published and not deleted order by id offset ${offset} limit 1`,
    );
    return row;
  }

  it('mails each waiting customer once when stock returns, and lists the request as notified', async () => {
    const p = await outOfStockProduct();
    const added = await api(ADD, { p: String(p.id) });
    expect(added.errors).toBeUndefined();
    expect(added.data.v1.stockAlert.add).toMatchObject({ productId: String(p.id), notifiedOnUtc: null, product: { name: p.name, available: false } });
    // Asking twice keeps one request.
    await api(ADD, { p: String(p.id) });
    await api(ADD, { p: String(p.id) }, other);

    const mailsFor = async () => (await t.services.mail.listOutbox(500)).filter((m) => m.subject === `Back in stock: ${p.name}`).map((m) => m.toAddress).sort();
    await t.services.catalog.addStock(p.id, 3);
    expect(await mailsFor()).toEqual(['area-other@example.com', 'area@example.com']);
    const list = (await api(LIST)).data.v1.stockAlerts.find((a: { productId: string }) => a.productId === String(p.id));
    expect(list).toMatchObject({ notifiedOnUtc: expect.any(String), product: { available: true } });

    // More stock, or stock that runs out and returns, mails nobody again.
    await t.services.catalog.addStock(p.id, 2);
    await t.database.db.execute(sql`update products set stock = 0, status = 'NOT_AVAILABLE' where id = ${p.id}`);
    await t.services.catalog.addStock(p.id, 1);
    expect(await mailsFor()).toEqual(['area-other@example.com', 'area@example.com']);
  });

  it('leaves out a customer who turned back-in-stock mail off', async () => {
    const p = await outOfStockProduct(1);
    const quiet = await newCustomer(t, 'quiet@example.com');
    await api(`mutation { v1 { notifications { setPreferences(backInStock: false) { backInStock } } } }`, {}, quiet.access_token);
    await api(ADD, { p: String(p.id) }, quiet.access_token);
    await t.services.catalog.addStock(p.id, 1);
    expect((await t.services.mail.listOutbox(500)).filter((m) => m.toAddress === 'quiet@example.com' && m.subject.startsWith('Back in stock'))).toEqual([]);
  });

  it('is offered only for out-of-stock parts that offer it, and is removable', async () => {
    const [inStock] = await queryRows<{ id: number }>(t, sql`select id from products where can_notify and status = 'IN_STOCK' and stock > 0 limit 1`);
    if (inStock) expect(await firstError(ADD, { p: String(inStock.id) })).toBe('This part is in stock: you can order it now.');
    const [noNotify] = await queryRows<{ id: number }>(t, sql`select id from products where not can_notify limit 1`);
    expect(await firstError(ADD, { p: String(noNotify.id) })).toBe('This part does not offer a back-in-stock e-mail.');
    expect(await firstError(ADD, { p: '999999' })).toBe('Product not found.');

    const p = await outOfStockProduct(2);
    await api(ADD, { p: String(p.id) });
    // Another customer's request answers like none at all.
    const del = `mutation($p: ID!) { v1 { stockAlert { delete(productId: $p) } } }`;
    expect(await firstError(del, { p: String(p.id) }, other)).toBe('There is no such request.');
    expect((await api(del, { p: String(p.id) })).data.v1.stockAlert.delete).toBe(true);
    expect((await api(LIST)).data.v1.stockAlerts.some((a: { productId: string }) => a.productId === String(p.id))).toBe(false);
    const g = await newGuest(t);
    expect((await api(ADD, { p: String(p.id) }, g.access_token)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

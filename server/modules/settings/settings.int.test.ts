import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { rowsOf } from '../../../tests/setup/test-db';
import { ADMIN_EMAIL, CUSTOMER_EMAIL, signIn, STAFF_EMAIL } from '../../../tests/support/test-auth';
import { DEFAULT_STORE_SETTINGS, STORE_SETTING_FIELDS } from '../../../shared/store-settings';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

const FIELDS = STORE_SETTING_FIELDS.join(' ');
const READ = `{ v1 { admin { storeSettings { ${FIELDS} updatedOnUtc updatedBy } } } }`;
const UPDATE = `mutation($input: StoreSettingsInput!) { v1 { admin { settings { update(input: $input) { settings { ${FIELDS} updatedBy } fieldErrors { field message } changedFields } } } } }`;
const INFO = '{ v1 { info { facts { phone hours } } } }';

let t: TestApp;
let admin = '';
let adminId = 0;
let staff = '';
let customer = '';

async function gql(token: string | null, query: string, variables: Record<string, unknown> = {}): Promise<{ data: Any; errors: Any }> {
  return (await t.graphql(query, variables, token ? { authorization: `Bearer ${token}` } : {})).body as Any;
}

beforeAll(async () => {
  t = await createTestApp();
  const a = await signIn(t, ADMIN_EMAIL);
  admin = a.access_token;
  adminId = Number(a.user_info.id);
  staff = (await signIn(t, STAFF_EMAIL)).access_token;
  customer = (await signIn(t, CUSTOMER_EMAIL)).access_token;
});
afterAll(() => t?.close());

describe('the store settings (v1 { admin { storeSettings } }, mutation { v1 { admin { settings { update } } } })', () => {
  it('start at today’s values', async () => {
    const r = await gql(admin, READ);
    expect(r.errors).toBeUndefined();
    expect(r.data.v1.admin.storeSettings).toMatchObject({ ...DEFAULT_STORE_SETTINGS, updatedOnUtc: null, updatedBy: null });
  });

  it('refuse staff, customers and guests (FORBIDDEN) and change nothing', async () => {
    for (const token of [staff, customer]) {
      expect((await gql(token, READ)).errors[0].extensions.code).toBe('FORBIDDEN');
      const w = await gql(token, UPDATE, { input: { ...DEFAULT_STORE_SETTINGS, phone: '1-800-555-0199' } });
      expect(w.errors[0].extensions.code).toBe('FORBIDDEN');
    }
    expect((await gql(null, READ)).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await gql(admin, READ)).data.v1.admin.storeSettings.phone).toBe(DEFAULT_STORE_SETTINGS.phone);
  });

  it('refuse invalid values with the field named, saving nothing', async () => {
    const r = await gql(admin, UPDATE, { input: { ...DEFAULT_STORE_SETTINGS, phone: 'call us', returnState: 'Kansas', originZip: '672', hours: ' ' } });
    expect(r.errors).toBeUndefined();
    const u = r.data.v1.admin.settings.update;
    expect(u.fieldErrors).toEqual([
      { field: 'phone', message: 'Use digits, spaces, brackets, dots and hyphens only, like 1-800-555-0142.' },
      { field: 'hours', message: 'Enter the opening hours.' },
      { field: 'returnState', message: 'Enter the returns state as its two-letter abbreviation, like KS.' },
      { field: 'originZip', message: 'Enter the ZIP code parcels ship from as 5 digits (or ZIP+4).' },
    ]);
    expect(u.changedFields).toEqual([]);
    expect(rowsOf(await t.database.db.execute(sql`select id from store_settings`))).toHaveLength(0);
    expect((await gql(admin, READ)).data.v1.admin.storeSettings.phone).toBe(DEFAULT_STORE_SETTINGS.phone);
  });

  it('save, audit the changed fields before and after, and reach the help pages, the store facts and return papers at once', async () => {
    const next = { ...DEFAULT_STORE_SETTINGS, phone: '1-800-555-0199', hours: 'Mon-Sat 8 - 5 CST', returnLine1: '12 Dock Rd', returnCity: 'Salina', returnZip: '67401', originCity: 'Omaha', originState: 'ne', originZip: '68102' };
    const r = await gql(admin, UPDATE, { input: next });
    expect(r.errors).toBeUndefined();
    const u = r.data.v1.admin.settings.update;
    expect(u.fieldErrors).toEqual([]);
    expect(u.changedFields.sort()).toEqual(['hours', 'originCity', 'originState', 'originZip', 'phone', 'returnCity', 'returnLine1', 'returnZip']);
    expect(u.settings).toMatchObject({ phone: '1-800-555-0199', originState: 'NE' });
    expect(u.settings.updatedBy).toContain(ADMIN_EMAIL);

    const [entry] = rowsOf<{ actor_id: number; record_type: string; record_id: string; before: Any; after: Any }>(
      await t.database.db.execute(sql`select actor_id, record_type, record_id, before, after from audit_log where action = 'settings.updated' order by id desc limit 1`),
    );
    expect(entry).toMatchObject({ actor_id: adminId, record_type: 'settings', record_id: 'store' });
    expect(entry!.before).toMatchObject({ phone: '1-800-555-0142', originCity: 'Wichita' });
    expect(entry!.after).toMatchObject({ phone: '1-800-555-0199', originCity: 'Omaha', originState: 'NE' });
    expect(entry!.before).not.toHaveProperty('returnName');

    expect((await gql(null, INFO)).data.v1.info.facts).toEqual({ phone: '1-800-555-0199', hours: 'Mon-Sat 8 - 5 CST' });
    const page = await t.services.content.page('/help/contactus');
    expect(page?.html ?? '').toContain('1-800-555-0199');
    expect(page?.html ?? '').toContain('Mon-Sat 8 - 5 CST');
    expect((await t.services.content.pagesOf('help')).some((p) => p.html.includes('1-800-555-0142'))).toBe(false);

    const label = await t.services.settings.current();
    expect(label).toMatchObject({ originCity: 'Omaha', originState: 'NE' });
  });

  it('a save with nothing changed writes no audit entry', async () => {
    const count = async () => rowsOf(await t.database.db.execute(sql`select id from audit_log where action = 'settings.updated'`)).length;
    const before = await count();
    const current = (await gql(admin, READ)).data.v1.admin.storeSettings;
    const input = Object.fromEntries(STORE_SETTING_FIELDS.map((f) => [f, current[f]]));
    const r = await gql(admin, UPDATE, { input });
    expect(r.data.v1.admin.settings.update).toMatchObject({ fieldErrors: [], changedFields: [] });
    expect(await count()).toBe(before);
  });
});

describe('shipping quotes', () => {
  const CART_METHODS = 'productGroups { shippingMethods { id price } }';
  const ADD = `mutation($p: ID!) { v1 { cart { add(productId: $p, qty: 1) { ${CART_METHODS} } } } }`;
  const DEST = `mutation($c: ID, $s: ID, $z: String) { v1 { cart { setDestination(countryId: $c, stateProvinceId: $s, postalCode: $z) { ${CART_METHODS} } } } }`;
  const READ_CART = `{ v1 { shoppingCart { ${CART_METHODS} } } }`;

  it('price a part whose warehouse names no state from the store’s origin, as set now', async () => {
    const [p] = rowsOf<{ id: number }>(await t.database.db.execute(sql`select id from products where published and not deleted and price is not null order by id limit 1 offset 7`));
    await t.database.db.execute(sql`update products set warehouse_id = null, stock = 50, status = 'IN_STOCK', shipping_profile_id = 1, weight = '2', is_free_shipping = false, order_minimum_quantity = 1, allowed_quantities = '' where id = ${p!.id}`);
    const guest = (await t.services.auth.createGuest({ clientId: 'ironyard-web', ip: '10.9.0.1' })).access_token;
    const [tx] = rowsOf<{ id: number; country_id: number }>(
      await t.database.db.execute(sql`select s.id, s.country_id from state_provinces s join countries c on c.id = s.country_id where c.two_letter_iso_code = 'US' and s.abbreviation = 'TX'`),
    );
    expect((await gql(guest, ADD, { p: String(p!.id) })).errors).toBeUndefined();
    await gql(guest, DEST, { c: String(tx!.country_id), s: String(tx!.id), z: '75001' });
    const ground = async () => Number((await gql(guest, READ_CART)).data.v1.shoppingCart.productGroups[0].shippingMethods.find((m: Any) => m.id === 'ground').price);

    const base = (await gql(admin, READ)).data.v1.admin.storeSettings;
    const input = (over: Record<string, string>) => ({ ...Object.fromEntries(STORE_SETTING_FIELDS.map((f) => [f, base[f]])), ...over });
    expect((await gql(admin, UPDATE, { input: input({ originCity: 'Wichita', originState: 'KS', originZip: '67209' }) })).data.v1.admin.settings.update.fieldErrors).toEqual([]);
    const fromKansas = await ground();
    expect((await gql(admin, UPDATE, { input: input({ originCity: 'Dallas', originState: 'TX', originZip: '75201' }) })).data.v1.admin.settings.update.fieldErrors).toEqual([]);
    const fromTexas = await ground();
    expect(fromTexas).toBeLessThan(fromKansas);
  });
});

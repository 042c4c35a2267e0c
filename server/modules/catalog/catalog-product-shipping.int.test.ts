import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { rowsOf } from '../../../tests/setup/test-db';
import { CLIENT_ID } from '../../../tests/support/test-auth';
import { gql } from '../../../tests/support/test-graphql';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const exec = async <T>(q: string) => rowsOf<T>(await t.database.db.execute(q as never));
const OPTIONS = `query S($id: ID!, $c: String, $s: String, $z: String!, $q: Int) {
  v1 { product(id: $id) { shippingOptions(countryCode: $c, stateProvince: $s, zipPostalCode: $z, quantity: $q) { id name price eta } } }
}`;
type Option = { id: string; name: string; price: number; eta: string };

async function options(variables: Record<string, unknown>) {
  const body = await gql<{ v1: { product: { shippingOptions: Option[] } } }>(t, OPTIONS, variables);
  return { options: body.data?.v1.product?.shippingOptions, error: body.errors?.[0] };
}

/** A light parcel part in stock, shipped from a warehouse in a known state. */
async function parcelPart() {
  const [p] = await exec<{ id: number }>(`select p.id from products p join warehouses w on w.id = p.warehouse_id
    where p.status = 'IN_STOCK' and p.stock > 5 and p.price is not null and p.shipping_profile_id = 1 and not p.is_free_shipping
      and p.weight between 1 and 20 and p.length < 30 and p.published and not p.deleted and w.state_province_id is not null
    order by p.id limit 1`);
  return String(p.id);
}

describe('Product.shippingOptions (spec 2 §7)', () => {
  it('prices a destination exactly as the cart prices a cart holding only that part', async () => {
    const id = await parcelPart();
    const { options: quoted, error } = await options({ id, z: '50010', q: 2 });
    expect(error).toBeUndefined();
    expect(quoted!.map((o) => o.name)).toEqual(['Ground', '2-Day', 'Next Day']);
    for (const o of quoted!) {
      expect(o.price).toBeGreaterThan(0);
      expect(o.eta).toMatch(/business days?$/);
    }

    // The same part, twice, in a guest's cart shipping to the same place (Iowa, found from the ZIP code).
    const guest = await t.services.auth.createGuest({ clientId: CLIENT_ID, ip: '10.9.0.1' });
    const [ia] = await exec<{ id: number; country_id: number }>(
      `select s.id, s.country_id from state_provinces s join countries c on c.id = s.country_id where c.two_letter_iso_code = 'US' and s.abbreviation = 'IA'`,
    );
    const add = await gql(t, `mutation { v1 { cart { add(productId: "${id}", qty: 2) { itemCount } } } }`, {}, { token: guest.access_token });
    expect(add.errors).toBeUndefined();
    const cart = await gql<{ v1: { cart: { setDestination: { productGroups: Array<{ shippingMethods: Option[] }> } } } }>(
      t,
      `mutation { v1 { cart { setDestination(countryId: "${ia.country_id}", stateProvinceId: "${ia.id}", postalCode: "50010") { productGroups { shippingMethods { id name price eta } } } } } }`,
      {},
      { token: guest.access_token },
    );
    expect(cart.errors).toBeUndefined();
    expect(quoted).toEqual(cart.data!.v1.cart.setDestination.productGroups[0].shippingMethods);
  });

  it('prices a farther destination higher, and abroad with international methods', async () => {
    const id = await parcelPart();
    const iowa = (await options({ id, z: '50010' })).options!;
    const alaska = (await options({ id, z: '99501' })).options!;
    expect(alaska.map((o) => o.name)).toEqual(['Ground', '2-Day']);
    expect(alaska[0].price).toBeGreaterThan(iowa[0].price);
    const canada = (await options({ id, c: 'CA', z: 'K1A 0B1' })).options!;
    expect(canada.map((o) => o.name)).toEqual(['Standard International', 'Express International']);
  });

  it('refuses a bad postal code with a clear message, and a state the ZIP code is not in', async () => {
    const id = await parcelPart();
    expect((await options({ id, z: '1234' })).error).toMatchObject({ message: 'Enter a 5-digit ZIP code (or ZIP+4).', extensions: { code: 'VALIDATION' } });
    expect((await options({ id, c: 'CA', z: '90210' })).error?.message).toBe('Enter a postal code like K1A 0B1.');
    expect((await options({ id, s: 'FL', z: '50010' })).error?.message).toBe('The ZIP code 50010 is not in FL. Check the ZIP code and the state.');
    expect((await options({ id, z: '00001' })).error?.message).toBe('No state uses the ZIP code 00001. Check the ZIP code.');
    expect((await options({ id, c: 'ZZ', z: '12345' })).error?.message).toBe('We do not know that country. Choose another.');
    expect((await options({ id, z: '50010', q: 0 })).error?.extensions).toMatchObject({ code: 'VALIDATION' });
  });
});

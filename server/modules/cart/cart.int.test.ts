import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { rowsOf } from '../../../tests/setup/test-db';
import { ADMIN_EMAIL, CLIENT_ID, CUSTOMER_EMAIL, signIn } from '../../../tests/support/test-auth';
import { DEMO_COUPONS } from '../../seed/seed-cart';
import { gql } from '../../../tests/support/test-graphql';
import { loadConfig } from '../../config';
import { createLogger } from '../../lib/logger';
import { createServices } from '../../services';

const ITEM = 'id quantity reference backordered price quoteId shoppingCartTypeId warnings product { id name priceAndAvailability { price } }';
const CART = `destination { city countryId postalCode provinceId } errors warnings estimatedItemTaxRate estimatedShippingTaxRate itemCount poNumber canOrder quoteGuid
  appliedDiscounts { name couponCode discountAmount discountType }
  productGroups { shippingProfileId vendorId warehouseId backordered shoppingCartItemId items { ${ITEM} } shippingMethods { id name price eta selected } }
  savedForLaterItems { ${ITEM} }
  totals { subtotal discount shipping shippingDiscount itemTax shippingTax tax total }`;

const Q_CART = `query Cart($q: String) { v1 { shoppingCart(quoteGuid: $q) { ${CART} } } }`;
const ADD = `mutation Add($p: ID!, $t: Int, $qty: Int, $q: String) { v1 { cart { add(productId: $p, shoppingCartTypeId: $t, qty: $qty, quoteGuid: $q) { ${CART} } } } }`;
const REMOVE = `mutation Rm($i: ID!, $t: Int) { v1 { cart { remove(shoppingCartItemId: $i, shoppingCartTypeId: $t) { ${CART} } } } }`;
const CHANGE = `mutation Ch($i: ID!, $t: Int, $qty: Int!) { v1 { cart { changeQuantity(shoppingCartItemId: $i, shoppingCartTypeId: $t, qty: $qty) { ${CART} } } } }`;
const SAVE = `mutation Sv($i: ID!) { v1 { cart { saveForLater(shoppingCartItemId: $i) { ${CART} } } } }`;
const MOVE = `mutation Mv($i: ID!) { v1 { cart { moveToCart(shoppingCartItemId: $i) { ${CART} } } } }`;
const REF = `mutation Ref($i: ID!, $r: String, $t: Int, $q: String) { v1 { cart { setLineReference(shoppingCartItemId: $i, reference: $r, shoppingCartTypeId: $t, quoteGuid: $q) { ${CART} } } } }`;
const DEST = `mutation Dest($c: ID, $s: ID, $z: String, $q: String) { v1 { cart { setDestination(countryId: $c, stateProvinceId: $s, postalCode: $z, quoteGuid: $q) { ${CART} } } } }`;
const PO = `mutation Po($po: String, $q: String) { v1 { cart { setPoNumber(poNumber: $po, quoteGuid: $q) { ${CART} } } } }`;
const ADD_COUPON = `mutation Ac($code: String, $q: String) { v1 { cart { addCoupon(couponCode: $code, quoteGuid: $q) { ${CART} } } } }`;
const REMOVE_COUPON = `mutation Rc($code: String, $q: String) { v1 { cart { removeCoupon(couponCode: $code, quoteGuid: $q) { ${CART} } } } }`;
const SET_SHIPPING = `mutation Ss($c: ID, $s: ID, $z: String, $w: ID, $v: ID, $sp: ID, $b: Boolean, $m: ID, $q: String, $i: ID) { v1 { cart {
  setSelectedShippingMethod(countryId: $c, provinceId: $s, postalCode: $z, warehouseId: $w, vendorId: $v, shippingProfileId: $sp, backordered: $b, selectedShippingMethodId: $m, quoteGuid: $q, shoppingCartItemId: $i) { ${CART} } } } }`;
const METHODS = `query M($c: ID, $s: ID, $z: String, $q: String, $w: ID, $v: ID, $sp: ID, $b: Boolean) { v1 {
  shippingMethods(countryId: $c, stateProvinceId: $s, postalCode: $z, quoteGuid: $q, warehouseId: $w, vendorId: $v, shippingProfileId: $sp, backordered: $b) { id name price eta selected } } }`;
const DISCOUNTS = `query D($q: String) { v1 { appliedDiscounts(quoteGuid: $q) { name couponCode discountAmount discountType } } }`;
const QUOTE_ADD = `mutation Qa($quote: QuoteInput!) { v1 { quote { add(quote: $quote) { id guid customerId title canOrder expirationDate items { id productId quantity price shippingPrice reference } } } } }`;
const QUOTE_ACCESS = `mutation Qx($q: String!) { v1 { quote { accessQuoteAndConvertToCart(quoteGuid: $q) { ${CART} } } } }`;
const QUOTE = `query Q($q: String!) { v1 { quote(quoteGuid: $q) { id guid title canOrder items { productId quantity price shippingPrice reference product { id } } } } }`;

interface Item {
  id: string;
  quantity: number;
  reference: string;
  backordered: boolean;
  price: number | null;
  quoteId: string | null;
  shoppingCartTypeId: number;
  warnings: string[];
  product: { id: string; name: string } | null;
}
interface Method {
  id: string;
  name: string;
  price: number;
  eta: string;
  selected: boolean;
}
interface Cart {
  destination: { city: string; countryId: string | null; postalCode: string; provinceId: string | null };
  errors: string[];
  warnings: string[];
  estimatedItemTaxRate: number;
  estimatedShippingTaxRate: number;
  itemCount: number;
  poNumber: string;
  canOrder: boolean;
  quoteGuid: string | null;
  appliedDiscounts: Array<{ name: string; couponCode: string; discountAmount: number; discountType: string }>;
  productGroups: Array<{ shippingProfileId: string; vendorId: string; warehouseId: string; backordered: boolean; shoppingCartItemId: string; items: Item[]; shippingMethods: Method[] }>;
  savedForLaterItems: Item[];
  totals: Record<'subtotal' | 'discount' | 'shipping' | 'shippingDiscount' | 'itemTax' | 'shippingTax' | 'tax' | 'total', number>;
}

let t: TestApp;
let admin: string;

const exec = async <T>(q: string) => rowsOf<T>(await t.database.db.execute(q as never));

/** The cart a mutation answered, failing the test on an error. */
async function cartOp(token: string, query: string, variables: Record<string, unknown>): Promise<Cart> {
  const body = await gql<{ v1: Record<string, Record<string, Cart>> }>(t, query, variables, { token });
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  const group = Object.values(body.data!.v1)[0];
  return Object.values(group)[0];
}
async function errorOf(token: string | null, query: string, variables: Record<string, unknown>): Promise<string> {
  const body = await gql(t, query, variables, { token });
  expect(body.errors, 'expected an error').toBeDefined();
  return body.errors![0].message;
}
/** The code and text of the error a call answers with (docs/api/errors.md). */
async function refusalOf(token: string | null, query: string, variables: Record<string, unknown>): Promise<{ code: unknown; message: string }> {
  const body = await gql(t, query, variables, { token });
  expect(body.errors, 'expected an error').toBeDefined();
  return { code: body.errors![0].extensions?.code, message: body.errors![0].message };
}
async function readCart(token: string | null, q?: string): Promise<Cart> {
  const body = await gql<{ v1: { shoppingCart: Cart } }>(t, Q_CART, { q }, { token });
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!.v1.shoppingCart;
}
const items = (c: Cart) => c.productGroups.flatMap((g) => g.items);

/** A product made to order for one test: ids are unique per call, fields set as asked. */
let nextPick = 0;
let pool: number[] = [];
async function product(fields: Record<string, string | number | boolean | null> = {}): Promise<number> {
  const id = pool[nextPick++];
  const set = {
    price: '100.0000',
    status: 'IN_STOCK',
    stock: 50,
    order_minimum_quantity: 1,
    order_maximum_quantity: 100,
    allowed_quantities: '',
    is_tax_exempt: false,
    is_free_shipping: false,
    additional_shipping_charge: '0',
    ship_separately: false,
    shipping_profile_id: 1,
    weight: '2',
    length: '10',
    width: '8',
    height: '4',
    published: true,
    deleted: false,
    ...fields,
  };
  const assignments = Object.entries(set)
    .map(([k, v]) => `${k} = ${v === null ? 'null' : typeof v === 'string' ? `'${v}'` : v}`)
    .join(', ');
  await exec(`update products set ${assignments} where id = ${id}`);
  return id;
}

// Guests from many addresses: one file creates more guests than one address may per ten minutes.
let guestCount = 0;
async function newGuestSession() {
  guestCount++;
  return t.services.auth.createGuest({ clientId: CLIENT_ID, ip: `10.7.${Math.floor(guestCount / 200)}.${guestCount % 200}` });
}
async function guest() {
  return (await newGuestSession()).access_token;
}
async function stateId(country: string, abbreviation: string) {
  const [row] = await exec<{ id: number; country_id: number }>(
    `select s.id, s.country_id from state_provinces s join countries c on c.id = s.country_id where c.two_letter_iso_code = '${country}' and s.abbreviation = '${abbreviation}'`,
  );
  return { stateProvinceId: String(row.id), countryId: String(row.country_id) };
}

beforeAll(async () => {
  t = await createTestApp();
  // Products with one warehouse and vendor, so groups in a test are predictable.
  const [w] = await exec<{ warehouse_id: number; vendor_id: number }>(
    'select warehouse_id, vendor_id from products where warehouse_id is not null group by warehouse_id, vendor_id order by count(*) desc limit 1',
  );
  pool = (await exec<{ id: number }>(`select id from products where warehouse_id = ${w.warehouse_id} and vendor_id = ${w.vendor_id} order by id limit 80`)).map((r) => r.id);
  admin = (await signIn(t, ADMIN_EMAIL)).access_token;
});

afterAll(() => t.close());

describe('cart: add, quantities, lists', () => {
  it('adds a product, groups it, prices shipping and totals; adding again raises the quantity', async () => {
    const token = await guest();
    const id = await product({ price: '19.9950' });
    let cart = await cartOp(token, ADD, { p: String(id), t: 1, qty: 2 });
    expect(cart.itemCount).toBe(2);
    expect(items(cart)).toHaveLength(1);
    expect(items(cart)[0]).toMatchObject({ quantity: 2, price: 19.995, backordered: false, quoteId: null, product: { id: String(id) } });
    expect(cart.productGroups[0].shippingMethods.length).toBeGreaterThan(0);
    expect(cart.productGroups[0].shippingMethods.filter((m) => m.selected)).toHaveLength(1);
    // 19.995 × 2 = 39.99 exactly.
    expect(cart.totals.subtotal).toBe(39.99);
    cart = await cartOp(token, ADD, { p: String(id), t: 1, qty: 3 });
    expect(items(cart)).toHaveLength(1);
    expect(items(cart)[0].quantity).toBe(5);
    expect(cart.canOrder).toBe(true);
  });

  it('refuses quantities outside the product limits, stock, allowed quantities and unavailable parts', async () => {
    const token = await guest();
    const limited = await product({ order_minimum_quantity: 2, order_maximum_quantity: 4 });
    expect(await errorOf(token, ADD, { p: String(limited), t: 1, qty: 1 })).toMatch(/^Failed to add product to cart\. .* is sold in quantities of 2 or more\.$/);
    expect(await errorOf(token, ADD, { p: String(limited), t: 1, qty: 5 })).toMatch(/^Failed to add product to cart\. You can order at most 4 of /);
    const pairs = await product({ allowed_quantities: '2,4,6' });
    expect(await errorOf(token, ADD, { p: String(pairs), qty: 3 })).toMatch(/is sold in quantities of 2, 4 or 6\.$/);
    const scarce = await product({ stock: 3, status: 'LOW_STOCK' });
    expect(await refusalOf(token, ADD, { p: String(scarce), qty: 4 })).toEqual({ code: 'OUT_OF_STOCK', message: expect.stringMatching(/Only 3 of .* are in stock\.$/) });
    const gone = await product({ status: 'DISCONTINUED' });
    expect(await refusalOf(token, ADD, { p: String(gone), qty: 1 })).toEqual({ code: 'PRODUCT_UNAVAILABLE', message: expect.stringMatching(/^Failed to add product to cart\. .* is discontinued\.$/) });
    expect((await refusalOf(token, ADD, { p: String(pairs), qty: 3 })).code).toBe('VALIDATION');
    const phone = await product({ status: 'CALL_FOR_PRICE', price: null });
    expect(await errorOf(token, ADD, { p: String(phone), qty: 1 })).toMatch(/call us for its price/);
    expect(await errorOf(token, ADD, { p: '999999999', qty: 1 })).toBe('Failed to add product to cart. That product does not exist.');
    expect(await errorOf(token, ADD, { p: 'abc', qty: 1 })).toBe('Failed to add product to cart. That product does not exist.');
    expect(await errorOf(token, ADD, { p: String(pairs), qty: 0 })).toBe('Failed to add product to cart. Enter a quantity of 1 or more.');
    expect(await errorOf(token, ADD, { p: String(pairs), t: 3, qty: 2 })).toMatch(/Choose the cart \(1\) or the saved-for-later list \(2\)/);
    expect((await readCart(token)).itemCount).toBe(0);
  });

  it('backorders what is beyond the stock of a backorderable part, in its own group', async () => {
    const token = await guest();
    const normal = await product();
    const backorder = await product({ status: 'CAN_BACKORDER', stock: 0 });
    await cartOp(token, ADD, { p: String(normal), qty: 1 });
    const cart = await cartOp(token, ADD, { p: String(backorder), qty: 2 });
    expect(cart.productGroups).toHaveLength(2);
    const bo = cart.productGroups.find((g) => g.backordered)!;
    expect(bo.items.map((i) => i.product!.id)).toEqual([String(backorder)]);
    expect(bo.items[0].backordered).toBe(true);
    expect(bo.shippingMethods[0].eta).toMatch(/^Ships when back in stock/);
  });

  it('counts every one of many adds sent at once (one line, every unit)', async () => {
    const token = await guest();
    const id = await product({ stock: 100 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => gql(t, ADD, { p: String(id), qty: 1 }, { token })));
    expect(answers.map((a) => a.errors)).toEqual(Array(10).fill(undefined));
    const cart = await readCart(token);
    expect(items(cart).map((i) => i.quantity)).toEqual([10]);
  });

  it('changes quantities within the limits and removes lines', async () => {
    const token = await guest();
    const id = await product({ order_maximum_quantity: 6 });
    const cart = await cartOp(token, ADD, { p: String(id), qty: 1 });
    const line = items(cart)[0].id;
    expect(items(await cartOp(token, CHANGE, { i: line, t: 1, qty: 6 }))[0].quantity).toBe(6);
    expect(await errorOf(token, CHANGE, { i: line, t: 1, qty: 7 })).toMatch(/^Failed to change the quantity\. You can order at most 6 of /);
    expect(await errorOf(token, CHANGE, { i: line, t: 1, qty: -1 })).toBe('Failed to change the quantity. Enter a quantity of 1 or more.');
    expect(await errorOf(token, REMOVE, { i: line, t: 2 })).toBe('Failed to remove product from cart. That item is not in your cart.');
    const after = await cartOp(token, REMOVE, { i: line, t: 1 });
    expect(after.itemCount).toBe(0);
    expect(await errorOf(token, REMOVE, { i: line, t: 1 })).toBe('Failed to remove product from cart. That item is not in your cart.');
  });

  it('saves for later and moves back, joining a line of the same part', async () => {
    const token = await guest();
    const id = await product();
    let cart = await cartOp(token, ADD, { p: String(id), qty: 2 });
    cart = await cartOp(token, SAVE, { i: items(cart)[0].id });
    expect(cart.itemCount).toBe(0);
    expect(cart.savedForLaterItems).toHaveLength(1);
    expect(cart.savedForLaterItems[0]).toMatchObject({ quantity: 2, shoppingCartTypeId: 2 });
    cart = await cartOp(token, ADD, { p: String(id), qty: 1 });
    cart = await cartOp(token, MOVE, { i: cart.savedForLaterItems[0].id });
    expect(cart.savedForLaterItems).toHaveLength(0);
    expect(items(cart)).toHaveLength(1);
    expect(items(cart)[0].quantity).toBe(3);
    const free = await product({ price: '0' });
    cart = await cartOp(token, ADD, { p: String(free), qty: 1 });
    const freeLine = items(cart).find((i) => i.product!.id === String(free))!;
    expect(await errorOf(token, SAVE, { i: freeLine.id })).toBe('Failed to move product to wish list. Only parts with a price can be saved for later.');
  });

  it('refuses to move a saved part back when it can no longer be ordered', async () => {
    const token = await guest();
    const id = await product({ stock: 5 });
    let cart = await cartOp(token, ADD, { p: String(id), t: 2, qty: 4 });
    await exec(`update products set stock = 2 where id = ${id}`);
    expect(await errorOf(token, MOVE, { i: cart.savedForLaterItems[0].id })).toMatch(/^Failed to move product to the cart\. Only 2 of .* are in stock\.$/);
    cart = await readCart(token);
    expect(cart.savedForLaterItems).toHaveLength(1);
  });

  it('keeps a line reference, and limits its length', async () => {
    const token = await guest();
    const cart = await cartOp(token, ADD, { p: String(await product()), qty: 1 });
    const line = items(cart)[0].id;
    expect(items(await cartOp(token, REF, { i: line, r: '  Loader #4 ', t: 1 }))[0].reference).toBe('Loader #4');
    expect(await errorOf(token, REF, { i: line, r: 'x'.repeat(101), t: 1 })).toBe('Failed to change the references. A reference has 100 characters at most.');
  });

  it('keeps a PO number with the cart, for checkout', async () => {
    const token = await guest();
    const customerId = Number((await whoIs(token)).id);
    expect((await cartOp(token, PO, { po: ' PO-4471 ' })).poNumber).toBe('PO-4471');
    expect((await t.services.cart.priceCartForCheckout(customerId, null)).poNumber).toBe('PO-4471');
    expect(await errorOf(token, PO, { po: 'x'.repeat(51) })).toBe('Failed to save the PO number. Use at most 50 characters for the PO number.');
    expect((await readCart(token)).poNumber).toBe('PO-4471');
  });

  it('answers another customer’s line exactly like a missing one and changes nothing', async () => {
    const owner = await guest();
    const other = await guest();
    const cart = await cartOp(owner, ADD, { p: String(await product()), qty: 2 });
    const line = items(cart)[0].id;
    for (const [query, vars, text] of [
      [REMOVE, { i: line, t: 1 }, 'Failed to remove product from cart. That item is not in your cart.'],
      [CHANGE, { i: line, t: 1, qty: 1 }, 'Failed to change the quantity. That item is not in your cart.'],
      [SAVE, { i: line }, 'Failed to move product to wish list. That item is not in your cart.'],
      [MOVE, { i: line }, 'Failed to move product to the cart. That item is not in your cart.'],
      [REF, { i: line, r: 'mine' }, 'Failed to change the references. That item is not in your cart.'],
    ] as const) {
      expect(await errorOf(other, query, vars)).toBe(text);
      expect(await errorOf(other, query, { ...vars, i: '99999999' })).toBe(text);
    }
    expect(items(await readCart(owner))[0]).toMatchObject({ quantity: 2, reference: '' });
  });

  it('needs a session for changes; without one the cart reads empty', async () => {
    expect((await readCart(null)).itemCount).toBe(0);
    const body = await gql(t, ADD, { p: String(pool[0]), qty: 1 }, { token: null });
    expect(body.errors![0].message).toBe('Please sign in to continue.');
  });
});

describe('cart warnings', () => {
  it('warns when the price changed, the stock fell below the quantity, or the part was discontinued', async () => {
    const token = await guest();
    const a = await product({ price: '10' });
    const b = await product({ stock: 10 });
    const c = await product();
    await cartOp(token, ADD, { p: String(a), qty: 1 });
    await cartOp(token, ADD, { p: String(b), qty: 8 });
    await cartOp(token, ADD, { p: String(c), qty: 1 });
    await exec(`update products set price = 12.5 where id = ${a}`);
    await exec(`update products set stock = 5 where id = ${b}`);
    await exec(`update products set status = 'DISCONTINUED' where id = ${c}`);
    const cart = await readCart(token);
    expect(cart.warnings.some((w) => /^The price of .* changed from \$10\.00 to \$12\.50 since you added it\.$/.test(w))).toBe(true);
    expect(cart.warnings.some((w) => /Only 5 of .* are in stock\./.test(w))).toBe(true);
    expect(cart.warnings.some((w) => /is discontinued\./.test(w))).toBe(true);
    expect(cart.canOrder).toBe(false);
    expect(items(cart).find((i) => i.product!.id === String(a))!.price).toBe(12.5);
  });
});

describe('destination, shipping and tax', () => {
  it('sets a destination, estimates tax for it, and refuses a province of another country', async () => {
    const token = await guest();
    await cartOp(token, ADD, { p: String(await product({ price: '100' })), qty: 1 });
    const tx = await stateId('US', 'TX');
    const cart = await cartOp(token, DEST, { c: tx.countryId, s: tx.stateProvinceId, z: '75001' });
    expect(cart.destination).toMatchObject({ countryId: tx.countryId, provinceId: tx.stateProvinceId, postalCode: '75001' });
    expect(cart.estimatedItemTaxRate).toBe(0.082);
    expect(cart.totals.itemTax).toBe(8.2);
    const on = await stateId('CA', 'ON');
    expect(await errorOf(token, DEST, { c: tx.countryId, s: on.stateProvinceId })).toBe(
      'Failed to set the destination. Choose a country and a state or province of that country.',
    );
    expect(await errorOf(token, DEST, { z: '75001' })).toBe('Failed to set the destination. Choose a country.');
    expect((await readCart(token)).destination.provinceId).toBe(tx.stateProvinceId);
  });

  it('reads the rates from the tax table: the province’s row, else the country’s', async () => {
    const token = await guest();
    await cartOp(token, ADD, { p: String(await product({ price: '100' })), qty: 1 });
    const [canada] = await exec<{ id: number }>(`select id from countries where two_letter_iso_code = 'CA'`);
    let cart = await cartOp(token, DEST, { c: String(canada.id) });
    expect([cart.estimatedItemTaxRate, cart.estimatedShippingTaxRate]).toEqual([0.05, 0.05]);
    const on = await stateId('CA', 'ON');
    cart = await cartOp(token, DEST, { c: on.countryId, s: on.stateProvinceId });
    expect(cart.estimatedItemTaxRate).toBe(0.13);
    await exec(`update tax_rates set item_rate = 0.07 where state_province_id = ${on.stateProvinceId}`);
    expect((await readCart(token)).totals.itemTax).toBe(7);
    // A country without a row estimates no tax, and ships internationally.
    const [germany] = await exec<{ id: number }>(`insert into countries (name, two_letter_iso_code, three_letter_iso_code) values ('Germany', 'DE', 'DEU') returning id`);
    cart = await cartOp(token, DEST, { c: String(germany.id) });
    expect(cart.estimatedItemTaxRate).toBe(0);
    expect(cart.productGroups[0].shippingMethods.map((m) => m.id)).toEqual(['standard_international', 'express_international']);
    await exec(`update countries set allows_shipping = false where id = ${germany.id}`);
    cart = await readCart(token);
    expect(cart.productGroups[0].shippingMethods).toEqual([]);
    expect(cart.errors).toContain('We cannot ship these parts to the chosen destination.');
    expect(cart.canOrder).toBe(false);
  });

  it('adds no item tax for tax-exempt parts', async () => {
    const token = await guest();
    await cartOp(token, ADD, { p: String(await product({ price: '100', is_tax_exempt: true })), qty: 1 });
    const tx = await stateId('US', 'TX');
    const cart = await cartOp(token, DEST, { c: tx.countryId, s: tx.stateProvinceId });
    expect(cart.totals.itemTax).toBe(0);
  });

  it('lists a group’s methods and selects one, unselecting the others', async () => {
    const token = await guest();
    let cart = await cartOp(token, ADD, { p: String(await product()), qty: 1 });
    const g = cart.productGroups[0];
    const args = { w: g.warehouseId, v: g.vendorId, sp: g.shippingProfileId, b: g.backordered };
    const methods = (await gql<{ v1: { shippingMethods: Method[] } }>(t, METHODS, args, { token })).data!.v1.shippingMethods;
    expect(methods.map((m) => m.id)).toEqual(g.shippingMethods.map((m) => m.id));
    const last = methods[methods.length - 1];
    cart = await cartOp(token, SET_SHIPPING, { ...args, m: last.id });
    const selected = cart.productGroups[0].shippingMethods.filter((m) => m.selected);
    expect(selected.map((m) => m.id)).toEqual([last.id]);
    expect(cart.totals.shipping).toBe(last.price);
    expect(await errorOf(token, SET_SHIPPING, { ...args, m: 'teleport' })).toBe('Failed to set the shipping method. That shipping method is not offered for these parts.');
    expect(await errorOf(token, SET_SHIPPING, { ...args, sp: '7', m: last.id })).toBe('Failed to set the shipping method. Those parts are not in your cart.');
    const missing = await gql(t, METHODS, { v: g.vendorId }, { token });
    expect(missing.errors![0].message).toBe('Shipping methods need the group’s warehouse, vendor, shipping profile and backordered flag.');
  });

  it('prices shipping from the rate table', async () => {
    const token = await guest();
    const cart = await cartOp(token, ADD, { p: String(await product({ weight: '10', length: '12', width: '10', height: '8' })), qty: 1 });
    const methods = cart.productGroups[0].shippingMethods;
    await exec(`update shipping_rates set base = base + 5 where mode = 'parcel' and method_id = 'ground'`);
    await exec(`delete from shipping_rates where method_id = 'next_day'`);
    const after = (await readCart(token)).productGroups[0].shippingMethods;
    expect(after.map((m) => m.id)).toEqual(methods.filter((m) => m.id !== 'next_day').map((m) => m.id));
    expect(after[0].price).toBeCloseTo(methods[0].price + 5, 2);
  });

  it('sends heavy parts by truck freight and free-shipping parts free', async () => {
    const token = await guest();
    let cart = await cartOp(token, ADD, { p: String(await product({ weight: '400', length: '60', width: '40', height: '30' })), qty: 1 });
    expect(cart.productGroups[0].shippingMethods[0].name).toBe('LTL Freight');
    const other = await guest();
    cart = await cartOp(other, ADD, { p: String(await product({ is_free_shipping: true })), qty: 1 });
    expect(cart.productGroups[0].shippingMethods[0]).toMatchObject({ name: 'Free Ground', price: 0, selected: true });
  });
});

describe('coupons', () => {
  it('applies a subtotal coupon, lists it, and removes it', async () => {
    const token = await guest();
    await cartOp(token, ADD, { p: String(await product({ price: '200' })), qty: 1 });
    let cart = await cartOp(token, ADD_COUPON, { code: DEMO_COUPONS.subtotalPercent.toLowerCase() });
    expect(cart.appliedDiscounts).toEqual([expect.objectContaining({ couponCode: 'SAVE10', discountAmount: 20, discountType: 'ORDER_SUB_TOTAL' })]);
    expect(cart.totals.discount).toBe(20);
    const listed = (await gql<{ v1: { appliedDiscounts: Cart['appliedDiscounts'] } }>(t, DISCOUNTS, {}, { token })).data!.v1.appliedDiscounts;
    expect(listed.map((d) => d.couponCode)).toEqual(['SAVE10']);
    expect(await errorOf(token, ADD_COUPON, { code: 'SAVE10' })).toBe('Failed to add coupon. That coupon is already applied.');
    cart = await cartOp(token, REMOVE_COUPON, { code: 'save10' });
    expect(cart.appliedDiscounts).toEqual([]);
    expect(cart.totals.discount).toBe(0);
    expect(await errorOf(token, REMOVE_COUPON, { code: 'SAVE10' })).toBe('Failed to remove coupon. That coupon is not applied to your cart.');
  });

  it('counts only the first applied coupon', async () => {
    const token = await guest();
    await cartOp(token, ADD, { p: String(await product({ price: '300' })), qty: 1 });
    await cartOp(token, ADD_COUPON, { code: DEMO_COUPONS.subtotalAmount });
    const cart = await cartOp(token, ADD_COUPON, { code: DEMO_COUPONS.subtotalPercent });
    expect(cart.appliedDiscounts.map((d) => d.couponCode)).toEqual(['TAKE25', 'SAVE10']);
    expect(cart.totals.discount).toBe(25);
  });

  it('takes a shipping coupon off shipping, not the subtotal', async () => {
    const token = await guest();
    const cart0 = await cartOp(token, ADD, { p: String(await product({ price: '50' })), qty: 1 });
    const cart = await cartOp(token, ADD_COUPON, { code: DEMO_COUPONS.shipping });
    expect(cart.totals.discount).toBe(0);
    expect(cart.totals.shippingDiscount).toBe(Math.min(50, cart0.totals.shipping));
    expect(cart.appliedDiscounts[0].discountType).toBe('SHIPPING');
  });

  it('explains unknown, expired and inapplicable codes', async () => {
    const token = await guest();
    expect(await errorOf(token, ADD_COUPON, { code: 'SAVE10' })).toBe('Failed to add coupon. Add parts to your cart first.');
    await cartOp(token, ADD, { p: String(await product({ price: '100' })), qty: 1 });
    expect(await errorOf(token, ADD_COUPON, { code: 'NOPE' })).toBe('Failed to add coupon. The coupon code "NOPE" is not valid.');
    expect(await errorOf(token, ADD_COUPON, { code: '' })).toBe('Failed to add coupon. Enter a coupon code.');
    expect(await errorOf(token, ADD_COUPON, { code: DEMO_COUPONS.expired })).toBe('Failed to add coupon. This coupon has expired.');
    expect(await errorOf(token, ADD_COUPON, { code: DEMO_COUPONS.subtotalAmount })).toBe('Failed to add coupon. This coupon needs an order subtotal of $250.00 or more.');
    await exec(`insert into discounts (name, coupon_code, discount_type, discount_amount, skus) values ('Other part', 'ONLYTHAT', 'SKUS', 5, ARRAY['NO-SUCH-SKU'])`);
    expect(await errorOf(token, ADD_COUPON, { code: 'ONLYTHAT' })).toBe('Failed to add coupon. This coupon does not apply to any part in your cart.');
  });

  it('drops a coupon that no longer applies, with a warning', async () => {
    const token = await guest();
    const cart = await cartOp(token, ADD, { p: String(await product({ price: '300' })), qty: 1 });
    await cartOp(token, ADD_COUPON, { code: DEMO_COUPONS.subtotalAmount });
    const after = await cartOp(token, CHANGE, { i: items(cart)[0].id, t: 1, qty: 1 }).then(async () => {
      await exec(`update products set price = 100 where id = ${items(cart)[0].product!.id}`);
      return readCart(token);
    });
    expect(after.appliedDiscounts).toEqual([]);
    expect(after.warnings).toContain('The coupon TAKE25 no longer applies: this coupon needs an order subtotal of $250.00 or more.');
  });
});

describe('quotes', () => {
  async function createQuote(productIds: number[], extra: Record<string, unknown> = {}) {
    const body = await gql<{ v1: { quote: { add: { id: string; guid: string; canOrder: boolean; items: unknown[] } } } }>(t, QUOTE_ADD, {
      quote: {
        customerEmail: CUSTOMER_EMAIL,
        title: 'Spring service parts',
        expirationDate: new Date(Date.now() + 7 * 86400_000).toISOString(),
        items: productIds.map((id, i) => ({ productId: String(id), quantity: i + 2, price: 10.5 + i, shippingPrice: 4.25, reference: `R${i}` })),
        ...extra,
      },
    }, { token: admin });
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data!.v1.quote.add;
  }

  it('lets only store staff create quotes, with clear errors for bad input', async () => {
    const customer = (await signIn(t, CUSTOMER_EMAIL)).access_token;
    const p = await product();
    const input = { customerEmail: CUSTOMER_EMAIL, expirationDate: new Date(Date.now() + 86400_000).toISOString(), items: [{ productId: String(p), quantity: 1, price: 5 }] };
    expect(await errorOf(customer, QUOTE_ADD, { quote: input })).toBe('Only store staff can do this.');
    expect(await errorOf(admin, QUOTE_ADD, { quote: { ...input, customerEmail: 'nobody@example.test' } })).toBe('Failed to create the quote. No customer has that id or e-mail address.');
    expect(await errorOf(admin, QUOTE_ADD, { quote: { ...input, expirationDate: new Date(Date.now() - 1000).toISOString() } })).toBe(
      'Failed to create the quote. The expiration date must be in the future.',
    );
    expect(await errorOf(admin, QUOTE_ADD, { quote: { ...input, items: [] } })).toBe('Failed to create the quote. Add at least one product.');
    expect(await errorOf(admin, QUOTE_ADD, { quote: { ...input, items: [{ productId: String(p), quantity: 1, price: -1 }] } })).toBe(
      'Failed to create the quote. Line 1: the price must be 0 or more.',
    );
    expect(await errorOf(admin, QUOTE_ADD, { quote: { ...input, items: [{ productId: '99999999', quantity: 1, price: 1 }] } })).toBe(
      'Failed to create the quote. Line 1: that product does not exist.',
    );
  });

  it('opens a quote as a read-only cart where the quote’s prices and shipping win', async () => {
    const a = await product({ price: '99' });
    const b = await product({ price: '99', status: 'CALL_FOR_PRICE' });
    // Made for no one in particular, so the guest below may order it.
    const quote = await createQuote([a, b], { customerEmail: null });
    expect(quote.canOrder).toBe(true);
    const read = (await gql<{ v1: { quote: { items: Array<{ price: number }> } } }>(t, QUOTE, { q: quote.guid }, { token: null })).data!.v1.quote;
    expect(read.items.map((i) => i.price)).toEqual([10.5, 11.5]);

    const token = await guest();
    let cart = await cartOp(token, QUOTE_ACCESS, { q: quote.guid });
    expect(cart.quoteGuid).toBe(quote.guid);
    expect(items(cart).map((i) => [i.price, i.quantity, i.reference, i.quoteId])).toEqual([
      [10.5, 2, 'R0', quote.id],
      [11.5, 3, 'R1', quote.id],
    ]);
    expect(cart.totals.subtotal).toBe(55.5);
    expect(cart.totals.shipping).toBe(8.5);
    expect(cart.productGroups[0].shippingMethods).toEqual([{ id: 'quoted', name: 'Quoted shipping', price: 8.5, eta: '', selected: true }]);
    expect(cart.canOrder).toBe(true);
    // Opening again keeps the same lines.
    cart = await cartOp(token, QUOTE_ACCESS, { q: quote.guid });
    expect(items(cart)).toHaveLength(2);
    // The ordinary cart is untouched.
    expect((await readCart(token)).itemCount).toBe(0);

    const line = items(cart)[0].id;
    expect(await refusalOf(token, ADD, { p: String(a), qty: 1, q: quote.guid })).toEqual({ code: 'QUOTE_READ_ONLY', message: 'Cannot add product to a quote' });
    expect(await errorOf(token, REMOVE, { i: line, t: 1 })).toBe('Cannot remove product from a quote');
    expect(await errorOf(token, SAVE, { i: line })).toBe('Cannot move product to wishlist from a quote');
    expect(await errorOf(token, MOVE, { i: line })).toBe('Cannot move product to cart for a quote');
    expect(await errorOf(token, CHANGE, { i: line, t: 1, qty: 9 })).toBe('Cannot change quantity of a product on a quote');
    expect(await errorOf(token, ADD_COUPON, { code: 'SAVE10', q: quote.guid })).toBe('Cannot add coupon to a quote');
    expect(await errorOf(token, REMOVE_COUPON, { code: 'SAVE10', q: quote.guid })).toBe('Cannot remove coupon from a quote');
    // References and destination are the customer's own.
    cart = await cartOp(token, REF, { i: line, r: 'Unit 12', q: quote.guid });
    expect(items(cart)[0].reference).toBe('Unit 12');
    const tx = await stateId('US', 'TX');
    cart = await cartOp(token, DEST, { c: tx.countryId, s: tx.stateProvinceId, q: quote.guid });
    expect(cart.quoteGuid).toBe(quote.guid);
    expect(cart.totals.itemTax).toBe(4.55);
    const quoteCart = await readCart(token, quote.guid);
    expect(items(quoteCart).map((i) => i.quantity)).toEqual([2, 3]);
  });

  it('opens a quote once when its link is opened several times at once', async () => {
    const quote = await createQuote([await product(), await product()]);
    const token = await guest();
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => gql(t, QUOTE_ACCESS, { q: quote.guid }, { token })),
      ...Array.from({ length: 4 }, () => gql(t, Q_CART, { q: quote.guid }, { token })),
    ]);
    expect(answers.map((a) => a.errors)).toEqual(Array(8).fill(undefined));
    expect(items(await readCart(token, quote.guid)).map((i) => i.quantity)).toEqual([2, 3]);
  });

  it('refuses to order an expired quote', async () => {
    const quote = await createQuote([await product()]);
    await exec(`update quotes set expiration_date = now() - interval '1 day' where id = ${quote.id}`);
    const token = await guest();
    const cart = await cartOp(token, QUOTE_ACCESS, { q: quote.guid });
    expect(cart.canOrder).toBe(false);
    expect(cart.errors[0]).toMatch(/^This quote expired on \d{4}-\d{2}-\d{2}\. Ask us for a new one\.$/);
    const read = (await gql<{ v1: { quote: { canOrder: boolean } } }>(t, QUOTE, { q: quote.guid }, { token: null })).data!.v1.quote;
    expect(read.canOrder).toBe(false);
    const priced = await t.services.cart.priceCartForCheckout(Number((await whoIs(token)).id), quote.guid);
    expect(priced.canOrder).toBe(false);
    expect(priced.problems.map((p) => p.code)).toContain('QUOTE_EXPIRED');
  });

  it('orders a quote once: after the order its cart is empty and it can no longer be ordered', async () => {
    const quote = await createQuote([await product()], { customerEmail: null });
    const token = await guest();
    const customerId = Number((await whoIs(token)).id);
    await cartOp(token, QUOTE_ACCESS, { q: quote.guid });
    expect((await t.services.cart.priceCartForCheckout(customerId, quote.guid)).canOrder).toBe(true);
    await t.database.db.transaction(async (txDb) => t.services.cart.clearCartAfterOrder(txDb as never, customerId, quote.guid));
    await expect(
      t.database.db.transaction(async (txDb) => t.services.cart.clearCartAfterOrder(txDb as never, customerId, quote.guid)),
    ).rejects.toThrow('This quote has already been ordered.');
    const reopened = await cartOp(token, QUOTE_ACCESS, { q: quote.guid });
    expect(reopened.canOrder).toBe(false);
    expect(reopened.errors).toContain('This quote has already been ordered.');
    const read = (await gql<{ v1: { quote: { canOrder: boolean } } }>(t, QUOTE, { q: quote.guid }, { token: null })).data!.v1.quote;
    expect(read.canOrder).toBe(false);
    expect((await t.services.cart.priceCartForCheckout(customerId, quote.guid)).problems.map((p) => p.code)).toContain('QUOTE_ORDERED');
  });

  it('lists the newest quotes for store staff only', async () => {
    const quote = await createQuote([await product()], { title: 'Newest quote' });
    const list = await gql<{ v1: { quotes: Array<{ guid: string; title: string }> } }>(t, '{ v1 { quotes(first: 5) { guid title } } }', undefined, { token: admin });
    expect(list.data!.v1.quotes[0]).toEqual({ guid: quote.guid, title: 'Newest quote' });
    const guestToken = await guest();
    expect(await errorOf(guestToken, '{ v1 { quotes { guid } } }', {})).toBe('Only store staff can do this.');
    expect(await errorOf(admin, '{ v1 { quotes(first: 500) { guid } } }', {})).toBe('Ask for 1 to 100 quotes.');
  });

  it('answers an unknown quote guid as not found', async () => {
    const token = await guest();
    expect(await errorOf(token, QUOTE_ACCESS, { q: '00000000-0000-4000-8000-000000000000' })).toBe('That quote does not exist.');
    expect(await errorOf(token, QUOTE_ACCESS, { q: 'not-a-guid' })).toBe('That quote does not exist.');
    expect((await gql<{ v1: { quote: null } }>(t, QUOTE, { q: 'not-a-guid' }, { token: null })).data!.v1.quote).toBeNull();
  });
});

async function whoIs(token: string) {
  const body = await gql<{ v1: { customer: { id: string } } }>(t, '{ v1 { customer { id } } }', undefined, { token });
  return body.data!.v1.customer;
}

describe('checkout contract', () => {
  it('prices the cart for checkout with the same totals the cart shows, and clears it after the order', async () => {
    const token = await guest();
    const customerId = Number((await whoIs(token)).id);
    const a = await product({ price: '33.3350' });
    await cartOp(token, ADD, { p: String(a), qty: 3 });
    const saved = await product();
    await cartOp(token, ADD, { p: String(saved), t: 2, qty: 1 });
    await cartOp(token, ADD_COUPON, { code: DEMO_COUPONS.subtotalPercent });
    const tx = await stateId('US', 'TX');
    const cart = await cartOp(token, DEST, { c: tx.countryId, s: tx.stateProvinceId });
    const priced = await t.services.cart.priceCartForCheckout(customerId, null);
    expect(priced.canOrder).toBe(true);
    expect(priced.lines).toEqual([expect.objectContaining({ productId: a, quantity: 3, unitPrice: '33.3350', lineAmount: '100.00' })]);
    expect(Number(priced.totals.subtotal)).toBe(cart.totals.subtotal);
    expect(Number(priced.totals.total)).toBe(cart.totals.total);
    expect(priced.usedDiscounts.map((d) => d.couponCode)).toEqual(['SAVE10']);
    expect(priced.shippingMethods).toHaveLength(1);

    await t.database.db.transaction(async (txDb) => {
      await t.services.cart.clearCartAfterOrder(txDb as never, customerId, null);
    });
    const after = await readCart(token);
    expect(after.itemCount).toBe(0);
    expect(after.appliedDiscounts).toEqual([]);
    expect(after.savedForLaterItems).toHaveLength(1);
    const empty = await t.services.cart.priceCartForCheckout(customerId, null);
    expect(empty.canOrder).toBe(false);
    expect(empty.problems.map((p) => p.code)).toContain('EMPTY');
  });
});

describe('guest cart on sign-in', () => {
  it('follows the guest into the account: lines join (quantities add up), saved items, coupon and destination come along', async () => {
    const customer = await signIn(t, CUSTOMER_EMAIL);
    const a = await product({ price: '40', order_maximum_quantity: 4 });
    const b = await product({ price: '60' });
    const c = await product({ price: '80' });
    await cartOp(customer.access_token, ADD, { p: String(a), qty: 3 });

    const g = await newGuestSession();
    await cartOp(g.access_token, ADD, { p: String(a), qty: 2 });
    await cartOp(g.access_token, ADD, { p: String(b), qty: 1 });
    await cartOp(g.access_token, ADD, { p: String(c), t: 2, qty: 1 });
    await cartOp(g.access_token, ADD_COUPON, { code: DEMO_COUPONS.subtotalPercent });
    const tx = await stateId('US', 'TX');
    await cartOp(g.access_token, DEST, { c: tx.countryId, s: tx.stateProvinceId, z: '75001' });

    const merged = await signIn(t, CUSTOMER_EMAIL, undefined, { guest_refresh_token: g.refresh_token });
    const cart = await readCart(merged.access_token);
    const byProduct = new Map(items(cart).map((i) => [i.product!.id, i.quantity]));
    // 3 + 2 is above the part's maximum of 4.
    expect(byProduct.get(String(a))).toBe(4);
    expect(byProduct.get(String(b))).toBe(1);
    expect(cart.savedForLaterItems.map((i) => i.product!.id)).toEqual([String(c)]);
    expect(cart.appliedDiscounts.map((d) => d.couponCode)).toEqual(['SAVE10']);
    expect(cart.destination).toMatchObject({ countryId: tx.countryId, postalCode: '75001' });
  });
});

describe('a server whose reference data is not cached yet', () => {
  it('changes a cart (a transaction that reads the products’ warehouse states) without waiting on itself', async () => {
    // A second set of services on the same database: nothing read yet, so the warehouse states load inside the cart's transaction.
    const fresh = createServices({ database: t.database, config: loadConfig({ NODE_ENV: 'test', DATA_DIR: `/tmp/ironyard-test-${process.pid}` }), log: createLogger('silent') });
    const [customer] = await exec<{ id: number }>(`insert into customers (email) values ('cold-cache@example.com') returning id`);
    const id = await product();
    const [where] = await exec<{ abbreviation: string | null }>(
      `select s.abbreviation from products p left join warehouses w on w.id = p.warehouse_id left join state_provinces s on s.id = w.state_province_id where p.id = ${id}`,
    );
    await t.services.cart.add(customer.id, { productId: id, qty: 1 });
    // The first thing the fresh services read is the cart's lines, inside the change's transaction.
    const cart = await fresh.cart.setPoNumber(customer.id, { poNumber: 'PO-COLD' });
    expect(cart.poNumber).toBe('PO-COLD');
    expect(cart.items.map((i) => [i.productId, i.line.product.warehouseState])).toEqual([[id, where.abbreviation]]);
  });
});

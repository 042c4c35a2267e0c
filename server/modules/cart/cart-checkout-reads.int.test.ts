import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { newGuest } from '../../../tests/support/test-auth';
import { putInCart, stockedProduct, usAddress } from '../../../tests/support/test-checkout';
import { createCartRepository } from './cart.repository';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe("checkout's one-statement read of the cart", () => {
  it('answers what the separate reads answer: lines, shipping choices, coupons, the rate table, the tax rates, the revision', async () => {
    const repo = createCartRepository(t.database.db);
    const g = await newGuest(t);
    const id = Number(g.user_info.id);
    const [a, b] = [await stockedProduct(t, 50, { offset: 50 }), await stockedProduct(t, 50, { offset: 51 })];
    await putInCart(t, id, a.id, 1);
    await putInCart(t, id, b.id, 3);
    const cart = (await repo.findCart(id, null))!;
    await repo.setSelection(cart.id, 'some-group', 'GROUND');
    const [coupon] = rowsOf<{ id: number }>(await t.database.db.execute(sql`select id from discounts order by id limit 1`));
    if (coupon) await repo.addCoupon(cart.id, Number(coupon.id));
    const address = await usAddress(t);
    const at = { countryId: Number(address.countryId), stateProvinceId: Number(address.stateProvinceId) };

    const found = (await repo.cartForCheckout(id, null, t.database.db, at))!;
    expect(found.cart).toEqual({ ...cart, revision: await repo.revision(id, null, false) });
    expect(found.items).toEqual(await repo.items(cart.id));
    expect(found.items).toHaveLength(2);
    expect(found.selections).toEqual(await repo.selections(cart.id));
    expect(found.couponIds).toEqual((await repo.coupons(cart.id)).map((c) => c.id));
    expect(found.rates).toEqual(await repo.shippingRates());
    expect(found.rates.length).toBeGreaterThan(0);
    expect(found.taxRates).toEqual(await repo.taxRates(at.countryId, at.stateProvinceId));
    expect(await repo.cartForCheckout(id + 100_000, null)).toBeNull();
  });
});

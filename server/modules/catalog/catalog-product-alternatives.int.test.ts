import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { rowsOf } from '../../../tests/setup/test-db';
import { gql } from '../../../tests/support/test-graphql';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const exec = async <T>(q: string) => rowsOf<T>(await t.database.db.execute(q as never));
const ALTERNATIVES = `query A($id: ID!) { v1 { product(id: $id) { alternatives { relation partNumber product { id priceAndAvailability { status } } } } } }`;
type Alternative = { relation: string; partNumber: string; product: { id: string; priceAndAvailability: { status: string } } };
const alternativesOf = async (id: number) =>
  (await gql<{ v1: { product: { alternatives: Alternative[] } } }>(t, ALTERNATIVES, { id: String(id) })).data!.v1.product.alternatives;
const normalized = (n: string) => n.toLowerCase().replace(/[\s\-./_]+/g, '').replace(/^0+/, '');

async function parts(n: number, where: string): Promise<Array<{ id: number; mpn: string }>> {
  return exec(`select id, manufacturer_part_number as mpn from products where published and not deleted and manufacturer_part_number <> '' and ${where} order by id desc limit ${n}`);
}

describe('Product.alternatives: what stands in for a part that cannot be bought', () => {
  it('lists the parts that supersede it and interchange with it by a part number, only those anyone can buy now', async () => {
    const buyable = `status = 'IN_STOCK' and stock > 0 and price is not null`;
    const [gone] = await parts(1, `status = 'DISCONTINUED'`);
    const [newer, sameNumber, sharesNumber, unavailable] = await parts(4, `${buyable} and id <> ${gone.id}`);
    await exec(`update products set status = 'NOT_AVAILABLE' where id = ${unavailable.id}`);
    await exec(`delete from product_interchanges where product_id in (${[gone.id, newer.id, sameNumber.id, sharesNumber.id, unavailable.id].join(',')})`);
    // The demo catalogue's own stand-in for it (seed-supersessions.ts) is not this test's.
    await exec(`delete from product_interchanges where normalized = '${normalized(gone.mpn)}'`);
    // The maker's newer number names the discontinued one as superseded (typed in another spelling).
    const spelled = gone.mpn.toLowerCase().replace(/-/g, ' ');
    await exec(`insert into product_interchanges (product_id, part_number, normalized, brand, kind) values (${newer.id}, '${spelled}', '${normalized(gone.mpn)}', 'Maker', 'superseded')`);
    // Another maker's part is sold under one of the discontinued part's interchange numbers.
    await exec(`update products set manufacturer_part_number = 'ZX-00771' where id = ${sameNumber.id}`);
    await exec(`insert into product_interchanges (product_id, part_number, normalized, brand, kind) values (${gone.id}, 'ZX 00771', 'zx00771', 'Other', 'interchange')`);
    // A third replaces the same outside number; a fourth would, but cannot be bought.
    await exec(`insert into product_interchanges (product_id, part_number, normalized, brand, kind) values (${sharesNumber.id}, 'ZX00771', 'zx00771', 'Other', 'interchange')`);
    await exec(`insert into product_interchanges (product_id, part_number, normalized, brand, kind) values (${unavailable.id}, '${gone.mpn}', '${normalized(gone.mpn)}', 'Third', 'interchange')`);

    const found = await alternativesOf(gone.id);
    expect(found[0]).toEqual({ relation: 'SUPERSEDES', partNumber: gone.mpn, product: { id: String(newer.id), priceAndAvailability: { status: 'IN_STOCK' } } });
    expect(found.slice(1).map((a) => [a.relation, a.product.id]).sort()).toEqual(
      [
        ['INTERCHANGE', String(sameNumber.id)],
        ['INTERCHANGE', String(sharesNumber.id)],
      ].sort(),
    );
    expect(found.some((a) => a.product.id === String(unavailable.id))).toBe(false);
    // And the other way round: the discontinued part is never offered for the parts that replace it.
    expect((await alternativesOf(newer.id)).some((a) => a.product.id === String(gone.id))).toBe(false);
  });

  it('the demo catalogue gives its unavailable parts stand-ins that can be bought', async () => {
    const unavailable = await parts(50, `status in ('DISCONTINUED', 'NOT_AVAILABLE')`);
    const offered = (await Promise.all(unavailable.map((p) => alternativesOf(p.id)))).filter((a) => a.length > 0);
    expect(offered.length).toBeGreaterThan(unavailable.length / 2);
    for (const a of offered.flat()) expect(['IN_STOCK', 'LOW_STOCK']).toContain(a.product.priceAndAvailability.status);
  });

  it('answers an empty list for a part that shares no number', async () => {
    const [alone] = await parts(1, `id not in (select product_id from product_interchanges)`);
    await exec(`update products set manufacturer_part_number = 'UNIQUE-PART-99999' where id = ${alone.id}`);
    expect(await alternativesOf(alone.id)).toEqual([]);
  });
});

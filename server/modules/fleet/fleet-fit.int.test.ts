import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { rowsOf } from '../../../tests/setup/test-db';
import { newGuest } from '../../../tests/support/test-auth';
import { gql } from '../../../tests/support/test-graphql';

// Fitment in three answers (shared/fitment.ts) and search steered by a customer's machine.

const ADD = `mutation Add($item: GarageItemInput!, $sel: Boolean) { v1 { garage { add(garageItem: $item, setSelected: $sel) { id } } } }`;
const FITMENT = `mutation Fit($id: ID, $p: ID!) { v1 { garage { fitmentCheck(garageId: $id, productId: $p) } } }`;

let t: TestApp;
let model: { id: number; engines: number[] };
let otherModelId: number;

async function addMachine(token: string, item: Record<string, unknown> = {}, sel = false): Promise<{ id: string }> {
  const body = await gql<{ v1: { garage: { add: { id: string } } } }>(t, ADD, { item: { machineModelId: String(model.id), ...item }, sel }, { token });
  expect(body.errors).toBeUndefined();
  return body.data!.v1.garage.add;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [row] = rowsOf<{ id: number }>(
    await db.execute(`select m.id from machine_models m where exists (select 1 from machine_engines e where e.machine_model_id = m.id)
      and exists (select 1 from product_fitments f where f.machine_model_id = m.id) order by m.id limit 1` as never),
  );
  const engines = rowsOf<{ id: number }>(await db.execute(`select id from machine_engines where machine_model_id = ${row.id} order by id` as never)).map((r) => r.id);
  model = { id: row.id, engines };
  otherModelId = rowsOf<{ id: number }>(await db.execute(`select id from machine_models where id <> ${row.id} order by id limit 1` as never))[0].id;
});

afterAll(() => t.close());

const ANSWER = `mutation Ans($id: ID, $p: ID!) { v1 { garage { fitmentAnswer(garageId: $id, productId: $p) { kind text machine } } } }`;
const STEERED = `query S($q: String, $g: ID, $only: Boolean) { v1 { searchResults(searchString: $q, garageId: $g, onlyFitting: $only, first: 50) { totalCount nodes { id fit { kind text } } } } }`;

describe('fitment in three answers, and search steered by a machine', () => {
  it('gives a condition when the machine does not record the engine, and the reason when it does not fit', async () => {
    const db = t.database.db;
    const g = await newGuest(t);
    const [engine] = rowsOf<{ name: string }>(await db.execute(`select name from machine_engines where id = ${model.engines[0]}` as never));
    const [product] = rowsOf<{ id: number }>(
      await db.execute(`select id from products where id not in (select product_id from product_fitments where machine_model_id = ${model.id}) order by id desc limit 1` as never),
    );
    await db.execute(`insert into product_fitments (product_id, machine_model_id, engine) values (${product.id}, ${model.id}, '${engine.name.replace(/'/g, "''")}')` as never);
    const unknownEngine = await addMachine(g.access_token, {}, true);
    const answer = async (garageId: string | null, p: number) =>
      (await gql<{ v1: { garage: { fitmentAnswer: { kind: string; text: string; machine: string } } } }>(t, ANSWER, { id: garageId, p: String(p) }, { token: g.access_token })).data!.v1.garage
        .fitmentAnswer;
    expect(await answer(null, product.id)).toMatchObject({ kind: 'FITS_IF', text: `Fits with the ${engine.name} engine — check yours` });
    const check = await gql<{ v1: { garage: { fitmentCheck: boolean } } }>(t, FITMENT, { p: String(product.id) }, { token: g.access_token });
    expect(check.data!.v1.garage.fitmentCheck).toBe(false);
    const withEngine = await addMachine(g.access_token, { engine: String(model.engines[0]) });
    expect((await answer(withEngine.id, product.id)).kind).toBe('FITS');
    const other = await addMachine(g.access_token, { machineModelId: String(otherModelId) });
    const no = await answer(other.id, product.id);
    expect(no.kind).toBe('DOES_NOT_FIT');
    expect(no.text).toBe(`Not listed for the ${no.machine}`);
    expect(unknownEngine.id).toBeTruthy();
  });

  it('steers search by the caller’s machine, narrows to fitting parts, and refuses another customer’s machine', async () => {
    const owner = await newGuest(t);
    const stranger = await newGuest(t);
    const mine = await addMachine(owner.access_token, {}, true);
    const all = await gql<{ v1: { searchResults: { totalCount: number; nodes: Array<{ id: string; fit: { kind: string } | null }> } } }>(t, STEERED, { g: mine.id }, { token: owner.access_token });
    expect(all.errors).toBeUndefined();
    const nodes = all.data!.v1.searchResults.nodes;
    expect(nodes.every((n) => n.fit !== null)).toBe(true);
    // An empty query: every match is equally relevant, so the parts that may fit come first.
    const firstNo = nodes.findIndex((n) => n.fit!.kind === 'DOES_NOT_FIT');
    if (firstNo >= 0) expect(nodes.slice(firstNo).every((n) => n.fit!.kind === 'DOES_NOT_FIT')).toBe(true);
    const only = await gql<{ v1: { searchResults: { totalCount: number; nodes: Array<{ fit: { kind: string } }> } } }>(t, STEERED, { g: mine.id, only: true }, { token: owner.access_token });
    expect(only.data!.v1.searchResults.totalCount).toBeGreaterThan(0);
    expect(only.data!.v1.searchResults.totalCount).toBeLessThan(all.data!.v1.searchResults.totalCount);
    expect(only.data!.v1.searchResults.nodes.every((n) => n.fit.kind !== 'DOES_NOT_FIT')).toBe(true);

    const plain = await gql<{ v1: { searchResults: { nodes: Array<{ fit: unknown }> } } }>(t, STEERED, {}, { token: owner.access_token });
    expect(plain.data!.v1.searchResults.nodes.every((n) => n.fit === null)).toBe(true);

    for (const token of [stranger.access_token, null]) {
      const refused = await gql(t, STEERED, { g: mine.id }, { token });
      expect(refused.errors?.[0]).toMatchObject({ message: 'Unable to search for parts that fit your machine. That machine is not in your fleet.', extensions: { code: 'NOT_FOUND' } });
      expect(refused.data ?? null).toBeNull();
    }
    const onlyWithout = await gql(t, STEERED, { only: true }, { token: owner.access_token });
    expect(onlyWithout.errors?.[0].message).toBe('Only parts that fit needs a machine: pass garageId.');
  });
});

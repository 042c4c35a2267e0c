import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { getIntrospectionQuery } from 'graphql';
import { signIn } from '../../../tests/support/test-auth';
import { usAddress } from '../../../tests/support/test-checkout';
import { CUSTOMER_PASSWORD, createOrdersTestApp, deliver, newCustomer, placeOrder, type OrdersTestApp } from '../../../tests/support/test-orders';

// Every id argument of every query and mutation, found by walking the schema (so fields added
// later are covered without editing this file), is tried with another customer's ids: the
// answer must be exactly the one for an id that does not exist.

// Bearer secrets by design: whoever holds the guid may open the thing (spec 1 §6: order status
// and quotes by guid are open to guests). Each entry is `field.argument`.
const BEARER_SECRETS = new Set(['order.clubOrderGuid', 'quote.guid', 'quote.quoteGuid']);

const ID_LIKE = /(^id$|Id$|Ids$|Guid$|^guid$|Number$)/;

let t: OrdersTestApp;
let owner: { id: number; token: string; email: string };
let other: { id: number; token: string; email: string };
const pool: string[] = [];

beforeAll(async () => {
  t = await createOrdersTestApp();
  // Each table's ids start in their own far range, so an id of one kind never names a row of another (or a product).
  const seqs = (await t.database.db.execute(sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.relkind = 'S' and n.nspname = 'public' order by 1`)) as unknown as { rows: Array<{ name: string }> };
  let base = 100_000_000;
  for (const { name } of seqs.rows) {
    if (name === 'order_number_seq' || name === 'return_number_seq') continue;
    await t.database.db.execute(sql`select setval(${name}::regclass, ${(base += 10_000_000)})`);
  }
  owner = await newCustomer(t);
  other = await newCustomer(t);
  const { order } = await placeOrder(t, owner.id, [2, 1]);
  await deliver(t, order.id);
  const ret = await t.services.orders.submitReturn(owner.id, { orderId: order.id, reason: 'DOES_NOT_FIT', items: [{ orderItemId: order.items[0].id, quantity: 1 }] });
  const fb = await t.services.orders.addFeedback(owner.id, { orderId: order.id, rating: 4 });
  // Not approved: an approved review is public (anyone may read it and vote on it).
  const review = await t.services.reviews.add(owner.id, { productId: order.items[0].productId, rating: 5, title: 'Good', reviewText: 'Fits.' });
  const address = await t.services.account.addAddress(owner.id, await usAddress(t));
  const { order: unshipped } = await placeOrder(t, owner.id, [1], { offset: 3 });
  const x = (await t.services.orders.extras([order.id])).get(order.id)!;
  // The clock moved on while the parcels travelled: sign in again for fresh tokens.
  owner.token = (await signIn(t, owner.email, CUSTOMER_PASSWORD)).access_token;
  other.token = (await signIn(t, other.email, CUSTOMER_PASSWORD)).access_token;
  pool.push(
    ...[order.id, unshipped.id, ...order.items.map((i) => i.id), ...x.shipments.map((s) => s.id), ...x.shipments.flatMap((s) => s.items.map((i) => i.id)), ret.id, ...ret.items.map((i) => i.id), fb.id, review.id, address.id].map(String),
    order.clubOrderGuid,
    unshipped.clubOrderGuid,
    order.orderGuid,
    order.items[0].orderItemGuid,
    ret.returnNumber,
    order.customOrderNumber,
  );
}, 120_000);

afterAll(async () => {
  await t?.close();
});

// The schema as any client sees it (introspection), so the walk needs no access to server code.
interface TypeRef {
  kind: string;
  name: string | null;
  ofType: TypeRef | null;
}
interface InputValue {
  name: string;
  type: TypeRef;
}
interface FieldDef {
  name: string;
  args: InputValue[];
  type: TypeRef;
}
interface FullType {
  kind: string;
  name: string;
  fields: FieldDef[] | null;
  inputFields: InputValue[] | null;
  enumValues: Array<{ name: string }> | null;
}

interface Target {
  field: string;
  /** Mutation group, or null for a query. */
  group: string | null;
  def: FieldDef;
  /** Path to the id: the argument, then input fields. */
  path: string[];
  /** The id is inside a list. */
  list: boolean[];
}

let types = new Map<string, FullType>();

const named = (t: TypeRef): TypeRef => (t.ofType ? named(t.ofType) : t);
const print = (t: TypeRef): string => (t.kind === 'NON_NULL' ? `${print(t.ofType!)}!` : t.kind === 'LIST' ? `[${print(t.ofType!)}]` : t.name!);
const isList = (t: TypeRef): boolean => (t.kind === 'NON_NULL' ? isList(t.ofType!) : t.kind === 'LIST');

function idLeaves(v: InputValue, path: string[], list: boolean[], seen = new Set<string>()): Array<{ path: string[]; list: boolean[] }> {
  const n = named(v.type);
  const here = [...path, v.name];
  const lists = [...list, isList(v.type)];
  if (n.kind === 'INPUT_OBJECT') {
    if (seen.has(n.name!)) return [];
    const next = new Set(seen).add(n.name!);
    return (types.get(n.name!)!.inputFields ?? []).flatMap((f) => idLeaves(f, here, lists, next));
  }
  if (n.kind === 'SCALAR' && (n.name === 'ID' || (n.name === 'String' && ID_LIKE.test(v.name)))) return [{ path: here, list: lists }];
  return [];
}

async function loadTargets(): Promise<Target[]> {
  const res = await t.graphql<{ __schema: { types: FullType[]; queryType: { name: string }; mutationType: { name: string } } }>(getIntrospectionQuery());
  types = new Map(res.body.data!.__schema.types.map((x) => [x.name, x]));
  const v1 = (root: string) => types.get(named(types.get(root)!.fields!.find((f) => f.name === 'v1')!.type).name!)!;
  const out: Target[] = [];
  const add = (group: string | null, def: FieldDef) => {
    for (const a of def.args) for (const l of idLeaves(a, [], [])) out.push({ field: def.name, group, def, ...l });
  };
  for (const f of v1(res.body.data!.__schema.queryType.name).fields!) add(null, f);
  for (const g of v1(res.body.data!.__schema.mutationType.name).fields!) {
    const gt = types.get(named(g.type).name!)!;
    if (gt.kind === 'OBJECT' && g.args.length === 0) for (const f of gt.fields!) add(g.name, f);
    else add(null, g);
  }
  return out;
}

const MISSING_NUMBER = '2000000000';

/** An id of the same shape as `value` that names nothing. */
function missingLike(value: string): string {
  if (/^\d+$/.test(value)) return MISSING_NUMBER;
  if (/^[0-9a-f-]{36}$/i.test(value)) return randomUUID();
  return value.replace(/\d+$/, '999999999');
}

function dummy(type: TypeRef): unknown {
  if (type.kind === 'NON_NULL') return dummy(type.ofType!);
  if (type.kind === 'LIST') return [dummy(type.ofType!)];
  const full = types.get(type.name!)!;
  if (full.kind === 'ENUM') return full.enumValues![0].name;
  if (full.kind === 'INPUT_OBJECT') {
    const o: Record<string, unknown> = {};
    for (const f of full.inputFields!) if (f.type.kind === 'NON_NULL') o[f.name] = dummy(f.type);
    return o;
  }
  switch (type.name) {
    case 'Int':
    case 'Float':
      return 1;
    case 'Boolean':
      return false;
    case 'ID':
      return MISSING_NUMBER;
    case 'DateTime':
      return '2024-01-01T00:00:00Z';
    default:
      return 'x';
  }
}

function operation(target: Target): string {
  const decl = target.def.args.map((a) => `$${a.name}: ${print(a.type)}`).join(', ');
  const args = target.def.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const kind = types.get(named(target.def.type).name!)!.kind;
  const sel = kind === 'SCALAR' || kind === 'ENUM' ? '' : ' { __typename }';
  const call = `${target.field}${args ? `(${args})` : ''}${sel}`;
  const body = target.group ? `${target.group} { ${call} }` : call;
  return `${target.group !== null ? 'mutation' : 'query'} Sweep${decl ? `(${decl})` : ''} { v1 { ${body} } }`;
}

function variables(target: Target, value: string): Record<string, unknown> {
  const vars: Record<string, unknown> = {};
  for (const a of target.def.args) if (a.type.kind === 'NON_NULL') vars[a.name] = dummy(a.type);
  const first = target.def.args.find((a) => a.name === target.path[0])!;
  if (vars[first.name] === undefined && target.path.length > 1) vars[first.name] = dummy({ kind: 'NON_NULL', name: null, ofType: first.type });
  // Walk down to the id, through lists (their first element) and input objects.
  let holder: Record<string, unknown> = vars;
  for (let i = 0; i < target.path.length - 1; i++) {
    // An optional input object (or list of them) on the way is made, holding only the id.
    if (holder[target.path[i]] === undefined) holder[target.path[i]] = target.list[i] ? [{}] : {};
    let next = holder[target.path[i]];
    if (Array.isArray(next)) next = next[0];
    holder = next as Record<string, unknown>;
  }
  const leaf = target.path[target.path.length - 1];
  holder[leaf] = target.list[target.list.length - 1] ? [value] : value;
  return vars;
}

/** The answer with the id itself blanked out (a message may echo what was asked for). */
async function answer(target: Target, value: string): Promise<string> {
  const res = await t.graphql(operation(target), variables(target, value), { authorization: `Bearer ${other.token}` });
  return JSON.stringify({ data: res.body.data ?? null, errors: (res.body.errors ?? []).map((e) => ({ message: e.message, code: e.extensions?.code })) }).replaceAll(value, '<id>');
}

describe('ownership sweep', () => {
  it('finds the id arguments of the order pages (the walk works)', async () => {
    const names = new Set((await loadTargets()).map((x) => `${x.group ? x.group + '.' : ''}${x.field}.${x.path.join('.')}`));
    for (const n of ['myOrder.id', 'cancelPreview.orderId', 'myReturn.id', 'myShipment.id', 'orderFeedback.orderId', 'order.cancelOrder.id', 'order.submitReturnRequest.orderId', 'leaveFeedback.add.feedback.orderId', 'productReview.vote.reviewId']) {
      expect(names, n).toContain(n);
    }
  });

  it('answers every id argument with another customer’s ids exactly as for an id that does not exist', async () => {
    const leaks: string[] = [];
    let tried = 0;
    for (const target of await loadTargets()) {
      const name = target.path[target.path.length - 1];
      if (BEARER_SECRETS.has(`${target.field}.${name}`)) continue;
      for (const value of pool) {
        const expected = await answer(target, missingLike(value));
        const got = await answer(target, value);
        tried++;
        if (got !== expected) leaks.push(`${target.group ? target.group + '.' : ''}${target.field}(${target.path.join('.')}: ${value}) answered ${got.slice(0, 300)} instead of ${expected.slice(0, 300)}`);
      }
    }
    expect(tried).toBeGreaterThan(100);
    expect(leaks).toEqual([]);
  }, 600_000);

  it('the owner does get an answer for the same ids (the sweep tests something)', async () => {
    const res = await t.graphql('query($id: ID!) { v1 { myOrder(id: $id) { id } } }', { id: pool[0] }, { authorization: `Bearer ${owner.token}` });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data).toEqual({ v1: { myOrder: { id: pool[0] } } });
  });
});

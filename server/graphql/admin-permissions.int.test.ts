import { buildSchema, getNamedType, isEnumType, isInputObjectType, isListType, isNonNullType, isObjectType, type GraphQLField, type GraphQLInputType } from 'graphql';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/setup/test-app';
import { ADMIN_EMAIL, CUSTOMER_EMAIL, newGuest, signIn, STAFF_EMAIL } from '../../tests/support/test-auth';

// The permission sweep (issue 22): every staff field of the schema — each read on
// `v1 { admin { … } }`, each write on `mutation { v1 { admin { <group> { … } } } }` and the
// staff fields outside it — is called as a guest, a customer and a member of staff. Guests and
// customers are always refused; staff are refused exactly the administrators' fields. A new staff
// field is swept the moment it is in the schema; an administrators-only one must be named below.

/** Fields only administrators may use (shared/staff-permissions.ts: prices, customers' security, settings, audit, staff). */
const ADMINISTRATORS_ONLY = new Set(['AdminQueries.auditLog', 'AdminQueries.auditRecordTypes', 'AdminQueries.storeSettings', 'SettingsAdminMutations.update', 'CustomerAdminMutations.lockSignIn', 'CustomerAdminMutations.unlockSignIn', 'CustomerAdminMutations.sendPasswordReset', 'CustomerAdminMutations.setRole', 'AdminQueries.products', 'AdminQueries.product', 'AdminQueries.productListChoices', 'AdminQueries.productEditPreview', 'AdminQueries.productBulkPreview', 'ProductAdminMutations.update', 'ProductAdminMutations.bulkApply', 'AdminQueries.catalogImports', 'AdminQueries.catalogImport', 'AdminQueries.catalogImportProgress', 'AdminQueries.catalogExportChoices', 'CatalogImportMutations.apply']);

/** Staff fields outside the admin group: `Type.field` with the path to reach it. */
const OUTSIDE_ADMIN = [
  { key: 'V1Query.quotes', op: 'query' as const, path: ['v1'] },
  { key: 'QuoteMutations.add', op: 'mutation' as const, path: ['v1', 'quote'] },
];

const schema = buildSchema(readFileSync('schema.graphql', 'utf8'));
const NO_SUCH_ID = '987654321';

/** A value of `type` that passes validation but names nothing that exists. */
function dummy(type: GraphQLInputType, depth = 0): unknown {
  if (isNonNullType(type)) return dummy(type.ofType, depth);
  if (isListType(type)) return [dummy(type.ofType, depth)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) {
    const out: Record<string, unknown> = {};
    for (const f of Object.values(type.getFields())) if (isNonNullType(f.type) && depth < 4) out[f.name] = dummy(f.type, depth + 1);
    return out;
  }
  switch (getNamedType(type).name) {
    case 'ID':
      return NO_SUCH_ID;
    case 'Int':
      return 1;
    case 'Float':
      return 1;
    case 'Boolean':
      return false;
    case 'DateTime':
      return '2099-01-01T00:00:00Z';
    default:
      return 'x';
  }
}

interface Call {
  key: string;
  text: string;
  variables: Record<string, unknown>;
}

/** `query($a: ID!) { v1 { admin { field(a: $a) { __typename } } } }` for one field. */
function callOf(key: string, op: 'query' | 'mutation', path: string[], field: GraphQLField<unknown, unknown>): Call {
  const required = field.args.filter((a) => isNonNullType(a.type));
  const decl = required.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = required.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  const inner = `${field.name}${args ? `(${args})` : ''}${selection}`;
  const text = `${op}${decl ? `(${decl})` : ''} { ${path.reduceRight((acc, p) => `${p} { ${acc} }`, inner)} }`;
  return { key, text, variables: Object.fromEntries(required.map((a) => [a.name, dummy(a.type)])) };
}

function staffCalls(): Call[] {
  const calls: Call[] = [];
  const reads = schema.getType('AdminQueries');
  const writes = schema.getType('AdminMutations');
  if (!isObjectType(reads) || !isObjectType(writes)) throw new Error('the admin groups are missing from the schema');
  for (const f of Object.values(reads.getFields())) calls.push(callOf(`AdminQueries.${f.name}`, 'query', ['v1', 'admin'], f));
  for (const group of Object.values(writes.getFields())) {
    const type = getNamedType(group.type);
    if (!isObjectType(type)) continue;
    for (const f of Object.values(type.getFields())) calls.push(callOf(`${type.name}.${f.name}`, 'mutation', ['v1', 'admin', group.name], f));
  }
  for (const o of OUTSIDE_ADMIN) {
    const [typeName, fieldName] = o.key.split('.') as [string, string];
    const type = schema.getType(typeName);
    const f = isObjectType(type) ? type.getFields()[fieldName] : undefined;
    if (f) calls.push(callOf(o.key, o.op, o.path, f));
  }
  return calls;
}

let t: TestApp;
const tokens: Record<'guest' | 'customer' | 'staff' | 'admin', string> = { guest: '', customer: '', staff: '', admin: '' };
const calls = staffCalls();

beforeAll(async () => {
  t = await createTestApp();
  tokens.guest = (await newGuest(t)).access_token;
  tokens.customer = (await signIn(t, CUSTOMER_EMAIL)).access_token;
  tokens.staff = (await signIn(t, STAFF_EMAIL)).access_token;
  tokens.admin = (await signIn(t, ADMIN_EMAIL)).access_token;
});
afterAll(async () => {
  await t?.close();
});

async function codeOf(call: Call, token: string | null): Promise<string | null> {
  const res = await t.graphql<unknown>(call.text, call.variables, token ? { authorization: `Bearer ${token}` } : {});
  const body = res.body as { errors?: { message: string; extensions?: { code?: string } }[] };
  return body.errors?.[0]?.extensions?.code ?? (body.errors ? `(no code) ${body.errors[0]!.message}` : null);
}

describe('the permission sweep over every staff field', () => {
  it('finds the staff fields in the schema', () => {
    expect(calls.length).toBeGreaterThan(15);
    for (const key of ADMINISTRATORS_ONLY) expect(calls.map((c) => c.key)).toContain(key);
  });

  it('refuses every staff field to signed-out callers, guests and customers', async () => {
    const wrong: string[] = [];
    for (const call of calls) {
      const codes = { none: await codeOf(call, null), guest: await codeOf(call, tokens.guest), customer: await codeOf(call, tokens.customer) };
      if (codes.none !== 'UNAUTHENTICATED') wrong.push(`${call.key} signed out: ${codes.none}`);
      if (codes.guest !== 'FORBIDDEN') wrong.push(`${call.key} guest: ${codes.guest}`);
      if (codes.customer !== 'FORBIDDEN') wrong.push(`${call.key} customer: ${codes.customer}`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses staff the administrators’ fields and lets them reach every other one', async () => {
    const wrong: string[] = [];
    for (const call of calls) {
      const code = await codeOf(call, tokens.staff);
      const refused = code === 'FORBIDDEN';
      if (ADMINISTRATORS_ONLY.has(call.key) !== refused) wrong.push(`${call.key} staff: ${code}`);
    }
    expect(wrong).toEqual([]);
  });

  it('lets administrators reach every staff field', async () => {
    const refused: string[] = [];
    for (const call of calls) if ((await codeOf(call, tokens.admin)) === 'FORBIDDEN') refused.push(call.key);
    expect(refused).toEqual([]);
  });
});

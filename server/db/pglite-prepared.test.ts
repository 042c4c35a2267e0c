import { PGlite, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedClient, watchStatements } from './pglite-prepared';

let pglite: PGlite;

beforeAll(async () => {
  pglite = await PGlite.create();
  await pglite.exec(`
    create table parts (id int primary key, sku text unique not null, price numeric(18, 4), stock int, active boolean,
      attrs jsonb, tags text[], ids int[], made timestamptz, big bigint);
    insert into parts values
      (1, 'C106', 12.5, 3, true, '{"colour": "red", "n": [1, 2]}', '{belt,"v belt"}', '{4,5}', '2026-01-02 03:04:05+00', 9007199254740993),
      (2, 'AR77', null, 0, false, null, '{}', null, null, null);
  `);
});

afterAll(async () => {
  await pglite.close();
});

const DRIZZLE_PARSERS = { [types.TIMESTAMPTZ]: (value: string) => value };

describe('statements run prepared on the embedded database', () => {
  it('answers what PGlite’s own query answers: every column type, both row modes, values of every kind', async () => {
    const { client } = preparedClient(pglite);
    const cases: Array<[string, unknown[]]> = [
      ['select * from parts order by id', []],
      ['select * from parts where id = any($1::int[]) order by id', [[1, 2]]],
      ['select id, price + $1 as more, attrs -> $2 as part from parts where sku = $3', [1.25, 'n', 'C106']],
      ['select $1::jsonb as doc, $2::text[] as list, $3::timestamptz as at, $4::boolean as yes, $5::bigint as big', [{ a: [1, 'b'] }, ['x', 'y z'], new Date('2026-03-04T05:06:07Z'), false, 12n]],
      ['select count(*) as n from parts where price is null and stock = $1', [0]],
    ];
    for (const [text, params] of cases) {
      for (const rowMode of ['object', 'array'] as const) {
        const options = { rowMode, parsers: DRIZZLE_PARSERS };
        const mine = await client.query(text, params, options);
        const theirs = await pglite.query(text, params, options);
        expect(mine.rows, text).toEqual(theirs.rows);
        expect(mine.fields, text).toEqual(theirs.fields);
        // Twice: the second run uses the statement prepared by the first.
        expect((await client.query(text, params, options)).rows, text).toEqual(theirs.rows);
      }
    }
  });

  it('reports what a write changed, and a failed statement as PGlite does, with its text and values, changing nothing', async () => {
    const { client } = preparedClient(pglite);
    const updated = await client.query('update parts set stock = stock + $1 where id = $2', [1, 2]);
    expect(updated.affectedRows).toBe(1);
    expect(updated.command).toBe('UPDATE');
    const failed = await client.query('insert into parts (id, sku) values ($1, $2)', [3, 'C106']).catch((e: unknown) => e);
    expect(failed).toMatchObject({ code: '23505', query: 'insert into parts (id, sku) values ($1, $2)', params: [3, 'C106'] });
    // The same statement again, now valid: the failed first run left no half-prepared statement behind.
    await client.query('insert into parts (id, sku) values ($1, $2)', [3, 'K1']);
    expect((await pglite.query('select sku from parts where id = 3')).rows).toEqual([{ sku: 'K1' }]);
    await pglite.query('delete from parts where id = 3');
    await client.query('update parts set stock = stock - $1 where id = $2', [1, 2]);
  });

  it('runs a transaction’s statements in it: a rollback undoes them, and a statement after a failure in it is refused', async () => {
    const { client } = preparedClient(pglite);
    const db = drizzle(client);
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`update parts set stock = 99 where id = 1`);
        expect((await tx.execute(sql`select stock from parts where id = 1`)).rows).toEqual([{ stock: 99 }]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await pglite.query('select stock from parts where id = 1')).rows).toEqual([{ stock: 3 }]);
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`select 1 / ${0} as x`).catch(() => {});
        await tx.execute(sql`select stock from parts where id = 1`);
      }),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/current transaction is aborted/) } });
  });

  it('prepares a statement again when its table changed shape, and keeps no more statements than its limit', async () => {
    await pglite.exec('deallocate all');
    const { client, statementText } = preparedClient(pglite, 2);
    await pglite.exec('create table shapes (id int, a text)');
    await pglite.exec(`insert into shapes values (1, 'a')`);
    expect((await client.query('select * from shapes where id = $1', [1])).rows).toEqual([{ id: 1, a: 'a' }]);
    await pglite.exec(`alter table shapes add column b text default 'b'`);
    expect((await client.query('select * from shapes where id = $1', [1])).rows).toEqual([{ id: 1, a: 'a', b: 'b' }]);

    for (let i = 0; i < 5; i++) await client.query(`select ${i} as n where $1::int = 1`, [1]);
    const prepared = (await pglite.query<{ name: string }>('select name from pg_prepared_statements')).rows.map((r) => r.name);
    // The limit, and the one closed with the next statement; the others were closed.
    expect(prepared.filter((n) => statementText(n) !== undefined)).toHaveLength(2);
    expect(prepared.length).toBeLessThanOrEqual(3);
    await pglite.exec('drop table shapes');
  });

  it('names each statement run to a watcher, with the rows it answered, whether prepared here or not', async () => {
    const { client, statementText } = preparedClient(pglite);
    const seen: Array<[string, number]> = [];
    const stop = watchStatements(pglite, statementText, (text, rows) => seen.push([text, rows]));
    await client.query('select id from parts where stock >= $1', [0]);
    await client.query('select id from parts where stock >= $1', [0]);
    await pglite.query('select sku from parts');
    await pglite.exec('select 1');
    stop();
    await client.query('select id from parts where stock >= $1', [0]);
    expect(seen).toEqual([
      ['select id from parts where stock >= $1', 2],
      ['select id from parts where stock >= $1', 2],
      ['select sku from parts', 2],
      ['select 1', 1],
    ]);
  });
});

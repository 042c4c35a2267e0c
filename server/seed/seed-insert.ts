import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

// Rows per statement: each column travels as one array parameter, so the 65,535 bind-parameter
// limit never applies; the cap only keeps single messages to the server a sensible size.
const MAX_ROWS = 5000;

/**
 * Bulk insert as `insert … select * from unnest($1::int[], $2::text[], …)`: one array per
 * column. Both PGlite and node-postgres parse that several times faster than multi-row VALUES.
 * Every row must carry the same keys (a missing key would be inserted as null, not the default).
 */
export async function insertRows<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(rows[0]).filter((k) => columns[k]);
  for (let i = 0; i < rows.length; i += MAX_ROWS) {
    const chunk = rows.slice(i, i + MAX_ROWS) as Record<string, unknown>[];
    await db.execute(unnestInsert(table, keys.map((k) => columns[k]), keys, chunk));
  }
}

function unnestInsert(table: PgTable, columns: PgColumn[], keys: string[], rows: Record<string, unknown>[]): SQL {
  const names = columns.map((c) => sql.identifier(c.name));
  const arrays = columns.map((column, i) => {
    const key = keys[i];
    const values = rows.map((row) => toDriver(column, row[key]));
    return sql`${sql.param(values)}::${sql.raw(arrayType(column))}`;
  });
  return sql`insert into ${table} (${sql.join(names, sql`, `)}) select * from unnest(${sql.join(arrays, sql`, `)})`;
}

function toDriver(column: PgColumn, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return column.mapToDriverValue(value);
}

// Serial columns are plain integers once the value is given explicitly.
function arrayType(column: PgColumn): string {
  const type = column.getSQLType();
  // unnest() would flatten an array column's values; such tables go through the normal insert.
  if (type.endsWith(']')) throw new Error(`insertRows cannot bulk-insert array column ${column.name}`);
  if (type === 'serial') return 'integer[]';
  if (type === 'bigserial') return 'bigint[]';
  return `${type}[]`;
}

/** Moves a serial column's sequence past rows inserted with explicit ids. */
export async function syncSequence(db: Db, table: PgTable, column = 'id'): Promise<void> {
  const name = getTableName(table);
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${name}, ${column}), coalesce((select max(${sql.identifier(column)}) from ${sql.identifier(name)}), 0) + 1, false)`,
  );
}

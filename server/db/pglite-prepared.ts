/**
 * The embedded database's statements, prepared once and run in one call each.
 *
 * PGlite's own `query` parses every statement afresh and sends its six protocol messages (parse,
 * describe, bind, describe, execute, sync) one call into its WebAssembly each: about 0.4 ms of the
 * server's one thread before the statement does any work (docs/benchmarks.md, "Checkout"). This
 * client keeps a named prepared statement per statement text (parsed and described the first time)
 * and runs each later execution as one call: bind, execute, sync. Values are serialised and rows
 * parsed by PGlite's own serialisers and parsers, with the types PostgreSQL described, so answers are
 * the ones `query` gives. Drizzle is handed this client; migrations and LISTEN use PGlite itself.
 */
import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

interface Prepared {
  name: string;
  paramTypes: number[];
  /** The statement's row description (absent for one that returns no rows), put before each execution's rows. */
  rowDescription: BackendMessage | undefined;
}

/** PGlite's locks and flags this client takes part in, as its own `query` does. */
interface PgliteInternals {
  _checkReady(): Promise<void>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
}

/** Prepared statements kept per database; the least recently used is closed beyond this. */
export const MAX_PREPARED = 500;
/** Commands whose tag counts the rows they changed (PGlite reports these as `affectedRows`). */
const CHANGING = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);
/** PostgreSQL's answer when a table a prepared statement reads has changed shape since. */
const PLAN_CHANGED = /cached plan must not change result type/;

const serialize = protocol.serialize;
/** Statement names are unique in the process: two clients of one database never reuse each other's. */
let named = 0;

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const p of parts) length += p.length;
  const out = new Uint8Array(length);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** What PGlite's `query` attaches to a database error: the statement and its values. */
function withStatement(err: unknown, query: string, params: unknown[], options: QueryOptions | undefined): unknown {
  if (err instanceof Error && 'code' in err) Object.assign(err, { query, params, queryOptions: options });
  return err;
}

export interface PreparedClient {
  /** The client drizzle is given: PGlite with `query` and `transaction` running prepared statements. */
  client: PGlite;
  /** The text of a prepared statement by its name (tests and the checkout bench name what ran). */
  statementText(name: string): string | undefined;
}

export function preparedClient(pglite: PGlite, max = MAX_PREPARED): PreparedClient {
  const internals = pglite as unknown as PgliteInternals;
  const statements = new Map<string, Prepared>();
  const texts = new Map<string, string>();
  /** Statements to close, sent with the next execution outside a transaction. */
  const closing: string[] = [];

  const forget = (key: string) => {
    const p = statements.get(key);
    if (!p) return;
    statements.delete(key);
    texts.delete(p.name);
    closing.push(p.name);
  };

  const closes = (): Uint8Array[] => {
    if (closing.length === 0 || pglite.isInTransaction()) return [];
    return closing.splice(0).map((name) => serialize.close({ type: 'S', name }));
  };

  async function prepare(key: string, text: string, options: QueryOptions | undefined): Promise<Prepared> {
    const name = `iy_${(named++).toString(36)}`;
    let messages: BackendMessage[];
    try {
      messages = await pglite.execProtocolStream(
        concat([...closes(), serialize.parse({ name, text, types: options?.paramTypes }), serialize.describe({ type: 'S', name }), serialize.sync()]),
        { syncToFs: false },
      );
    } catch (err) {
      // Parsed but not described: closed with the next execution.
      closing.push(name);
      throw err;
    }
    const prepared: Prepared = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((m) => m.name === 'rowDescription'),
    };
    statements.set(key, prepared);
    texts.set(name, text);
    if (statements.size > max) forget(statements.keys().next().value!);
    return prepared;
  }

  function values(prepared: Prepared, params: unknown[], options: QueryOptions | undefined): (string | null)[] {
    return params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = prepared.paramTypes[i];
      const serializer = options?.serializers?.[type] ?? pglite.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
  }

  async function execute<T>(text: string, params: unknown[], options: QueryOptions | undefined, retried = false): Promise<Results<T>> {
    const key = options?.paramTypes?.length ? `${options.paramTypes.join(',')}\u0000${text}` : text;
    let prepared = statements.get(key);
    if (prepared) {
      // Most recently used last: the first key is the one to close.
      statements.delete(key);
      statements.set(key, prepared);
    } else prepared = await prepare(key, text, options);
    let messages: BackendMessage[];
    try {
      messages = await pglite.execProtocolStream(
        concat([...closes(), serialize.bind({ statement: prepared.name, values: values(prepared, params, options) }), serialize.execute({}), serialize.sync()]),
        { syncToFs: false },
      );
    } catch (err) {
      if (err instanceof Error && PLAN_CHANGED.test(err.message)) {
        forget(key);
        if (!retried && !pglite.isInTransaction()) return execute(text, params, options, true);
      }
      throw err;
    }
    return resultOf<T>(messages, prepared.rowDescription, options);
  }

  /**
   * The statement's rows, as PGlite's `parseResults` makes them. Its parser for each column is looked up once here:
   * `parseResults` copies every parser PGlite knows (over 300) into a new object for each statement drizzle runs,
   * which cost more than running a simple statement (docs/benchmarks.md, "Checkout").
   */
  function resultOf<T>(messages: BackendMessage[], description: BackendMessage | undefined, options: QueryOptions | undefined): Results<T> {
    const described = (description as { fields?: Array<{ name: string; dataTypeID: number }> } | undefined)?.fields ?? [];
    const fields = described.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID }));
    const parsers = fields.map((f) => options?.parsers?.[f.dataTypeID] ?? pglite.parsers[f.dataTypeID]);
    const value = (text: string | null, i: number): unknown => {
      if (text === null) return null;
      const parser = parsers[i];
      return parser ? parser(text, fields[i].dataTypeID) : text;
    };
    const arrays = options?.rowMode === 'array';
    const rows: unknown[] = [];
    let result: Results<T> = { rows: [], fields: [], affectedRows: 0 };
    for (const m of messages) {
      if (m.name === 'dataRow') {
        const texts = (m as unknown as { fields: Array<string | null> }).fields;
        if (arrays) rows.push(texts.map(value));
        else {
          const row: Record<string, unknown> = {};
          for (let i = 0; i < texts.length; i++) row[fields[i].name] = value(texts[i], i);
          rows.push(row);
        }
      } else if (m.name === 'commandComplete') {
        const words = (m as unknown as { text: string }).text.split(' ');
        const command = words[0];
        const count = parseInt(words[words.length - 1], 10);
        const affected = CHANGING.has(command) ? count : 0;
        result = { rows: rows as T[], fields, command, affectedRows: affected } as Results<T>;
        if (!Number.isNaN(count)) (result as { rowCount?: number }).rowCount = count;
      }
    }
    return result;
  }

  /** One statement under PGlite's statement lock (the caller holds the transaction lock or is inside one). */
  const run = <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> =>
    internals._runExclusiveQuery(async () => {
      try {
        const result = await execute<T>(text, params, options);
        if (!pglite.isInTransaction()) await pglite.syncToFs();
        return result;
      } catch (err) {
        throw withStatement(err, text, params, options);
      }
    });

  const query = async <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    // Large objects in and out (COPY with a blob) stay with PGlite's own query.
    if (options?.blob) return pglite.query<T>(text, params, options);
    await internals._checkReady();
    return internals._runExclusiveTransaction(() => run<T>(text, params, options));
  };

  const transaction = <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> =>
    pglite.transaction((tx) => {
      const inTransaction: Transaction = {
        query: async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
          if (tx.closed) throw new Error('Transaction is closed');
          return options?.blob ? tx.query<R>(text, params, options) : run<R>(text, params, options);
        },
        sql: tx.sql.bind(tx),
        exec: tx.exec.bind(tx),
        rollback: tx.rollback.bind(tx),
        listen: tx.listen.bind(tx),
        get closed() {
          return tx.closed;
        },
      };
      return callback(inTransaction);
    });

  const client = new Proxy(pglite, {
    get(target, prop) {
      if (prop === 'query') return query;
      if (prop === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { client, statementText: (name) => texts.get(name) };
}

const decoder = new TextDecoder();

function cstring(m: Uint8Array, at: number): [string, number] {
  let end = at;
  while (m[end] !== 0) end++;
  return [decoder.decode(m.subarray(at, end)), end + 1];
}

/**
 * Calls `seen` for every statement the embedded database runs (a simple query, or the bind of a
 * statement, prepared here or by PGlite's own `query`), with its text and the rows it answered.
 * Returns the function that stops watching. Tests count statements with it, and so does the
 * checkout bench.
 */
export function watchStatements(
  pglite: PGlite,
  statementText: ((name: string) => string | undefined) | undefined,
  seen: (text: string, rows: number) => void,
): () => void {
  const target = pglite as unknown as { execProtocolStream: PGlite['execProtocolStream'] };
  const original = target.execProtocolStream;
  /** Parsed but not yet bound, by statement name ('' for PGlite's own unnamed statements). */
  const parsed = new Map<string, string>();
  /** Bound and not yet executed: PGlite's own `query` sends bind and execute in separate calls. */
  let bound: string | undefined;
  target.execProtocolStream = async function (this: PGlite, message: Uint8Array, options) {
    const ran: string[] = [];
    for (let at = 0; at < message.length; at += 1 + new DataView(message.buffer, message.byteOffset + at + 1, 4).getInt32(0)) {
      const kind = message[at];
      if (kind === 0x51) ran.push(cstring(message, at + 5)[0]);
      else if (kind === 0x50) {
        const [name, next] = cstring(message, at + 5);
        parsed.set(name, cstring(message, next)[0]);
      } else if (kind === 0x42) {
        const [, next] = cstring(message, at + 5);
        const [name] = cstring(message, next);
        bound = parsed.get(name) ?? statementText?.(name) ?? `(prepared statement ${name})`;
        parsed.delete(name);
      } else if (kind === 0x45 && bound !== undefined) {
        ran.push(bound);
        bound = undefined;
      }
    }
    const answer = await original.call(this, message, options);
    if (ran.length > 0) {
      const rows = answer.filter((m) => m.name === 'dataRow').length;
      ran.forEach((text, i) => seen(text, i === ran.length - 1 ? rows : 0));
    }
    return answer;
  };
  return () => {
    target.execProtocolStream = original;
  };
}

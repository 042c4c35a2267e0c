/**
 * The in-run reference of the search benchmark: the same synthetic records and the same requests
 * answered by PostgreSQL full-text search (a tsvector column with a GIN index, `:*` prefix on the
 * word being typed, facet counts with GROUP BY over the matches, the 20 best by ts_rank), so the
 * engine's figures come with a ratio measured on the same machine at the same time.
 *
 * What PostgreSQL is asked to do is the plain version of the engine's work: no typo tolerance,
 * facet counts over the filtered matches only (the engine also counts each refined facet without
 * its own filter, as InstantSearch needs), no highlighting. Its latencies therefore flatter it.
 * Each request is one statement over a pooled connection on 127.0.0.1 (the round trip is included).
 */
import pg from 'pg';
import { performance } from 'node:perf_hooks';
import type { FilterNode } from '../server/modules/search/search-filters';
import { andFilters, parseFacetFilters, parseNumericFilters } from '../server/modules/search/search-filters';
import type { SearchProductRecord, SearchRequest } from '../server/modules/search/search-types';

/** Bumped when the table layout changes, so a stale scratch database is reloaded. */
const LAYOUT = 2;
const SINGLE = new Set(['brand', 'category', 'status', 'city', 'state']);
const NUMERIC = new Set(['price', 'rating', 'sales', 'quantity']);

export interface PgReference {
  database: string;
  loadMs: number;
  reused: boolean;
  /** Runs one request; resolves to its number of matches. */
  run(req: SearchRequest): Promise<number>;
  close(): Promise<void>;
}

/** Lower-case words of letters and digits: the same words for the document and the query. */
function words(s: string): string[] {
  return s
    .toLowerCase()
    .split(/[\s,;:()"'/]+/)
    .map((w) => w.replace(/[^a-z0-9]/g, ''))
    .filter((w) => w.length > 0);
}

/** Part number without case, separators or leading zeros (domain.md). */
function compact(pn: string): string {
  return pn.toLowerCase().replace(/[^a-z0-9]/g, '').replace(/^0+/, '');
}

function numbersText(r: SearchProductRecord): string {
  const keys = new Set<string>();
  for (const pn of [r.sku, r.manufacturerPartNumber]) {
    keys.add(compact(pn));
    for (const w of words(pn)) keys.add(w);
  }
  return [...keys].join(' ');
}

function interchangeText(r: SearchProductRecord): string {
  const keys = new Set<string>();
  for (const pn of r.interchange) {
    keys.add(compact(pn));
    for (const w of words(pn)) keys.add(w);
  }
  return [...keys].join(' ');
}

async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [database]);
    if (exists.rowCount === 0) await admin.query(`create database ${database}`);
  } finally {
    await admin.end();
  }
}

/** Drops the scratch database (the bench's own; never the server's others). */
export async function dropDatabase(adminUrl: string, database: string): Promise<void> {
  if (!/^ironyard_bench_[a-z0-9_]+$/.test(database)) throw new Error(`refusing to drop ${database}`);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${database} with (force)`);
  } finally {
    await admin.end();
  }
}

async function load(pool: pg.Pool, records: () => Iterable<SearchProductRecord>, size: number, seed: number, log: (m: string) => void): Promise<boolean> {
  const c = await pool.connect();
  try {
    await c.query('create table if not exists bench_meta (size int, seed int, layout int)');
    const meta = await c.query('select size, seed, layout from bench_meta');
    if (meta.rowCount === 1 && meta.rows[0].size === size && meta.rows[0].seed === seed && meta.rows[0].layout === LAYOUT) return true;
    log(`postgres: loading ${size.toLocaleString('en-US')} records`);
    await c.query('drop table if exists products');
    await c.query('delete from bench_meta');
    await c.query(`create table products (
      id int primary key, title text not null, sku text not null, brand text not null, category text not null,
      status text not null, city text not null, state text not null, price numeric(12,2), rating real not null,
      sales int not null, quantity int not null, attributes jsonb not null, fitment text[] not null, model text[] not null,
      numbers text not null, interchange text not null, tsv tsvector)`);
    let batch: unknown[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      await c.query(
        `insert into products (id, title, sku, brand, category, status, city, state, price, rating, sales, quantity, attributes, fitment, model, numbers, interchange)
         select x.id, x.title, x.sku, x.brand, x.category, x.status, x.city, x.state, x.price, x.rating, x.sales, x.quantity, x.attributes,
                array(select jsonb_array_elements_text(x.fitment)), array(select jsonb_array_elements_text(x.model)), x.numbers, x.interchange
         from jsonb_to_recordset($1::jsonb) as x(id int, title text, sku text, brand text, category text, status text, city text, state text,
              price numeric, rating real, sales int, quantity int, attributes jsonb, fitment jsonb, model jsonb, numbers text, interchange text)`,
        [JSON.stringify(batch)],
      );
      batch = [];
    };
    for (const r of records()) {
      batch.push({
        id: r.id,
        title: r.title,
        sku: r.sku,
        brand: r.brand,
        category: r.category,
        status: r.status,
        city: r.city,
        state: r.state,
        price: r.price,
        rating: r.rating,
        sales: r.sales,
        quantity: r.quantity,
        attributes: r.attributes,
        fitment: r.fitment,
        model: r.model,
        numbers: numbersText(r),
        interchange: interchangeText(r),
      });
      if (batch.length === 5000) await flush();
    }
    await flush();
    // Weights follow the engine's attribute order: part number, title, brand/category, interchange, fitment.
    await c.query(`update products set tsv =
      setweight(to_tsvector('simple', numbers), 'A') ||
      setweight(to_tsvector('simple', regexp_replace(lower(title), '[^a-z0-9 ]', '', 'g')), 'B') ||
      setweight(to_tsvector('simple', regexp_replace(lower(brand || ' ' || category), '[^a-z0-9 ]', '', 'g')), 'C') ||
      setweight(to_tsvector('simple', interchange), 'C') ||
      setweight(to_tsvector('simple', regexp_replace(lower(array_to_string(fitment, ' ')), '[^a-z0-9 ]', '', 'g')), 'D')`);
    await c.query('create index products_tsv on products using gin (tsv)');
    await c.query('create index products_brand on products (brand)');
    await c.query('create index products_fitment on products using gin (fitment)');
    await c.query('vacuum analyze products');
    await c.query('insert into bench_meta values ($1, $2, $3)', [size, seed, LAYOUT]);
    return false;
  } finally {
    c.release();
  }
}

/** `w1 & w2 & last:*`, or also the whole query as one compact part number (`532 14 41-66`). */
export function toTsquery(query: string): string | null {
  const ws = words(query);
  if (ws.length === 0) return null;
  const all = ws.map((w, i) => (i === ws.length - 1 ? `${w}:*` : w)).join(' & ');
  const joined = compact(query);
  return ws.length > 1 && joined.length >= 4 && /\d/.test(joined) ? `(${all}) | ${joined}:*` : all;
}

function filterSql(node: FilterNode, params: unknown[]): string {
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  switch (node.type) {
    case 'and':
      return `(${node.items.map((n) => filterSql(n, params)).join(' and ')})`;
    case 'or':
      return `(${node.items.map((n) => filterSql(n, params)).join(' or ')})`;
    case 'not':
      return `(not ${filterSql(node.item, params)})`;
    case 'facet':
      if (SINGLE.has(node.attr)) return `${node.attr} = ${p(node.value)}`;
      if (node.attr === 'fitment' || node.attr === 'model') return `${node.attr} @> array[${p(node.value)}]::text[]`;
      return `attributes @> ${p(JSON.stringify({ [node.attr]: node.value }))}::jsonb`;
    case 'numeric': {
      if (!NUMERIC.has(node.attr)) return 'false';
      const op = node.op === '!=' ? '<>' : node.op;
      return `${node.attr} ${op} ${p(node.value)}`;
    }
    case 'range':
      if (!NUMERIC.has(node.attr)) return 'false';
      return `${node.attr} between ${p(node.lo)} and ${p(node.hi)}`;
  }
}

/** One statement: matches, their count, the 20 best by rank, and every facet's counts over the matches. */
export function toSql(req: SearchRequest): { text: string; values: unknown[] } {
  const values: unknown[] = [];
  const conditions: string[] = [];
  const tsq = toTsquery(req.query ?? '');
  // The rank is computed with the matches, so the tsvector is not carried through the CTE.
  let rank = '0::real';
  if (tsq) {
    values.push(tsq);
    conditions.push('tsv @@ to_tsquery(\'simple\', $1)');
    rank = "ts_rank(tsv, to_tsquery('simple', $1))";
  }
  const filter = andFilters([parseFacetFilters(req.facetFilters), parseNumericFilters(req.numericFilters)]);
  if (filter) conditions.push(filterSql(filter, values));
  const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
  const limit = req.hitsPerPage ?? 20;
  const text = `with m as materialized (select id, title, sku, brand, category, status, city, state, price, rating, sales, attributes, fitment, ${rank} as rank from products ${where}),
    f as (
      select 'brand' as k, brand as v, count(*) as c from m group by brand
      union all select 'category', category, count(*) from m group by category
      union all select 'status', status, count(*) from m group by status
      union all select 'state', state, count(*) from m group by state
      union all select 'fitment', x, count(*) from m, unnest(m.fitment) x group by x
      union all select a.key, a.value, count(*) from m, jsonb_each_text(m.attributes) a group by 1, 2)
    select (select count(*) from m)::int as n,
      (select json_agg(h) from (select id, title, sku, brand, price from m order by rank desc, sales desc limit ${limit}) h) as hits,
      (select json_agg(f) from (select k, v, c from (select k, v, c, row_number() over (partition by k order by c desc, v) as r from f) t where r <= 100) f) as facets,
      (select json_build_object('min', min(price), 'max', max(price)) from m) as price`;
  return { text, values };
}

export async function startPgReference(options: {
  url: string;
  database: string;
  size: number;
  seed: number;
  records: () => Iterable<SearchProductRecord>;
  log: (m: string) => void;
}): Promise<PgReference> {
  await ensureDatabase(options.url, options.database);
  const dbUrl = new URL(options.url);
  dbUrl.pathname = `/${options.database}`;
  const pool = new pg.Pool({ connectionString: dbUrl.toString(), max: 1 });
  const t0 = performance.now();
  const reused = await load(pool, options.records, options.size, options.seed, options.log);
  const loadMs = performance.now() - t0;
  return {
    database: options.database,
    loadMs,
    reused,
    async run(req) {
      const { text, values } = toSql(req);
      const res = await pool.query(text, values);
      return res.rows[0].n as number;
    },
    close: () => pool.end(),
  };
}

/** Replays requests through PostgreSQL: one warm-up pass, then `rounds` timed passes. */
export async function timePg(ref: PgReference, requests: readonly SearchRequest[], rounds: number): Promise<{ samples: number[]; found: number[] }> {
  const found: number[] = [];
  for (const req of requests) found.push(await ref.run(req));
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const req of requests) {
      const t0 = performance.now();
      await ref.run(req);
      samples.push(performance.now() - t0);
    }
  }
  return { samples, found };
}

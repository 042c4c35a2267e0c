import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchStatements } from '../../db/pglite-prepared';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { rowsOf } from '../../../tests/setup/test-db';

let t: TestApp;
beforeAll(async () => {
  // A graph larger than the web client's operations: the cost limit is not what this file tests.
  t = await createTestApp({ GRAPHQL_MAX_COST: '1000000' });
});
afterAll(async () => {
  await t.close();
});

interface Statement {
  text: string;
  rows: number;
  /** The turn of the event loop the statement ran in (PGlite runs a statement within one turn). */
  turn: number;
}

/** Every statement the embedded database runs during `work`, with the turn of the event loop it ran in. */
async function statementsDuring(work: () => Promise<void>): Promise<Statement[]> {
  const seen: Statement[] = [];
  let turn = 0;
  let ticking = true;
  const tick = () => {
    turn++;
    if (ticking) setImmediate(tick);
  };
  setImmediate(tick);
  const stop = watchStatements(t.database.pglite!, t.database.statementText, (text, rows) => seen.push({ text, rows, turn }));
  try {
    await work();
  } finally {
    stop();
    ticking = false;
  }
  return seen;
}

describe('product reads of a large product graph', () => {
  it.skipIf(process.env.TEST_DB === 'postgres')(
    'answer every product of the graph, reading at most 100 products per statement with a turn of the event loop before each',
    async () => {
      const rows = async <T>(text: string) => rowsOf<T>(await t.database.db.execute(sql.raw(text)));
      const starts = (await rows<{ id: number }>('select id from products where published and not deleted order by id % 30, id limit 10')).map((r) => r.id);
      // Related products share a sub-category and also-purchased ones a brand: alternating them reaches far into the catalogue.
      const query = `{ v1 { ${starts
        .map(
          (id, i) =>
            `a${i}: product(id: ${id}) { id shortDescription ` +
            'relatedProducts { id shortDescription alsoPurchasedProducts { id shortDescription relatedProducts { id } } } ' +
            'alsoPurchasedProducts { id shortDescription relatedProducts { id shortDescription alsoPurchasedProducts { id } } } }',
        )
        .join(' ')} } }`;
      type Node = { id: string; shortDescription?: string; relatedProducts?: Node[]; alsoPurchasedProducts?: Node[] };
      let body: Awaited<ReturnType<typeof t.graphql<{ v1: Record<string, Node> }>>>['body'] | undefined;
      const statements = await statementsDuring(async () => {
        body = (await t.graphql<{ v1: Record<string, Node> }>(query)).body;
      });

      expect(body!.errors).toBeUndefined();
      const answered = new Set<number>();
      const walk = (n: Node) => {
        answered.add(Number(n.id));
        if (n.shortDescription !== undefined) expect(n.shortDescription).not.toBe('');
        n.relatedProducts?.forEach(walk);
        n.alsoPurchasedProducts?.forEach(walk);
      };
      Object.values(body!.data!.v1).forEach(walk);

      // The same graph from the tables.
      const visible = new Set((await rows<{ id: number }>('select id from products where published and not deleted')).map((r) => r.id));
      const linked = async (table: string, column: string) => {
        const out = new Map<number, number[]>();
        for (const r of await rows<{ a: number; b: number }>(`select product_id as a, ${column} as b from ${table}`)) {
          if (visible.has(r.b)) out.set(r.a, [...(out.get(r.a) ?? []), r.b]);
        }
        return (id: number) => out.get(id) ?? [];
      };
      const [related, also] = [await linked('related_products', 'related_product_id'), await linked('also_purchased', 'other_product_id')];
      const expected = new Set<number>();
      const chain = (ids: number[], steps: Array<(id: number) => number[]>) => {
        for (const id of ids) {
          expected.add(id);
          if (steps.length) chain(steps[0](id), steps.slice(1));
        }
      };
      chain(starts, []);
      for (const id of starts) {
        chain(related(id), [also, related]);
        chain(also(id), [related, also]);
      }
      expect([...answered].sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b));
      // More products than one statement reads, so the graph takes several.
      expect(answered.size).toBeGreaterThan(100);

      const reads = statements.filter((s) => /from "products"|from products p/.test(s.text));
      expect(reads.length).toBeGreaterThan(1);
      expect(Math.max(...reads.map((s) => s.rows))).toBeLessThanOrEqual(100);
      // Each read waits for a turn of the event loop after the one before: other requests get answered between them.
      for (let i = 1; i < reads.length; i++) expect(reads[i].turn, `read ${i} of ${reads.length}`).toBeGreaterThan(reads[i - 1].turn);
    },
  );
});

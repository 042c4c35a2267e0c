import DataLoader from 'dataloader';
import type { GraphQLContext } from '../../graphql/context';
import type { ProductRow } from './catalog-product.repository';
import type { LinkList, ProductLinks, ProductListRow, ProductTexts } from './catalog-product.service';

export interface ProductLoaders {
  /** Whole products (long texts included), for `product(id:)` under several aliases. */
  full: DataLoader<number, ProductRow | null>;
  rows: DataLoader<number, ProductListRow | null>;
  /** Keyed `list:id`: one statement reads only the lists its fields asked for. */
  links: DataLoader<string, unknown[] | null>;
  texts: DataLoader<number, ProductTexts | null>;
}

// The embedded database (PGlite) runs each statement, and the decoding of its rows, on the event
// loop's thread: one read of a few hundred products held the loop for 100–300 ms, and reads that
// DataLoader dispatches together ran back to back. So an operation's product reads go one at a
// time, each after a turn of the event loop (health checks and other requests are answered
// between them), and a batch is read this many products per statement (about 5–10 ms each on a
// small machine; docs/benchmarks.md, "Request cost").
const PER_STATEMENT = { full: 50, rows: 100, texts: 200 } as const;
/**
 * Lists cost alike (an indexed subquery each), so the more lists, the fewer products per statement;
 * not below 40, since planning the six subqueries costs 3–5 ms whatever the number of products.
 */
const linksPerStatement = (lists: number) => Math.max(40, Math.floor(240 / lists));

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

type Turn = <T>(read: () => Promise<T>) => Promise<T>;

/** One read at a time, each after a turn of the event loop. */
function readsInTurn(): Turn {
  let tail: Promise<unknown> = Promise.resolve();
  return (read) => {
    const run = tail.then(yieldToLoop).then(read);
    tail = run.catch(() => undefined);
    return run;
  };
}

async function inSlices<T>(turn: Turn, ids: readonly number[], size: number, read: (slice: number[]) => Promise<T[]>): Promise<T[]> {
  const parts: Array<Promise<T[]>> = [];
  for (let i = 0; i < ids.length; i += size) {
    const slice = ids.slice(i, i + size);
    parts.push(turn(() => read(slice)));
  }
  return (await Promise.all(parts)).flat();
}

function byIdLoader<T extends { id: number }>(turn: Turn, size: number, read: (ids: number[]) => Promise<T[]>): DataLoader<number, T | null> {
  return new DataLoader(async (ids) => {
    const byId = new Map((await inSlices(turn, ids, size, read)).map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id) ?? null);
  });
}

// One set per GraphQL operation: the fields a page asks for in parallel (related and
// also-purchased cards, each product's lists) become one statement each, and nothing outlives
// the request, so no cache can serve a stale price.
const perOperation = new WeakMap<object, ProductLoaders>();

/** The operation's batched product readers. */
export function productLoaders(ctx: Pick<GraphQLContext, 'services'>): ProductLoaders {
  let loaders = perOperation.get(ctx);
  if (!loaders) {
    const products = ctx.services.products;
    const turn = readsInTurn();
    loaders = {
      full: byIdLoader(turn, PER_STATEMENT.full, (ids) => products.fullByIds(ids)),
      rows: byIdLoader(turn, PER_STATEMENT.rows, (ids) => products.byIds(ids)),
      texts: byIdLoader(turn, PER_STATEMENT.texts, (ids) => products.texts(ids)),
      links: new DataLoader(async (keys) => {
        const asked = keys.map((k) => {
          const at = k.indexOf(':');
          return {
            list: k.slice(0, at) as LinkList,
            id: Number(k.slice(at + 1)),
          };
        });
        const lists = [...new Set(asked.map((a) => a.list))];
        const ids = [...new Set(asked.map((a) => a.id))];
        const found = new Map<number, Partial<ProductLinks>>();
        await inSlices(turn, ids, linksPerStatement(lists.length), async (slice) => {
          for (const [id, links] of await products.links(slice, lists)) found.set(id, links);
          return [];
        });
        return asked.map(({ list, id }) => found.get(id)?.[list] ?? null);
      }),
    };
    perOperation.set(ctx, loaders);
  }
  return loaders;
}

/** One list of a product (empty when the product is gone), batched with every other product's lists of the operation. */
export async function productLinks<K extends LinkList>(ctx: Pick<GraphQLContext, 'services'>, id: number, list: K): Promise<ProductLinks[K]> {
  return ((await productLoaders(ctx).links.load(`${list}:${id}`)) ?? []) as ProductLinks[K];
}

/** Rows of the given ids in that order, skipping any that are gone or unpublished. */
export async function productsInOrder(ctx: Pick<GraphQLContext, 'services'>, ids: number[]): Promise<ProductListRow[]> {
  const rows = await productLoaders(ctx).rows.loadMany(ids);
  return rows.filter((r): r is ProductListRow => r !== null && !(r instanceof Error));
}

import DataLoader from 'dataloader';
import type { GraphQLContext } from '../../graphql/context';
import type { ProductLinks, ProductListRow, ProductTexts } from './catalog-product.service';

export interface ProductLoaders {
  rows: DataLoader<number, ProductListRow | null>;
  links: DataLoader<number, ProductLinks | null>;
  texts: DataLoader<number, ProductTexts | null>;
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
    loaders = {
      rows: new DataLoader(async (ids) => {
        const byId = new Map((await products.byIds([...ids])).map((r) => [r.id, r]));
        return ids.map((id) => byId.get(id) ?? null);
      }),
      links: new DataLoader(async (ids) => {
        const byId = await products.links([...ids]);
        return ids.map((id) => byId.get(id) ?? null);
      }),
      texts: new DataLoader(async (ids) => {
        const byId = new Map((await products.texts([...ids])).map((r) => [r.id, r]));
        return ids.map((id) => byId.get(id) ?? null);
      }),
    };
    perOperation.set(ctx, loaders);
  }
  return loaders;
}

/** Rows of the given ids in that order, skipping any that are gone or unpublished. */
export async function productsInOrder(ctx: Pick<GraphQLContext, 'services'>, ids: number[]): Promise<ProductListRow[]> {
  const rows = await productLoaders(ctx).rows.loadMany(ids);
  return rows.filter((r): r is ProductListRow => r !== null && !(r instanceof Error));
}

import { graphql } from '~/gql/gql';
import { data, Link } from 'react-router';
import { partsBookPath } from '~/features/partsbooks/api/partsbooks-api';
import { serverQuery } from '~/lib/graphql';
import { pageMeta } from '~/lib/meta';
import type { PartsBookBrandQuery } from '~/gql/graphql';
import type { Route } from './+types/partsbooks-brand';
import { isIdParam } from '~/lib/route-params';

type Model = PartsBookBrandQuery['v1']['machineModels'][number];

const QUERY = graphql(`query PartsBookBrand($m: ID) { v1 { machineModels(manufacturerId: $m, withDiagrams: true) { id name seoName manufacturer type diagramCount picture { imageUrl } } } }`);

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!isIdParam(params.manufacturerId)) throw data(null, { status: 404 });
  const result = await serverQuery(context, QUERY, { m: params.manufacturerId });
  if (result.v1.machineModels.length === 0) throw data(null, { status: 404 });
  return { models: result.v1.machineModels, brand: result.v1.machineModels[0].manufacturer };
}

export function meta(args: Route.MetaArgs) {
  if (!args.data) return pageMeta(args, { title: 'Page Not Found', noindex: true });
  return pageMeta(args, { title: `${args.data.brand} Parts Books`, description: `Parts diagrams for ${args.data.brand} machines.` });
}

/** /partsbooks/brand/{manufacturerId}: the brand's machines that have a parts book, by type. */
export default function PartsBookBrandPage({ loaderData }: Route.ComponentProps) {
  const { models, brand } = loaderData;
  const byType = new Map<string, Model[]>();
  for (const m of models) byType.set(m.type, [...(byType.get(m.type) ?? []), m]);
  return (
    <div className="mx-auto max-w-screen-xl space-y-6 px-4 py-6">
      <p>
        <Link to="/partsbooks" className="text-blue-800 underline">
          Parts books
        </Link>
      </p>
      <h1 className="text-2xl font-bold">{brand} parts books</h1>
      {[...byType.entries()].map(([type, list]) => (
        <section key={type} aria-label={type}>
          <h2 className="text-lg font-bold">{type}</h2>
          <ul className="mt-2 grid gap-3 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
            {list.map((m) => (
              <li key={m.id}>
                <Link to={partsBookPath(m)} className="block rounded-md border border-gray-300 p-2 hover:border-brand-600">
                  <img src={m.picture.imageUrl} alt="" width={280} height={180} loading="lazy" className="aspect-[14/9] w-full" />
                  <span className="mt-1 block font-semibold">{m.name}</span>
                  <span className="block text-sm text-ink-700">{m.diagramCount} diagrams</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

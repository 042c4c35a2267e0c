import { graphql } from '~/gql/gql';
import { Link } from 'react-router';
import { FleetPartsBooks } from '~/features/fleet/components/fleet-parts-books';
import { loadGarageIfAny } from '~/features/fleet/fleet-loader.server';
import { MyDiagrams } from '~/features/partsbooks/components/partsbooks-my-diagrams';
import { serverQuery } from '~/lib/graphql';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/partsbooks-index';

const QUERY = graphql(`query PartsBooks { v1 { machineModels(withDiagrams: true) { id manufacturer manufacturerId } } }`);

export async function loader({ context }: Route.LoaderArgs) {
  // The visitor's own machines get shortcuts to their books.
  const [data, garage] = await Promise.all([serverQuery(context, QUERY), loadGarageIfAny(context)]);
  const brands = new Map<string, { id: string; name: string; models: number }>();
  for (const m of data.v1.machineModels) {
    const b = brands.get(m.manufacturerId) ?? { id: m.manufacturerId, name: m.manufacturer, models: 0 };
    b.models++;
    brands.set(m.manufacturerId, b);
  }
  return { brands: [...brands.values()].sort((a, b) => a.name.localeCompare(b.name)), garage };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Parts Books', description: 'Exploded-view parts diagrams for tractors, mowers, loaders and excavators, with every part numbered.' });
}

/** /partsbooks: the brands with parts books, and the visitor's favourite and recent diagrams. */
export default function PartsBooksPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-screen-xl space-y-8 px-4 py-6">
      <div>
        <h1 className="text-2xl font-bold">Parts books</h1>
        <p className="mt-1 text-ink-700">Find a part on the exploded-view drawing of your machine. Choose a brand.</p>
      </div>
      <FleetPartsBooks garage={loaderData.garage} />
      <ul className="grid gap-3 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
        {loaderData.brands.map((b) => (
          <li key={b.id}>
            <Link to={`/partsbooks/brand/${b.id}`} className="flex min-h-14 items-center justify-between rounded-md border border-gray-300 px-4 py-3 font-semibold hover:border-brand-600">
              {b.name}
              <span className="text-sm font-normal text-ink-700">{b.models} models</span>
            </Link>
          </li>
        ))}
      </ul>
      <MyDiagrams />
    </div>
  );
}

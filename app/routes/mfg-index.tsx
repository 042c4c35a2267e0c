import { graphql } from '~/gql/gql';
import { Link } from 'react-router';
import { serverQuery } from '~/lib/graphql';
import { pageMeta } from '~/lib/meta';
import type { ManufacturersQuery } from '~/gql/graphql';
import type { Route } from './+types/mfg-index';

type Row = ManufacturersQuery['v1']['manufacturers'][number];

export async function loader({ context }: Route.LoaderArgs) {
  const result = await serverQuery(context, graphql(`query Manufacturers { v1 { manufacturers { id name makesMachines } } }`));
  const byName = [...result.v1.manufacturers].sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return { machines: byName.filter((m) => m.makesMachines), parts: byName.filter((m) => !m.makesMachines) };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: 'Manufacturers',
    description: 'Machine manufacturers and parts brands: find replacement parts for your John Deere, Case, Ford, Kubota, Bobcat and more.',
  });
}

function BrandList({ title, id, rows }: { title: string; id: string; rows: Row[] }) {
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
        {rows.map((m) => (
          <li key={m.id}>
            <Link to={`/mfg/${m.id}`} className="flex min-h-11 items-center rounded-md border border-gray-200 px-3 text-sm font-semibold hover:border-ink-900 hover:bg-brand-50">
              {m.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function ManufacturerIndex({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-screen-2xl px-4 py-6">
      <h1 className="text-2xl font-bold md:text-3xl">Manufacturers</h1>
      <p className="mt-2 text-ink-700">Pick a manufacturer to see its machines and the parts we carry for them.</p>
      <BrandList title="Machine manufacturers" id="mfg-machines" rows={loaderData.machines} />
      <BrandList title="Parts brands" id="mfg-parts" rows={loaderData.parts} />
    </div>
  );
}

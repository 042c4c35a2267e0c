import { graphql } from '~/gql/gql';
import { Link } from 'react-router';
import { Breadcrumb } from '~/components/page/page-breadcrumb';
import { categoryPath } from '~/features/catalog/catalog-category';
import { publicServerQuery } from '~/lib/graphql';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/category-index';
import { formatCount } from '~/lib/number-format';

export async function loader({ context }: Route.LoaderArgs) {
  const result = await publicServerQuery(
    context,
    graphql(`query CategoryIndex { v1 { categories { id name seoName parentCategoryId numberOfProducts picture { thumbnailUrl } } } }`),
  );
  const rows = result.v1.categories;
  const groups = rows
    .filter((c) => c.parentCategoryId === null)
    .map((g) => ({ ...g, children: rows.filter((c) => c.parentCategoryId === Number(g.id)) }));
  return { groups };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: 'Shop by Category',
    description: 'Every category of the parts catalogue: engine, cooling, drive, hydraulic, electrical, chassis, attachments and maintenance parts.',
  });
}

export default function CategoryIndex({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-screen-2xl px-4 py-6">
      <Breadcrumb trail={[{ label: 'Categories' }]} />
      <h1 className="mt-3 text-2xl font-bold md:text-3xl">Shop by Category</h1>
      <div className="mt-6 grid gap-8 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {loaderData.groups.map((g) => (
          <section key={g.id} aria-labelledby={`cat-${g.id}`}>
            <h2 id={`cat-${g.id}`} className="flex items-center gap-3 text-lg font-bold">
              <img src={g.picture.thumbnailUrl} alt="" width={40} height={40} loading="lazy" className="size-10 object-contain" />
              <Link to={categoryPath(g)} className="hover:underline">
                {g.name}
              </Link>
            </h2>
            <ul className="mt-2 space-y-1">
              {g.children.map((s) => (
                <li key={s.id}>
                  <Link to={categoryPath(s)} className="flex min-h-8 items-center justify-between gap-2 text-sm hover:underline">
                    <span>{s.name}</span>
                    <span className="text-ink-700">{formatCount(s.numberOfProducts)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}

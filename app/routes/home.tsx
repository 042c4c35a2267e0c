import { serverQuery } from '~/lib/graphql';
import type { Route } from './+types/home';

const HOME_QUERY = /* GraphQL */ `
  query Home {
    v1 {
      categories { id name seoName parentCategoryId displayOrder showOnHomePage }
    }
  }
`;

interface HomeData {
  v1: { categories: Array<{ id: string; name: string; seoName: string; parentCategoryId: number | null; displayOrder: number; showOnHomePage: boolean }> };
}

export async function loader({ context }: Route.LoaderArgs) {
  const data = await serverQuery<HomeData>(context, HOME_QUERY);
  const groups = data.v1.categories.filter((c) => c.parentCategoryId === null && c.showOnHomePage);
  return { groups };
}

export function meta() {
  return [{ title: 'Ironyard: Heavy-Duty Parts for Heavy-Duty Performance' }];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-6xl p-6">
      <h1 className="text-3xl font-bold">Heavy-Duty Parts for Heavy-Duty Performance</h1>
      <ul>
        {loaderData.groups.map((g) => (
          <li key={g.id}>{g.name}</li>
        ))}
      </ul>
    </main>
  );
}

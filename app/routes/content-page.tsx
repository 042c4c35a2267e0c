import { isRouteErrorResponse, Link } from 'react-router';
import { PageNotFound } from '~/components/page/page-not-found';
import { HelpArticle } from '~/features/help/components/help-article';
import { loadContentPage, loadContentPages, pageData } from '~/features/help/help-content';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/content-page';

// Help, policy and company pages: the file under content/ whose path is this URL's.
export async function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const [page, careers] = await Promise.all([
    loadContentPage(context, path),
    // The team page ends with the open positions (content/careers).
    path.toLowerCase() === '/team' ? loadContentPages(context, 'careers') : Promise.resolve([]),
  ]);
  return { page, careers };
}

export function meta(args: Route.MetaArgs) {
  const page = args.loaderData?.page;
  if (!page) return pageMeta(args, { title: 'Page Not Found', noindex: true });
  return pageMeta(args, { title: page.title, description: page.description, type: 'article' });
}

interface Position {
  location: string;
  type: string;
  team: string;
}

export default function ContentPageRoute({ loaderData }: Route.ComponentProps) {
  const { page, careers } = loaderData;
  return (
    <HelpArticle page={page}>
      {careers.length > 0 && (
        <ul className="mt-4 grid max-w-3xl gap-3 sm:grid-cols-2">
          {careers.map((c) => {
            const d = pageData<Position>(c);
            return (
              <li key={c.path} className="rounded-md border border-gray-200 p-4">
                <Link to={c.path} className="font-semibold underline-offset-2 hover:underline">
                  {c.title}
                </Link>
                <p className="mt-1 text-sm text-ink-700">
                  {d.location} · {d.type}
                </p>
                <p className="mt-2 text-sm">{c.description}</p>
              </li>
            );
          })}
        </ul>
      )}
    </HelpArticle>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <PageNotFound />;
  throw error;
}

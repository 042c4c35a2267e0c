import { isRouteErrorResponse, Link } from 'react-router';
import { PageNotFound } from '~/components/page/page-not-found';
import { HelpArticle } from '~/features/help/components/help-article';
import { loadContentPage } from '~/features/help/help-content';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/career';

// An open position from content/careers; an unknown id is the 404 page.
export async function loader({ params, context }: Route.LoaderArgs) {
  return { page: await loadContentPage(context, `/career/${params.id}`) };
}

export function meta(args: Route.MetaArgs) {
  const page = args.loaderData?.page;
  if (!page) return pageMeta(args, { title: 'Page Not Found', noindex: true });
  return pageMeta(args, { title: `${page.title} | Careers`, description: page.description, type: 'article' });
}

export default function Career({ loaderData }: Route.ComponentProps) {
  return (
    <HelpArticle
      page={loaderData.page}
      before={
        <p className="mb-4 text-sm">
          <Link to="/team#open-positions" className="underline underline-offset-2">
            All open positions
          </Link>
        </p>
      }
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <PageNotFound />;
  throw error;
}

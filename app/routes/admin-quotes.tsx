import { Link } from 'react-router';
import { buttonClass } from '~/components/button';
import { requireStaff } from '~/features/admin/admin-access.server';
import { adminQuotesServer, isAdminQuoteFilter, isAdminQuoteSort } from '~/features/admin/admin-quotes-api';
import { AdminQuotesList } from '~/features/admin/components/admin-quotes-list';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/admin-quotes';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, request, 'quotes');
  const q = new URL(request.url).searchParams;
  const search = (q.get('search') ?? '').trim().slice(0, 100);
  const wanted = q.get('status');
  const status = isAdminQuoteFilter(wanted) ? wanted : 'ALL';
  const asked = Number(q.get('page') ?? '1');
  const pageNumber = Number.isInteger(asked) && asked >= 1 && asked <= 10_000 ? asked : 1;
  const wantedSort = q.get('sort');
  const sort = isAdminQuoteSort(wantedSort) ? wantedSort : 'NEWEST';
  const page = await adminQuotesServer.list(context, { search, status, sort, page: pageNumber });
  return { page, search, status, sort };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Quotes | Admin', noindex: true });
}

/** /admin/quotes: customers' quote requests and staff's quotes, 25 a page, by status and search, newest, oldest or soonest expiring first. */
export default function AdminQuotesPage({ loaderData }: Route.ComponentProps) {
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-bold">Quotes</h1>
        <Link to="/quotes" className={buttonClass({ variant: 'outline' })}>
          Write a quote
        </Link>
      </div>
      <AdminQuotesList {...loaderData} />
    </div>
  );
}

import { RESULTS_PER_PAGE, type ResultsPageAnswer } from '~/features/search/search-paging';
import { loadResultsPage } from '~/features/search/search-results.server';
import { parseResultsDataParams } from '~/features/search/search-url-state';
import type { Route } from './+types/search-results-data';

/**
 * One further page of a result list as the customer scrolls (only that page's results, after the
 * last one shown), or (`count=1`) only how many results a state has: what the phone's filter panel
 * shows while the customer composes filters. JSON; the results can depend on the session (its machine).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { state, scope, after, count } = parseResultsDataParams(new URL(request.url).searchParams);
  let answer: ResultsPageAnswer<unknown>;
  try {
    const page = await loadResultsPage(context, state, scope, count ? null : after, count ? 1 : RESULTS_PER_PAGE);
    answer = count ? { failed: false, totalCount: page.totalCount, hits: [], hasNextPage: false, endCursor: null } : { failed: false, ...page };
  } catch {
    answer = { failed: true };
  }
  return Response.json(answer, { status: answer.failed ? 503 : 200, headers: { 'cache-control': 'private, no-store' } });
}

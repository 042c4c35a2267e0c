import { loadAccountPage } from '~/features/account/account-loader.server';
import { accountReads } from '~/features/account/account-data.server';
import { AccountOverview } from '~/features/account/components/account-overview';
import { AccountPage } from '~/features/account/components/account-page';
import { QuoteRequestsSummary } from '~/features/quotes/components/quotes-account-list';
import { quoteRequestsServer } from '~/features/quotes/quotes-request-api';
import { pageMeta } from '~/lib/meta';
import { useLiveOrders } from '~/lib/use-live';
import type { Route } from './+types/account';

export function loader({ context, request }: Route.LoaderArgs) {
  return loadAccountPage(context, request, async () => {
    const [overview, quoteRequests] = await Promise.all([accountReads.overview(context), quoteRequestsServer.mine(context)]);
    return { ...overview, quoteRequests };
  });
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Your Account', noindex: true });
}

/** /account: the overview of the account area. */
export default function AccountOverviewPage({ loaderData }: Route.ComponentProps) {
  // The latest orders follow what staff do to them.
  useLiveOrders(loaderData.page?.myOrders.nodes.map((o) => o.id) ?? []);
  return (
    <AccountPage title="Your Account" account={loaderData}>
      {(data) => (
        <>
          <AccountOverview data={data} />
          <QuoteRequestsSummary requests={data.quoteRequests} />
        </>
      )}
    </AccountPage>
  );
}

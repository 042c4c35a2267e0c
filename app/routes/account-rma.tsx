import { Link, useLocation, useSearchParams } from 'react-router';
import { NewReturn, ReturnOrPackage, ReturnsList } from '~/features/orders/components/orders-returns';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/account-rma';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Returns', noindex: true });
}

/**
 * /account/rma (the customer's returns; `?orderId=` starts one for an order) and
 * /account/rma/{id or packageId} (a return's status and authorisation, or a return for a package).
 */
export default function AccountRmaPage({ params }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const location = useLocation();
  const orderId = search.get('orderId');
  const submitted = (location.state as { submitted?: boolean } | null)?.submitted === true;
  return (
    <div className="mx-auto max-w-screen-md px-4 py-6">
      <nav aria-label="Breadcrumb" className="flex gap-4 text-sm print:hidden">
        <Link to="/account/orders" className="text-blue-800 underline">
          Your Orders
        </Link>
        {(params.id || orderId) && (
          <Link to="/account/rma" className="text-blue-800 underline">
            Your returns
          </Link>
        )}
      </nav>
      <h1 className="mt-2 mb-4 text-2xl font-bold print:hidden">{params.id ? 'Return' : orderId ? 'Return items' : 'Your returns'}</h1>
      {params.id ? (
        <ReturnOrPackage key={params.id} id={params.id} submitted={submitted} />
      ) : orderId ? (
        <NewReturn key={orderId} orderId={orderId} />
      ) : (
        <ReturnsList />
      )}
    </div>
  );
}

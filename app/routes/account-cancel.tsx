import { Link } from 'react-router';
import { CancellableOrders, CancelOrder } from '~/features/orders/components/orders-cancel';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/account-cancel';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Cancel an Order', noindex: true });
}

/** /account/cancel and /account/cancel/{id}: choose an order, see what is refunded, confirm. */
export default function AccountCancelPage({ params }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-screen-md px-4 py-6">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to={params.id ? `/account/order/${params.id}` : '/account/orders'} className="text-blue-800 underline">
          {params.id ? 'Back to the order' : 'Your Orders'}
        </Link>
      </nav>
      <h1 className="mt-2 mb-4 text-2xl font-bold">Cancel an order</h1>
      {params.id ? <CancelOrder key={params.id} orderId={params.id} /> : <CancellableOrders />}
    </div>
  );
}

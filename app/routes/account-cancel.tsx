import { data, Link } from 'react-router';
import { ordersServer, requireCustomer } from '~/features/orders/api/orders-api.server';
import { CancellableOrders, CancelOrder } from '~/features/orders/components/orders-cancel';
import { userMessageOf } from '~/lib/errors';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/account-cancel';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  requireCustomer(context, request);
  if (params.id) return { preview: await ordersServer.cancelPreview(context, params.id), open: null };
  const { orders } = await ordersServer.list(context, { period: 'ANY', status: 'OPEN', year: null });
  return { preview: null, open: orders.nodes };
}

/** The confirmed cancel (`intent=cancel`); the page then reads the order again and shows it cancelled. */
export async function action({ params, request, context }: Route.ActionArgs) {
  requireCustomer(context, request);
  const form = await request.formData();
  if (!params.id || form.get('intent') !== 'cancel') throw data(null, { status: 400 });
  try {
    await ordersServer.cancel(context, params.id);
    return { error: null };
  } catch (err) {
    return { error: userMessageOf(err) };
  }
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Cancel an Order', noindex: true });
}

/** /account/cancel and /account/cancel/{id}: choose an order, see what is refunded, confirm. */
export default function AccountCancelPage({ params, loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-screen-md px-4 py-6">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to={params.id ? `/account/order/${params.id}` : '/account/orders'} className="text-blue-800 underline">
          {params.id ? 'Back to the order' : 'Your Orders'}
        </Link>
      </nav>
      <h1 className="mt-2 mb-4 text-2xl font-bold">Cancel an order</h1>
      {params.id ? <CancelOrder preview={loaderData.preview} /> : <CancellableOrders orders={loaderData.open ?? []} />}
    </div>
  );
}

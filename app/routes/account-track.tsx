import { Link } from 'react-router';
import { ordersServer, requireCustomer } from '~/features/orders/api/orders-api.server';
import { TrackableShipments, TrackShipment, type Tracked } from '~/features/orders/components/orders-tracking';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/account-track';

/** A package by its id, or an order's: its one package, or the list of its packages. */
async function tracked(context: Route.LoaderArgs['context'], id: string): Promise<Tracked> {
  const shipment = await ordersServer.shipment(context, id);
  if (shipment) return { kind: 'shipment', shipment };
  const order = await ordersServer.order(context, id);
  if (!order) return null;
  if (order.shipments.length === 1) return { kind: 'shipment', shipment: { ...order.shipments[0], order } };
  return { kind: 'order', id: order.id, number: order.customOrderNumber, shipments: order.shipments };
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  requireCustomer(context, request);
  if (params.id) return { tracked: await tracked(context, params.id), open: null };
  const { orders } = await ordersServer.list(context, { period: 'ANY', status: 'OPEN', year: null });
  return { tracked: null, open: orders.nodes };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Track Package', noindex: true });
}

/** /account/track and /account/track/{id}: packages on their way, and one package's tracking. */
export default function AccountTrackPage({ params, loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-screen-md px-4 py-6">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to="/account/orders" className="text-blue-800 underline">
          Your Orders
        </Link>
      </nav>
      <h1 className="mt-2 mb-4 text-2xl font-bold">Track package</h1>
      {params.id ? <TrackShipment tracked={loaderData.tracked} /> : <TrackableShipments orders={loaderData.open ?? []} />}
    </div>
  );
}

import { Link } from 'react-router';
import { TrackableShipments, TrackShipment } from '~/features/orders/components/orders-tracking';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/account-track';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Track Package', noindex: true });
}

/** /account/track and /account/track/{id}: packages on their way, and one package's tracking. */
export default function AccountTrackPage({ params }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-screen-md px-4 py-6">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to="/account/orders" className="text-blue-800 underline">
          Your Orders
        </Link>
      </nav>
      <h1 className="mt-2 mb-4 text-2xl font-bold">Track package</h1>
      {params.id ? <TrackShipment key={params.id} id={params.id} /> : <TrackableShipments />}
    </div>
  );
}

import { Link } from 'react-router';
import { FeedbackOverview, OrderFeedbackPage } from '~/features/orders/components/orders-feedback';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/account-feedback';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Feedback', noindex: true });
}

/** /account/feedback and /account/feedback/{id or orderId}. */
export default function AccountFeedbackPage({ params }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-screen-md px-4 py-6">
      <nav aria-label="Breadcrumb" className="flex gap-4 text-sm">
        <Link to="/account/orders" className="text-blue-800 underline">
          Your Orders
        </Link>
        {params.id && (
          <Link to="/account/feedback" className="text-blue-800 underline">
            Your feedback
          </Link>
        )}
      </nav>
      <h1 className="mt-2 mb-4 text-2xl font-bold">{params.id ? 'Leave feedback' : 'Your feedback'}</h1>
      {params.id ? <OrderFeedbackPage key={params.id} id={params.id} /> : <FeedbackOverview />}
    </div>
  );
}

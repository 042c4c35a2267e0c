import { parseWithZod } from '@conform-to/zod/v4';
import { data, Link } from 'react-router';
import { ordersServer, requireCustomer } from '~/features/orders/api/orders-api.server';
import { FeedbackOverview, OrderFeedbackPage } from '~/features/orders/components/orders-feedback';
import { feedbackFormSchema, yesNoValue } from '~/features/orders/orders-feedback-schema';
import { userMessageOf } from '~/lib/errors';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/account-feedback';

/** The order a feedback page is about: `id` is the order's, or a feedback's own. */
async function feedbackOrder(context: Route.LoaderArgs['context'], id: string) {
  const order = await ordersServer.feedbackForm(context, id);
  if (order) return order;
  const given = (await ordersServer.myFeedback(context)).find((f) => f.id === id);
  return given ? ordersServer.feedbackForm(context, given.orderId) : null;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  requireCustomer(context, request);
  if (params.id) return { order: await feedbackOrder(context, params.id), waiting: [], given: [] };
  const [list, given] = await Promise.all([ordersServer.list(context, { period: 'PAST_3_MONTHS', status: 'ALL', year: null }), ordersServer.myFeedback(context)]);
  return { order: null, waiting: list.orders.nodes.filter((o) => o.canLeaveFeedback), given };
}

/** Feedback on an order (`intent=feedback`): checked with the form's schema, then left as the customer. */
export async function action({ request, context }: Route.ActionArgs) {
  requireCustomer(context, request);
  const formData = await request.formData();
  const orderId = String(formData.get('orderId') ?? '');
  if (formData.get('intent') !== 'feedback' || !/^\d{1,10}$/.test(orderId)) throw data(null, { status: 400 });
  const submission = parseWithZod(formData, { schema: feedbackFormSchema });
  if (submission.status !== 'success') return { sent: false, result: submission.reply() };
  const v = submission.value;
  try {
    await ordersServer.addFeedback(context, {
      orderId,
      rating: v.rating,
      asDescribed: yesNoValue(v.asDescribed),
      arrivedOnTime: yesNoValue(v.arrivedOnTime),
      promptService: yesNoValue(v.promptService),
      wellPackaged: yesNoValue(v.wellPackaged),
      suggestion: v.suggestion ?? null,
      text: v.text ?? null,
    });
    return { sent: true, result: undefined };
  } catch (err) {
    return { sent: false, result: submission.reply({ formErrors: [userMessageOf(err)] }) };
  }
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Feedback', noindex: true });
}

/** /account/feedback and /account/feedback/{id or orderId}. */
export default function AccountFeedbackPage({ params, loaderData, actionData }: Route.ComponentProps) {
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
      {params.id ? (
        <OrderFeedbackPage order={loaderData.order} sent={actionData?.sent === true} lastResult={actionData?.result} />
      ) : (
        <FeedbackOverview waiting={loaderData.waiting} given={loaderData.given} />
      )}
    </div>
  );
}

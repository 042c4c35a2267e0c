import { requireStaff } from '~/features/admin/admin-access.server';
import { adminReviewsServer, isAdminReviewFilter } from '~/features/admin/admin-reviews-api';
import { AdminReviewsList, type ReviewActionResult } from '~/features/admin/components/admin-reviews-list';
import { productPath } from '~/features/catalog/catalog-product-query';
import { userMessageOf } from '~/lib/errors';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/admin-reviews';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, request, 'reviews');
  const q = new URL(request.url).searchParams;
  const wanted = q.get('filter');
  const filter = isAdminReviewFilter(wanted) ? wanted : 'PENDING';
  const n = Number(q.get('page') ?? '1');
  const listed = await adminReviewsServer.list(context, filter, Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1);
  const page = { ...listed, nodes: listed.nodes.map((r) => ({ ...r, productHref: r.product ? productPath(r.product) : null })) };
  return { page, filter };
}

const answer = (r: Partial<ReviewActionResult>): ReviewActionResult => ({ notice: null, error: null, reviewId: null, confirmReject: null, ...r });

/**
 * Approve (one review, or the selected ones), Reply, and Reject in two posts: `reject-ask` answers
 * the review to confirm, `reject` deletes it. Plain form posts, so the page works without scripts.
 */
export async function action({ request, context }: Route.ActionArgs) {
  requireStaff(context, request, 'reviews');
  const form = await request.formData();
  const intent = form.get('intent');
  const id = String(form.get('id') ?? '');
  try {
    if (intent === 'approve') {
      const ids = form.getAll('ids').map(String).filter(Boolean);
      if (ids.length === 0) return answer({ error: 'Select the reviews to approve first.' });
      const done = await adminReviewsServer.approve(context, ids);
      return answer({ notice: done.length === 1 ? 'Review approved: it shows on the product page.' : `${done.length} reviews approved: they show on the product pages.` });
    }
    if (intent === 'reply') {
      const saved = await adminReviewsServer.reply(context, id, String(form.get('replyText') ?? ''));
      return answer({ notice: saved.replyText ? 'Reply saved: it shows under the review.' : 'Reply removed.' });
    }
    if (intent === 'reject-ask') return answer({ confirmReject: id });
    if (intent === 'reject') {
      const gone = await adminReviewsServer.reject(context, id);
      return answer({ notice: `Review “${gone.title}” deleted.` });
    }
    return answer({ error: 'That action is not known.' });
  } catch (err) {
    return answer({ error: userMessageOf(err), reviewId: id || null });
  }
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Reviews | Admin', noindex: true });
}

/** /admin/reviews: customers' product reviews to approve, answer or reject, pending ones first. */
export default function AdminReviewsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div>
      <h1 className="mb-2 text-xl font-bold">Reviews</h1>
      <AdminReviewsList page={loaderData.page} filter={loaderData.filter} result={actionData ?? null} />
    </div>
  );
}

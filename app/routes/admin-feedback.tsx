import { requireStaff } from '~/features/admin/admin-access.server';
import { adminFeedbackServer, isAdminFeedbackFilter } from '~/features/admin/admin-feedback-api';
import { AdminFeedbackList, type FeedbackActionResult } from '~/features/admin/components/admin-feedback-list';
import { userMessageOf } from '~/lib/errors';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/admin-feedback';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, request, 'reviews');
  const q = new URL(request.url).searchParams;
  const wanted = q.get('filter');
  const filter = isAdminFeedbackFilter(wanted) ? wanted : 'UNANSWERED';
  const n = Number(q.get('page') ?? '1');
  const page = await adminFeedbackServer.list(context, filter, Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1);
  return { page, filter };
}

const answer = (r: Partial<FeedbackActionResult>): FeedbackActionResult => ({ notice: null, error: null, feedbackId: null, ...r });

/** Reply (`intent=reply`): a plain form post, so the page works without scripts. */
export async function action({ request, context }: Route.ActionArgs) {
  requireStaff(context, request, 'reviews');
  const form = await request.formData();
  const id = String(form.get('id') ?? '');
  if (form.get('intent') !== 'reply') return answer({ error: 'That action is not known.' });
  try {
    const saved = await adminFeedbackServer.reply(context, id, String(form.get('replyText') ?? ''));
    return answer({ notice: saved.replyText ? `Reply on order ${saved.customOrderNumber} saved and mailed to the customer.` : `Reply on order ${saved.customOrderNumber} removed.` });
  } catch (err) {
    return answer({ error: userMessageOf(err), feedbackId: id || null });
  }
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Feedback | Admin', noindex: true });
}

/** /admin/feedback: customers' feedback on their orders, newest first, to read and answer by mail. */
export default function AdminFeedbackPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div>
      <h1 className="mb-2 text-xl font-bold">Order feedback</h1>
      <AdminFeedbackList page={loaderData.page} filter={loaderData.filter} result={actionData ?? null} />
    </div>
  );
}

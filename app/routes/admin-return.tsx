import { data } from 'react-router';
import { requireStaff } from '~/features/admin/admin-access.server';
import { parseReceiveLines } from '~/features/admin/admin-receive-form';
import { adminReturnsServer } from '~/features/admin/admin-returns-api';
import { AdminReturnView, type ReturnStepResult } from '~/features/admin/components/admin-return-view';
import { userMessageOf } from '~/lib/errors';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/admin-return';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  requireStaff(context, request, 'returns');
  const ret = /^\d+$/.test(params.returnId) ? await adminReturnsServer.one(context, params.returnId) : null;
  if (!ret) throw data(null, { status: 404 });
  return { ret };
}

const answer = (r: Partial<ReturnStepResult>): ReturnStepResult => ({ notice: null, error: null, confirm: null, ...r });

/**
 * The staff's steps as plain form posts (they work without scripts). Approve is one post; Reject,
 * Receive and Refund cannot be undone, so each takes two: `*-ask` answers what is about to happen,
 * the second post does it and the page reloads with the return as it now is.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  requireStaff(context, request, 'returns');
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const ret = await adminReturnsServer.one(context, params.returnId);
  if (!ret) throw data(null, { status: 404 });
  try {
    if (intent === 'approve') {
      await adminReturnsServer.approve(context, ret.id);
      return answer({ notice: 'Return approved: the customer can print the return authorisation.' });
    }
    if (intent === 'reject-ask' || intent === 'reject') {
      const note = String(form.get('note') ?? '').trim();
      if (!note) return answer({ error: 'Say why the return is rejected: the customer reads it.' });
      if (intent === 'reject-ask') return answer({ confirm: { step: 'reject', note } });
      await adminReturnsServer.reject(context, ret.id, note);
      return answer({ notice: 'Return rejected.' });
    }
    if (intent === 'receive-ask' || intent === 'receive') {
      const byId = new Map(ret.order.items.map((i) => [i.id, i.productName]));
      const parsed = parseReceiveLines(form, ret.items.map((i) => ({ id: i.id, name: byId.get(i.orderItemId) ?? 'a line', quantity: i.quantity })));
      if ('error' in parsed) return answer({ error: parsed.error });
      if (intent === 'receive-ask') return answer({ confirm: { step: 'receive', lines: parsed.lines } });
      await adminReturnsServer.receive(context, ret.id, parsed.lines);
      return answer({ notice: 'Return received: undamaged parts are back in stock and the refund is recounted.' });
    }
    if (intent === 'refund-ask') return answer({ confirm: { step: 'refund' } });
    if (intent === 'refund') {
      const done = await adminReturnsServer.refund(context, ret.id);
      return answer({ notice: `Refunded $${done.refund.total.toFixed(2)}; the customer is mailed.` });
    }
    return answer({ error: 'That action is not known.' });
  } catch (err) {
    return answer({ error: userMessageOf(err) });
  }
}

export function meta(args: Route.MetaArgs) {
  const n = args.loaderData?.ret.returnNumber;
  return pageMeta(args, { title: n ? `Return ${n} | Admin` : 'Return | Admin', noindex: true });
}

/** /admin/returns/{id}: a return request as staff see it, and its next step (approve, reject, receive, refund). */
export default function AdminReturnPage({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminReturnView ret={loaderData.ret} result={actionData ?? null} />;
}

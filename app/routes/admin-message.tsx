import { data } from 'react-router';
import { requireStaff } from '~/features/admin/admin-access.server';
import { adminMessagesServer } from '~/features/admin/admin-messages-api';
import { AdminMessageView, type MessageStepResult } from '~/features/admin/components/admin-message-view';
import { userMessageOf } from '~/lib/errors';
import { pageMeta } from '~/lib/meta';
import { replyProblem } from '../../shared/support-messages';
import type { Route } from './+types/admin-message';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  requireStaff(context, request, 'messages');
  const m = await adminMessagesServer.one(context, params.reference);
  if (!m) throw data(null, { status: 404 });
  return { m };
}

const answer = (r: Partial<MessageStepResult>): MessageStepResult => ({ notice: null, error: null, replyError: null, reply: null, confirmReply: false, ...r });

/**
 * Plain form posts (they work without scripts). A reply takes two: `reply-ask` checks it and shows
 * it to confirm, `reply` mails it. Close and reopen undo each other, so each is one post.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  requireStaff(context, request, 'messages');
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const reference = params.reference;
  try {
    if (intent === 'reply-ask' || intent === 'reply') {
      const reply = String(form.get('reply') ?? '');
      const problem = replyProblem(reply);
      if (problem) return answer({ replyError: problem, reply });
      if (intent === 'reply-ask') return answer({ confirmReply: true, reply: reply.trim() });
      const m = await adminMessagesServer.one(context, reference);
      await adminMessagesServer.reply(context, reference, reply);
      return answer({ notice: `Reply mailed to ${m?.email ?? 'the sender'}; the message is marked answered.` });
    }
    if (intent === 'close') {
      await adminMessagesServer.close(context, reference);
      return answer({ notice: `${reference} closed. Reopen it if anything more comes up.` });
    }
    if (intent === 'reopen') {
      const m = await adminMessagesServer.reopen(context, reference);
      return answer({ notice: `${reference} reopened: it is ${m.status === 'NEW' ? 'new' : 'answered'} again.` });
    }
    return answer({ error: 'That action is not known.' });
  } catch (err) {
    return answer({ error: userMessageOf(err) });
  }
}

export function meta(args: Route.MetaArgs) {
  const ref = args.loaderData?.m.reference;
  return pageMeta(args, { title: ref ? `${ref} | Messages | Admin` : 'Message | Admin', noindex: true });
}

/** /admin/messages/{reference}: a contact message or vendor application, its replies, a reply, close and reopen. */
export default function AdminMessagePage({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminMessageView m={loaderData.m} result={actionData ?? null} />;
}

import { requireStaff } from '~/features/admin/admin-access.server';
import { adminMessagesServer, isAdminMessageKind, isAdminMessageStatus } from '~/features/admin/admin-messages-api';
import { AdminMessagesList } from '~/features/admin/components/admin-messages-list';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/admin-messages';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, request, 'messages');
  const q = new URL(request.url).searchParams;
  const kind = q.get('kind');
  const status = q.get('status');
  const filter = { kind: isAdminMessageKind(kind) ? kind : null, status: isAdminMessageStatus(status) ? status : null, oldestFirst: q.get('sort') === 'oldest' };
  const n = Number(q.get('page') ?? '1');
  const page = await adminMessagesServer.list(context, filter, Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1);
  return { page, filter };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Messages | Admin', noindex: true });
}

/** /admin/messages: contact messages and vendor applications, newest (or oldest) first, by kind and status. */
export default function AdminMessagesPage({ loaderData }: Route.ComponentProps) {
  return (
    <div>
      <h1 className="mb-4 text-xl font-bold">Messages</h1>
      <AdminMessagesList {...loaderData} />
    </div>
  );
}

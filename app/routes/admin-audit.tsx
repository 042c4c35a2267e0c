import { requireStaff } from '~/features/admin/admin-access.server';
import { adminAuditServer, auditFilterErrors, auditFilterOf } from '~/features/admin/admin-audit-api';
import { AdminAuditList } from '~/features/admin/components/admin-audit-list';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/admin-audit';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, request, 'audit');
  const q = new URL(request.url).searchParams;
  const filter = auditFilterOf(q);
  const errors = auditFilterErrors(filter);
  const after = q.get('after') || null;
  const valid = Object.keys(errors).length === 0;
  // A day that is not a day is shown next to its field; the log is then not read.
  const data = await adminAuditServer.page(context, valid ? filter : { ...filter, from: '', to: '' }, valid ? after : null);
  return { log: valid ? data.auditLog : null, recordTypes: data.auditRecordTypes, filter, errors, after };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Audit log | Admin', noindex: true });
}

/** /admin/audit: who did what, as whom, to which record, the fields before and after, and when. */
export default function AdminAuditPage({ loaderData }: Route.ComponentProps) {
  return (
    <div>
      <h1 className="mb-4 text-xl font-bold">Audit log</h1>
      <AdminAuditList {...loaderData} />
    </div>
  );
}

import { data, Link } from 'react-router';
import { linkClass } from '~/components/button';
import { requireStaff } from '~/features/admin/admin-access.server';
import { adminImportServer } from '~/features/admin/admin-import-api';
import { AdminImportPreview } from '~/features/admin/components/admin-import-preview';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/admin-import';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireStaff(context, request, 'prices');
  if (!/^[1-9]\d{0,9}$/.test(params.id)) throw data(null, { status: 404 });
  const after = Number(new URL(request.url).searchParams.get('after') ?? '0');
  const afterLine = Number.isSafeInteger(after) && after > 0 ? after : 0;
  const imp = await adminImportServer.one(context, params.id, afterLine);
  if (!imp) throw data(null, { status: 404 });
  return { imp, afterLine };
}

export function meta(args: Route.MetaArgs) {
  const name = args.loaderData?.imp.fileName;
  return pageMeta(args, { title: `${name ? `${name} | ` : ''}Price and stock files | Admin`, noindex: true });
}

/** /admin/imports/:id (administrators): a checked file's preview, its apply button and progress, and its outcome. */
export default function AdminImportPage({ loaderData }: Route.ComponentProps) {
  const { imp, afterLine } = loaderData;
  return (
    <div>
      <p className="mb-2">
        <Link to="/admin/imports" className={linkClass}>
          Price and stock files
        </Link>
      </p>
      <h1 className="mb-2 text-xl font-bold break-all">{imp.fileName}</h1>
      <AdminImportPreview imp={imp} afterLine={afterLine} />
    </div>
  );
}

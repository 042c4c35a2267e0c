import { requireStaff } from '~/features/admin/admin-access.server';
import { adminImportServer } from '~/features/admin/admin-import-api';
import { AdminImportExport } from '~/features/admin/components/admin-import-export';
import { AdminImportHistory } from '~/features/admin/components/admin-import-history';
import { AdminImportUpload } from '~/features/admin/components/admin-import-upload';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/admin-imports';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, request, 'prices');
  const after = new URL(request.url).searchParams.get('after');
  const valid = after && /^[1-9]\d{0,9}$/.test(after) ? after : null;
  const data = await adminImportServer.list(context, valid);
  return { imports: data.catalogImports, choices: data.catalogExportChoices, after: valid };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Price and stock files | Admin', noindex: true });
}

/** /admin/imports (administrators): upload a price and stock file to check it, export the catalogue, and the history of files. */
export default function AdminImportsPage({ loaderData }: Route.ComponentProps) {
  return (
    <div>
      <h1 className="mb-4 text-xl font-bold">Price and stock files</h1>
      <div className="grid gap-4 lg:grid-cols-2">
        <AdminImportUpload />
        <AdminImportExport brands={loaderData.choices.brands} vendors={loaderData.choices.vendors} />
      </div>
      <AdminImportHistory imports={loaderData.imports} after={loaderData.after} />
    </div>
  );
}

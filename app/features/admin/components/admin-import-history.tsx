import { Link } from 'react-router';
import { linkClass } from '~/components/button';
import type { AdminCatalogImportsQuery } from '~/gql/graphql';
import { utcText } from '../admin-labels';
import { IMPORT_STATUS_LABELS } from '../admin-import-api';
import { AdminDataList, type AdminColumn } from './admin-data-list';

type ImportConnection = AdminCatalogImportsQuery['v1']['admin']['catalogImports'];
type Row = ImportConnection['nodes'][number];

const n = (v: number) => v.toLocaleString('en-US');

const columns: AdminColumn<Row>[] = [
  {
    key: 'file',
    header: 'File',
    cell: (r) => (
      <Link to={`/admin/imports/${r.id}`} className={linkClass}>
        {r.fileName}
      </Link>
    ),
  },
  { key: 'status', header: 'Status', cell: (r) => IMPORT_STATUS_LABELS[r.status] ?? r.status },
  { key: 'checked', header: 'Checked', cell: (r) => <>{utcText(String(r.checkedAt))}<br /><span className="text-sm text-gray-700">{r.checkedBy ?? '—'}</span></> },
  {
    key: 'applied',
    header: 'Applied',
    cell: (r) => (r.appliedAt ? <>{utcText(String(r.appliedAt))}<br /><span className="text-sm text-gray-700">{r.appliedBy ?? '—'}</span></> : '—'),
  },
  { key: 'lines', header: 'Lines', className: 'text-right', cell: (r) => n(r.counts.lines) },
  { key: 'changes', header: 'Changes', className: 'text-right', cell: (r) => n(r.counts.accepted) },
  { key: 'refused', header: 'Refused', className: 'text-right', cell: (r) => n(r.counts.refused) },
];

/** The import history: who checked and applied which file, when, with its figures; newest first. */
export function AdminImportHistory({ imports, after }: { imports: ImportConnection; after: string | null }) {
  return (
    <section aria-labelledby="import-history-title" className="mt-8">
      <h2 id="import-history-title" className="text-lg font-bold">
        Import history
      </h2>
      <AdminDataList
        rows={imports.nodes}
        rowKey={(r) => r.id}
        columns={columns}
        rowTestId="import-row"
        count={`${n(imports.totalCount)} ${imports.totalCount === 1 ? 'file' : 'files'}`}
        empty="No file has been uploaded yet."
        card={(r) => (
          <div>
            <Link to={`/admin/imports/${r.id}`} className={linkClass}>
              {r.fileName}
            </Link>
            <p>{IMPORT_STATUS_LABELS[r.status] ?? r.status}</p>
            <p className="text-sm text-gray-700">
              Checked {utcText(String(r.checkedAt))} by {r.checkedBy ?? '—'}
              {r.appliedAt && ` · applied ${utcText(String(r.appliedAt))} by ${r.appliedBy ?? '—'}`}
            </p>
            <p className="text-sm">
              {n(r.counts.lines)} lines · {n(r.counts.accepted)} changes · {n(r.counts.refused)} refused
            </p>
          </div>
        )}
        first={after ? { href: '/admin/imports', label: 'Newest files' } : null}
        next={imports.hasNextPage && imports.endCursor ? { href: `/admin/imports?after=${imports.endCursor}`, label: 'Older files' } : null}
      />
    </section>
  );
}

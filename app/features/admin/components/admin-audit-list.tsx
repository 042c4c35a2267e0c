import { Form, Link } from 'react-router';
import { Button, buttonClass, linkClass } from '~/components/button';
import { AdminDataList, type AdminColumn } from './admin-data-list';
import { Field, selectClass } from '~/components/field';
import type { AdminAuditQuery } from '~/gql/graphql';
import { utcText } from '../admin-labels';
import { AUDIT_FILTER_KEYS, recordLabel, recordPath, type AuditFilterParams } from '../admin-audit-api';

type Log = AdminAuditQuery['v1']['admin']['auditLog'];
type Entry = Log['nodes'][number];
type Person = NonNullable<Entry['actor']>;

const personText = (p: Person | null): string => (p ? p.name || p.email || `Account ${p.id}` : 'The store');

/** "order.shipped" → "Order shipped". */
export const actionText = (a: string): string => {
  const t = a.replace(/[._]/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return t.charAt(0).toUpperCase() + t.slice(1);
};

/** A recorded value for reading: strings without their quotes, nothing as a dash. */
const valueText = (json: string | null): string => {
  if (json === null) return '—';
  try {
    const v: unknown = JSON.parse(json);
    return typeof v === 'string' ? v : json;
  } catch {
    return json;
  }
};

function RecordLink({ e }: { e: Entry }) {
  if (!e.recordType) return <span className="text-gray-600">—</span>;
  const label = `${recordLabel(e.recordType)} ${e.recordId ?? ''}`.trim();
  const to = recordPath(e.recordType, e.recordId);
  return to ? (
    <Link to={to} className={linkClass}>
      {label}
    </Link>
  ) : (
    <span>{label}</span>
  );
}

function Changes({ e }: { e: Entry }) {
  if (e.changes.length === 0) return null;
  return (
    <dl className="text-sm">
      {e.changes.map((c) => (
        <div key={c.field} className="flex flex-wrap gap-x-1">
          <dt className="font-semibold">{c.field}:</dt>
          <dd>
            <del className="text-red-800">{valueText(c.before)}</del> → <ins className="text-green-800 no-underline">{valueText(c.after)}</ins>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Who({ e }: { e: Entry }) {
  return (
    <>
      <span>{personText(e.actor)}</span>
      {e.subject && e.subject.id !== e.actor?.id ? (
        <span className="block text-sm text-gray-700">
          {e.impersonating ? 'acting as ' : 'for '}
          {personText(e.subject)}
        </span>
      ) : null}
    </>
  );
}

/** The filter: a GET form, so it works before scripts load and the address keeps it. */
function AuditFilters({ filter, recordTypes, errors }: { filter: AuditFilterParams; recordTypes: string[]; errors: Partial<Record<'from' | 'to', string>> }) {
  return (
    <Form method="get" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto] lg:items-start">
      <Field id="audit-person" name="person" label="Person" hint="E-mail, name or account id" defaultValue={filter.person} />
      <div>
        <label htmlFor="audit-record-type" className="block text-sm font-semibold">
          Record
        </label>
        <p className="text-sm text-ink-700">Kind</p>
        <select id="audit-record-type" name="recordType" defaultValue={filter.recordType} className={selectClass}>
          <option value="">Any</option>
          {recordTypes.map((t) => (
            <option key={t} value={t}>
              {recordLabel(t)}
            </option>
          ))}
        </select>
      </div>
      <Field id="audit-record-id" name="recordId" label="Record id" hint="Its number" defaultValue={filter.recordId} />
      <Field id="audit-from" name="from" type="date" label="From" hint="First day" defaultValue={filter.from} error={errors.from} />
      <Field id="audit-to" name="to" type="date" label="To" hint="Last day" defaultValue={filter.to} error={errors.to} />
      <div className="flex gap-2 lg:pt-11">
        <Button type="submit" variant="primary">
          Filter
        </Button>
        <Link to="/admin/audit" className={buttonClass({ variant: 'outline', size: 'fit' })}>
          Clear
        </Link>
      </div>
    </Form>
  );
}

/** /admin/audit's list: a table on wide screens, cards at phone width (admin-data-list.tsx); `?after=` pages on. */
export function AdminAuditList({
  log,
  recordTypes,
  filter,
  errors,
  after,
}: {
  log: Log | null;
  recordTypes: string[];
  filter: AuditFilterParams;
  errors: Partial<Record<'from' | 'to', string>>;
  after: string | null;
}) {
  const keep = new URLSearchParams();
  for (const k of AUDIT_FILTER_KEYS) if (filter[k]) keep.set(k, filter[k]);
  const next = new URLSearchParams(keep);
  if (log?.endCursor) next.set('after', log.endCursor);
  const columns: AdminColumn<Entry>[] = [
    { key: 'at', header: 'When', cell: (e) => utcText(e.at), className: 'text-sm whitespace-nowrap' },
    { key: 'who', header: 'Who', cell: (e) => <Who e={e} /> },
    { key: 'what', header: 'What', cell: (e) => actionText(e.action) },
    { key: 'record', header: 'Record', cell: (e) => <RecordLink e={e} /> },
    { key: 'changes', header: 'Changes', cell: (e) => <Changes e={e} /> },
  ];
  return (
    <div>
      <AuditFilters filter={filter} recordTypes={recordTypes} errors={errors} />
      {log === null ? null : (
        <AdminDataList
          rows={log.nodes}
          rowKey={(e) => e.id}
          columns={columns}
          rowTestId="audit-row"
          count={log.totalCount === 1 ? '1 entry' : `${log.totalCount} entries`}
          empty="Nothing in the audit log matches this filter."
          card={(e) => (
            <>
              <div className="flex justify-between gap-3">
                <span className="font-semibold">{actionText(e.action)}</span>
                <RecordLink e={e} />
              </div>
              <div className="text-sm text-gray-700">{utcText(e.at)}</div>
              <div className="mt-1">
                <Who e={e} />
              </div>
              <Changes e={e} />
            </>
          )}
          first={after ? { href: `/admin/audit?${keep}`, label: 'Newest entries' } : null}
          next={log.hasNextPage ? { href: `/admin/audit?${next}`, label: 'Older entries' } : null}
        />
      )}
    </div>
  );
}

import { useEffect } from 'react';
import { Link, useFetcher, useRevalidator } from 'react-router';
import { Button, linkClass } from '~/components/button';
import type { AdminCatalogImportQuery } from '~/gql/graphql';
import { utcText } from '../admin-labels';
import { type AdminColumn, AdminTable } from './admin-table';
import { CHANGE_KIND_LABELS, IMPORT_STATUS_LABELS, REFUSED_PAGE_SIZE } from '../admin-import-api';

type Import = NonNullable<AdminCatalogImportQuery['v1']['admin']['catalogImport']>;

const REFUSED_COLUMNS: AdminColumn<Import['refusedLines'][number]>[] = [
  { header: 'Line', cell: (r) => r.line },
  { header: 'Part', className: 'break-all', cell: (r) => r.part || '—' },
  { header: 'Reason', cell: (r) => r.reason },
];

const SAMPLE_COLUMNS: AdminColumn<Import['sample'][number]>[] = [
  { header: 'Line', cell: (s) => s.line },
  { header: 'SKU', className: 'break-all', cell: (s) => s.sku },
  {
    header: 'Before → after',
    cell: (s) =>
      s.changes.map((c) => (
        <div key={c.field}>
          {c.field}: {c.before ?? '(none)'} → <strong>{c.after ?? '(none)'}</strong>
        </div>
      )),
  },
];
interface Progress {
  done: number;
  total: number;
}
/** What /admin/imports/:id/progress answers: how far the apply has got, or why it could not start. */
export interface ProgressAnswer {
  progress: Progress | null;
  error?: string | null;
}

const n = (v: number) => v.toLocaleString('en-US');

function Figure({ label, value, testId }: { label: string; value: number; testId?: string }) {
  return (
    <div className="rounded-md border border-gray-300 p-3">
      <dt className="text-sm text-gray-700">{label}</dt>
      <dd className="text-xl font-bold" data-testid={testId}>
        {n(value)}
      </dd>
    </div>
  );
}

/** The apply button, then a progress bar while the file applies; reads the outcome once it has finished. */
function ApplyPanel({ imp }: { imp: Import }) {
  const apply = useFetcher<ProgressAnswer>();
  const poll = useFetcher<ProgressAnswer>();
  const revalidator = useRevalidator();
  const progressUrl = `/admin/imports/${imp.id}/progress`;
  // Applying since the page loaded or since the button was pressed, until a poll finds nothing running.
  const finished = poll.data !== undefined && poll.data.progress === null;
  const applying = (imp.progress !== null || Boolean(apply.data?.progress)) && !finished;

  useEffect(() => {
    if (!applying) return;
    const timer = setInterval(() => {
      if (poll.state === 'idle') poll.load(progressUrl);
    }, 400);
    return () => clearInterval(timer);
  }, [applying, poll, progressUrl]);
  useEffect(() => {
    // Nothing runs any more: read the outcome (applied, or stale with its reason).
    if (finished) void revalidator.revalidate();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [finished]);

  const progress = poll.data?.progress ?? apply.data?.progress ?? imp.progress ?? null;
  if (applying || apply.state !== 'idle') {
    const done = progress?.done ?? 0;
    const total = progress?.total ?? imp.counts.accepted;
    return (
      <div className="mt-4" aria-live="polite">
        <label htmlFor="import-progress" className="font-semibold">
          Applying: {n(done)} of {n(total)} lines
        </label>
        <progress id="import-progress" className="mt-2 block h-4 w-full" value={done} max={Math.max(total, 1)} />
      </div>
    );
  }
  return (
    <apply.Form method="post" action={progressUrl} className="mt-4">
      {apply.data?.error && (
        <p role="alert" className="mb-2 font-semibold text-red-700">
          {apply.data.error}
        </p>
      )}
      <Button type="submit" variant="primary">
        Apply {n(imp.counts.accepted)} {imp.counts.accepted === 1 ? 'change' : 'changes'}
      </Button>
      <p className="mt-1 text-sm text-gray-700">Every change applies at once, or none does. Refused lines are left out.</p>
    </apply.Form>
  );
}

/**
 * A checked file: its figures by kind, a sample of the changes before and after, every refused line
 * with its number and reason (a page at a time), and the apply button with its progress; afterwards,
 * who applied it and when, or why it was not applied.
 */
export function AdminImportPreview({ imp, afterLine }: { imp: Import; afterLine: number }) {
  const refused = imp.refusedLines;
  const lastRefused = refused.length ? refused[refused.length - 1].line : null;
  return (
    <div>
      <p className="text-gray-700">
        <span className="font-semibold" data-testid="import-status">
          {IMPORT_STATUS_LABELS[imp.status] ?? imp.status}
        </span>
        {' · '}checked {utcText(String(imp.checkedAt))} by {imp.checkedBy ?? '—'}
        {imp.appliedAt && ` · applied ${utcText(String(imp.appliedAt))} by ${imp.appliedBy ?? '—'}`}
      </p>
      {imp.error && (
        <p role="alert" className="mt-3 rounded-md border border-red-700 bg-red-50 p-3 font-semibold text-red-800">
          {imp.error}
        </p>
      )}
      {imp.status === 'APPLIED' && (
        <p role="status" className="mt-3 rounded-md border border-green-700 bg-green-50 p-3 font-semibold text-green-900">
          Applied: {n(imp.counts.accepted)} {imp.counts.accepted === 1 ? 'product was' : 'products were'} changed
          {imp.applyMs !== null && imp.applyMs !== undefined ? ` in ${(imp.applyMs / 1000).toFixed(1)} s` : ''}.
        </p>
      )}

      <h2 className="mt-6 text-lg font-bold">What the file changes</h2>
      <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label="Lines" value={imp.counts.lines} />
        <Figure label="Products changed" value={imp.counts.accepted} testId="count-accepted" />
        <Figure label="Already so" value={imp.counts.unchanged} />
        <Figure label="Refused lines" value={imp.counts.refused} testId="count-refused" />
      </dl>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-6">
        {CHANGE_KIND_LABELS.map(([key, label]) => (
          <Figure key={key} label={label} value={imp.counts[key]} />
        ))}
      </dl>
      {imp.ignoredColumns.length > 0 && (
        <p className="mt-2 text-sm text-gray-700">Columns not read (the store does not know them): {imp.ignoredColumns.join(', ')}.</p>
      )}

      {imp.status === 'CHECKED' && imp.counts.accepted > 0 && <ApplyPanel key={imp.error ?? ''} imp={imp} />}
      {imp.status === 'CHECKED' && imp.counts.accepted === 0 && <p className="mt-4">Nothing to apply: no line changes a product.</p>}

      {imp.sample.length > 0 && (
        <section aria-labelledby="sample-title" className="mt-6">
          <h2 id="sample-title" className="text-lg font-bold">
            Sample of the changes
          </h2>
          <div className="overflow-x-auto">
            <AdminTable rows={imp.sample} rowKey={(r) => r.line} columns={SAMPLE_COLUMNS} />
          </div>
        </section>
      )}

      <section aria-labelledby="refused-title" className="mt-6">
        <h2 id="refused-title" className="text-lg font-bold">
          Refused lines
        </h2>
        {imp.counts.refused === 0 ? (
          <p className="mt-2">Every line was accepted.</p>
        ) : (
          <>
            <p className="mt-1 text-sm text-gray-700">These lines are left out; correct them and upload them again.</p>
            <div className="overflow-x-auto">
              <AdminTable rows={refused} rowKey={(r) => r.line} columns={REFUSED_COLUMNS} rowTestId="refused-line" />
            </div>
            <nav aria-label="Refused lines pages" className="mt-3 flex gap-4">
              {afterLine > 0 && (
                <Link to={`/admin/imports/${imp.id}`} className={linkClass}>
                  First refused lines
                </Link>
              )}
              {refused.length === REFUSED_PAGE_SIZE && lastRefused !== null && (
                <Link to={`/admin/imports/${imp.id}?after=${lastRefused}`} className={linkClass}>
                  Next refused lines
                </Link>
              )}
            </nav>
          </>
        )}
      </section>
    </div>
  );
}

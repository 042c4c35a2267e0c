import { useEffect, useRef } from 'react';
import { Button } from '~/components/button';
import type { ReviewChange } from '../admin-products-form';
import { type AdminColumn, AdminTable } from './admin-table';

const lines = (text: string) =>
  text.split('\n').map((l, i) => (
    <span key={i} className="block break-words">
      {l}
    </span>
  ));

const REVIEW_COLUMNS: AdminColumn<ReviewChange>[] = [
  { header: 'Field', rowHeader: true, cell: (c) => c.label },
  { header: 'Before', className: 'max-w-xs text-gray-700', cell: (c) => lines(c.before) },
  { header: 'After', className: 'max-w-xs font-semibold', cell: (c) => lines(c.after) },
];

/** The review step: each field a save changes, before → after, then Save changes or Back to editing. Nothing is saved until Save. */
export function AdminProductReview({ changes, busy }: { changes: ReviewChange[]; busy: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="review-title" className="rounded-md border-2 border-blue-800 p-4">
      <h2 id="review-title" ref={heading} tabIndex={-1} className="text-lg font-bold">
        Review changes
      </h2>
      {changes.length === 0 ? (
        <p role="status" className="mt-2">
          Nothing to save: the product already has these values.
        </p>
      ) : (
        <>
          <p className="mt-1 text-gray-700">Nothing is saved yet. Saving changes {changes.length === 1 ? 'this field' : `these ${changes.length} fields`} at once:</p>
          <AdminTable testId="product-changes" rows={changes} rowKey={(c) => c.field} columns={REVIEW_COLUMNS} />
        </>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        {changes.length > 0 && (
          <Button type="submit" name="intent" value="save" variant="primary" disabled={busy}>
            {busy ? 'Saving…' : 'Save changes'}
          </Button>
        )}
        <Button type="submit" name="intent" value="edit" variant="outline" disabled={busy}>
          Back to editing
        </Button>
      </div>
    </section>
  );
}

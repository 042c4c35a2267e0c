import { useEffect, useRef } from 'react';
import { Button } from '~/components/button';
import type { ReviewChange } from '../admin-products-form';

const lines = (text: string) =>
  text.split('\n').map((l, i) => (
    <span key={i} className="block break-words">
      {l}
    </span>
  ));

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
          <table className="mt-3 w-full border-collapse text-left" data-testid="product-changes">
            <thead>
              <tr className="border-b border-gray-400">
                <th scope="col" className="py-1 pr-3">
                  Field
                </th>
                <th scope="col" className="py-1 pr-3">
                  Before
                </th>
                <th scope="col" className="py-1 pr-3">
                  After
                </th>
              </tr>
            </thead>
            <tbody>
              {changes.map((c) => (
                <tr key={c.field} className="border-b border-gray-200 align-top">
                  <th scope="row" className="py-1 pr-3 font-semibold">
                    {c.label}
                  </th>
                  <td className="max-w-xs py-1 pr-3 text-gray-700">{lines(c.before)}</td>
                  <td className="max-w-xs py-1 pr-3 font-semibold">{lines(c.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
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

import { useEffect, useRef, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { Button, linkClass } from '~/components/button';
import { inputClass, selectClass } from '~/components/field';
import type { AdminProductBulkFieldsFragment } from '~/gql/graphql';
import { AVAILABILITY_STATUSES } from '../../../../shared/enums';
import { AVAILABILITY_LABELS } from '../../../../shared/product-edit';
import { BULK_ACTION_LABELS, BULK_ACTIONS } from '../../../../shared/product-bulk-edit';
import { FILTER_KEYS, type ProductListFilters } from '../admin-products-filters';
import type { BulkFormValues } from '../admin-products-form';
import { type AdminColumn, AdminTable } from './admin-table';

/** What the list's action answers: the bulk form's values, its refused fields, and the preview or the applied change. */
export interface BulkActionResult {
  stage: 'edit' | 'preview' | 'applied';
  values: BulkFormValues;
  fieldErrors: Partial<Record<'selection' | 'action' | 'value', string>>;
  result: AdminProductBulkFieldsFragment | null;
  error: string | null;
}

const label = 'mb-1 block font-semibold';
const err = 'mt-1 block text-sm font-semibold text-red-700';
const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The filter as hidden fields: "every product matching" means this filter. */
export function FilterFields({ filters }: { filters: ProductListFilters }) {
  return (
    <>
      {FILTER_KEYS.map((k) => (
        <input key={k} type="hidden" name={k} value={filters[k]} />
      ))}
    </>
  );
}

/** The bulk change's controls, inside the list's form: every product matching, the action and its value, Preview. */
export function BulkControls({ totalCount, bulk }: { totalCount: number; bulk: BulkActionResult | null }) {
  const [kind, setKind] = useState<string>(bulk?.values.action ?? '');
  const busy = useNavigation().state === 'submitting';
  const e = bulk?.stage === 'edit' ? bulk.fieldErrors : {};
  const value = bulk?.values.value ?? '';
  return (
    <fieldset className="mt-4 rounded-md border border-gray-300 p-3" aria-describedby={e.selection ? 'bulk-selection-error' : undefined}>
      <legend className="px-1 font-bold">Change the selected products</legend>
      {bulk?.error && bulk.stage === 'edit' && (
        <p role="alert" className="mb-2 font-semibold text-red-700">
          {bulk.error}
        </p>
      )}
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" name="all" value="1" defaultChecked={bulk?.values.all} className="h-5 w-5" />
        <span>Every product matching the filter ({plural(totalCount, 'product')}), not only the ticked ones</span>
      </label>
      {e.selection && (
        <span id="bulk-selection-error" className={err}>
          {e.selection}
        </span>
      )}
      <div className="mt-2 grid gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor="bulk-action" className={label}>
            Change
          </label>
          <select
            id="bulk-action"
            name="action"
            value={kind}
            onChange={(ev) => setKind(ev.target.value)}
            aria-invalid={e.action ? true : undefined}
            aria-describedby={e.action ? 'bulk-action-error' : undefined}
            className={selectClass}
          >
            <option value="">Choose…</option>
            {BULK_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {BULK_ACTION_LABELS[a]}
              </option>
            ))}
          </select>
          {e.action && (
            <span id="bulk-action-error" className={err}>
              {e.action}
            </span>
          )}
        </div>
        {kind === 'STATUS_SET' ? (
          <div>
            <label htmlFor="bulk-value" className={label}>
              Availability
            </label>
            <select id="bulk-value" name="value" defaultValue={value} className={selectClass} aria-invalid={e.value ? true : undefined} aria-describedby={e.value ? 'bulk-value-error' : undefined}>
              <option value="">Choose…</option>
              {AVAILABILITY_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {AVAILABILITY_LABELS[s]}
                </option>
              ))}
            </select>
            {e.value && (
              <span id="bulk-value-error" className={err}>
                {e.value}
              </span>
            )}
          </div>
        ) : (
          <div>
            <label htmlFor="bulk-value" className={label}>
              {kind === 'PRICE_PERCENT' ? 'Percentage (e.g. 10 or -5)' : kind.startsWith('STOCK') ? 'Units (e.g. 12 or -3)' : 'Amount (e.g. 12.50 or -2)'}
            </label>
            <input
              id="bulk-value"
              name="value"
              defaultValue={value}
              inputMode="decimal"
              autoComplete="off"
              aria-invalid={e.value ? true : undefined}
              aria-describedby={e.value ? 'bulk-value-error' : undefined}
              className={inputClass}
            />
            {e.value && (
              <span id="bulk-value-error" className={err}>
                {e.value}
              </span>
            )}
          </div>
        )}
        <div className="self-end">
          <Button type="submit" name="intent" value="bulk-preview" variant="primary" disabled={busy}>
            {busy ? 'Working…' : 'Preview change'}
          </Button>
        </div>
      </div>
    </fieldset>
  );
}

const SAMPLE_COLUMNS: AdminColumn<AdminProductBulkFieldsFragment['sample'][number]>[] = [
  { header: 'SKU', className: 'break-all', cell: (s) => s.sku },
  { header: 'Name', wideOnly: true, cell: (s) => s.name },
  { header: 'Before', cell: (s) => s.before },
  { header: 'After', className: 'font-semibold', cell: (s) => s.after },
];

/** The preview (count, a sample before → after, the refused products) with Apply, or what an applied change did. */
export function BulkPreview({ bulk, filters, resetHref }: { bulk: BulkActionResult; filters: ProductListFilters; resetHref: string }) {
  const busy = useNavigation().state === 'submitting';
  const heading = useRef<HTMLHeadingElement>(null);
  // The preview (or the applied change) is what the keyboard and screen readers go to next.
  useEffect(() => heading.current?.focus(), [bulk]);
  const r = bulk.result;
  if (!r || bulk.stage === 'edit') return null;
  const action = bulk.values.action ? BULK_ACTION_LABELS[bulk.values.action] : '';
  const shownValue = bulk.values.action === 'STATUS_SET' ? (AVAILABILITY_LABELS[bulk.values.value as keyof typeof AVAILABILITY_LABELS] ?? bulk.values.value) : bulk.values.value;
  return (
    <section aria-labelledby="bulk-preview-title" className="mt-4 rounded-md border-2 border-blue-800 p-4" data-testid="bulk-preview">
      <h2 id="bulk-preview-title" ref={heading} className="text-lg font-bold" tabIndex={-1}>
        {bulk.stage === 'applied' ? 'Change applied' : 'Preview: nothing has changed yet'}
      </h2>
      <p role="status" className={bulk.stage === 'applied' ? 'font-semibold text-green-800' : ''}>
        {bulk.stage === 'applied'
          ? `${plural(r.changed, 'product')} changed (${action.toLowerCase()} ${shownValue}). Search and the product pages show the new values now.`
          : `${action} ${shownValue}: ${plural(r.selected, 'product')} selected; ${plural(r.changed, 'product')} will change${r.unchanged ? `, ${plural(r.unchanged, 'already has', 'already have')} this value` : ''}${r.refused.length ? `, ${plural(r.refused.length, 'product')} refused (left as they are)` : ''}.`}
      </p>
      {r.sample.length > 0 && (
        <AdminTable
          rows={r.sample}
          rowKey={(s) => s.id}
          columns={SAMPLE_COLUMNS}
          caption={r.changed > r.sample.length ? `The first ${r.sample.length} of ${r.changed}` : 'Every change'}
        />
      )}
      {r.refused.length > 0 && (
        <div className="mt-3">
          <h3 className="font-bold text-red-700">Refused: these stay as they are</h3>
          <ul className="mt-1 list-disc pl-5" data-testid="bulk-refused">
            {r.refused.map((x) => (
              <li key={x.id}>
                <span className="font-semibold">{x.sku}</span> {x.name}: {x.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
      {bulk.stage === 'preview' && (
        <Form method="post" preventScrollReset className="mt-4 flex flex-wrap items-center gap-4">
          <FilterFields filters={filters} />
          {bulk.values.all ? <input type="hidden" name="all" value="1" /> : bulk.values.ids.map((id) => <input key={id} type="hidden" name="ids" value={id} />)}
          <input type="hidden" name="action" value={bulk.values.action} />
          <input type="hidden" name="value" value={bulk.values.value} />
          <Button type="submit" name="intent" value="bulk-apply" variant="primary" disabled={busy || r.changed === 0}>
            {busy ? 'Applying…' : `Apply to ${plural(r.changed, 'product')}`}
          </Button>
          <Link to={resetHref} className={linkClass}>
            Cancel
          </Link>
        </Form>
      )}
    </section>
  );
}

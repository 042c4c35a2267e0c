import { Form, useNavigation } from 'react-router';
import { Button } from '~/components/button';
import { Field, selectClass, textareaClass } from '~/components/field';
import type { AdminProductFieldsFragment } from '~/gql/graphql';
import { AVAILABILITY_STATUSES } from '../../../../shared/enums';
import { AVAILABILITY_LABELS, PRODUCT_EDIT_LABELS } from '../../../../shared/product-edit';
import { formValuesOf, type ProductFormResult, type ProductFormValues, type ProductTextField } from '../admin-products-form';
import { AdminProductReview } from './admin-products-review';

const errClass = 'mt-1 block text-sm font-semibold text-red-700';

function TextArea({ name, label, hint, value, error, rows, autoFocus }: { name: ProductTextField; label: string; hint?: string; value: string; error?: string; rows: number; autoFocus?: boolean }) {
  const id = `product-${name}`;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-semibold">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mb-1 text-sm text-gray-700">
          {hint}
        </p>
      )}
      <textarea id={id} name={name} defaultValue={value} rows={rows} aria-invalid={error ? true : undefined} aria-describedby={describedBy} autoFocus={autoFocus} className={textareaClass} />
      {error && (
        <span id={`${id}-error`} className={errClass}>
          {error}
        </span>
      )}
    </div>
  );
}

/** The values as hidden fields: the review step posts exactly what was reviewed. */
function HiddenValues({ values }: { values: ProductFormValues }) {
  return (
    <>
      {(Object.keys(values) as Array<keyof ProductFormValues>).map((k) =>
        k === 'published' ? values.published && <input key={k} type="hidden" name="published" value="1" /> : <input key={k} type="hidden" name={k} value={values[k]} />,
      )}
    </>
  );
}

/**
 * The product's form: price and stock, quantity limits, visibility, texts and the three lists (one
 * line each). "Review changes" shows what a save will change; the review's "Save changes" applies it.
 */
export function AdminProductEditForm({ product, result }: { product: AdminProductFieldsFragment; result: ProductFormResult | null }) {
  const busy = useNavigation().state === 'submitting';
  const values = result?.values ?? formValuesOf(product);
  const e = result?.fieldErrors ?? {};
  const first = Object.keys(e)[0];
  const field = (
    name: Exclude<ProductTextField, 'specifications' | 'interchanges' | 'fitments' | 'shortDescription' | 'fullDescription' | 'status'>,
    extra: {
      hint?: string;
      inputMode?: 'decimal' | 'numeric';
      maxLength?: number;
    } = {},
  ) => <Field id={`product-${name}`} name={name} label={PRODUCT_EDIT_LABELS[name]} defaultValue={values[name]} error={e[name]} autoFocus={first === name} autoComplete="off" {...extra} />;

  if (result?.stage === 'review') {
    return (
      <Form method="post" className="max-w-3xl">
        <HiddenValues values={values} />
        <input type="hidden" name="version" value={product.version} />
        <AdminProductReview changes={result.changes} busy={busy} />
      </Form>
    );
  }

  return (
    <Form method="post" noValidate className="max-w-3xl space-y-6">
      {result?.notice && (
        <p role="status" className="font-semibold text-green-800">
          {result.notice}
        </p>
      )}
      {result?.error && (
        <p role="alert" className="font-semibold text-red-700">
          {result.error}
        </p>
      )}
      <input type="hidden" name="version" value={product.version} />
      <fieldset className="rounded-md border border-gray-300 p-4">
        <legend className="px-1 text-lg font-bold">Price and stock</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {field('price', {
            hint: 'Leave empty for no price (call for price).',
            inputMode: 'decimal',
          })}
          {field('oldPrice', {
            hint: 'Shown struck through beside the price; leave empty for none.',
            inputMode: 'decimal',
          })}
          {field('stock', { inputMode: 'numeric' })}
          <div>
            <label htmlFor="product-status" className="mb-1 block font-semibold">
              {PRODUCT_EDIT_LABELS.status}
            </label>
            <select
              id="product-status"
              name="status"
              defaultValue={values.status}
              aria-invalid={e.status ? true : undefined}
              aria-describedby={e.status ? 'product-status-error' : undefined}
              className={selectClass}
            >
              {AVAILABILITY_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {AVAILABILITY_LABELS[s]}
                </option>
              ))}
            </select>
            {e.status && (
              <span id="product-status-error" className={errClass}>
                {e.status}
              </span>
            )}
          </div>
        </div>
      </fieldset>
      <fieldset className="rounded-md border border-gray-300 p-4">
        <legend className="px-1 text-lg font-bold">Quantity limits</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {field('orderMinimumQuantity', { inputMode: 'numeric' })}
          {field('orderMaximumQuantity', { inputMode: 'numeric' })}
          {field('allowedQuantities', {
            hint: 'Only these, e.g. 2, 4, 6; empty: any.',
          })}
        </div>
        <label className="mt-3 flex min-h-11 items-center gap-2">
          <input type="checkbox" name="published" value="1" defaultChecked={values.published} className="h-5 w-5" />
          <span className="font-semibold">{PRODUCT_EDIT_LABELS.published}</span>
        </label>
      </fieldset>
      <fieldset className="space-y-3 rounded-md border border-gray-300 p-4">
        <legend className="px-1 text-lg font-bold">Name and descriptions</legend>
        {field('name', { maxLength: 400 })}
        <TextArea name="shortDescription" label={PRODUCT_EDIT_LABELS.shortDescription} value={values.shortDescription} error={e.shortDescription} rows={3} autoFocus={first === 'shortDescription'} />
        <TextArea name="fullDescription" label={PRODUCT_EDIT_LABELS.fullDescription} value={values.fullDescription} error={e.fullDescription} rows={8} autoFocus={first === 'fullDescription'} />
      </fieldset>
      <fieldset className="space-y-3 rounded-md border border-gray-300 p-4">
        <legend className="px-1 text-lg font-bold">Specifications, interchange numbers and fitment</legend>
        <TextArea
          name="specifications"
          label={PRODUCT_EDIT_LABELS.specifications}
          hint="One a line: name, colon, value (Width: 1/2 in)."
          value={values.specifications}
          error={e.specifications}
          rows={6}
          autoFocus={first === 'specifications'}
        />
        <TextArea
          name="interchanges"
          label={PRODUCT_EDIT_LABELS.interchanges}
          hint="One a line: part number | brand | interchange or superseded (AM-1234 | Deere | interchange)."
          value={values.interchanges}
          error={e.interchanges}
          rows={5}
          autoFocus={first === 'interchanges'}
        />
        <TextArea
          name="fitments"
          label={PRODUCT_EDIT_LABELS.fitments}
          hint="One machine a line: model number | serial from | serial to | engine | attachment (all but the model may be left out)."
          value={values.fitments}
          error={e.fitments}
          rows={6}
          autoFocus={first === 'fitments'}
        />
        {product.fitments.length > 0 && (
          <details>
            <summary className="cursor-pointer font-semibold">The saved models by number ({product.fitments.length})</summary>
            <ul className="mt-1 columns-1 text-sm sm:columns-2">
              {product.fitments.map((f) => (
                <li key={f.machineModelId}>
                  {f.machineModelId}: {f.model ?? 'unknown model'}
                </li>
              ))}
            </ul>
          </details>
        )}
      </fieldset>
      <Button type="submit" name="intent" value="review" variant="primary" disabled={busy}>
        {busy ? 'Checking…' : 'Review changes'}
      </Button>
    </Form>
  );
}

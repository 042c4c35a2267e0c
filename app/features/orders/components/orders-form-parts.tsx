import { getSelectProps, type FieldMetadata } from '@conform-to/react';
import { FieldError } from '~/components/field';

/** 1 to 5 stars as a radio group: keyboard arrows move between them, each has its name. */
export function StarsInput({ field, legend }: { field: FieldMetadata<number | undefined>; legend: string }) {
  return (
    <fieldset aria-describedby={field.errors ? field.errorId : undefined} aria-invalid={field.errors ? true : undefined}>
      <legend className="font-bold">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-gray-400 px-3 has-[:checked]:border-ink-900 has-[:checked]:bg-brand-100">
            <input type="radio" name={field.name} value={n} defaultChecked={field.initialValue === String(n)} key={field.key} />
            <span aria-hidden="true">{'★'.repeat(n)}</span>
            <span className="sr-only">
              {n} {n === 1 ? 'star' : 'stars'}
            </span>
          </label>
        ))}
      </div>
      <FieldError meta={field} className="mt-1 text-red-700" />
    </fieldset>
  );
}

export function YesNoInput({ field, legend }: { field: FieldMetadata<'yes' | 'no' | undefined>; legend: string }) {
  return (
    <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-1">
      <legend className="float-left mr-4 min-w-0 sm:w-64">{legend}</legend>
      {(['yes', 'no'] as const).map((v) => (
        <label key={v} className="inline-flex min-h-11 items-center gap-2">
          <input type="radio" name={field.name} value={v} defaultChecked={field.initialValue === v} key={field.key} />
          {v === 'yes' ? 'Yes' : 'No'}
        </label>
      ))}
    </fieldset>
  );
}

/** How many units of a line go back: 0 to what may still be returned. */
export function ReturnQuantitySelect({ field, productName, max }: { field: FieldMetadata<unknown>; productName: string | undefined; max: number }) {
  return (
    <label className="flex items-center gap-2">
      <span className="text-sm">
        Quantity<span className="sr-only"> of {productName} to return</span>
      </span>
      <select {...getSelectProps(field)} key={field.key} className="h-11 rounded-md border border-gray-400 px-2">
        {Array.from({ length: max + 1 }, (_, k) => (
          <option key={k} value={k}>
            {k}
          </option>
        ))}
      </select>
    </label>
  );
}

import { useId } from 'react';
import { Form, useSubmit } from 'react-router';
import type { SortMethod } from '~/gql/graphql';
import { defaultSort, SORT_OPTIONS } from '../search-sort-options';
import { searchStateToQuery, type SearchUrlState } from '../search-url-state';

/**
 * The order of the results (spec 2 §3), kept in the address as `PRODUCTS_MASTER[sortBy]`: a GET form
 * that a Sort button submits without script, and that submits itself on a change with it.
 */
export function SearchSort({ state, basePath, fallback = 'DEFAULT' }: { state: SearchUrlState; basePath: string; fallback?: SortMethod }) {
  const id = useId();
  const submit = useSubmit();
  const current = state.sortBy ?? defaultSort(state.query, fallback);
  // The rest of the state travels along; a new order starts again at the first page.
  const kept = [...new URLSearchParams(searchStateToQuery({ ...state, sortBy: null, page: 1 }))];
  return (
    <Form method="get" action={basePath} preventScrollReset className="flex items-center gap-2">
      {kept.map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={id} className="text-sm font-semibold whitespace-nowrap">
        Sort by
      </label>
      <select
        id={id}
        name="PRODUCTS_MASTER[sortBy]"
        defaultValue={current}
        key={current}
        onChange={(e) => void submit(e.currentTarget.form, { preventScrollReset: true })}
        className="h-10 rounded-md border border-gray-300 bg-white px-2 text-sm"
      >
        {SORT_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="h-10 rounded-md border border-gray-300 px-3 text-sm font-semibold">
          Sort
        </button>
      </noscript>
    </Form>
  );
}

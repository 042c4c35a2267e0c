import { graphql } from '~/gql/gql';
import { Form, Link } from 'react-router';
import { serverQuery } from '~/lib/graphql';
import { pageMeta } from '~/lib/meta';
import { searchHref } from '~/lib/search-links';
import type { SuggestQuery } from '~/gql/graphql';
import type { Route } from './+types/search-suggest';

const MAX_TERM = 100;

type Suggestion = SuggestQuery['v1']['searchSuggestions'][number];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const term = (params.term ?? url.searchParams.get('q') ?? '').trim().slice(0, MAX_TERM);
  const result = await serverQuery(
    context,
    graphql(`query Suggest($q: String!) { v1 { searchSuggestions(searchString: $q, first: 30) { searchTerm category part interchange fitment } } }`),
    { q: term },
  ).catch(() => null);
  return { term, suggestions: result?.v1.searchSuggestions ?? [], failed: !result };
}

export function meta(args: Route.MetaArgs) {
  const term = args.data?.term;
  return pageMeta(args, {
    title: term ? `Suggestions for ${term}` : 'Popular Searches',
    description: term ? `Search terms and parts that match “${term}”.` : 'What customers search for most: categories, brands, machines and parts.',
  });
}

function kind(s: Suggestion): string {
  if (s.interchange) return `Interchange number${s.part ? ` of ${s.part}` : ''}`;
  if (s.fitment) return 'Machine';
  if (s.part) return s.category ? `Part in ${s.category}` : 'Part';
  if (s.category && s.category.toLowerCase() !== s.searchTerm.toLowerCase()) return `In ${s.category}`;
  return s.category ? 'Category' : 'Search';
}

export default function SearchSuggestPage({ loaderData }: Route.ComponentProps) {
  const { term, suggestions, failed } = loaderData;
  return (
    <div className="mx-auto max-w-screen-md px-4 py-6">
      <h1 className="text-2xl font-bold">{term ? `Suggestions for “${term}”` : 'Popular searches'}</h1>
      <Form method="get" action="/searchSuggest" role="search" aria-label="Suggestions" className="mt-4 flex h-10">
        <label htmlFor="suggest-term" className="sr-only">
          Search term
        </label>
        <input
          id="suggest-term"
          type="search"
          name="q"
          defaultValue={term}
          key={term}
          maxLength={MAX_TERM}
          placeholder="Type a part, brand or machine"
          className="h-10 min-w-0 flex-1 rounded-l-md border border-gray-300 px-3"
        />
        <button type="submit" className="h-10 rounded-r-md bg-brand-500 px-4 font-semibold text-ink-900">
          Suggest
        </button>
      </Form>
      {failed ? (
        <p role="alert" className="mt-6 text-red-800">
          Suggestions are not available right now. Please try again in a moment.
        </p>
      ) : suggestions.length === 0 ? (
        <div className="mt-6">
          <p className="font-semibold">No suggestions for “{term}”.</p>
          <p className="mt-1 text-ink-700">Make sure that all words are spelled correctly or try different keywords</p>
        </div>
      ) : (
        <ul className="mt-6 divide-y divide-gray-200 rounded-lg border border-gray-200">
          {suggestions.map((s) => (
            <li key={s.searchTerm}>
              <Link to={searchHref(s.searchTerm)} className="flex items-baseline justify-between gap-3 px-4 py-3 hover:bg-brand-50">
                <span className="font-medium">{s.searchTerm}</span>
                <span className="shrink-0 text-sm text-ink-700">{kind(s)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

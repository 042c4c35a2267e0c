import { Link, useFetcher } from 'react-router';
import { Button, linkClass } from '~/components/button';
import { Field } from '~/components/field';
import { telHref } from '~/components/header/header-help-phone';
import type { SearchAlternatives } from '~/features/search/search-did-you-mean.server';
import { useRootData } from '~/lib/root-data';
import { searchHref } from '~/lib/search-links';
import { formatCount } from '~/lib/number-format';
import { QUOTE_REQUEST_MAX_QUERY } from '../../../../shared/quotes';

/** A category's page (the address catalogue pages use: /{seoName}/c/{id}). */
function categoryHref(c: { id: string; seoName: string }): string {
  return `/${encodeURIComponent(c.seoName || 'category')}/c/${c.id}`;
}

interface Props {
  query: string;
  /** "Did you mean…" and the categories and machines the query names (none when they could not be read). */
  alternatives?: SearchAlternatives | null;
  /** The customer's selected machine, to fill in the request. */
  machine?: string;
}

/**
 * What a search that found nothing shows: a respelling that finds parts, the categories and
 * machines its words name, the store's phone with its hours, and a form that sends the part to
 * the staff as a quote request. Nothing here is a dead end.
 */
export function SearchNoResults({ query, alternatives, machine = '' }: Props) {
  const root = useRootData();
  const store = root?.store;
  const fix = alternatives?.didYouMean ?? null;
  const categories = alternatives?.categories ?? [];
  const machines = alternatives?.machines ?? [];
  return (
    <div className="py-6">
      <div className="text-center">
        <h2 className="text-xl font-bold">No Results Found</h2>
        {fix ? (
          <p className="mt-2 text-lg">
            Did you mean{' '}
            <Link to={searchHref(fix.query)} className="font-semibold text-blue-800 underline">
              {fix.query}
            </Link>
            ? <span className="text-ink-700">({fix.totalCount === 1 ? '1 part' : `${formatCount(fix.totalCount)} parts`})</span>
          </p>
        ) : (
          <p className="mt-2 text-ink-700">Make sure that all words are spelled correctly or try different keywords</p>
        )}
      </div>

      {(categories.length > 0 || machines.length > 0) && (
        <div className="mx-auto mt-6 grid max-w-3xl gap-6 sm:grid-cols-2">
          {categories.length > 0 && (
            <nav aria-labelledby="no-results-categories">
              <h3 id="no-results-categories" className="font-bold">
                Categories
              </h3>
              <ul className="mt-2 space-y-1">
                {categories.map((c) => (
                  <li key={c.id}>
                    <Link to={categoryHref(c)} className={linkClass}>
                      {c.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {machines.length > 0 && (
            <nav aria-labelledby="no-results-machines">
              <h3 id="no-results-machines" className="font-bold">
                Machines
              </h3>
              <ul className="mt-2 space-y-1">
                {machines.map((m) => (
                  <li key={m.id}>
                    <Link to={`/m/${m.id}`} className={linkClass}>
                      {m.name.startsWith(m.manufacturer) ? m.name : `${m.manufacturer} ${m.name}`} parts
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      )}

      <div className="mx-auto mt-8 grid max-w-3xl gap-6 rounded-lg border border-gray-200 p-4 md:grid-cols-[1fr_2fr]">
        {store?.phone && (
          <section aria-labelledby="no-results-call">
            <h3 id="no-results-call" className="font-bold">
              Ask our parts counter
            </h3>
            <p className="mt-2">
              <a href={telHref(store.phone)} className="text-lg font-semibold text-blue-800 underline">
                {store.phone}
              </a>
            </p>
            {store.hours && <p className="text-sm text-ink-700">{store.hours}</p>}
          </section>
        )}
        {query && <RequestPartForm query={query} machine={machine} emailRequired={!root?.session.isRegistered} />}
      </div>
    </div>
  );
}

interface RequestAnswer {
  done: { number: string; email: string } | null;
  errors: Record<string, string>;
  values: Record<string, string> | null;
  formError: string | null;
}

/**
 * "Request this part": the quote request of a search (/quotes/request?q=…, its action and checks).
 * With script it is sent in place and its answer shows here; without, the request page answers.
 */
function RequestPartForm({ query, machine, emailRequired }: { query: string; machine: string; emailRequired: boolean }) {
  const fetcher = useFetcher<RequestAnswer>();
  const answer = fetcher.data;
  const busy = fetcher.state !== 'idle';
  if (answer?.done) {
    return (
      <div role="status" className="rounded-md border border-green-300 bg-green-50 p-3">
        <p className="font-semibold">Thank you: your request {answer.done.number} is with our staff.</p>
        <p className="mt-1">
          We will e-mail a quote to <span className="font-semibold break-all">{answer.done.email}</span>, usually within one business day.
        </p>
      </div>
    );
  }
  const errors = answer?.errors ?? {};
  const v = (name: string, fallback: string) => answer?.values?.[name] ?? fallback;
  return (
    <section aria-labelledby="no-results-request">
      <h3 id="no-results-request" className="font-bold">
        Request this part
      </h3>
      <p className="mt-1 text-sm text-ink-700">Our staff find it and e-mail you a quote.</p>
      <fetcher.Form method="post" action={`/quotes/request?q=${encodeURIComponent(query)}`} noValidate className="mt-3 space-y-3">
        <input type="hidden" name="source" value="search" />
        <div className="grid gap-3 sm:grid-cols-[1fr_7rem]">
          <Field
            id="request-part-query"
            name="query"
            label="Part number or description"
            defaultValue={v('query', query)}
            maxLength={QUOTE_REQUEST_MAX_QUERY}
            error={errors.query}
            required
          />
          <Field id="request-part-quantity" name="quantity" label="Quantity" inputMode="numeric" defaultValue={v('quantity', '1')} error={errors.quantity} required />
        </div>
        {emailRequired && (
          <Field id="request-part-email" name="email" type="email" label="Your e-mail" autoComplete="email" defaultValue={v('email', '')} error={errors.email} required />
        )}
        <Field id="request-part-machine" name="machine" label="Machine (optional)" hint="Make, model and serial number if you have it" defaultValue={v('machine', machine)} maxLength={200} />
        {answer?.formError && (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
            {answer.formError}
          </p>
        )}
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? 'Sending…' : 'Request this part'}
        </Button>
      </fetcher.Form>
      <p className="mt-3 text-sm text-ink-700">
        A PO number or a note for our staff?{' '}
        <Link to={`/quotes/request?q=${encodeURIComponent(query)}`} className={linkClass}>
          Request a quote
        </Link>{' '}
        on its own page.
      </p>
    </section>
  );
}

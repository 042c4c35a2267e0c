import { Form, useLocation, useNavigation } from 'react-router';
import { formatPrice } from '~/lib/money';
import type { ShippingEstimate } from '../catalog-product-extras-query';
import { SHIP_COUNTRY_PARAM, SHIP_TO_COUNTRIES, SHIP_TO_PARAM } from '../catalog-product-ship-to';

/**
 * "Shipping to {postal code}": the part's shipping options for a destination the customer types
 * (or the one the cart already knows). A GET form, so it works before scripts load; the page's
 * loader prices it with the cart's own rules.
 */
export function ProductShipping({ estimate }: { estimate: ShippingEstimate | null }) {
  const navigation = useNavigation();
  const { search } = useLocation();
  const pending = navigation.state === 'loading' && navigation.location.search.includes(`${SHIP_TO_PARAM}=`);
  const error = estimate?.error ?? null;
  const heading = estimate && !error ? `Shipping to ${estimate.zip}` : 'Shipping estimate';
  // Other query parameters (the search that led here) stay in the address.
  const kept = [...new URLSearchParams(search)].filter(([k]) => k !== SHIP_TO_PARAM && k !== SHIP_COUNTRY_PARAM);
  return (
    <section aria-labelledby="shipping-heading" className="mt-4 rounded-lg border border-gray-200 p-4" data-testid="product-shipping">
      <h2 id="shipping-heading" className="font-bold">
        {heading}
      </h2>
      <Form method="get" preventScrollReset replace className="mt-2 flex flex-wrap items-start gap-2">
        {kept.map(([k, v], i) => (
          <input key={`${k}-${i}`} type="hidden" name={k} value={v} />
        ))}
        <label className="sr-only" htmlFor="ship-country">
          Country
        </label>
        <select
          id="ship-country"
          name={SHIP_COUNTRY_PARAM}
          defaultValue={estimate?.country || 'US'}
          className="h-11 rounded-md border border-gray-400 bg-white px-2"
        >
          {SHIP_TO_COUNTRIES.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
        <div className="min-w-0 flex-1">
          <label className="sr-only" htmlFor="ship-to">
            ZIP or postal code
          </label>
          <input
            id="ship-to"
            name={SHIP_TO_PARAM}
            // A new answer replaces the field's value (the customer's own typing stays until then).
            key={estimate?.zip ?? ''}
            defaultValue={estimate?.zip ?? ''}
            placeholder="ZIP or postal code"
            autoComplete="postal-code"
            maxLength={20}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'ship-to-error' : undefined}
            className={`h-11 w-full min-w-28 rounded-md border px-3 ${error ? 'border-red-700' : 'border-gray-400'}`}
          />
          {error && (
            <p id="ship-to-error" role="alert" className="mt-1 text-sm font-semibold text-red-700">
              {error}
            </p>
          )}
        </div>
        <button type="submit" disabled={pending} className="h-11 rounded-md border border-gray-500 bg-white px-4 font-bold disabled:opacity-60">
          {pending ? 'Checking…' : estimate ? 'Update' : 'Estimate'}
        </button>
      </Form>
      {estimate?.options && (
        <div aria-live="polite" aria-busy={pending || undefined} className={pending ? 'opacity-60' : undefined}>
          {estimate.options.length === 0 ? (
            <p className="mt-3 text-sm text-ink-700">We do not ship this part there. Call us or request a quote for freight to this destination.</p>
          ) : (
            <ul className="mt-3 space-y-1 text-sm" aria-label={`Shipping options to ${estimate.zip}`}>
              {estimate.options.map((o) => (
                <li key={o.id} className="flex flex-wrap justify-between gap-x-3">
                  <span className="font-medium">{o.name}</span>
                  <span className="text-ink-700">{o.eta}</span>
                  <span className="ml-auto font-semibold">{o.price === 0 ? 'Free' : formatPrice(o.price)}</span>
                </li>
              ))}
            </ul>
          )}
          <p className="mt-2 text-xs text-ink-700">For one unit; the cart combines parts that ship together.</p>
        </div>
      )}
    </section>
  );
}

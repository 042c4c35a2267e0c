import { Link, useRevalidator } from 'react-router';
import { productPath } from '~/features/catalog/catalog-product-query';
import type { GarageOrderedPartsQuery } from '~/gql/graphql';
import { formatUtcDate } from '~/lib/number-format';

export type OrderedPart = NonNullable<GarageOrderedPartsQuery['v1']['garageItem']>['orderedParts'][number];

/** Parts the customer has ordered that fit this machine, on the own-machine page (null: they could not be read). */
export function FleetOrderedParts({ parts }: { parts: OrderedPart[] | null }) {
  const revalidator = useRevalidator();
  const retrying = revalidator.state === 'loading';
  return (
    <section aria-labelledby="ordered-parts-heading" className="space-y-3" aria-busy={retrying}>
      <h2 id="ordered-parts-heading" className="text-xl font-bold">
        Parts ordered for this machine
      </h2>
      {parts === null && (
        <p role="alert" className="text-red-800">
          Your orders could not be loaded.{' '}
          <button type="button" className="font-semibold underline" disabled={retrying} onClick={() => void revalidator.revalidate()}>
            Try again
          </button>
        </p>
      )}
      {parts?.length === 0 && <p className="text-ink-700">You have not ordered parts that fit this machine yet.</p>}
      {parts && parts.length > 0 && (
        <ul className="divide-y divide-gray-200 rounded-md border border-gray-300" data-testid="ordered-parts">
          {parts.map((p) => (
            <li key={p.productId} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 p-3 text-sm">
              <span>
                <Link to={productPath({ id: p.productId, seoName: p.seoName })} className="font-semibold text-blue-800 underline">
                  {p.name}
                </Link>
                <span className="ml-2 text-ink-700">SKU {p.sku}</span>
              </span>
              <span className="text-ink-700">
                {p.quantity} ordered · last on{' '}
                <Link to={`/orderstatus/${p.clubOrderGuid}`} className="text-blue-800 underline">
                  {formatUtcDate(p.lastOrderedOnUtc, 'short')}
                </Link>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

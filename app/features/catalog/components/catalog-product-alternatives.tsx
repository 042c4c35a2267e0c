import { Link } from 'react-router';
import { priceOrCallForPrice } from '../../../../shared/availability-texts';
import { availabilityText } from '../catalog-availability';
import type { ProductAlternative } from '../catalog-product-extras-query';
import { productPath } from '../catalog-product-query';

const RELATION: Record<string, (partNumber: string) => string> = {
  SUPERSEDES: (n) => `Replaces ${n}`,
  INTERCHANGE: (n) => `Interchangeable · ${n}`,
};

/**
 * An unavailable part is not a dead end: the parts that supersede it or interchange with it and can
 * be bought now, newer numbers first. Nothing when the catalogue knows none (the quote request
 * beside it still helps).
 */
export function ProductAlternatives({ alternatives, phone }: { alternatives: ProductAlternative[]; phone: string }) {
  const shown = alternatives.filter((a): a is ProductAlternative & { product: NonNullable<ProductAlternative['product']> } => a.product !== null);
  if (shown.length === 0) return null;
  const superseded = shown[0].relation === 'SUPERSEDES';
  return (
    <section aria-labelledby="alternatives-heading" className="mt-4 rounded-lg border border-brand-200 bg-brand-50 p-4" data-testid="product-alternatives">
      <h2 id="alternatives-heading" className="text-lg font-bold">
        {superseded ? 'Replaced by a newer part' : 'Parts that replace this one'}
      </h2>
      <p className="mt-1 text-sm text-ink-700">These share a part number with it and are ready to order.</p>
      <ul className="mt-3 divide-y divide-brand-100">
        {shown.map(({ product: p, relation, partNumber }) => {
          const availability = availabilityText(p.priceAndAvailability, phone);
          return (
            <li key={p.id} className="py-2">
              <Link to={productPath(p)} className="group flex items-center gap-3 rounded focus-visible:outline-2 focus-visible:outline-brand-600">
                <img
                  src={p.pictures[0]?.thumbnailUrl ?? '/media/placeholder/100'}
                  alt=""
                  width={56}
                  height={56}
                  loading="lazy"
                  className="h-14 w-14 shrink-0 rounded border border-gray-200 bg-white object-contain"
                />
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-ink-900 group-hover:underline">{p.name}</span>
                  <span className="block text-sm text-ink-700">
                    {[p.manufacturers[0]?.name, p.manufacturerPartNumber || p.sku].filter(Boolean).join(' ')} · {(RELATION[relation] ?? RELATION.INTERCHANGE)(partNumber)}
                  </span>
                </span>
                <span className="shrink-0 text-right">
                  <span className="block font-bold">{priceOrCallForPrice(p.priceAndAvailability.price)}</span>
                  <span className="block text-xs text-green-800">{availability.label}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import { Link } from 'react-router';
import { priceOrCallForPrice } from '../../../../shared/availability-texts';
import type { FitKind } from '../../../../shared/fitment';
import { availabilityText } from '../catalog-availability';
import { productPath } from '../catalog-product-query';
import type { SearchHit } from '../catalog-search-hits';

/** Whether a hit fits the machine a search applied (search results only). */
export interface GridFitMark {
  kind: FitKind;
  text: string;
  machine: string;
}

/** A grid's product: a search hit, with its fit mark where a search applied the customer's machine. */
export type GridProduct = SearchHit & { fit?: GridFitMark | null };

/** A card's fit line: "Fits your …" only for a sure fit, the condition for a fit on one, nothing otherwise. */
function FitLine({ fit }: { fit: GridFitMark | null | undefined }) {
  if (!fit || fit.kind === 'DOES_NOT_FIT') return null;
  if (fit.kind === 'FITS_IF') return <span className="mt-1 block text-xs font-semibold text-amber-800">{fit.text}</span>;
  return (
    <span className="mt-1 block text-xs font-semibold text-green-800" data-testid="fit-mark">
      <span aria-hidden="true">✓ </span>Fits your {fit.machine}
    </span>
  );
}

/**
 * Spec 2 §9: product cards in 2, 3, 4 or 6 columns by width, pictures 96 px high; prices with up
 * to 4 decimals where the grid lists search results (`searchResults`), 2 elsewhere. A search
 * steered by the customer's machine gives its hits a fit mark.
 */
export function ProductGrid({
  products,
  phone,
  label,
  searchResults = false,
  eagerPictures = 0,
}: {
  products: GridProduct[];
  phone: string;
  label?: string;
  searchResults?: boolean;
  /** The first cards' pictures load at once, the very first ahead of the rest: they are in view when the page opens (a grid at the top of the page). */
  eagerPictures?: number;
}) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-4 xl:grid-cols-6">
      {products.map((h, i) => (
        <li key={h.id}>
          <Link to={productPath(h)} className="group flex h-full flex-col rounded-lg border border-gray-200 bg-white p-3 hover:shadow">
            <img
              src={h.picture.imageUrl}
              alt=""
              width={200}
              height={96}
              loading={i < eagerPictures ? 'eager' : 'lazy'}
              fetchPriority={i === 0 && eagerPictures > 0 ? 'high' : undefined}
              className="h-24 w-full object-contain"
            />
            {h.brand && <span className="mt-2 block text-xs font-semibold uppercase text-brand-800">{h.brand}</span>}
            <span className="mt-1 line-clamp-3 text-sm font-medium group-hover:underline">{h.name}</span>
            <span className="mt-1 block text-xs text-ink-700">Part # {h.manufacturerPartNumber || h.sku}</span>
            <FitLine fit={h.fit} />
            <span className="mt-auto block pt-2 font-bold">{priceOrCallForPrice(h.price, { maxDecimals: searchResults ? 4 : 2 })}</span>
            <span className="block text-xs text-ink-700">
              {availabilityText({ status: h.status }, phone).label}
              {h.city ? ` · ${h.city}, ${h.state}` : ''}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

import { Link } from 'react-router';
import { priceOrCallForPrice } from '../../../../shared/availability-texts';
import { availabilityText } from '../catalog-availability';
import { productPath } from '../catalog-product-query';
import type { SearchHit } from '../catalog-search-hits';

/**
 * Spec 2 §9: product cards in 2, 3, 4 or 6 columns by width, pictures 96 px high; prices with up
 * to 4 decimals where the grid lists search results (`searchResults`), 2 elsewhere.
 */
export function ProductGrid({ products, phone, label, searchResults = false }: { products: SearchHit[]; phone: string; label?: string; searchResults?: boolean }) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-4 xl:grid-cols-6">
      {products.map((h) => (
        <li key={h.id}>
          <Link to={productPath(h)} className="group flex h-full flex-col rounded-lg border border-gray-200 bg-white p-3 hover:shadow">
            <img src={h.picture.imageUrl} alt="" width={200} height={96} loading="lazy" className="h-24 w-full object-contain" />
            {h.brand && <span className="mt-2 block text-xs font-semibold uppercase text-brand-800">{h.brand}</span>}
            <span className="mt-1 line-clamp-3 text-sm font-medium group-hover:underline">{h.name}</span>
            <span className="mt-1 block text-xs text-ink-700">Part # {h.manufacturerPartNumber || h.sku}</span>
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

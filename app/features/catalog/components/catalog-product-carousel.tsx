import { Link } from 'react-router';
import { priceOrCallForPrice } from '../../../../shared/availability-texts';
import { productPath, type ProductCard } from '../catalog-product-query';

/** A horizontal, scrollable row of product cards (related, also purchased). */
export function ProductCarousel({ title, products }: { title: string; products: ProductCard[] }) {
  if (products.length === 0) return null;
  const id = `carousel-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      <ul className="mt-4 flex snap-x gap-4 overflow-x-auto pb-3">
        {products.map((p) => (
          <li key={p.id} className="w-[125px] shrink-0 snap-start sm:w-[150px]">
            <Link to={productPath(p)} className="group block rounded focus-visible:outline-2 focus-visible:outline-brand-600">
              <img
                src={p.pictures[0]?.imageUrl ?? '/media/placeholder/500'}
                alt=""
                width={150}
                height={96}
                loading="lazy"
                className="h-24 w-full rounded border border-gray-200 bg-gray-50 object-contain"
              />
              <span className="mt-2 line-clamp-2 text-sm text-ink-900 group-hover:underline">{p.name}</span>
              <span className="mt-1 block text-sm font-semibold">
                {priceOrCallForPrice(p.priceAndAvailability.price)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

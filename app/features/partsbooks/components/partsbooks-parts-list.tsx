import { Link } from 'react-router';
import { availabilityText } from '~/features/catalog/catalog-availability';
import { productPath } from '~/features/catalog/catalog-product-query';
import { priceOrCallForPrice } from '../../../../shared/availability-texts';
import type { LineItem } from '../api/partsbooks-api';
import { PartBuy } from './partsbooks-part-buy';

interface Props {
  items: LineItem[];
  phone: string;
  selected: string | null;
  hovered: string | null;
  anchorProductId: string | null;
  onSelect: (label: string) => void;
  onHover: (label: string | null) => void;
}

const TONE: Record<string, string> = { good: 'text-green-800', warn: 'text-amber-800', bad: 'text-red-800', info: 'text-ink-800' };

/** The parts of a diagram by callout number, with live price, availability, seller and quantity used. */
export function PartsList({ items, phone, selected, hovered, anchorProductId, onSelect, onHover }: Props) {
  if (items.length === 0) return <p className="text-ink-700">No parts are listed for this diagram.</p>;
  return (
    <section aria-label="Parts on this diagram">
      <h3 className="sr-only">Parts on this diagram</h3>
      <ol className="divide-y divide-gray-200 border-y border-gray-200">
        {items.map((item) => {
          const label = item.partDrawingIdentifier;
          const product = item.products[0];
          const isSelected = selected === label;
          const highlighted = isSelected || hovered === label || (anchorProductId !== null && product?.id === anchorProductId && selected === null);
          const pa = product?.priceAndAvailability;
          const availability = pa ? availabilityText(pa, phone) : null;
          return (
            <li
              key={item.id}
              id={`part-row-${label}`}
              data-callout-row={label}
              data-highlighted={highlighted ? 'true' : undefined}
              onPointerEnter={() => onHover(label)}
              onPointerLeave={() => onHover(null)}
              className={`grid scroll-mt-24 grid-cols-[auto_1fr] gap-3 px-2 py-3 transition-colors ${highlighted ? 'bg-brand-100' : ''}`}
            >
              <button
                type="button"
                onClick={() => onSelect(label)}
                onFocus={() => onHover(label)}
                onBlur={() => onHover(null)}
                aria-pressed={isSelected}
                aria-label={`Callout ${label}: show on the drawing`}
                className={`flex size-11 items-center justify-center rounded-full border-2 font-bold ${isSelected ? 'border-brand-700 bg-brand-400' : 'border-ink-700 bg-white'}`}
              >
                {label}
              </button>
              <div className="min-w-0 space-y-1 text-sm">
                {product ? (
                  <Link to={productPath(product)} className="font-semibold text-blue-800 hover:underline">
                    {product.name}
                  </Link>
                ) : (
                  <p className="font-semibold">{item.comment || 'Part'}</p>
                )}
                <p className="text-ink-700">
                  Part number {item.partNumber}
                  {product && item.comment ? ` · ${item.comment}` : ''}
                  {` · Qty used: ${item.quantity}`}
                </p>
                {product?.vendor && <p className="text-ink-700">Sold by {product.vendor.name}</p>}
                {product && pa && availability ? (
                  <div className="flex flex-wrap items-center gap-x-4 gap-y-2 pt-1">
                    <span className="text-base font-bold">{priceOrCallForPrice(pa.price)}</span>
                    <span className={TONE[availability.tone]}>
                      {availability.label}
                      {availability.detail && <span className="ml-1 text-xs">({availability.detail})</span>}
                    </span>
                    <PartBuy product={product} suggested={item.quantity} />
                  </div>
                ) : (
                  <p className="text-ink-700">Not sold here: call us for this part.</p>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

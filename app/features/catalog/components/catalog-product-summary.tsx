import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatPrice } from '~/lib/money';
import { canComeBack } from '../../../../shared/availability-alternatives';
import { CALL_FOR_PRICE } from '../../../../shared/availability-texts';
import { availabilityText, offersNotifyMe } from '../catalog-availability';
import { brandSearchHref } from '../catalog-links';
import type { ProductDetail } from '../catalog-product-query';
import { RatingStars } from './catalog-rating-stars';

// Few parts are out of stock: the button's code loads only on their pages.
const NotifyMe = lazy(() => import('./catalog-notify-me').then((m) => ({ default: m.NotifyMe })));

const TONE: Record<string, string> = {
  good: 'text-green-800',
  warn: 'text-amber-800',
  bad: 'text-red-800',
  info: 'text-ink-800',
};

/**
 * The product's name, numbers, rating, price and availability beside the gallery. The page passes
 * in what other features add: the buy box's quantity and button, the fleet's fitment check, what
 * helps when the part cannot be bought (`help`) and the shipping estimate.
 */
export function ProductSummary({
  product: p,
  phone,
  buy,
  fitment,
  help,
  shipping,
}: {
  product: ProductDetail;
  phone: string;
  buy: ReactNode;
  fitment: ReactNode;
  help?: ReactNode;
  shipping?: ReactNode;
}) {
  const pa = p.priceAndAvailability;
  const availability = availabilityText(pa, phone);
  const brand = p.manufacturers[0]?.name;
  return (
    <div>
      {brand && (
        <Link to={brandSearchHref(brand)} className="text-sm font-semibold uppercase tracking-wide text-brand-800 hover:underline">
          {brand}
        </Link>
      )}
      <h1 className="mt-1 text-2xl font-bold leading-tight">{p.name}</h1>
      <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-700">
        <div className="flex gap-1">
          <dt>SKU:</dt>
          <dd className="font-medium text-ink-900">{p.sku}</dd>
        </div>
        {p.manufacturerPartNumber && (
          <div className="flex gap-1">
            <dt>Part #:</dt>
            <dd className="font-medium text-ink-900">{p.manufacturerPartNumber}</dd>
          </div>
        )}
        {p.gtin && (
          <div className="flex gap-1">
            <dt>GTIN:</dt>
            <dd>{p.gtin}</dd>
          </div>
        )}
      </dl>
      <div className="mt-2">
        <a href="#reviews" className="hover:underline">
          <RatingStars sum={p.approvedRatingSum} count={p.approvedTotalReviews} />
        </a>
      </div>

      <div className="mt-5 rounded-lg border border-gray-200 p-4">
        <p className="flex items-baseline gap-3">
          {pa.price !== null ? (
            <>
              <span className="text-3xl font-bold">{formatPrice(pa.price)}</span>
              {pa.oldPrice !== null && pa.oldPrice > pa.price && (
                <span className="text-lg text-ink-700 line-through" aria-label={`Was ${formatPrice(pa.oldPrice)}`}>
                  {formatPrice(pa.oldPrice)}
                </span>
              )}
            </>
          ) : (
            <span className="text-xl font-bold">{CALL_FOR_PRICE}</span>
          )}
        </p>
        <p className={`mt-2 font-semibold ${TONE[availability.tone]}`} data-testid="availability">
          {availability.label}
          {availability.detail && pa.status === 'CALL_FOR_PRICE' ? (
            <>
              {' '}
              <a href={`tel:${availability.detail.replace(/[^\d+]/g, '')}`} className="underline">
                {availability.detail}
              </a>
            </>
          ) : availability.detail ? (
            <span className="font-normal"> ({availability.detail})</span>
          ) : null}
        </p>
        <QuantityLimits min={pa.orderMinimumQuantity} max={pa.orderMaximumQuantity} allowed={pa.allowedQuantities} />
        {offersNotifyMe(pa) && canComeBack(pa.status) && (
          <Suspense fallback={null}>
            <NotifyMe productId={p.id} />
          </Suspense>
        )}
        {buy}
        <dl className="mt-3 space-y-1 text-sm">
          {p.vendor && (
            <div className="flex gap-1">
              <dt className="text-ink-700">Sold by</dt>
              <dd className="font-medium">{p.vendor.name}</dd>
            </div>
          )}
          {p.warehouse && (
            <div className="flex gap-1">
              <dt className="text-ink-700">Ships from</dt>
              <dd className="font-medium">
                {p.warehouse.address.city}
                {p.warehouse.address.stateProvince ? `, ${p.warehouse.address.stateProvince.abbreviation}` : ''}
              </dd>
            </div>
          )}
          {p.isFreeShipping && <div className="font-medium text-green-800">Free shipping</div>}
          {p.shipSeparately && <div className="text-ink-700">Ships separately</div>}
        </dl>
      </div>

      {help}
      {shipping}
      {fitment}
      {p.shortDescription && <p className="mt-5 text-ink-800">{p.shortDescription}</p>}
    </div>
  );
}

function QuantityLimits({ min, max, allowed }: { min: number; max: number; allowed: number[] }) {
  const parts: string[] = [];
  if (allowed.length > 0) parts.push(`Sold in quantities of ${allowed.join(', ')}`);
  else {
    if (min > 1) parts.push(`Minimum order ${min}`);
    if (max < 1000) parts.push(max === 1 ? 'Limit 1 per order' : `Limit ${max} per order`);
  }
  if (parts.length === 0) return null;
  return <p className="mt-1 text-sm text-ink-700">{parts.join(' · ')}</p>;
}

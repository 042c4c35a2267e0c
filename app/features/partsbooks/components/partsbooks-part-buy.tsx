import { useState } from 'react';
import { QuantitySelector } from '~/components/quantity-selector';
import { AddToCartButton } from '~/features/cart/components/cart-add-button';
import type { DiagramPart } from '../api/partsbooks-api';

// Parts in these states are sold by phone or not at all, as on the product page.
const NOT_ORDERABLE = new Set(['DISCONTINUED', 'NOT_AVAILABLE', 'CALL_FOR_PRICE', 'CALL_TO_ORDER', 'CONTACT_SELLER']);

/** Quantity and Add to Cart for one part of a diagram (nothing when the part cannot be ordered online). */
export function PartBuy({ product, suggested }: { product: DiagramPart; suggested: number }) {
  const pa = product.priceAndAvailability;
  const min = Math.max(1, pa.orderMinimumQuantity);
  const max = Math.max(min, pa.orderMaximumQuantity);
  // The quantity the drawing uses is a good first guess, within the part's limits.
  const [quantity, setQuantity] = useState(Math.min(max, Math.max(min, suggested)));
  if (pa.price === null || NOT_ORDERABLE.has(pa.status)) return null;
  return (
    <div className="flex w-full flex-wrap items-start gap-2">
      <QuantitySelector value={quantity} max={max} onChange={(n) => setQuantity(Math.max(min, n))} label={`Quantity of ${product.name}`} hideLabel />
      <AddToCartButton productId={product.id} quantity={quantity} className="min-w-36" />
    </div>
  );
}

import { useState } from 'react';
import { canAddToCart } from '../../../../shared/availability';
import { QuantitySelector } from '~/components/quantity-selector';
import { AddToCartButton } from '~/features/cart/components/cart-add-button';
import type { DiagramPart } from '../api/partsbooks-api';

/** Quantity and Add to Cart for one part of a diagram (nothing when the part cannot be ordered online). */
export function PartBuy({ product, suggested }: { product: DiagramPart; suggested: number }) {
  const pa = product.priceAndAvailability;
  const min = Math.max(1, pa.orderMinimumQuantity);
  const max = Math.max(min, pa.orderMaximumQuantity);
  // The quantity the drawing uses is a good first guess, within the part's limits.
  const [quantity, setQuantity] = useState(Math.min(max, Math.max(min, suggested)));
  // Sold by phone (no price) or not at all, as on the product page.
  if (pa.price === null || !canAddToCart(pa.status)) return null;
  return (
    <div className="flex w-full flex-wrap items-start gap-2">
      <QuantitySelector value={quantity} max={max} onChange={(n) => setQuantity(Math.max(min, n))} label={`Quantity of ${product.name}`} hideLabel />
      <AddToCartButton productId={product.id} quantity={quantity} className="min-w-36" />
    </div>
  );
}

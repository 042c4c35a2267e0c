import { useId, useState } from 'react';
import { canAddToCart } from '../../../../shared/availability';
import { quantityBounds } from '../../../../shared/quantity-rules';
import { QuantitySelector } from '~/components/quantity-selector';
import { AddToCartButton } from './cart-add-button';

export interface ProductBuyProps {
  productId: string;
  price: number | null;
  /** The availability status of the part (OUT_OF_STOCK, DISCONTINUED, CALL_FOR_PRICE, …). */
  status: string;
  orderMinimumQuantity: number;
  orderMaximumQuantity: number;
  /** When set, the only quantities the part is sold in. */
  allowedQuantities?: number[];
}

/** The product page's quantity and Add to Cart. */
export function ProductBuy({ productId, price, status, orderMinimumQuantity, orderMaximumQuantity, allowedQuantities = [] }: ProductBuyProps) {
  const id = useId();
  const bounds = quantityBounds({ orderMinimumQuantity, orderMaximumQuantity, allowedQuantities });
  const { min, max } = bounds;
  const allowed = bounds.allowed ?? [];
  const [quantity, setQuantity] = useState(allowed[0] ?? min);
  // A part without a price is sold by phone.
  const orderable = price !== null && canAddToCart(status);
  if (!orderable) return null;
  return (
    <div className="mt-4 flex flex-wrap items-start gap-3">
      {allowed.length > 0 ? (
        <span className="inline-flex items-center">
          <label htmlFor={id} className="mr-2 text-sm font-medium">
            Quantity
          </label>
          <select id={id} value={quantity} onChange={(e) => setQuantity(Number(e.target.value))} className="h-10 rounded-md border border-gray-400 bg-white px-2 text-base">
            {allowed.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </span>
      ) : (
        <QuantitySelector value={quantity} max={max} onChange={(n) => setQuantity(Math.max(min, n))} />
      )}
      <AddToCartButton productId={productId} quantity={quantity} className="min-w-40 flex-1" />
    </div>
  );
}

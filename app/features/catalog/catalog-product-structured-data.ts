import { shipsWithoutWaiting } from '../../../shared/availability';
import { productPath, type ProductDetail } from './catalog-product-query';

/** The product as schema.org JSON-LD for search engines, safe to put inside a script element. */
export function structuredData(p: ProductDetail, publicUrl: string) {
  const base = publicUrl.replace(/\/+$/, '');
  const pa = p.priceAndAvailability;
  const inStock = shipsWithoutWaiting(pa.status);
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    sku: p.sku,
    mpn: p.manufacturerPartNumber || undefined,
    gtin13: p.gtin || undefined,
    description: p.shortDescription || undefined,
    image: p.pictures.map((x) => base + x.fullSizeImageUrl),
    brand: p.manufacturers[0] ? { '@type': 'Brand', name: p.manufacturers[0].name } : undefined,
    offers:
      pa.price === null
        ? undefined
        : {
            '@type': 'Offer',
            url: base + productPath(p),
            priceCurrency: 'USD',
            price: pa.price.toFixed(2),
            availability: `https://schema.org/${inStock ? 'InStock' : pa.status === 'PREORDER' ? 'PreOrder' : pa.status === 'CAN_BACKORDER' ? 'BackOrder' : 'OutOfStock'}`,
            seller: p.vendor ? { '@type': 'Organization', name: p.vendor.name } : undefined,
          },
    aggregateRating:
      p.approvedTotalReviews > 0
        ? { '@type': 'AggregateRating', ratingValue: (p.approvedRatingSum / p.approvedTotalReviews).toFixed(1), reviewCount: p.approvedTotalReviews }
        : undefined,
  };
  // "<" escaped so a product text can never close the script element.
  return JSON.stringify(ld).replace(/</g, '\\u003c');
}

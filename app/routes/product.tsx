import { data, Link, redirect } from 'react-router';
import { Breadcrumb } from '~/components/page/page-breadcrumb';
import { availabilityText } from '~/features/catalog/catalog-availability';
import { descriptionBlocks } from '~/features/catalog/catalog-description';
import { PRODUCT_PAGE_QUERY, productPath, youtubeVideoId, type ProductDetail } from '~/features/catalog/catalog-product-query';
import { ProductCarousel } from '~/features/catalog/components/catalog-product-carousel';
import { ProductGallery } from '~/features/catalog/components/catalog-product-gallery';
import { RatingStars } from '~/features/catalog/components/catalog-rating-stars';
import { ReviewList } from '~/features/catalog/components/catalog-review-list';
import { ProductBuy } from '~/features/cart/components/cart-product-buy';
import { FitmentCheck } from '~/features/fleet/components/fleet-fitment-check';
import { serverQuery } from '~/lib/graphql';
import { pageMeta } from '~/lib/meta';
import { formatPrice } from '~/lib/money';
import { useRootData } from '~/lib/root-data';
import { brandSearchHref } from '~/features/catalog/catalog-links';
import type { Route } from './+types/product';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!/^\d{1,10}$/.test(params.productId)) throw data(null, { status: 404 });
  const result = await serverQuery(context, PRODUCT_PAGE_QUERY, { id: params.productId });
  const product = result.v1.product;
  if (!product) throw data(null, { status: 404 });
  // One address per product: an old or mistyped name part redirects to the current one.
  const canonical = productPath(product);
  const url = new URL(request.url);
  if (decodeURIComponent(url.pathname) !== decodeURIComponent(canonical)) throw redirect(`${canonical}${url.search}`, 301);
  return { product };
}

export function meta(args: Route.MetaArgs) {
  const p = args.data?.product;
  if (!p) return pageMeta(args, { title: 'Page Not Found', noindex: true });
  return pageMeta(args, {
    title: p.metaTitle || p.name,
    description: p.metaDescription || p.shortDescription || undefined,
    type: 'product',
    image: p.pictures[0] ? { url: p.pictures[0].imageUrl, width: 500, height: 500, alt: p.name } : undefined,
  });
}

function structuredData(p: ProductDetail, publicUrl: string) {
  const base = publicUrl.replace(/\/+$/, '');
  const pa = p.priceAndAvailability;
  const inStock = ['IN_STOCK', 'LOW_STOCK', 'DROP_SHIP'].includes(pa.status);
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

const TONE: Record<string, string> = {
  good: 'text-green-800',
  warn: 'text-amber-800',
  bad: 'text-red-800',
  info: 'text-ink-800',
};

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product: p } = loaderData;
  const root = useRootData();
  const phone = root?.store.phone ?? '';
  const pa = p.priceAndAvailability;
  const availability = availabilityText(pa, phone);
  const videoId = youtubeVideoId(p.youtubeEmbedCode);
  const leaf = p.categories[0];
  const brand = p.manufacturers[0]?.name;
  const replaces = p.partInterchange.filter((x) => x.kind !== 'superseded');
  const superseded = p.partInterchange.filter((x) => x.kind === 'superseded');

  return (
    <div className="mx-auto max-w-screen-xl px-4 py-6">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: structuredData(p, root?.store.publicUrl ?? '') }} />
      <Breadcrumb trail={[...(leaf ? [{ label: leaf.name, to: `/${leaf.seoName}/c/${leaf.id}` }] : []), { label: p.sku }]} />

      <div className="mt-4 grid gap-8 md:grid-cols-2">
        <ProductGallery pictures={p.pictures} name={p.name} />
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
                <span className="text-xl font-bold">Call For Price</span>
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
            <ProductBuy productId={p.id} price={pa.price} status={pa.status} orderMinimumQuantity={pa.orderMinimumQuantity} orderMaximumQuantity={pa.orderMaximumQuantity} allowedQuantities={pa.allowedQuantities} />
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

          <FitmentCheck productId={p.id} />
          {p.shortDescription && <p className="mt-5 text-ink-800">{p.shortDescription}</p>}
        </div>
      </div>

      <div className="mt-10 grid gap-10 lg:grid-cols-3">
        <div className="space-y-10 lg:col-span-2">
          {p.fullDescription && (
            <section aria-labelledby="description">
              <h2 id="description" className="text-xl font-bold">
                Description
              </h2>
              <div className="mt-3 space-y-3 text-ink-800">
                {descriptionBlocks(p.fullDescription).map((block, i) =>
                  block.kind === 'p' ? (
                    <p key={i}>{block.text}</p>
                  ) : (
                    <ul key={i} className="list-disc space-y-1 pl-5">
                      {block.items.map((item, j) => (
                        <li key={j}>{item}</li>
                      ))}
                    </ul>
                  ),
                )}
              </div>
            </section>
          )}

          {videoId && (
            <section aria-labelledby="video">
              <h2 id="video" className="text-xl font-bold">
                Video
              </h2>
              <div className="mt-3 aspect-video">
                <iframe
                  className="h-full w-full rounded"
                  src={`https://www.youtube-nocookie.com/embed/${videoId}`}
                  title={`Video: ${p.name}`}
                  loading="lazy"
                  allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
                  allowFullScreen
                />
              </div>
            </section>
          )}

          <section aria-labelledby="fitment">
            <h2 id="fitment" className="text-xl font-bold">
              Fits these machines
            </h2>
            {p.machineModelFitment.length === 0 ? (
              <p className="mt-3 text-ink-700">No machine fitment is listed for this part. Call us if you are not sure it fits.</p>
            ) : (
              <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                {p.machineModelFitment.map((m) => (
                  <li key={m.id} className="rounded border border-gray-200 px-3 py-2 text-sm">
                    <span className="font-semibold">{m.name}</span> <span className="text-ink-700">({m.type})</span>
                    {(m.serialFrom || m.serialTo || m.engine || m.attachment) && (
                      <span className="block text-ink-700">
                        {[
                          m.serialFrom || m.serialTo ? `Serial ${m.serialFrom ?? '…'} to ${m.serialTo ?? '…'}` : null,
                          m.engine ? `Engine: ${m.engine}` : null,
                          m.attachment ? `With ${m.attachment}` : null,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section id="reviews" aria-labelledby="reviews-title">
            <h2 id="reviews-title" className="text-xl font-bold">
              Reviews
            </h2>
            <div className="mt-2">
              <RatingStars sum={p.approvedRatingSum} count={p.approvedTotalReviews} />
            </div>
            {p.reviews.nodes.length === 0 ? (
              <p className="mt-3 text-ink-700">No reviews yet.</p>
            ) : (
              <ReviewList reviews={p.reviews.nodes} headingLevel="h3" />
            )}
            {p.reviews.totalCount > p.reviews.nodes.length && (
              <Link to={`/product/reviews?productId=${p.id}`} className="mt-4 inline-block font-semibold text-brand-800 underline">
                See all {p.reviews.totalCount} reviews
              </Link>
            )}
          </section>
        </div>

        <aside className="space-y-8">
          {p.specificationAttributes.length > 0 && (
            <section aria-labelledby="specs">
              <h2 id="specs" className="text-xl font-bold">
                Specifications
              </h2>
              <table className="mt-3 w-full text-sm">
                <tbody>
                  {p.specificationAttributes.map((s) => (
                    <tr key={s.name} className="border-b border-gray-100">
                      <th scope="row" className="py-1.5 pr-3 text-left font-normal text-ink-700">
                        {s.name}
                      </th>
                      <td className="py-1.5 font-medium">{s.value}</td>
                    </tr>
                  ))}
                  <Dimension label="Shipping weight" value={p.weight ? `${p.weight} lb` : ''} />
                  <Dimension label="Package size" value={p.length && p.width && p.height ? `${p.length} × ${p.width} × ${p.height} in` : ''} />
                </tbody>
              </table>
            </section>
          )}
          {p.partInterchange.length > 0 && (
            <section aria-labelledby="interchange">
              <h2 id="interchange" className="text-xl font-bold">
                Interchange part numbers
              </h2>
              {replaces.length > 0 && (
                <>
                  <p className="mt-2 text-sm text-ink-700">Replaces</p>
                  <ul className="mt-1 flex flex-wrap gap-2">
                    {replaces.map((x) => (
                      <li key={x.partNumber} className="rounded bg-gray-100 px-2 py-1 font-mono text-sm">
                        {x.brand ? `${x.brand} ` : ''}
                        {x.partNumber}
                      </li>
                    ))}
                  </ul>
                </>
              )}
              {superseded.length > 0 && (
                <>
                  <p className="mt-3 text-sm text-ink-700">Supersedes</p>
                  <ul className="mt-1 flex flex-wrap gap-2">
                    {superseded.map((x) => (
                      <li key={x.partNumber} className="rounded bg-gray-100 px-2 py-1 font-mono text-sm">
                        {x.partNumber}
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </section>
          )}
        </aside>
      </div>

      <ProductCarousel title="Related parts" products={p.relatedProducts} />
      <ProductCarousel title="Customers also bought" products={p.alsoPurchasedProducts} />
    </div>
  );
}

function Dimension({ label, value }: { label: string; value: string }) {
  if (!value) return null;
  return (
    <tr className="border-b border-gray-100">
      <th scope="row" className="py-1.5 pr-3 text-left font-normal text-ink-700">
        {label}
      </th>
      <td className="py-1.5 font-medium">{value}</td>
    </tr>
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

import type { ReactNode } from 'react';
import { Breadcrumb } from '~/components/page/page-breadcrumb';
import type { ProductDetail } from '../catalog-product-query';
import { structuredData } from '../catalog-product-structured-data';
import { ProductCarousel } from './catalog-product-carousel';
import { ProductDetails } from './catalog-product-details';
import { ProductGallery } from './catalog-product-gallery';
import { ProductSummary } from './catalog-product-summary';

interface Props {
  product: ProductDetail;
  phone: string;
  publicUrl: string;
  buy: ReactNode;
  fitment: ReactNode;
  /** For a part that cannot be bought: what stands in for it and a quote request. */
  help?: ReactNode;
  shipping?: ReactNode;
}

/** The product page (spec 2 §2): gallery and buy box, details, related parts; `buy`, `fitment` and `help` come from the cart, fleet and quotes features. */
export function ProductView({ product: p, phone, publicUrl, buy, fitment, help, shipping }: Props) {
  const leaf = p.categories[0];
  return (
    <div className="mx-auto max-w-screen-xl px-4 py-6">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: structuredData(p, publicUrl) }} />
      <Breadcrumb trail={[...(leaf ? [{ label: leaf.name, to: `/${leaf.seoName}/c/${leaf.id}` }] : []), { label: p.sku }]} />

      <div className="mt-4 grid gap-8 md:grid-cols-2">
        <ProductGallery pictures={p.pictures} name={p.name} />
        <ProductSummary product={p} phone={phone} buy={buy} fitment={fitment} help={help} shipping={shipping} />
      </div>

      <ProductDetails product={p} />

      <ProductCarousel title="Related parts" products={p.relatedProducts} />
      <ProductCarousel title="Customers also bought" products={p.alsoPurchasedProducts} />
    </div>
  );
}

import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { discounts } from '../db/schema/cart';
import { categories, manufacturers, products } from '../db/schema/catalog';
import { taxRateRows } from '../modules/cart/cart-tax';

/** Demo coupon codes, one of each discount type (spec 2 §3), plus one that has expired. */
export const DEMO_COUPONS = {
  subtotalPercent: 'SAVE10',
  subtotalAmount: 'TAKE25',
  shipping: 'FREESHIP',
  manufacturer: 'BRAND15',
  category: 'CATEGORY20',
  sku: 'PART5',
  expired: 'SPRING2020',
} as const;

/** Seeds the tax table (after the countries) and the demo coupons. Idempotent: existing rows stay. */
export async function seedCart(db: Db, now: Date): Promise<number> {
  await seedTaxRates(db);
  const [brand] = await db
    .select({ id: manufacturers.id, name: manufacturers.name })
    .from(manufacturers)
    .where(sql`exists (select 1 from ${products} p where p.manufacturer_id = ${manufacturers.id})`)
    .orderBy(asc(manufacturers.id))
    .limit(1);
  const [category] = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(sql`exists (select 1 from product_categories pc where pc.category_id = ${categories.id})`)
    .orderBy(asc(categories.id))
    .limit(1);
  const skuRows = await db
    .select({ sku: products.sku })
    .from(products)
    .where(eq(products.status, 'IN_STOCK'))
    .orderBy(asc(products.id))
    .limit(5);

  const year = 365 * 24 * 3600 * 1000;
  const rows: Array<typeof discounts.$inferInsert> = [
    { name: '10% off your order', couponCode: DEMO_COUPONS.subtotalPercent, discountType: 'ORDER_SUB_TOTAL', usePercentage: true, discountPercentage: '10', maximumDiscountAmount: '250' },
    { name: '$25 off orders of $250 or more', couponCode: DEMO_COUPONS.subtotalAmount, discountType: 'ORDER_SUB_TOTAL', discountAmount: '25', minimumSubtotal: '250' },
    { name: 'Free shipping up to $50', couponCode: DEMO_COUPONS.shipping, discountType: 'SHIPPING', usePercentage: true, discountPercentage: '100', maximumDiscountAmount: '50' },
    { name: 'Expired spring sale', couponCode: DEMO_COUPONS.expired, discountType: 'ORDER_SUB_TOTAL', usePercentage: true, discountPercentage: '20', endsAt: new Date(now.getTime() - year) },
  ];
  if (brand) {
    rows.push({ name: `15% off ${brand.name} parts`, couponCode: DEMO_COUPONS.manufacturer, discountType: 'MANUFACTURERS', usePercentage: true, discountPercentage: '15', manufacturerIds: [brand.id] });
  }
  if (category) {
    rows.push({ name: `20% off ${category.name}`, couponCode: DEMO_COUPONS.category, discountType: 'CATEGORIES', usePercentage: true, discountPercentage: '20', categoryIds: [category.id] });
  }
  if (skuRows.length) {
    rows.push({ name: '$5 off selected parts', couponCode: DEMO_COUPONS.sku, discountType: 'SKUS', discountAmount: '5', skus: skuRows.map((r) => r.sku) });
  }
  const inserted = await db.insert(discounts).values(rows).onConflictDoNothing().returning({ id: discounts.id });
  return inserted.length;
}

/** The starting tax table (cart-tax.ts), matched to the seeded countries and provinces. */
export async function seedTaxRates(db: Db): Promise<void> {
  const values = taxRateRows().map((r) => sql`(${r.countryIso}::text, ${r.state}::text, ${r.itemRate}::numeric, ${r.shippingRate}::numeric)`);
  await db.execute(sql`
    insert into tax_rates (country_id, state_province_id, item_rate, shipping_rate)
    select c.id, s.id, v.item_rate, v.shipping_rate
    from (values ${sql.join(values, sql`, `)}) as v(iso, state, item_rate, shipping_rate)
    join countries c on c.two_letter_iso_code = v.iso
    left join state_provinces s on s.country_id = c.id and s.abbreviation = v.state
    where v.state is null or s.id is not null
    on conflict do nothing`);
}

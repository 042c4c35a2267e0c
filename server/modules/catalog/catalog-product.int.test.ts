import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { rowsOf } from '../../../tests/setup/test-db';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const PRODUCT = /* GraphQL */ `
  query P($id: ID, $sku: String) {
    v1 {
      product(id: $id, sku: $sku) {
        id sku name seoName manufacturerPartNumber gtin weight
        priceAndAvailability { price oldPrice status stock orderMinimumQuantity orderMaximumQuantity allowedQuantities }
        pictures { thumbnailUrl imageUrl fullSizeImageUrl }
        manufacturers { id name }
        vendor { name }
        warehouse { address { city stateProvince { abbreviation } } }
        categories { id name }
        specificationAttributes { name value }
        partInterchange { partNumber kind }
        machineModelFitment { id name manufacturer type }
        relatedProducts { id name }
        alsoPurchasedProducts { id name }
        approvedTotalReviews
        reviews(first: 2) { totalCount hasNextPage endCursor nodes { id rating title createdOnUtc } }
      }
    }
  }
`;

type P = {
  id: string;
  sku: string;
  name: string;
  priceAndAvailability: { price: number | null; status: string; stock: number };
  pictures: Array<{ thumbnailUrl: string; imageUrl: string; fullSizeImageUrl: string }>;
  manufacturers: Array<{ name: string }>;
  vendor: { name: string } | null;
  warehouse: { address: { city: string; stateProvince: { abbreviation: string } | null } } | null;
  categories: Array<{ name: string }>;
  specificationAttributes: Array<{ name: string; value: string }>;
  partInterchange: Array<{ partNumber: string }>;
  machineModelFitment: Array<{ name: string }>;
  relatedProducts: Array<{ id: string }>;
  approvedTotalReviews: number;
  reviews: { totalCount: number; hasNextPage: boolean; endCursor: string | null; nodes: Array<{ id: string; rating: number }> };
};

async function anyProductWith(condition: string): Promise<{ id: number; sku: string }> {
  const r = await t.database.db.execute(sql.raw(`select id, sku from products where ${condition} order by id limit 1`));
  return rowsOf<{ id: number; sku: string }>(r)[0];
}

describe('product query', () => {
  it('answers the full product page by id, with its links and reviews', async () => {
    const { id } = await anyProductWith(
      'approved_total_reviews > 2 and exists (select 1 from product_fitments f where f.product_id = products.id) and exists (select 1 from related_products r where r.product_id = products.id)',
    );
    const { body } = await t.graphql<{ v1: { product: P } }>(PRODUCT, { id: String(id) });
    expect(body.errors).toBeUndefined();
    const p = body.data!.v1.product;
    expect(p.id).toBe(String(id));
    expect(p.pictures[0]).toEqual({
      thumbnailUrl: `/media/product/${id}/100`,
      imageUrl: `/media/product/${id}/500`,
      fullSizeImageUrl: `/media/product/${id}/1600`,
    });
    expect(p.manufacturers[0].name).toBeTruthy();
    expect(p.categories.length).toBeGreaterThan(0);
    expect(p.machineModelFitment.length).toBeGreaterThan(0);
    expect(p.relatedProducts.length).toBeGreaterThan(0);
    expect(p.relatedProducts.map((r) => r.id)).not.toContain(String(id));
    expect(p.reviews.totalCount).toBe(p.approvedTotalReviews);
    expect(p.reviews.nodes).toHaveLength(2);
    expect(p.reviews.hasNextPage).toBe(true);

    const next = await t.graphql<{ v1: { productReviews: P['reviews'] } }>(
      'query($id: ID!, $after: String) { v1 { productReviews(productId: $id, first: 50, after: $after) { totalCount nodes { id } hasNextPage } } }',
      { id: String(id), after: p.reviews.endCursor },
    );
    const rest = next.body.data!.v1.productReviews;
    expect(rest.nodes.length).toBe(p.approvedTotalReviews - 2);
    expect(rest.nodes.map((n) => n.id)).not.toContain(p.reviews.nodes[0].id);
  });

  it('lists specifications, part numbers, fitment and linked products in the stored order', async () => {
    const { id } = await anyProductWith(
      'exists (select 1 from product_specifications s where s.product_id = products.id) and exists (select 1 from product_interchanges i where i.product_id = products.id) and (select count(*) from related_products r where r.product_id = products.id) > 1',
    );
    const { body } = await t.graphql<{ v1: { product: P } }>(PRODUCT, { id: String(id) });
    const p = body.data!.v1.product;
    const q = async <T>(text: string) => rowsOf<T>(await t.database.db.execute(sql.raw(text)));
    const related = await q<{ id: number }>(
      `select r.related_product_id as id from related_products r join products p on p.id = r.related_product_id where r.product_id = ${id} and p.published and not p.deleted order by r.display_order limit 12`,
    );
    expect(p.relatedProducts.map((r) => r.id)).toEqual(related.map((r) => String(r.id)));
    const specs = await q<{ value: string }>(
      `select s.value from product_specifications s join specification_attributes a on a.id = s.attribute_id where s.product_id = ${id} order by s.display_order, a.display_order`,
    );
    expect(p.specificationAttributes.map((s) => s.value)).toEqual(specs.map((s) => s.value));
    const numbers = await q<{ part_number: string }>(`select part_number from product_interchanges where product_id = ${id} order by id`);
    expect(p.partInterchange.map((x) => x.partNumber)).toEqual(numbers.map((x) => x.part_number));
    const [{ n }] = await q<{ n: number }>(`select count(*)::int as n from product_fitments where product_id = ${id}`);
    expect(p.machineModelFitment).toHaveLength(n);
  });

  it('gives linked products their descriptions too, read only when asked', async () => {
    const { id } = await anyProductWith('(select count(*) from related_products r where r.product_id = products.id) > 1');
    type Texts = { id: string; shortDescription: string; fullDescription: string; metaTitle: string };
    const q = 'query($id: ID) { v1 { product(id: $id) { relatedProducts { id shortDescription fullDescription metaTitle } } } }';
    const related = (await t.graphql<{ v1: { product: { relatedProducts: Texts[] } } }>(q, { id: String(id) })).body.data!.v1.product.relatedProducts;
    expect(related.length).toBeGreaterThan(1);
    for (const r of related) {
      const alone = await t.graphql<{ v1: { product: Texts } }>('query($id: ID) { v1 { product(id: $id) { id shortDescription fullDescription metaTitle } } }', { id: r.id });
      expect(r).toEqual(alone.body.data!.v1.product);
      expect(r.fullDescription.length).toBeGreaterThan(0);
    }
  });

  it('counts the reviews even on a page past the last one', async () => {
    const { id } = await anyProductWith('approved_total_reviews > 0');
    const first = await t.graphql<{ v1: { productReviews: { totalCount: number; endCursor: string | null } } }>(
      'query($id: ID!) { v1 { productReviews(productId: $id, first: 50) { totalCount endCursor } } }',
      { id: String(id) },
    );
    const { totalCount, endCursor } = first.body.data!.v1.productReviews;
    expect(totalCount).toBeGreaterThan(0);
    const past = await t.graphql<{ v1: { productReviews: { totalCount: number; nodes: unknown[]; hasNextPage: boolean } } }>(
      'query($id: ID!, $after: String) { v1 { productReviews(productId: $id, first: 5, after: $after) { totalCount hasNextPage nodes { id } } } }',
      { id: String(id), after: endCursor },
    );
    expect(past.body.data!.v1.productReviews).toEqual({ totalCount, hasNextPage: false, nodes: [] });
  });

  it('finds a product by SKU in any case', async () => {
    const { id, sku } = await anyProductWith('true');
    const { body } = await t.graphql<{ v1: { product: P } }>(PRODUCT, { sku: sku.toLowerCase() });
    expect(body.data!.v1.product.id).toBe(String(id));
  });

  it('shows a Call For Price product with no price', async () => {
    const { id } = await anyProductWith(`status = 'CALL_FOR_PRICE'`);
    const { body } = await t.graphql<{ v1: { product: P } }>(PRODUCT, { id: String(id) });
    expect(body.data!.v1.product.priceAndAvailability).toMatchObject({ price: null, status: 'CALL_FOR_PRICE' });
  });

  it('answers null for an unknown or unpublished product, and a clear error for a malformed id', async () => {
    const unknown = await t.graphql<{ v1: { product: P | null } }>(PRODUCT, { id: '99999999' });
    expect(unknown.body.data!.v1.product).toBeNull();

    const { id } = await anyProductWith('true');
    await t.database.db.execute(sql`update products set published = false where id = ${id}`);
    const hidden = await t.graphql<{ v1: { product: P | null } }>(PRODUCT, { id: String(id) });
    expect(hidden.body.data!.v1.product).toBeNull();
    await t.database.db.execute(sql`update products set published = true where id = ${id}`);

    for (const bad of ['abc', '-1', '1e99', '']) {
      const res = await t.graphql(PRODUCT, { id: bad });
      expect(res.status).toBeLessThan(500);
      expect(res.body.errors?.[0].message).toBe('Invalid product id');
    }
    const neither = await t.graphql(PRODUCT, {});
    expect(neither.body.errors?.[0].message).toBe('Give a product id or a SKU');
  });

  it('names a review by its signature, else its customer’s feedback name, else their first name, else "Customer"', async () => {
    const { id } = await anyProductWith('approved_total_reviews = 0');
    const exec = async <T>(q: string) => rowsOf<T>(await t.database.db.execute(sql.raw(q)));
    const [fay] = await exec<{ id: number }>(`insert into customers (email, first_name, feedback_name) values ('fay-review@example.com', 'Fay', 'Feedback Fay') returning id`);
    const [frank] = await exec<{ id: number }>(`insert into customers (email, first_name, feedback_name) values ('frank-review@example.com', 'Frank', '') returning id`);
    // A customer reviews a product once: the signed review is another customer's, who has a feedback name too.
    const [sam] = await exec<{ id: number }>(`insert into customers (email, first_name, feedback_name) values ('sam-review@example.com', 'Sam', 'Feedback Sam') returning id`);
    const review = (author: string, customer: number | null, minutes: number) =>
      `(${id}, ${customer ?? 'null'}, '${author}', 'Title', 'Text', 5, true, now() - interval '${minutes} minutes')`;
    await exec(
      `insert into product_reviews (product_id, customer_id, author_name, title, review_text, rating, approved, created_at) values
        ${[review('Signed Sam', sam.id, 1), review('', fay.id, 2), review('', frank.id, 3), review('', null, 4)].join(', ')}`,
    );
    const { body } = await t.graphql<{ v1: { productReviews: { nodes: Array<{ customerName: string }> } } }>(
      'query($id: ID!) { v1 { productReviews(productId: $id, first: 10) { nodes { customerName } } } }',
      { id: String(id) },
    );
    expect(body.data!.v1.productReviews.nodes.map((n) => n.customerName)).toEqual(['Signed Sam', 'Feedback Fay', 'Frank', 'Customer']);
  });

  it('shows the warehouse’s state, also one added after the store started', async () => {
    const { id } = await anyProductWith('warehouse_id is not null');
    const exec = async <T>(q: string) => rowsOf<T>(await t.database.db.execute(sql.raw(q)));
    const [expected] = await exec<{ abbreviation: string }>(
      `select s.abbreviation from products p join warehouses w on w.id = p.warehouse_id join state_provinces s on s.id = w.state_province_id where p.id = ${id}`,
    );
    const stateOf = async (productId: number) =>
      (await t.graphql<{ v1: { product: P } }>(PRODUCT, { id: String(productId) })).body.data!.v1.product.warehouse?.address.stateProvince?.abbreviation;
    expect(await stateOf(id)).toBe(expected.abbreviation);

    // The states are cached reference data: one the cache has not seen yet still shows.
    const [state] = await exec<{ id: number }>(
      `insert into state_provinces (country_id, name, abbreviation) select id, 'New Territory', 'NT' from countries where two_letter_iso_code = 'US' returning id`,
    );
    const [warehouse] = await exec<{ id: number }>(`insert into warehouses (name, city, state_province_id) values ('North yard', 'Northtown', ${state.id}) returning id`);
    await exec(`update products set warehouse_id = ${warehouse.id} where id = ${id}`);
    expect(await stateOf(id)).toBe('NT');
  });

  it('refuses a forged review cursor', async () => {
    const { id } = await anyProductWith('approved_total_reviews > 0');
    const res = await t.graphql('query($id: ID!) { v1 { productReviews(productId: $id, after: "bm9wZQ") { totalCount } } }', { id: String(id) });
    expect(res.body.errors?.[0].message).toBe('Invalid cursor');
  });
});

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

const exec = async <T>(q: string) => rowsOf<T>(await t.database.db.execute(sql.raw(q)));

async function ratingOf(productId: number): Promise<{ approvedRatingSum: number; approvedTotalReviews: number }> {
  const { body } = await t.graphql<{ v1: { product: { approvedRatingSum: number; approvedTotalReviews: number } } }>(
    'query($id: ID) { v1 { product(id: $id) { approvedRatingSum approvedTotalReviews } } }',
    { id: String(productId) },
  );
  return body.data!.v1.product;
}

describe('review changes', () => {
  it('moves the product’s rating with approval, editing and deletion, and counts one helpful vote per customer', async () => {
    const [product] = await exec<{ id: number }>(`select id from products where approved_total_reviews = 0 and published and not deleted order by id limit 1`);
    const [author] = await exec<{ id: number }>(`insert into customers (email, first_name) values ('review-author@example.com', 'Ada') returning id`);
    const [voter] = await exec<{ id: number }>(`insert into customers (email, first_name) values ('review-voter@example.com', 'Vic') returning id`);
    const [review] = await exec<{ id: number }>(
      `insert into product_reviews (product_id, customer_id, author_name, title, review_text, rating, approved) values (${product.id}, ${author.id}, 'Ada', 'Fits', 'Fits my loader.', 4, false) returning id`,
    );
    const reviews = t.services.reviews;

    expect(await ratingOf(product.id)).toEqual({ approvedRatingSum: 0, approvedTotalReviews: 0 });
    expect((await reviews.approve(review.id)).approved).toBe(true);
    expect(await ratingOf(product.id)).toEqual({ approvedRatingSum: 4, approvedTotalReviews: 1 });

    expect(await reviews.vote(voter.id, review.id, true)).toMatchObject({ helpfulYesTotal: 1, helpfulNoTotal: 0 });
    expect(await reviews.vote(voter.id, review.id, true)).toMatchObject({ helpfulYesTotal: 1, helpfulNoTotal: 0 });
    expect(await reviews.vote(voter.id, review.id, false)).toMatchObject({ helpfulYesTotal: 0, helpfulNoTotal: 1 });

    // An edited review waits for approval again, and the rating no longer counts it.
    const edited = await reviews.edit(author.id, { productId: product.id, rating: 2, title: 'Fits, loosely', reviewText: 'Fits my loader with a shim.' });
    expect(edited).toMatchObject({ approved: false, rating: 2, title: 'Fits, loosely' });
    expect(await ratingOf(product.id)).toEqual({ approvedRatingSum: 0, approvedTotalReviews: 0 });

    await reviews.approve(review.id);
    expect(await ratingOf(product.id)).toEqual({ approvedRatingSum: 2, approvedTotalReviews: 1 });
    expect(await reviews.remove(author.id, product.id)).toBe(true);
    expect(await ratingOf(product.id)).toEqual({ approvedRatingSum: 0, approvedTotalReviews: 0 });
    await expect(reviews.approve(review.id)).rejects.toThrow('Review not found.');
  });
});

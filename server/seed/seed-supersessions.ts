import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';

/**
 * How far apart, in product ids, a stand-in may be from the part it stands in for. Catalogues up to this size
 * consider every part; a larger one only its neighbours (still a hundred or more of the same category at 1M),
 * since comparing every unavailable part with every part of its category grows with the square of the catalogue.
 */
const NEIGHBOURHOOD = 5000;

/**
 * Gives the demo catalogue's parts that cannot be bought (discontinued, not available) the part a
 * parts counter would offer instead, as real catalogues record it: a discontinued part's maker
 * supersedes its number with a newer part of the same kind, and another maker's part of the same
 * kind lists an unavailable part's number as an interchange. The stand-in is a part in stock, of
 * the unavailable part's own category, fitting one of its machines where one does, the nearest
 * such part (by id) of the same maker first. Deterministic: it reads only the seeded rows. Parts
 * with no such stand-in keep none.
 */
export async function seedSupersessions(db: Db): Promise<number> {
  // Statistics first (the tables were empty when last analysed), and the fitments' visibility map, so that weighing
  // a candidate's machines reads only the fitments' index, not their rows: at 1M the rows did not stay in the cache.
  await db.execute(sql`vacuum (analyze) product_fitments`);
  await db.execute(sql`analyze products, product_categories, product_interchanges`);
  return db.transaction(async (tx) => {
    // The parts that could stand in, by category: one index search per unavailable part finds its neighbours.
    await tx.execute(sql`
      create temporary table stand_in_candidates on commit drop as
        select qc.category_id, q.id, q.manufacturer_id
          from product_categories qc join products q on q.id = qc.product_id
          where q.status in ('IN_STOCK', 'LOW_STOCK') and q.stock > 0 and q.price is not null and q.published and not q.deleted`);
    await tx.execute(sql`create index on stand_in_candidates (category_id, id)`);
    await tx.execute(sql`analyze stand_in_candidates`);
    const rows = await tx.execute(sql`
      with gone as (
        select p.id, p.manufacturer_id, p.manufacturer_part_number as mpn, p.status, coalesce(m.name, '') as brand,
               (select pc.category_id from product_categories pc where pc.product_id = p.id order by pc.display_order, pc.category_id limit 1) as category_id
          from products p left join manufacturers m on m.id = p.manufacturer_id
          where p.status in ('DISCONTINUED', 'NOT_AVAILABLE') and p.manufacturer_part_number <> ''
      ),
      chosen as (
        select g.id as gone_id, s.id as stand_in, g.mpn, g.brand,
               case when g.status = 'DISCONTINUED' and s.manufacturer_id = g.manufacturer_id then 'superseded' else 'interchange' end as kind
          from gone g
          join lateral (
            select q.id, q.manufacturer_id
              from stand_in_candidates q
              where q.category_id = g.category_id and q.id <> g.id
                and q.id between g.id - ${NEIGHBOURHOOD}::int and g.id + ${NEIGHBOURHOOD}::int
              order by (q.manufacturer_id = g.manufacturer_id) desc,
                exists (select 1 from product_fitments qf join product_fitments gf on gf.machine_model_id = qf.machine_model_id
                         where qf.product_id = q.id and gf.product_id = g.id) desc,
                abs(q.id - g.id), q.id
              limit 1
          ) s on true
      )
      insert into product_interchanges (product_id, part_number, normalized, brand, kind)
      select c.stand_in, c.mpn, ltrim(regexp_replace(lower(c.mpn), '[\\s\\-./_]+', '', 'g'), '0'), c.brand, c.kind
        from chosen c
        where not exists (select 1 from product_interchanges pi where pi.product_id = c.stand_in
                            and pi.normalized = ltrim(regexp_replace(lower(c.mpn), '[\\s\\-./_]+', '', 'g'), '0'))
        order by c.gone_id
      returning id`);
    return rowsOf(rows).length;
  });
}

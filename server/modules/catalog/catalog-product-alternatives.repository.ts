import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';

/**
 * How another part stands in for this one:
 * - `SUPERSEDES`: it lists this part's number as one it supersedes (the maker's newer number);
 * - `INTERCHANGE`: it is sold under one of this part's interchange numbers, lists this part's
 *   number as an interchange, or shares an interchange number with it.
 */
export type AlternativeRelation = 'SUPERSEDES' | 'INTERCHANGE';

export interface AlternativeCandidate {
  id: number;
  relation: AlternativeRelation;
  /** The number the two parts have in common. */
  partNumber: string;
  status: string;
  stock: number;
  price: string | null;
}

// The one spelling-blind form of a part number, as product_interchanges.normalized stores it
// (lower case, no separators, no leading zeros); products_mpn_normalized_idx (migration 0027)
// indexes the same expression.
const NORMALIZED_MPN = sql.raw(`ltrim(regexp_replace(lower(p.manufacturer_part_number), '[\\s\\-./_]+', '', 'g'), '0')`);

/** Reads the parts that share a part number with a product, through the interchange table and the indexed part numbers. */
export function createProductAlternativesRepository(db: Db) {
  return {
    /** Published parts (not this one) related to the product by a part number, at most `limit`, supersessions first. */
    async candidates(productId: number, limit: number): Promise<AlternativeCandidate[]> {
      const rows = await db.execute(sql`
        with me as (
          select p.id, ${NORMALIZED_MPN} as norm, p.manufacturer_part_number as mpn from products p where p.id = ${productId}
        ),
        mine as (select pi.normalized, pi.part_number from product_interchanges pi where pi.product_id = ${productId}),
        linked as (
          -- Sold under one of my interchange or older numbers.
          select p.id, 'INTERCHANGE' as relation, mine.part_number as part_number
            from mine join products p on ${NORMALIZED_MPN} = mine.normalized
          union all
          -- Naming my own number: as superseded, it replaces me; as an interchange, it fits for me.
          select pi.product_id, case when pi.kind = 'superseded' then 'SUPERSEDES' else 'INTERCHANGE' end, me.mpn
            from me join product_interchanges pi on pi.normalized = me.norm
            where me.norm <> ''
          union all
          -- Another maker's part that replaces the same number as mine.
          select pi.product_id, 'INTERCHANGE', pi.part_number
            from mine join product_interchanges pi on pi.normalized = mine.normalized
        ),
        ranked as (
          select distinct on (l.id) l.id, l.relation, l.part_number
            from linked l
            where l.id <> ${productId}
            order by l.id, (l.relation = 'SUPERSEDES') desc
        )
        select r.id, r.relation, r.part_number as "partNumber", p.status, p.stock, p.price::text as price
          from ranked r join products p on p.id = r.id
          where p.published and not p.deleted
          order by (r.relation = 'SUPERSEDES') desc, (p.stock > 0) desc, p.sales desc, p.id
          limit ${limit}`);
      return rowsOf<AlternativeCandidate>(rows).map((r) => ({ ...r, id: Number(r.id), stock: Number(r.stock) }));
    },
  };
}

export type ProductAlternativesRepository = ReturnType<typeof createProductAlternativesRepository>;

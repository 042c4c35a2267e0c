import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countries, stateProvinces } from '../../db/schema/directory';

export interface StateProvinceRow {
  id: number;
  countryId: number;
  name: string;
  abbreviation: string;
}

/** A destination as the cart prices it: the country, and the province only when it is the country's. */
export interface DestinationRow {
  countryId: number;
  countryIso: string;
  allowsShipping: boolean;
  stateProvinceId: number | null;
  stateAbbreviation: string | null;
}

export interface CountryRow {
  id: number;
  name: string;
  twoLetterIsoCode: string;
  displayOrder: number;
  stateProvinces: StateProvinceRow[];
}

/** Reference data reads: countries and their states or provinces. */
export function createContentRepository(db: Db) {
  return {
    /** Every country with its states or provinces; `ex` reads inside the caller's transaction (its one connection). */
    async listCountries(ex: Db = db): Promise<CountryRow[]> {
      const statesQuery = () =>
        ex
          .select({
            id: stateProvinces.id,
            countryId: stateProvinces.countryId,
            name: stateProvinces.name,
            abbreviation: stateProvinces.abbreviation,
          })
          .from(stateProvinces)
          .orderBy(asc(stateProvinces.displayOrder), asc(stateProvinces.name));
      const countriesQuery = () => ex.select().from(countries).orderBy(asc(countries.displayOrder), asc(countries.name));
      // A transaction is one connection: its statements go one after the other.
      const [cs, sps] = ex === db ? await Promise.all([countriesQuery(), statesQuery()]) : [await countriesQuery(), await statesQuery()];
      const byCountry = new Map<number, StateProvinceRow[]>();
      for (const sp of sps) {
        const list = byCountry.get(sp.countryId) ?? [];
        list.push(sp);
        byCountry.set(sp.countryId, list);
      }
      return cs.map((c) => ({
        id: c.id,
        name: c.name,
        twoLetterIsoCode: c.twoLetterIsoCode,
        displayOrder: c.displayOrder,
        stateProvinces: byCountry.get(c.id) ?? [],
      }));
    },

    /** The country, with the province when given (null when the province is not the country's); on the caller's executor. */
    async destination(countryId: number, stateProvinceId: number | null, ex: Db = db): Promise<DestinationRow | null> {
      const [row] = await ex
        .select({
          countryId: countries.id,
          countryIso: countries.twoLetterIsoCode,
          allowsShipping: countries.allowsShipping,
          stateProvinceId: stateProvinces.id,
          stateAbbreviation: stateProvinces.abbreviation,
        })
        .from(countries)
        .leftJoin(stateProvinces, stateProvinceId === null ? sql`false` : and(eq(stateProvinces.id, stateProvinceId), eq(stateProvinces.countryId, countries.id)))
        .where(eq(countries.id, countryId));
      if (!row || (stateProvinceId !== null && row.stateProvinceId === null)) return null;
      return row;
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;

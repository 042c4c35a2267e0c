import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countries, stateProvinces } from '../../db/schema/directory';

export interface StateProvinceRow {
  id: number;
  countryId: number;
  name: string;
  abbreviation: string;
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
    async listCountries(): Promise<CountryRow[]> {
      const [cs, sps] = await Promise.all([
        db.select().from(countries).orderBy(asc(countries.displayOrder), asc(countries.name)),
        db
          .select({
            id: stateProvinces.id,
            countryId: stateProvinces.countryId,
            name: stateProvinces.name,
            abbreviation: stateProvinces.abbreviation,
          })
          .from(stateProvinces)
          .orderBy(asc(stateProvinces.displayOrder), asc(stateProvinces.name)),
      ]);
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
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;

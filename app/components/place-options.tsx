import type { Country } from '~/lib/reference-data';

// The option lists of a country select and its state/province select, one markup for the address
// forms and the cart's shipping estimate.

/** The states or provinces of `countryId` (none when the country has no list). */
export const provincesOf = (countries: readonly Country[], countryId: string): Country['stateProvinces'] => countries.find((c) => c.id === countryId)?.stateProvinces ?? [];

/** "Choose a country", then every country. */
export function CountryOptions({ countries }: { countries: readonly Country[] }) {
  return (
    <>
      <option value="">Choose a country</option>
      {countries.map((c) => (
        <option key={c.id} value={c.id}>
          {c.name}
        </option>
      ))}
    </>
  );
}

/** The empty choice (`none`), then the country's states or provinces. */
export function ProvinceOptions({ provinces, none }: { provinces: Country['stateProvinces']; none: string }) {
  return (
    <>
      <option value="">{none}</option>
      {provinces.map((p) => (
        <option key={p.id} value={p.id}>
          {p.name}
        </option>
      ))}
    </>
  );
}

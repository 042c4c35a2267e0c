import type { RouterContextProvider } from 'react-router';
import { graphql } from '~/gql/gql';
import type { CountriesQuery } from '~/gql/graphql';
import { publicServerQuery } from './graphql';

/** A country the store knows, with its states or provinces (the address forms and the cart's destination). */
export type Country = CountriesQuery['v1']['countries'][number];

export const COUNTRIES_QUERY = graphql(`query Countries { v1 { countries { id name twoLetterIsoCode stateProvinces { id name abbreviation } } } }`);

/**
 * The countries for a page's loader, the same for everyone (the data cache keeps them). A failure
 * gives an empty list: only the address and destination fields need them, not the page around them.
 */
export async function loadCountries(context: Readonly<RouterContextProvider>): Promise<Country[]> {
  try {
    return (await publicServerQuery(context, COUNTRIES_QUERY)).v1.countries;
  } catch {
    return [];
  }
}

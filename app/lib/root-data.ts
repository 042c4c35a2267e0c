import { graphql } from '~/gql/gql';
import { useRouteLoaderData } from 'react-router';
import type { RootQuery } from '~/gql/graphql';
import type { SessionState } from '../../shared/session-cookie';
import type { StoreSettings } from './app-context';

/** A top-level category (a home page group) with its sub-categories, which are search terms. */
export interface CategoryGroup {
  id: string;
  name: string;
  seoName: string;
  showOnHomePage: boolean;
  children: Array<{ id: string; name: string }>;
}

export interface Brand {
  id: string;
  name: string;
}

/** What the root loader gives every page: the store's settings and the catalogue's outline. */
export interface RootData {
  store: StoreSettings;
  categoryGroups: CategoryGroup[];
  brands: Brand[];
  /** For the footer's copyright; from the server so hydration agrees around New Year. */
  year: number;
  /** Who the server rendered the page for (the request's session cookies); the browser takes over after hydration. */
  session: SessionState;
  /** The number of units in the session's cart, for the header (0 without a session). */
  cartCount: number;
  /** The session's fleet as the header shows it (the selected machine and the others to switch to); null without a session or when it could not be read. */
  headerFleet: HeaderFleet | null;
}

/** A fleet machine as the header names it. */
export interface HeaderFleetMachine {
  id: string;
  name: string;
  machineModel: { name: string };
}

export interface HeaderFleet {
  selectedGarageItemId: string | null;
  items: HeaderFleetMachine[];
}

export const ROOT_QUERY = graphql(`
  query Root {
    v1 {
      categories { id name seoName parentCategoryId displayOrder showOnHomePage }
      manufacturers { id name displayOrder }
    }
  }
`);

export type RootQueryResult = RootQuery;

/** Turns the flat category list into groups with their sub-categories, both in display order. */
export function buildCategoryGroups(categories: RootQueryResult['v1']['categories']): CategoryGroup[] {
  const byOrder = [...categories].sort((a, b) => a.displayOrder - b.displayOrder || Number(a.id) - Number(b.id));
  const groups = new Map<string, CategoryGroup>();
  for (const c of byOrder) {
    if (c.parentCategoryId === null) {
      groups.set(c.id, { id: c.id, name: c.name, seoName: c.seoName, showOnHomePage: c.showOnHomePage, children: [] });
    }
  }
  for (const c of byOrder) {
    if (c.parentCategoryId !== null) groups.get(String(c.parentCategoryId))?.children.push({ id: c.id, name: c.name });
  }
  return [...groups.values()];
}

/** The root loader's data; undefined only when the root loader itself failed. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>('root');
}

import { data, type RouterContextProvider } from 'react-router';
import { graphql } from '~/gql/gql';
import { serverQuery } from '~/lib/graphql';

export interface TocEntry {
  id: string;
  text: string;
  depth: number;
}

/** A Markdown page from content/, rendered to HTML on the server. */
export interface ContentPage {
  path: string;
  title: string;
  description: string;
  html: string;
  toc: TocEntry[];
  data: string;
}

const CONTENT_PAGE_QUERY = graphql(`
  query ContentPage($path: String!) {
    v1 {
      contentPage(path: $path) {
        path
        title
        description
        html
        toc {
          id
          text
          depth
        }
        data
      }
    }
  }
`);

const CONTENT_PAGES_QUERY = graphql(`
  query ContentPages($section: String!) {
    v1 {
      contentPages(section: $section) {
        path
        title
        description
        data
      }
    }
  }
`);

/** The page at `path`, or the 404 page. */
export async function loadContentPage(context: Readonly<RouterContextProvider>, path: string): Promise<ContentPage> {
  const result = await serverQuery(context, CONTENT_PAGE_QUERY, { path });
  if (!result.v1.contentPage) throw data(null, { status: 404 });
  return result.v1.contentPage;
}

export type ContentPageSummary = Pick<ContentPage, 'path' | 'title' | 'description' | 'data'>;

/** Every page of a section (help, company, careers, docs), in order. */
export async function loadContentPages(context: Readonly<RouterContextProvider>, section: string): Promise<ContentPageSummary[]> {
  const result = await serverQuery(context, CONTENT_PAGES_QUERY, { section });
  return result.v1.contentPages;
}

/** A page's extra front-matter fields (popular questions, a position's location). */
export function pageData<T>(page: Pick<ContentPage, 'data'>): Partial<T> {
  try {
    return JSON.parse(page.data) as Partial<T>;
  } catch {
    return {};
  }
}

export interface HelpSearchHit {
  path: string;
  anchor: string;
  pageTitle: string;
  heading: string;
  excerpt: string;
}

const HELP_SEARCH_QUERY = graphql(`
  query HelpSearch($query: String!) {
    v1 {
      helpSearch(query: $query, first: 12) {
        path
        anchor
        pageTitle
        heading
        excerpt
      }
    }
  }
`);

/** Sections of the help pages that match every word of the query. */
export async function searchHelp(context: Readonly<RouterContextProvider>, query: string): Promise<HelpSearchHit[]> {
  if (!query.trim()) return [];
  return (await serverQuery(context, HELP_SEARCH_QUERY, { query })).v1.helpSearch;
}

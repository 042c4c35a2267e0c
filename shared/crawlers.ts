import { createIsbotFromList, list } from 'isbot';

// isbot also names headless browsers, which are people's tools (test rigs, screen readers' renderers, kiosks), not
// search engines: spec 2 §4 keeps payment from search crawlers only.
const isSearchCrawlerAgent = createIsbotFromList(list.filter((pattern) => !/headless/i.test(pattern)));

/** Spec 2 §4 "Payment loading": a search-engine crawler's user agent (gets no payment, whatever the gateway). */
export function isSearchCrawler(userAgent: string | null | undefined): boolean {
  return Boolean(userAgent) && isSearchCrawlerAgent(userAgent);
}

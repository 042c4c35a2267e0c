export { isSearchCrawler as isCrawler } from '../../../shared/crawlers';

export const CRAWLER_REFUSAL = 'Card payment is not offered to search-engine crawlers.';

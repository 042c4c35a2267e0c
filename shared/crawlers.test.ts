import { describe, expect, it } from 'vitest';
import { isSearchCrawler } from './crawlers';

describe('isSearchCrawler', () => {
  it('names search-engine crawlers', () => {
    expect(isSearchCrawler('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isSearchCrawler('Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)')).toBe(true);
  });

  it('leaves people alone, headless browsers included', () => {
    expect(isSearchCrawler('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36')).toBe(false);
    expect(isSearchCrawler('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36')).toBe(false);
    expect(isSearchCrawler('')).toBe(false);
    expect(isSearchCrawler(null)).toBe(false);
  });
});

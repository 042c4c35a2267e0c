import { describe, expect, it } from 'vitest';
import { canLoadMore, MAX_RESULTS_PER_REQUEST, resultsToRequest } from './search-paging';

/** What the page does when its "show more" link stays in view: follow it while it is shown. */
function scrollToEnd(totalOnServer: number, perPage = 24): { requests: number; shown: number } {
  let requests = 0;
  let shown = 0;
  for (let page = 1; page <= 50; page++) {
    requests++;
    const asked = resultsToRequest(page, perPage);
    const received = Math.min(asked, totalOnServer);
    shown = received;
    // The server says there is more until its own reach (1,000), however many one request may answer.
    const hasNextPage = received < Math.min(totalOnServer, 1000);
    if (!canLoadMore({ page, received, hasNextPage, perPage })) break;
  }
  return { requests, shown };
}

describe('search result paging', () => {
  it('asks for every earlier page too, up to what one request answers', () => {
    expect(resultsToRequest(1)).toBe(24);
    expect(resultsToRequest(4)).toBe(96);
    expect(resultsToRequest(5)).toBe(MAX_RESULTS_PER_REQUEST);
    expect(resultsToRequest(40)).toBe(MAX_RESULTS_PER_REQUEST);
  });

  it('stops asking for more once a page brings nothing new (a list of 100 of 5,000 results)', () => {
    // Before: the link stayed while the server had more, and each new page asked for the same 100.
    expect(scrollToEnd(5000)).toEqual({ requests: 5, shown: 100 });
    expect(canLoadMore({ page: 5, received: 100, hasNextPage: true })).toBe(false);
    expect(canLoadMore({ page: 6, received: 100, hasNextPage: true })).toBe(false);
  });

  it('loads on while each page brings more, and stops at the end of a short list', () => {
    expect(canLoadMore({ page: 1, received: 24, hasNextPage: true })).toBe(true);
    expect(canLoadMore({ page: 4, received: 96, hasNextPage: true })).toBe(true);
    expect(scrollToEnd(50)).toEqual({ requests: 3, shown: 50 });
    expect(scrollToEnd(10)).toEqual({ requests: 1, shown: 10 });
    expect(canLoadMore({ page: 2, received: 48, hasNextPage: false })).toBe(false);
  });
});

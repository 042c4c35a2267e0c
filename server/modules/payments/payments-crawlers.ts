import { isbot } from 'isbot';

/** Spec 2 §4 "Payment loading": search-engine crawlers get no payment, whatever the gateway. */
export function isCrawler(userAgent: string | null | undefined): boolean {
  return Boolean(userAgent) && isbot(userAgent);
}

export const CRAWLER_REFUSAL = 'Card payment is not offered to search-engine crawlers.';

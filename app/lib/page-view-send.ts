import { graphql } from '~/gql/gql';
import { clientQuery } from './graphql';

// The sending half of page-view reporting: loaded once the page has finished loading, so the
// mutation and the session id stay out of every page's first-load scripts.

const SESSION_KEY = 'ironyard.pageViewSession';

const BROWSER_LOG = graphql(`
  mutation BrowserLog($browserHeight: Int!, $browserWidth: Int!, $timeFromLoad: Int!, $url: String!, $sessionId: String!) {
    v1 { browserLog { log(browserHeight: $browserHeight, browserWidth: $browserWidth, timeFromLoad: $timeFromLoad, url: $url, sessionId: $sessionId) } }
  }
`);

export interface PageView {
  browserHeight: number;
  browserWidth: number;
  timeFromLoad: number;
  url: string;
  sessionId: string;
}

let memorySessionId: string | null = null;

function randomId(): string {
  // randomUUID needs a secure context; getRandomValues works on plain http too.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A random id for this browser tab, kept in sessionStorage (in memory when storage is blocked). */
export function pageViewSessionId(): string {
  try {
    let id = sessionStorage.getItem(SESSION_KEY);
    if (!id) {
      id = randomId();
      sessionStorage.setItem(SESSION_KEY, id);
    }
    return id;
  } catch {
    memorySessionId ??= randomId();
    return memorySessionId;
  }
}

/** Sends one page view; reporting never bothers the user, so failures are dropped. */
export function sendPageView(view: PageView): void {
  clientQuery(BROWSER_LOG, { ...view }).catch(() => {});
}

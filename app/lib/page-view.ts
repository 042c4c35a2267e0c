import { graphql } from '~/gql/gql';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { clientQuery } from './graphql';

const SESSION_KEY = 'ironyard.pageViewSession';
/** Spec 1 §9 / spec 2 §9: the page-view timer checks every 100 ms. */
export const PAGE_VIEW_INTERVAL_MS = 100;

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

/**
 * Reports each page view once the page has settled: a 100 ms timer waits for the document to
 * finish loading, then sends height, width, time since the navigation started, url and session id.
 */
export function usePageViewReporting(): void {
  const location = useLocation();
  const navigation = useNavigation();
  const navigationStart = useRef<number | null>(null);
  const initialKey = useRef(location.key);
  const navigated = useRef(false);

  useEffect(() => {
    if (navigation.state !== 'idle' && navigationStart.current === null) navigationStart.current = performance.now();
  }, [navigation.state]);

  useEffect(() => {
    // The first view counts from the document's navigation start (performance time origin);
    // later views from the moment the client-side navigation began.
    if (location.key !== initialKey.current) navigated.current = true;
    const started = navigated.current ? (navigationStart.current ?? performance.now()) : 0;
    navigationStart.current = null;
    const url = location.pathname + location.search;
    // Each location change sends once: the timer stops itself, and a newer location cancels it.
    const timer = window.setInterval(() => {
      if (document.readyState !== 'complete') return;
      window.clearInterval(timer);
      sendPageView({
        browserHeight: window.innerHeight,
        browserWidth: window.innerWidth,
        timeFromLoad: Math.max(0, Math.round(performance.now() - started)),
        url,
        sessionId: pageViewSessionId(),
      });
    }, PAGE_VIEW_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [location.key, location.pathname, location.search]);
}

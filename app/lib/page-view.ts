import { useEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router';

/** Spec 1 §9 / spec 2 §9: the page-view timer checks every 100 ms. */
export const PAGE_VIEW_INTERVAL_MS = 100;

// The mutation and the session id load only when the first view is sent, after the page has loaded.
const loadSender = () => import('./page-view-send');

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
      const view = {
        browserHeight: window.innerHeight,
        browserWidth: window.innerWidth,
        timeFromLoad: Math.max(0, Math.round(performance.now() - started)),
        url,
      };
      // Reporting never bothers the user: a sender that cannot load drops the view, as a failed send does.
      loadSender().then(
        (m) => m.sendPageView({ ...view, sessionId: m.pageViewSessionId() }),
        () => {},
      );
    }, PAGE_VIEW_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [location.key, location.pathname, location.search]);
}

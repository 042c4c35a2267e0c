import { graphql } from '~/gql/gql';
import { documentId } from '~/lib/graphql';
import { pageViewSessionId } from '~/lib/page-view-send';

// Loaded on the first click of the help phone link, so no page carries it in its first-load scripts.

const HELP_PHONE_CLICK = graphql(`
  mutation HelpPhoneClick($url: String!, $sessionId: String) {
    v1 { browserLog { event(kind: HELP_PHONE_CLICK, url: $url, sessionId: $sessionId) } }
  }
`);

/**
 * Counts a help phone click (spec 2 §1). A beacon outlives the page, whatever the tel: link opens;
 * where beacons are refused, a keepalive fetch does the same. Failures are dropped: counting never
 * bothers the caller.
 */
export function sendHelpPhoneClick(url: string): void {
  const body = JSON.stringify({ documentId: documentId(HELP_PHONE_CLICK), variables: { url, sessionId: pageViewSessionId() } });
  try {
    if (navigator.sendBeacon?.('/api/graphql', new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // Some browsers throw on a beacon they will not queue; the fetch below takes over.
  }
  fetch('/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: true }).catch(() => {});
}

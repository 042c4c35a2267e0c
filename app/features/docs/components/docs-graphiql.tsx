import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { GraphiQL } from 'graphiql';
import { getAccessToken } from '~/features/auth/auth-session';

const DEFAULT_QUERY = `# The store's live API. Press the run button (or Ctrl-Enter).
query StoreInfo {
  v1 {
    info {
      version
      facts { phone hours returnWindowDays shippingCutoff freeShippingThreshold }
    }
  }
}
`;

/** Sends what GraphiQL runs to /api/graphql, with the signed-in customer's token when there is one. */
async function fetcher(params: unknown) {
  const token = await getAccessToken().catch(() => undefined);
  const res = await fetch(token ? `/api/graphql?authorization=${encodeURIComponent(token)}` : '/api/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(params),
  });
  return res.json();
}

/** The explorer itself: loaded only on /graphiql, in the browser (its editor needs the DOM and web workers). */
export default function DocsGraphiQL() {
  return <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} />;
}

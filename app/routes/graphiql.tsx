import { lazy, Suspense, useSyncExternalStore } from 'react';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/graphiql';

// The explorer and its editor are megabytes of script: a chunk of their own, fetched after this page hydrates.
const DocsGraphiQL = lazy(() => import('~/features/docs/components/docs-graphiql'));

const noSubscription = () => () => {};

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: 'GraphiQL Explorer',
    description: 'Try queries and mutations of the Ironyard GraphQL API in your browser, with your own session.',
  });
}

export default function GraphiQLPage() {
  // False on the server and while hydrating, true after: the explorer renders in the browser only.
  const client = useSyncExternalStore(noSubscription, () => true, () => false);
  const loading = (
    <p role="status" className="p-6">
      Loading the explorer…
    </p>
  );
  return (
    <div className="mx-auto max-w-screen-2xl px-4 py-4 md:px-6">
      <h1 className="text-2xl font-bold">GraphiQL Explorer</h1>
      <p className="mt-1 text-sm text-ink-700">
        Runs against <code>/api/graphql</code> as you: signed in, your account; otherwise as a visitor. See the{' '}
        <a href="/documentation" className="underline">
          documentation
        </a>
        .
      </p>
      <div data-testid="graphiql" className="mt-3 h-[75vh] min-h-[480px] overflow-hidden rounded-md border border-gray-300">
        {client ? <Suspense fallback={loading}>
          <DocsGraphiQL />
        </Suspense> : loading}
      </div>
    </div>
  );
}

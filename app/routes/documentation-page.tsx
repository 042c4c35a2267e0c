import { data, isRouteErrorResponse } from 'react-router';
import { PageNotFound } from '~/components/page/page-not-found';
import { HelpToc } from '~/features/help/components/help-article';
import { DocsLayout } from '~/features/docs/components/docs-nav';
import { DocOperationEntry, DocTypeEntry } from '~/features/docs/components/docs-reference';
import { loadDocSchema, type DocOperation, type DocType } from '~/features/docs/docs-schema';
import { loadContentPage, type ContentPage } from '~/features/help/help-content';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/documentation-page';

const GENERATED = {
  queries: { title: 'Queries', description: 'Every query of the Ironyard GraphQL API under v1, with its arguments and result type.' },
  mutations: { title: 'Mutations', description: 'Every mutation of the Ironyard GraphQL API, grouped by area under v1, with its arguments and result type.' },
  types: { title: 'Types', description: 'Every object, input, enum and scalar type of the Ironyard GraphQL API, with its fields.' },
} as const;

type Loaded =
  | { kind: 'written'; page: ContentPage }
  | { kind: 'operations'; title: string; description: string; operations: DocOperation[] }
  | { kind: 'types'; title: string; description: string; types: DocType[] };

// Written pages come from content/docs; queries, mutations and types from the running schema.
export async function loader({ params, context }: Route.LoaderArgs): Promise<Loaded> {
  const name = params.page.toLowerCase();
  if (name === 'queries' || name === 'mutations' || name === 'types') {
    const schema = await loadDocSchema();
    const { title, description } = GENERATED[name];
    if (name === 'types') return { kind: 'types', title, description, types: schema.types };
    return { kind: 'operations', title, description, operations: name === 'queries' ? schema.queries : schema.mutations };
  }
  if (!/^[a-z0-9-]{1,40}$/.test(name)) throw data(null, { status: 404 });
  return { kind: 'written', page: await loadContentPage(context, `/documentation/${name}`) };
}

export function meta(args: Route.MetaArgs) {
  const d = args.loaderData;
  if (!d) return pageMeta(args, { title: 'Page Not Found', noindex: true });
  const { title, description } = d.kind === 'written' ? d.page : d;
  return pageMeta(args, { title: `${title} | API Documentation`, description, type: 'article' });
}

export default function DocumentationPage({ loaderData: d }: Route.ComponentProps) {
  if (d.kind === 'written') {
    return (
      <DocsLayout>
        <HelpToc toc={d.page.toc} />
        <article className="content-prose mt-4" dangerouslySetInnerHTML={{ __html: d.page.html }} />
      </DocsLayout>
    );
  }
  return (
    <DocsLayout>
      <h1 className="text-2xl font-bold md:text-3xl">{d.title}</h1>
      <p className="mt-2 text-ink-700">{d.description} Generated from the schema the server runs.</p>
      {d.kind === 'operations' ? d.operations.map((op) => <DocOperationEntry key={op.anchor} op={op} />) : d.types.map((t) => <DocTypeEntry key={t.anchor} type={t} />)}
    </DocsLayout>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <PageNotFound />;
  throw error;
}

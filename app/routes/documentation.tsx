import { Link } from 'react-router';
import { DocsLayout, DOC_PAGES } from '~/features/docs/components/docs-nav';
import { loadDocSchema, schemaEntries, searchEntries, type DocEntry } from '~/features/docs/docs-schema';
import { loadContentPage, loadContentPages } from '~/features/help/help-content';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/documentation';

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get('q') ?? '').slice(0, 100);
  const [page, docs, schema] = await Promise.all([loadContentPage(context, '/documentation'), loadContentPages(context, 'docs'), loadDocSchema()]);
  let hits: DocEntry[] = [];
  if (q) {
    const written = docs.filter((d) => d.path !== '/documentation').map((d) => ({ title: d.title, kind: 'Page', href: d.path, text: d.description }));
    hits = searchEntries([...written, ...schemaEntries(schema)], q);
  }
  return { page, q, hits, counts: { queries: schema.queries.length, mutations: schema.mutations.length, types: schema.types.length } };
}

export function meta(args: Route.MetaArgs) {
  const page = args.loaderData?.page;
  return pageMeta(args, { title: page?.title ?? 'API Documentation', description: page?.description, canonicalParams: ['q'] });
}

export default function Documentation({ loaderData }: Route.ComponentProps) {
  const { page, q, hits, counts } = loaderData;
  return (
    <DocsLayout query={q}>
      <h1 className="text-2xl font-bold md:text-3xl">API Documentation</h1>
      {q && (
        <section aria-labelledby="docs-results" className="mt-4">
          <h2 id="docs-results" className="text-xl font-bold">
            {hits.length === 0 ? `Nothing matches “${q}”` : `${hits.length} ${hits.length === 1 ? 'result' : 'results'} for “${q}”`}
          </h2>
          <ul className="mt-2 space-y-2">
            {hits.map((h) => (
              <li key={h.href}>
                <Link to={h.href} className="font-semibold underline-offset-2 hover:underline">
                  <code>{h.title}</code>
                </Link>{' '}
                <span className="text-sm text-ink-700">{h.kind}</span>
                {h.text && <p className="text-sm">{h.text}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="content-prose mt-4" dangerouslySetInnerHTML={{ __html: page.html }} />
      <h2 className="mt-8 text-xl font-bold">Contents</h2>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {DOC_PAGES.slice(1).map((p) => (
          <li key={p.to}>
            <Link to={p.to} className="underline underline-offset-2">
              {p.label}
            </Link>
            {p.to === '/documentation/queries' && ` (${counts.queries})`}
            {p.to === '/documentation/mutations' && ` (${counts.mutations})`}
            {p.to === '/documentation/types' && ` (${counts.types})`}
          </li>
        ))}
      </ul>
    </DocsLayout>
  );
}

import { Form, Link } from 'react-router';
import { HelpArticle } from '~/features/help/components/help-article';
import { loadContentPage, loadContentPages, pageData, searchHelp } from '~/features/help/help-content';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/help-index';

// The help centre (/help and /support): search over the help pages, popular questions, topics.
export async function loader({ request, context }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get('q') ?? '').slice(0, 200);
  const [page, topics, hits] = await Promise.all([loadContentPage(context, '/help'), loadContentPages(context, 'help'), searchHelp(context, q)]);
  return { page, topics: topics.filter((t) => t.path !== '/help'), q, hits };
}

export function meta(args: Route.MetaArgs) {
  const page = args.loaderData?.page;
  return pageMeta(args, { title: page?.title ?? 'Help Centre', description: page?.description, canonicalParams: ['q'] });
}

interface Popular {
  popular: Array<{ question: string; href: string }>;
}

export default function HelpIndex({ loaderData }: Route.ComponentProps) {
  const { page, topics, q, hits } = loaderData;
  const popular = pageData<Popular>(page).popular ?? [];
  return (
    <HelpArticle
      page={page}
      before={
        <>
          <h1 className="text-2xl font-bold md:text-3xl">Help Centre</h1>
          <Form method="get" role="search" aria-label="Help" className="mt-4 flex max-w-2xl gap-2">
            <label htmlFor="help-q" className="sr-only">
              Search help
            </label>
            <input
              id="help-q"
              name="q"
              type="search"
              defaultValue={q}
              maxLength={200}
              placeholder="Search help: cores, freight damage, returns…"
              className="h-12 min-w-0 flex-1 rounded-md border border-gray-400 px-3"
            />
            <button type="submit" className="h-12 rounded-md bg-brand-500 px-5 font-semibold text-ink-900 hover:bg-brand-400">
              Search help
            </button>
          </Form>
          {q && (
            <section aria-labelledby="help-results" className="mt-6 max-w-3xl">
              <h2 id="help-results" className="text-xl font-bold" aria-live="polite">
                {hits.length === 0 ? `No help pages match “${q}”` : `${hits.length} ${hits.length === 1 ? 'answer' : 'answers'} for “${q}”`}
              </h2>
              {hits.length === 0 ? (
                <p className="mt-2">
                  Try other words, or <Link to="/help/contactus" className="underline">ask us</Link>.
                </p>
              ) : (
                <ul className="mt-3 space-y-3">
                  {hits.map((h) => (
                    <li key={`${h.path}#${h.anchor}`}>
                      <Link to={h.anchor ? `${h.path}#${h.anchor}` : h.path} className="font-semibold underline-offset-2 hover:underline">
                        {h.heading}
                      </Link>
                      <span className="text-sm text-ink-700"> · {h.pageTitle}</span>
                      <p className="text-sm">{h.excerpt}</p>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
          <div className="mt-6" />
        </>
      }
    >
      <div className="mt-8 grid max-w-5xl gap-8 md:grid-cols-2">
        <section aria-labelledby="help-popular">
          <h2 id="help-popular" className="text-xl font-bold">
            Popular questions
          </h2>
          <ul className="mt-3 space-y-1">
            {popular.map((p) => (
              <li key={p.href}>
                <Link to={p.href} className="inline-flex min-h-9 items-center underline-offset-2 hover:underline">
                  {p.question}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="help-topics">
          <h2 id="help-topics" className="text-xl font-bold">
            Help topics
          </h2>
          <ul className="mt-3 space-y-2">
            {topics.map((t) => (
              <li key={t.path}>
                <Link to={t.path} className="font-semibold underline-offset-2 hover:underline">
                  {t.title}
                </Link>
                <p className="text-sm text-ink-700">{t.description}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </HelpArticle>
  );
}

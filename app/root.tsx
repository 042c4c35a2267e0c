import { useEffect } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/root';
import appCss from './app.css?url';
import { PageError } from './components/page/page-error';
import { PageNotFound } from './components/page/page-not-found';
import { MAIN_CONTENT_ID, PageShell } from './components/page/page-shell';
import { cartItemCount } from './features/cart/cart-count.server';
import { loadGarageIfAny } from './features/fleet/fleet-loader.server';
import { getServer } from './lib/app-context';
import { publicServerQuery } from './lib/graphql';
import { pageMeta } from './lib/meta';
import { useNonce } from './lib/nonce';
import { buildCategoryGroups, ROOT_QUERY, useRootData, type RootData } from './lib/root-data';

export async function loader({ context }: Route.LoaderArgs): Promise<RootData> {
  const { store, session } = getServer(context);
  // The header shows the selected fleet machine from the first paint: no request after hydration, no shift.
  const [data, cartCount, garage] = await Promise.all([
    publicServerQuery(context, ROOT_QUERY),
    cartItemCount(context),
    session.loggedIn ? loadGarageIfAny(context) : null,
  ]);
  return {
    store,
    categoryGroups: buildCategoryGroups(data.v1.categories),
    brands: [...data.v1.manufacturers].sort((a, b) => a.displayOrder - b.displayOrder || a.name.localeCompare(b.name)).map(({ id, name }) => ({ id, name })),
    year: new Date().getFullYear(),
    session,
    cartCount,
    headerFleet: garage && {
      selectedGarageItemId: garage.selectedGarageItemId,
      items: garage.items.map(({ id, name, machineModel }) => ({ id, name, machineModel: { name: machineModel.name } })),
    },
  };
}

// Store settings and the catalogue outline do not change with the page, so navigations skip them.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod && formMethod !== 'GET' ? defaultShouldRevalidate : false;
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.ico', sizes: '48x48' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
];

export function meta(args: Route.MetaArgs) {
  const is404 = isRouteErrorResponse(args.error) && args.error.status === 404;
  if (is404) return pageMeta(args, { title: 'Page Not Found', noindex: true });
  if (args.error) return pageMeta(args, { title: 'Something went wrong', noindex: true });
  return pageMeta(args);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const data = useRootData();
  // Without the shell (no root data) the page is hydrated in one piece, and marked here.
  useEffect(() => {
    if (!data) document.documentElement.dataset.hydrated = 'true';
  }, [data]);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#16181d" />
        <Meta />
        {/* With a precedence React puts the stylesheet ahead of the module preloads, so the
            one render-blocking file is fetched first rather than queued behind the scripts. */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        {/* The first paint waits until the header is parsed: with few script files the stylesheet can
            arrive while the header is half parsed, and a paint of half the header's icons moved the
            rest (a layout shift of 0.06 on a phone). Browsers without it paint as before. */}
        <link rel="expect" href={`#${MAIN_CONTENT_ID}`} blocking="render" />
        <Links />
      </head>
      <body className="bg-white font-sans text-ink-900 antialiased">
        {/* The shell lives in the layout, so header and footer stay put when a page turns into an error. */}
        {data ? <PageShell data={data}>{children}</PageShell> : children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRootData();
  if (isRouteErrorResponse(error) && error.status === 404) return <PageNotFound />;
  // A route error response (a 500 the server chose) reads as the one unexpected text too.
  const page = <PageError phone={data?.store.phone} error={isRouteErrorResponse(error) ? undefined : error} />;
  // Without root data the layout has no shell; the page still needs a main landmark.
  return data ? page : <main id={MAIN_CONTENT_ID}>{page}</main>;
}

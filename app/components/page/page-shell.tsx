import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '~/features/auth/auth-use-session';
import { HeaderVariantProvider } from '~/lib/header-variant';
import { usePageViewReporting } from '~/lib/page-view';
import { closeOverlayPanels } from '~/lib/panel-store';
import type { RootData } from '~/lib/root-data';
import { Footer } from '../footer/footer';
import { Header } from '../header/header';
import { PanelHost } from '../panels/panel-host';

export const MAIN_CONTENT_ID = 'main-content';

// Only an administrator acting as a customer sees the banner, so its code loads when one does. The
// session is read in the browser only: the server and the first render show no banner either way.
const ImpersonationBanner = lazy(() => import('~/features/auth/components/auth-impersonation-banner').then((m) => ({ default: m.ImpersonationBanner })));

function Impersonation() {
  const { impersonating } = useSession();
  if (!impersonating) return null;
  return (
    <Suspense fallback={null}>
      <ImpersonationBanner />
    </Suspense>
  );
}

function useCloseOverlaysOnNavigation() {
  const { pathname, search } = useLocation();
  // A link inside a panel leads away; the panel should not stay open over the new page.
  useEffect(() => closeOverlayPanels(), [pathname, search]);
}

/**
 * Marks the page as interactive: until then a click on a button does nothing, and the browser tests
 * wait for this before they click. It sits in the last of the shell's boundaries below, which React
 * hydrates (and commits) with the others, so it is set once the whole page is hydrated.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/**
 * The chrome around every page: skip link, header (by variant), main, footer, side panels.
 *
 * Header, page and footer are each a Suspense boundary, though nothing in them waits for data: on a
 * page served whole, React hydrates what lies outside boundaries in one task, then each boundary in
 * slices of a few milliseconds, yielding to the browser between them, so the page's hydration is no
 * one long task (docs/benchmarks.md, "Hydration in slices"). A click on a part not hydrated yet
 * hydrates that part first, then is handled.
 */
export function PageShell({ data, children }: { data: RootData; children: ReactNode }) {
  usePageViewReporting();
  useCloseOverlaysOnNavigation();
  return (
    <HeaderVariantProvider>
      <div className="flex min-h-dvh flex-col">
        <a
          href={`#${MAIN_CONTENT_ID}`}
          className="sr-only z-50 rounded-md bg-brand-500 px-4 py-3 font-semibold text-ink-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <Impersonation />
        <Suspense fallback={null}>
          <Header store={data.store} />
        </Suspense>
        {/* tabIndex lets the skip link move focus here, not only scroll. */}
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
          <Suspense fallback={null}>{children}</Suspense>
        </main>
        <Suspense fallback={null}>
          <Footer storeName={data.store.name} year={data.year} />
          <HydratedMark />
        </Suspense>
      </div>
      <PanelHost data={data} />
    </HeaderVariantProvider>
  );
}

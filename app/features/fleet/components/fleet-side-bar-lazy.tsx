import { lazy, Suspense, useState } from 'react';
import { usePanelOpen } from '~/lib/panel-store';

// The side bar (a Radix dialog) is fetched when first opened, so the pages that offer it keep their first load small.
const FleetSideBar = lazy(() => import('./fleet-side-bar').then((m) => ({ default: m.FleetSideBar })));

/** The My Fleet side bar, mounted from the first time it opens (it then stays, so focus can return). */
export function LazyFleetSideBar() {
  const open = usePanelOpen('fitmentSideBar');
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  return <Suspense fallback={null}>{(open || used) && <FleetSideBar />}</Suspense>;
}

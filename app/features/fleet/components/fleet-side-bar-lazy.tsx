import { lazy, Suspense, useState } from 'react';
import { usePanelOpen } from '~/lib/panel-store';
import type { GarageState } from '../api/fleet-garage';

// The side bar (a Radix dialog) is fetched when first opened, so the pages that offer it keep their first load small.
const FleetSideBar = lazy(() => import('./fleet-side-bar').then((m) => ({ default: m.FleetSideBar })));

/** The My Fleet side bar for the fleet the page's loader read, mounted from the first time it opens (it then stays, so focus can return). */
export function LazyFleetSideBar({ garage }: { garage: GarageState }) {
  const open = usePanelOpen('fitmentSideBar');
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  return <Suspense fallback={null}>{(open || used) && <FleetSideBar garage={garage} />}</Suspense>;
}

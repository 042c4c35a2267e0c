import { lazy, Suspense, useState } from 'react';
import type { RootData } from '~/lib/root-data';
import { usePanelOpen } from '~/lib/panel-store';
import { useSignInHref } from '../header/header-sign-in-href';
import { PANEL_LOADERS, type HeaderPanelId } from './panel-loaders';

const DepartmentsPanel = lazy(PANEL_LOADERS.departments);
const AccountPanel = lazy(PANEL_LOADERS.account);
const MobileMenuPanel = lazy(PANEL_LOADERS.mobileMenu);

/** True from the first time a panel opens: it then stays mounted, so Radix can hand focus back. */
function useOpenedOnce(id: HeaderPanelId): boolean {
  const open = usePanelOpen(id);
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  return open || opened;
}

/**
 * Mounts the header's side panels, each only once it has been asked for. What they share with the
 * shell comes as props: a panel's chunk that imported from the shell's would make the root route's
 * chunk re-export it through one more file on every page.
 */
export function PanelHost({ data }: { data: RootData }) {
  const signInHref = useSignInHref();
  const departments = useOpenedOnce('departments');
  const account = useOpenedOnce('account');
  const mobileMenu = useOpenedOnce('mobileMenu');
  return (
    <>
      {/* One boundary each: fetching one panel must not hide another that is open. */}
      <Suspense fallback={null}>{departments && <DepartmentsPanel groups={data.categoryGroups} brands={data.brands} />}</Suspense>
      <Suspense fallback={null}>{account && <AccountPanel signInHref={signInHref} />}</Suspense>
      <Suspense fallback={null}>{mobileMenu && <MobileMenuPanel store={data.store} signInHref={signInHref} />}</Suspense>
    </>
  );
}

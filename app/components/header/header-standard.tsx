import clsx from 'clsx';
import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router';
import { useSession } from '~/features/auth/auth-use-session';
import type { StoreSettings } from '~/lib/app-context';
import { ChevronDownIcon, GridIcon, MenuIcon } from '../icons';
import { HeaderAccount } from './header-account';
import { HeaderCartLink } from './header-cart-link';
import { HeaderFleetLink } from './header-fleet-link';
import { HeaderHelpPhone } from './header-help-phone';
import { HeaderLogo } from './header-logo';
import { HeaderMachine } from './header-machine';
import { HeaderPanelButton } from './header-panel-button';
import { HeaderSearchForm } from './header-search-form';

export const HEADER_LINKS = [
  { to: '/help', label: 'Help' },
  { to: '/team', label: 'Meet The Team' },
  { to: '/sellwithus', label: 'Sell With Us' },
] as const;

// The staff's links load only for staff: nobody else downloads them.
const StaffLinks = lazy(() => import('~/features/auth/components/auth-admin-links').then((m) => ({ default: m.StaffLinks })));

function HeaderStaffLinks() {
  const { staffPermissions } = useSession();
  if (staffPermissions.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <StaffLinks className="gap-1" itemClassName="h-9 min-h-0 rounded-sm px-2 text-sm font-normal whitespace-nowrap hover:bg-ink-700" />
    </Suspense>
  );
}

interface Props {
  store: StoreSettings;
  /** NO_SEARCH_ON_MOBILE hides the search row under 768 px. */
  searchOnMobile?: boolean;
}

/**
 * STANDARD (and NO_SEARCH_ON_MOBILE): one row with logo, search, account, fleet and cart, and a
 * second row with departments, links and the help phone. Under 768 px the search box wraps to its
 * own row and the links move into the side menu. Everything is sized by CSS, so nothing shifts.
 */
export function HeaderStandard({ store, searchOnMobile = true }: Props) {
  return (
    <header className="dark-surface bg-ink-900 text-white">
      <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center gap-x-1 gap-y-2 px-2 py-1.5 sm:gap-x-2 sm:px-3 md:flex-nowrap md:gap-x-4 md:px-6 md:py-2">
        <HeaderPanelButton panel="mobileMenu" className="header-icon-button md:hidden">
          <MenuIcon width={22} height={22} />
          <span className="text-[11px] leading-none">Menu</span>
        </HeaderPanelButton>
        <HeaderLogo />
        <HeaderSearchForm hostsPanel className={clsx('order-last w-full md:order-none md:w-auto md:flex-1', !searchOnMobile && 'max-md:hidden')} />
        <div className="ml-auto flex items-center gap-0.5 sm:gap-1 md:ml-0 md:gap-2">
          <HeaderHelpPhone store={store} layout="icon" className="md:hidden" />
          <HeaderAccount />
          <HeaderMachine />
          <HeaderFleetLink className="max-sm:hidden" />
          <HeaderCartLink />
        </div>
      </div>
      <nav aria-label="Store" className="bg-ink-800 max-md:hidden">
        <div className="mx-auto flex h-11 max-w-screen-2xl items-center gap-1 px-6">
          <HeaderPanelButton panel="departments" className="-ml-2 flex h-9 shrink-0 items-center gap-2 rounded-sm px-2 text-sm font-semibold hover:bg-ink-700">
            <GridIcon width={18} height={18} className="text-brand-400" />
            Departments
            <ChevronDownIcon width={16} height={16} />
          </HeaderPanelButton>
          <ul className="flex items-center gap-1">
            {HEADER_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className="flex h-9 items-center rounded-sm px-2 text-sm whitespace-nowrap hover:bg-ink-700 aria-[current=page]:text-brand-400">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <HeaderStaffLinks />
          <HeaderHelpPhone store={store} layout="stacked" className="ml-auto shrink-0" />
        </div>
      </nav>
    </header>
  );
}

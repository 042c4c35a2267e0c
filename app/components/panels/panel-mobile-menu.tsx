import { Link } from 'react-router';
import { useSession } from '~/features/auth/auth-use-session';
import { StaffLinks } from '~/features/auth/components/auth-admin-links';
import type { StoreSettings } from '~/lib/app-context';
import { openPanel } from '~/lib/panel-store';
import { ChevronRightIcon, GridIcon, UserIcon } from '../icons';
import { HeaderHelpPhone } from '../header/header-help-phone';
import { PanelLinkList } from './panel-link-list';
import { SidePanel } from './panel-side';

/** Spec 1 §2: the mobile side menu adds these; guests also see My Fleet (customers have Your Fleet in the account panel). */
export const MOBILE_MENU_LINKS = [
  { to: '/about', label: 'About' },
  { to: '/team', label: 'Meet the Team' },
  { to: '/sellwithus', label: 'Sell With Us' },
  { to: '/vendor', label: 'Become a Vendor' },
  { to: '/help', label: 'Help' },
  { to: '/partsbooks', label: 'Parts Books' },
];
const MY_FLEET = { to: '/MyFleet', label: 'My Fleet' };

export default function MobileMenuPanel({ store, signInHref }: { store: StoreSettings; signInHref: string }) {
  const session = useSession();
  const user = session.isRegistered ? session.userInfo : null;
  const links = user ? MOBILE_MENU_LINKS : [...MOBILE_MENU_LINKS, MY_FLEET];
  return (
    <SidePanel panel="mobileMenu" title="Menu">
      {user ? (
        <button
          type="button"
          onClick={() => openPanel('account')}
          className="flex min-h-12 w-full items-center gap-3 border-b border-gray-200 bg-gray-50 px-4 text-left text-sm font-semibold hover:bg-gray-100"
        >
          <UserIcon width={20} height={20} />
          <span className="min-w-0 flex-1 truncate">{user.name || user.email}</span>
          <ChevronRightIcon width={18} height={18} />
        </button>
      ) : (
        <Link to={signInHref} className="flex min-h-12 items-center gap-3 border-b border-gray-200 bg-gray-50 px-4 text-sm font-semibold hover:bg-gray-100">
          <UserIcon width={20} height={20} />
          <span className="flex-1">Log in</span>
          <ChevronRightIcon width={18} height={18} />
        </Link>
      )}
      <button
        type="button"
        onClick={() => openPanel('departments')}
        className="flex min-h-12 w-full items-center gap-3 border-b border-gray-200 px-4 text-left text-sm font-semibold hover:bg-gray-100"
      >
        <GridIcon width={20} height={20} />
        <span className="flex-1">Shop by Department</span>
        <ChevronRightIcon width={18} height={18} />
      </button>
      <nav aria-label="Menu" className="border-b border-gray-200 py-2">
        <PanelLinkList items={links} />
      </nav>
      <StaffLinks className="gap-2 border-b border-gray-200 px-2 py-2" itemClassName="rounded-md px-3 text-sm hover:bg-gray-100" />
      <div className="p-4 text-ink-900">
        <p className="mb-2 text-sm font-semibold">Questions? Real people answer.</p>
        <HeaderHelpPhone store={store} layout="stacked" tone="light" />
      </div>
    </SidePanel>
  );
}

import { Link, useNavigate } from 'react-router';
import { signOut } from '~/features/auth/auth-account';
import { useSession } from '~/features/auth/auth-use-session';
import { StaffLinks } from '~/features/auth/components/auth-admin-links';
import { closeOverlayPanels, openPanel } from '~/lib/panel-store';
import { GridIcon } from '../icons';
import { PanelLinkList } from './panel-link-list';
import { SidePanel } from './panel-side';

const ACCOUNT_LINKS = [
  { to: '/account', label: 'Your Account' },
  { to: '/account/orders', label: 'Your Orders' },
  { to: '/MyFleet', label: 'Your Fleet' },
];

/**
 * The account panel: who is signed in and Sign Out, or "Log in" for guests; then the account pages.
 */
export default function AccountPanel({ signInHref }: { signInHref: string }) {
  const session = useSession();
  const navigate = useNavigate();
  const user = session.isRegistered ? session.userInfo : null;
  return (
    <SidePanel panel="account" title="Your Account" side="right">
      {user ? (
        <div className="border-b border-gray-200 p-4">
          <p className="text-sm text-gray-700">Signed in as</p>
          <p className="truncate font-semibold">{user.name || user.email}</p>
          {user.name && <p className="truncate text-sm text-gray-700">{user.email}</p>}
          <button
            type="button"
            onClick={async () => {
              closeOverlayPanels();
              await signOut();
              navigate('/');
            }}
            className="mt-3 flex h-11 w-full items-center justify-center rounded-md border border-gray-300 font-semibold hover:bg-gray-100"
          >
            Sign Out
          </button>
        </div>
      ) : (
        <div className="border-b border-gray-200 p-4">
          <p className="text-sm text-gray-700">Sign in to see your orders, saved machines and payment methods.</p>
          <Link
            to={signInHref}
            className="mt-3 flex h-11 items-center justify-center rounded-md bg-brand-500 font-semibold text-ink-900 hover:bg-brand-400"
          >
            Log in
          </Link>
        </div>
      )}
      <nav aria-label="Account" className="py-2">
        <PanelLinkList items={ACCOUNT_LINKS} />
      </nav>
      <StaffLinks className="gap-2 border-b border-gray-200 px-2 py-2" itemClassName="rounded-md px-3 text-sm hover:bg-gray-100" />
      <button
        type="button"
        onClick={() => openPanel('departments')}
        className="flex min-h-12 w-full items-center gap-3 border-t border-gray-200 px-4 text-left text-sm font-semibold hover:bg-gray-100"
      >
        <GridIcon width={20} height={20} />
        Shop by Department
      </button>
    </SidePanel>
  );
}

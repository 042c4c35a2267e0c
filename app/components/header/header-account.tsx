import clsx from 'clsx';
import { Link } from 'react-router';
import { useSession } from '~/features/auth/auth-use-session';
import { openPanel, usePanelOpen } from '~/lib/panel-store';
import { ChevronDownIcon, UserIcon } from '../icons';
import { preloadPanel } from '../panels/panel-loaders';
import { useSignInHref } from './header-sign-in-href';

/**
 * The account entry (spec 1 §2): a signed-in customer's name or e-mail, otherwise "Log in"; the
 * chevron opens the account panel with Your Account, Your Orders, Your Fleet and Sign Out.
 */
export function HeaderAccount({ className }: { className?: string }) {
  const signInHref = useSignInHref();
  const open = usePanelOpen('account');
  const session = useSession();
  const signedIn = session.isRegistered && session.userInfo;
  const label = signedIn ? session.userInfo!.name || session.userInfo!.email : 'Log in';
  return (
    <div className={clsx('flex items-center', className)}>
      {signedIn ? (
        <button type="button" onClick={() => openPanel('account')} className="header-icon-button" aria-label={`Account menu for ${label}`}>
          <UserIcon width={22} height={22} />
          <span className="max-w-28 truncate text-[11px] leading-none whitespace-nowrap lg:text-sm lg:font-semibold">{label}</span>
        </button>
      ) : (
        <Link to={signInHref} className="header-icon-button">
          <UserIcon width={22} height={22} />
          <span className="text-[11px] leading-none whitespace-nowrap lg:text-sm lg:font-semibold">{label}</span>
        </Link>
      )}
      <button
        type="button"
        aria-label="Account menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => openPanel('account')}
        onPointerEnter={() => preloadPanel('account')}
        onFocus={() => preloadPanel('account')}
        className="flex h-11 w-7 items-center justify-center rounded-sm max-md:hidden"
      >
        <ChevronDownIcon width={18} height={18} />
      </button>
    </div>
  );
}

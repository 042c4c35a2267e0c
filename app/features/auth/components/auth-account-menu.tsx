import clsx from 'clsx';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { signOut } from '../auth-account';
import { useSession } from '../auth-use-session';

export const ACCOUNT_MENU_LINKS = [
  { to: '/account', label: 'Your Account' },
  { to: '/account/orders', label: 'Your Orders' },
  { to: '/MyFleet', label: 'Your Fleet' },
] as const;

/** `/signin?p=<this page>`: where "Log in" leads, coming back here afterwards. */
export function useSignInLink(): string {
  const { pathname, search } = useLocation();
  const here = pathname === '/signin' ? (new URLSearchParams(search).get('p') ?? '/') : pathname + search;
  return `/signin?p=${encodeURIComponent(here)}`;
}

/**
 * The account menu (spec 1 §2): for a signed-in customer, their name or e-mail opening Your
 * Account, Your Orders, Your Fleet and Sign Out; for everyone else a "Log in" link.
 */
export function AccountMenu({ className }: { className?: string }) {
  const session = useSession();
  const signInLink = useSignInLink();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Remembering the page the menu opened on closes it by itself after a navigation.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean | ((was: boolean) => boolean)) =>
    setOpenOn((prev) => ((typeof value === 'function' ? value(prev === pathname) : value) ? pathname : null));
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  if (!session.isRegistered || !session.userInfo) {
    return (
      <Link to={signInLink} className={clsx('inline-flex min-h-11 items-center px-2 font-semibold hover:underline', className)}>
        Log in
      </Link>
    );
  }

  const label = session.userInfo.name || session.userInfo.email;
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      setOpen(false);
      button.current?.focus();
    }
  };

  return (
    <div
      ref={root}
      className={clsx('relative', className)}
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex min-h-11 max-w-56 items-center gap-1 px-2 font-semibold"
      >
        <span className="sr-only">Account menu for </span>
        <span className="truncate">{label}</span>
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="m6 9 6 6 6-6" />
        </svg>
      </button>
      {open && (
        <ul
          id={menuId}
          className="absolute right-0 z-40 mt-1 min-w-48 rounded-md border border-gray-200 bg-white py-1 text-ink-900 shadow-lg"
        >
          {ACCOUNT_MENU_LINKS.map((l) => (
            <li key={l.to}>
              <Link to={l.to} className="block px-4 py-2.5 text-sm hover:bg-gray-100" onClick={() => setOpen(false)}>
                {l.label}
              </Link>
            </li>
          ))}
          <li className="border-t border-gray-200">
            <button
              type="button"
              className="block w-full px-4 py-2.5 text-left text-sm hover:bg-gray-100"
              onClick={async () => {
                setOpen(false);
                await signOut();
                navigate('/');
              }}
            >
              Sign Out
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}

import clsx from 'clsx';
import { useState } from 'react';
import { Link } from 'react-router';
import { CLIENT_ID } from '../api/auth-api';
import { getAccessToken } from '../auth-session';
import { useSession } from '../auth-use-session';

/**
 * The Admin button (staff only): hands the access token to `/Admin/savecookie`, which
 * sets the HttpOnly admin cookie, then opens the admin area. Failure: "Failed to save cookie".
 */
export function AdminButton({ redirectTo = '/admin', className }: { redirectTo?: string; className?: string }) {
  const { staffPermissions } = useSession();
  const [pending, setPending] = useState(false);
  if (staffPermissions.length === 0) return null;

  async function open() {
    setPending(true);
    try {
      const accessToken = await getAccessToken();
      if (!accessToken) throw new Error('signed out');
      const query = new URLSearchParams({ client_id: CLIENT_ID, accessToken, redirectTo });
      // redirect 'manual' keeps the token-bearing redirect out of the page's history.
      const res = await fetch(`/Admin/savecookie?${query}`, { redirect: 'manual', credentials: 'same-origin', cache: 'no-store' });
      if (res.type !== 'opaqueredirect' && !res.ok) throw new Error(`savecookie ${res.status}`);
      window.location.assign(redirectTo);
    } catch {
      window.alert('Failed to save cookie');
      setPending(false);
    }
  }

  return (
    <button type="button" onClick={open} disabled={pending} aria-busy={pending || undefined} className={clsx('min-h-11 px-2 font-semibold', className)}>
      Admin
    </button>
  );
}

/** The Quotes link, shown to administrators (spec 1 §2) and staff who work quotes. */
export function QuotesLink({ className }: { className?: string }) {
  const { staffPermissions } = useSession();
  if (!staffPermissions.includes('quotes')) return null;
  return (
    <Link to="/quotes" className={clsx('inline-flex min-h-11 items-center px-2 font-semibold', className)}>
      Quotes
    </Link>
  );
}

/**
 * The staff's two entries (spec 1 §2, spec 2 §2: administrators see Quotes and an Admin button in
 * the header and the side menus), as one group; nothing for anyone else.
 */
export function StaffLinks({ className, itemClassName }: { className?: string; itemClassName?: string }) {
  const { staffPermissions } = useSession();
  if (staffPermissions.length === 0) return null;
  return (
    <div className={clsx('flex items-center', className)} data-testid="staff-links">
      <QuotesLink className={itemClassName} />
      <AdminButton className={itemClassName} />
    </div>
  );
}

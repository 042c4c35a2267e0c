import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '~/components/button';
import { useSession } from '~/features/auth/auth-use-session';

// The server refuses a guest's listing (UNAUTHENTICATED): a guest is told why and offered an account instead of the form.
const REASON = 'Only registered customers can list machines for sale.';

/** Who may list a machine: registered customers (and staff acting as one); guests are refused; unknown while the session is read. */
export function useSellAccess(): 'registered' | 'guest' | 'unknown' {
  const session = useSession();
  if (session.status === 'loading') return 'unknown';
  return session.loggedIn && !session.isGuest ? 'registered' : 'guest';
}

/** Sign in and create-account links that come back to this page. */
function useAccountLinks() {
  const { pathname, search } = useLocation();
  const back = encodeURIComponent(pathname + search);
  return { signIn: `/signin?p=${back}`, create: `/signin?tab=create&p=${back}` };
}

/** In place of the Sell link on a machine: why a guest cannot sell it, and the way to an account. */
export function FleetSellAccountNote({ machineName }: { machineName: string }) {
  const links = useAccountLinks();
  const target = <span className="sr-only"> to sell {machineName}</span>;
  return (
    <p className="text-sm text-ink-700">
      {REASON}{' '}
      <Link to={links.signIn} className="font-semibold text-blue-800 underline">
        Sign in{target}
      </Link>{' '}
      or{' '}
      <Link to={links.create} className="font-semibold text-blue-800 underline">
        Create account{target}
      </Link>
      .
    </p>
  );
}

/** The sell page for a guest: the reason and the way to an account, and nothing that would be refused. */
export function FleetSellAccountOffer({ heading, children }: { heading: ReactNode; children?: ReactNode }) {
  const links = useAccountLinks();
  return (
    <div className="max-w-xl space-y-4">
      {heading}
      <p>
        {REASON} Sign in or create an account; the machines in your fleet come with you, and you can list this one straight away.
      </p>
      <div className="flex flex-wrap gap-3">
        <Link to={links.signIn} className={buttonClass({ variant: 'primary' })}>
          Sign in
        </Link>
        <Link to={links.create} className={buttonClass({ variant: 'secondary' })}>
          Create account
        </Link>
        {children}
      </div>
    </div>
  );
}

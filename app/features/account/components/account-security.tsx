import { Link } from 'react-router';
import { buttonClass } from '~/components/button';
import { useSession } from '~/features/auth/auth-use-session';
import type { Account } from '../api/account-api';
import { SavedNotice } from './account-page';

/** The edit pages of /account/security/edit/{field}. */
export const SECURITY_FIELDS = ['name', 'emailaddress', 'password', 'phonenumber', 'feedbackname'] as const;
export type SecurityField = (typeof SECURITY_FIELDS)[number];

export const SECURITY_TITLES: Record<SecurityField, string> = {
  name: 'Change your name',
  emailaddress: 'Change your e-mail address',
  password: 'Change your password',
  phonenumber: 'Change your phone number',
  feedbackname: 'Change your feedback name',
};

/** /account/security (and /account/security/edit): each detail of the account with its edit page. */
export function AccountSecurity({ account, notice }: { account: Account | null; notice: string | null }) {
  return (
    <div className="max-w-2xl space-y-3">
      <SavedNotice text={notice} />
      {account ? <SecurityRows a={account} /> : <p>Your account could not be found.</p>}
    </div>
  );
}

function SecurityRows({ a }: { a: Account }) {
  const session = useSession();
  const ownSession = !session.impersonating;
  const rows: Array<{ field: SecurityField; label: string; value: React.ReactNode; allowed: boolean }> = [
    { field: 'name', label: 'Name', value: `${a.firstName} ${a.lastName}`.trim() || 'Not given', allowed: true },
    {
      field: 'emailaddress',
      label: 'E-mail',
      value: (
        <>
          {a.email}
          {a.pendingEmail && (
            <span className="block text-sm text-ink-700" data-testid="pending-email">
              Waiting for confirmation: {a.pendingEmail} (open the link we sent there)
            </span>
          )}
        </>
      ),
      allowed: ownSession,
    },
    { field: 'password', label: 'Password', value: '••••••••', allowed: ownSession },
    { field: 'phonenumber', label: 'Phone number', value: a.phoneNumberDisplay || 'Not given', allowed: true },
    { field: 'feedbackname', label: 'Feedback name', value: a.feedbackName || 'Not chosen (shown on your reviews and feedback)', allowed: true },
  ];
  return (
    <ul className="divide-y divide-gray-300 rounded-lg border border-gray-300">
      {rows.map((r) => (
        <li key={r.field} className="flex flex-wrap items-center justify-between gap-3 p-4">
          <div className="min-w-0">
            <h2 className="font-bold">{r.label}</h2>
            <div className="break-words" data-testid={`security-${r.field}`}>
              {r.value}
            </div>
          </div>
          {r.allowed ? (
            <Link
              to={`/account/security/edit/${r.field}`}
              aria-label={`Edit ${r.label.toLowerCase()}`}
              className={buttonClass({ variant: 'secondary' })}
            >
              Edit
            </Link>
          ) : (
            <span className="text-sm text-ink-700">Only the customer can change this.</span>
          )}
        </li>
      ))}
    </ul>
  );
}

import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { confirmEmailChange } from '~/features/auth/auth-account';
import { buttonClass, linkClass } from '~/components/button';

const errorText = (err: unknown, fallback: string) => (err instanceof Error && err.message ? err.message : fallback);

/**
 * Confirms a new e-mail address with the token of the mailed link. It asks for a click rather than
 * confirming on load, so a mail scanner that opens links changes nothing.
 */
export function AccountConfirmEmail() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<{ status: 'idle' | 'busy' } | { status: 'done'; email: string } | { status: 'error'; error: string }>({ status: 'idle' });
  if (!token) return <p role="alert">This link is incomplete. Open the link from the e-mail again, or change your e-mail address once more.</p>;
  if (state.status === 'done')
    return (
      <div role="status" className="space-y-3">
        <p className="font-semibold">Done: your account's e-mail address is now {state.email}.</p>
        <Link to="/account/security" className={linkClass}>
          Go to login &amp; security
        </Link>
      </div>
    );
  const confirm = async () => {
    setState({ status: 'busy' });
    try {
      setState({ status: 'done', email: await confirmEmailChange(token) });
    } catch (err) {
      setState({ status: 'error', error: errorText(err, 'The address could not be confirmed.') });
    }
  };
  return (
    <div className="space-y-4">
      <p>Confirm that this mailbox is yours, and it becomes the e-mail address you sign in with.</p>
      {state.status === 'error' && (
        <p role="alert" className="font-semibold text-red-700">
          {state.error}
        </p>
      )}
      <button type="button" onClick={() => void confirm()} disabled={state.status === 'busy'} className={buttonClass({ variant: 'primary' })}>
        {state.status === 'busy' ? 'Confirming…' : 'Confirm e-mail address'}
      </button>
    </div>
  );
}

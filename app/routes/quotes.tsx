import { Link } from 'react-router';
import { useSession } from '~/features/auth/auth-use-session';
import { QuoteCreateForm } from '~/features/quotes/components/quotes-create-form';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/quotes';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Create a Quote', noindex: true });
}

/** /quotes: administrators create a quote for a customer and get its link. */
export default function QuotesPage() {
  const session = useSession();
  return (
    <div className="mx-auto max-w-screen-lg px-4 py-6">
      <h1 className="mb-4 text-2xl font-bold">Create a quote</h1>
      {session.status === 'loading' ? (
        <p role="status">Loading…</p>
      ) : session.staffPermissions.includes('quotes') ? (
        <QuoteCreateForm />
      ) : (
        <p>
          Only store staff can create quotes.{' '}
          {!session.isRegistered && (
            <Link to="/signin?p=%2Fquotes" className="font-semibold text-blue-800 underline">
              Sign in
            </Link>
          )}
        </p>
      )}
    </div>
  );
}

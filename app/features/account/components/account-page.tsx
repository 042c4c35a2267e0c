import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '~/components/button';

/**
 * What an account page's loader hands its component: the page's data for a customer, or the offer
 * of an account for a guest (who has nothing to read here). `notice` is what the last change said.
 */
export type AccountLoaderData<T> = { guest: true; page: null; notice: null } | { guest: false; page: T; notice: string | null };

/** What an action answers about a change: done, with the line to show, or refused, with the reason. */
export type ActionAnswer = { ok: true; notice: string; error?: undefined } | { ok: false; error: string; notice?: undefined };

/** What a guest sees instead of a page that needs an account: create one, or sign in, and come back here. */
function GuestOffer({ here, signIn }: { here: string; signIn: string }) {
  return (
    <section aria-labelledby="guest-offer" className="max-w-xl space-y-3 rounded-lg border border-gray-300 p-5">
      <h2 id="guest-offer" className="text-lg font-bold">
        Create an account to use this page
      </h2>
      <p>You are shopping as a guest. With an account you can keep addresses and cards, change your details and choose what we e-mail you. Your cart and fleet come along.</p>
      <div className="flex flex-wrap gap-3">
        <Link to={`/signin?tab=create&p=${encodeURIComponent(here)}`} className={buttonClass({ variant: 'primary' })}>
          Create an account
        </Link>
        <Link to={signIn} className={buttonClass({ variant: 'secondary' })}>
          Sign in
        </Link>
      </div>
    </section>
  );
}

/**
 * A page of the account area: the signed-in customer's only. The loader answered signed-out
 * visitors with a redirect to sign in; a guest's loader data is the offer of an account (spec 1 §5).
 */
export function AccountPage<T>({
  title,
  parent,
  account,
  children,
}: {
  title: string;
  parent?: { to: string; label: string };
  account: AccountLoaderData<T>;
  children: (page: T) => ReactNode;
}) {
  const { pathname, search } = useLocation();
  const here = pathname + search;
  return (
    <div className="mx-auto w-full max-w-screen-lg px-4 py-6">
      <nav aria-label="Breadcrumb" className="mb-2 text-sm">
        <ol className="flex flex-wrap gap-1">
          {pathname !== '/account' && (
            <li>
              <Link to="/account" className="text-blue-800 underline">
                Your Account
              </Link>
              <span aria-hidden="true"> › </span>
            </li>
          )}
          {parent && (
            <li>
              <Link to={parent.to} className="text-blue-800 underline">
                {parent.label}
              </Link>
              <span aria-hidden="true"> › </span>
            </li>
          )}
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <h1 className="mb-4 text-2xl font-bold break-words">{title}</h1>
      {account.guest ? <GuestOffer here={here} signIn={`/signin?p=${encodeURIComponent(here)}`} /> : children(account.page)}
    </div>
  );
}

/**
 * The line about the last change: this page's action's answer, else the one the loader brought from
 * the page that made it, else one handed over by a browser-side change (a card saved, a password changed).
 */
export function useNotice(loaderNotice: string | null, answer?: { notice?: string } | null): string | null {
  const { state } = useLocation() as { state: { saved?: string } | null };
  return answer?.notice ?? loaderNotice ?? state?.saved ?? null;
}

/** A change's refusal, read out when it appears. */
export function ErrorLine({ error }: { error: string | null | undefined }) {
  if (!error) return null;
  return (
    <p role="alert" className="font-semibold text-red-700">
      {error}
    </p>
  );
}

/** A confirmation that a change was saved, read out by screen readers. */
export function SavedNotice({ text }: { text: string | null }) {
  return (
    <p role="status" className="min-h-6 font-semibold text-green-800">
      {text ?? ''}
    </p>
  );
}

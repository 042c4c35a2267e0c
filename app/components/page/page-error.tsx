import { Link, useRevalidator } from 'react-router';
import { userMessageOf } from '~/lib/errors';

/**
 * Any error other than 404: the one text for unexpected failures (or the network text when the
 * store could not be reached), no details (they stay in the server log), and a way on.
 */
export function PageError({ phone, error }: { phone?: string; error?: unknown }) {
  const revalidator = useRevalidator();
  const retrying = revalidator.state === 'loading';
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <h1 className="text-2xl font-bold md:text-3xl">{userMessageOf(error)}</h1>
      {phone && <p className="mt-3 text-gray-700">If it keeps happening, call us at {phone}.</p>}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {/* Loads the page's data again; without the page's script, the link reloads the page. */}
        <a
          href=""
          onClick={(e) => {
            e.preventDefault();
            if (!retrying) void revalidator.revalidate();
          }}
          aria-disabled={retrying || undefined}
          className="inline-flex h-12 items-center rounded-md bg-brand-500 px-6 font-semibold text-ink-900 hover:bg-brand-400"
        >
          {retrying ? 'Trying again…' : 'Try again'}
        </a>
        <Link to="/" className="inline-flex h-12 items-center rounded-md border border-ink-900 px-6 font-semibold hover:bg-gray-100">
          Go to the home page
        </Link>
      </div>
    </div>
  );
}

import { Link } from 'react-router';

/** Any error other than 404: no details (they stay in the server log), a way on. */
export function PageError({ phone }: { phone?: string }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <h1 className="text-2xl font-bold md:text-3xl">Something went wrong on our side.</h1>
      <p className="mt-3 text-gray-700">
        Please try again in a moment.{phone ? ` If it keeps happening, call us at ${phone}.` : ''}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {/* A full reload, so a broken client state is gone too. */}
        <a href="" className="inline-flex h-12 items-center rounded-md bg-brand-500 px-6 font-semibold text-ink-900 hover:bg-brand-400">
          Try again
        </a>
        <Link to="/" className="inline-flex h-12 items-center rounded-md border border-ink-900 px-6 font-semibold hover:bg-gray-100">
          Go to the home page
        </Link>
      </div>
    </div>
  );
}

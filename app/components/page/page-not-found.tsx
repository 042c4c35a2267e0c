import { Link } from 'react-router';

/** Spec 1 §2: every unknown route; "Take me home." goes to product search. */
export function PageNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <h1 className="text-2xl font-bold md:text-3xl">Error 404 - Page not found.</h1>
      <p className="mt-3 text-gray-700">The page you asked for is not here. Let us help you find the part you need.</p>
      <Link to="/search" className="mt-8 inline-flex h-12 items-center rounded-md bg-brand-500 px-6 font-semibold text-ink-900 hover:bg-brand-400">
        Take me home.
      </Link>
    </div>
  );
}

import { data, Link } from 'react-router';

export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: 'Page Not Found' }, { name: 'robots', content: 'noindex' }];
}

export default function NotFound() {
  return (
    <main className="mx-auto max-w-xl p-8 text-center">
      <h1 className="text-2xl font-bold">Error 404 - Page not found.</h1>
      <Link to="/search" className="mt-6 inline-block rounded bg-brand-500 px-5 py-2 font-semibold text-ink-900">
        Take me home.
      </Link>
    </main>
  );
}

import { useLocation } from 'react-router';

/** The return path for sign-in: where the user is now (or still wants to go, on the sign-in page). */
export function useSignInHref(): string {
  const location = useLocation();
  const here = location.pathname === '/signin' ? (new URLSearchParams(location.search).get('p') ?? '/') : location.pathname + location.search;
  return `/signin?p=${encodeURIComponent(here)}`;
}

import { useSyncExternalStore } from 'react';

/** Spec 1 §9 / spec 2 §2: the layout breakpoints in CSS pixels; the same values are in app.css `@theme`. */
export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200, '2xl': 1536 } as const;

/** Under this width the store is "mobile" (spec 1 §9). */
export const MOBILE_MAX_WIDTH = BREAKPOINTS.md;

export const WIDE_QUERY = `(min-width: ${BREAKPOINTS.md}px)`;

/**
 * Whether a media query matches. The server and the first client render answer `serverValue`, so
 * hydration matches; layout that must not shift belongs in CSS breakpoints, not here.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

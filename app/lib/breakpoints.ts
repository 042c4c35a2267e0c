/** Spec 1 §9 / spec 2 §2: the layout breakpoints in CSS pixels; the same values are in app.css `@theme`. */
export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200, '2xl': 1536 } as const;

/** Under this width the store is "mobile" (spec 1 §9). */
export const MOBILE_MAX_WIDTH = BREAKPOINTS.md;

export const WIDE_QUERY = `(min-width: ${BREAKPOINTS.md}px)`;

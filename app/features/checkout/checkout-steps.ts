/** The steps of spec 2 §2 under /checkout (or /checkout/quote/{quoteGuid}). */
export type CheckoutStep =
  | { name: 'initializer' }
  | { name: 'signin' }
  | { name: 'changeemail' }
  | { name: 'orderreview' }
  | { name: 'payment' }
  | { name: 'payment-add' }
  | { name: 'payment-edit'; id: string }
  | { name: 'shipping' }
  | { name: 'shipping-add' }
  | { name: 'shipping-edit'; id: string }
  | { name: 'unknown' };

export interface CheckoutLocation {
  quoteGuid: string | null;
  step: CheckoutStep;
}

/** Reads the part of the path after /checkout. */
export function parseCheckoutPath(splat: string | undefined): CheckoutLocation {
  let parts = (splat ?? '').split('/').filter(Boolean);
  let quoteGuid: string | null = null;
  if (parts[0]?.toLowerCase() === 'quote') {
    quoteGuid = parts[1] ?? null;
    parts = parts.slice(2);
  }
  const [a, b, c, ...rest] = parts.map((p) => p.toLowerCase());
  const raw = parts[2];
  const step = ((): CheckoutStep => {
    if (rest.length > 0) return { name: 'unknown' };
    if (!a || a === 'initializer') return b ? { name: 'unknown' } : { name: 'initializer' };
    if (a === 'signin' || a === 'changeemail' || a === 'orderreview') return b ? { name: 'unknown' } : { name: a };
    if (a === 'payment' || a === 'shipping') {
      if (!b) return { name: a };
      if (b === 'add' && !c) return { name: `${a}-add` };
      if (b === 'edit' && c && /^\d{1,10}$/.test(raw)) return { name: `${a}-edit`, id: raw };
    }
    return { name: 'unknown' };
  })();
  return { quoteGuid, step };
}

/** The address of a step, keeping the quote segment and the query keys e, a and p. */
export function checkoutHref(quoteGuid: string | null, step: string, query?: { e?: string | null; a?: string | null; p?: string | null }): string {
  const base = quoteGuid ? `/checkout/quote/${quoteGuid}` : '/checkout';
  const path = step ? `${base}/${step}` : base;
  const params = new URLSearchParams();
  for (const k of ['e', 'a', 'p'] as const) {
    const v = query?.[k];
    if (v) params.set(k, v);
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

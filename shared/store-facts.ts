// The store's facts that policies, help pages and the checkout all state. One copy, read from the
// server's configuration (server/config.ts), so a page can never promise what the checkout does not do.

/** Phone, hours, return window, shipping cut-off and the rest, as configured. */
export interface StoreFacts {
  name: string;
  phone: string;
  hours: string;
  /** Where customer service reads contact messages and vendor applications. */
  email: string;
  /** Days after delivery in which a part may be returned for a refund. */
  returnWindowDays: number;
  /** Orders placed before this time (Eastern) on a business day ship the same day. */
  shippingCutoff: string;
  /** Merchandise total (two decimals, dollars) from which parcel ground shipping in the contiguous US is free. */
  freeShippingThreshold: string;
}

/** The placeholders content files may use, e.g. `{{returnWindowDays}}`, with their text. */
export function storeFactPlaceholders(facts: StoreFacts): Record<string, string> {
  return {
    storeName: facts.name,
    phone: facts.phone,
    hours: facts.hours,
    email: facts.email,
    returnWindowDays: String(facts.returnWindowDays),
    shippingCutoff: facts.shippingCutoff,
    freeShippingThreshold: `$${Number(facts.freeShippingThreshold).toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`,
  };
}

// The contact and vendor forms' choices and limits, shared by the form (options, maxlength) and
// the support service (which validates every submission).

/** Contact form topics: value → label. */
export const CONTACT_TOPICS = {
  order: 'An order I placed',
  part: 'Finding the right part',
  returns: 'Returns, cores and refunds',
  shipping: 'Shipping and freight',
  payment: 'Payment and invoices',
  account: 'My account',
  other: 'Something else',
} as const;
export type ContactTopic = keyof typeof CONTACT_TOPICS;

/** Vendor application: how many parts the vendor would list. */
export const VENDOR_CATALOGUE_SIZES = {
  under_500: 'Fewer than 500 parts',
  '500_5000': '500 to 5,000 parts',
  '5000_50000': '5,000 to 50,000 parts',
  over_50000: 'More than 50,000 parts',
} as const;
export type VendorCatalogueSize = keyof typeof VENDOR_CATALOGUE_SIZES;

/** Where an application stands; the back office moves it on. */
export const VENDOR_APPLICATION_STATUSES = ['submitted', 'in_review', 'approved', 'declined'] as const;

export const SUPPORT_LIMITS = {
  name: 100,
  email: 254,
  orderNumber: 40,
  message: 5000,
  company: 150,
  phone: 40,
  website: 200,
  brands: 1000,
  warehouses: 1000,
} as const;

/** The hidden field a person never fills in; a bot that fills every field gives itself away. */
export const HONEYPOT_FIELD = 'website_url';

/** A person needs longer than this after the form is shown to fill it in; a script posts at once. */
export const FORM_MIN_FILL_MS = 3_000;
/** A form shown longer ago than this is stale (or its time is made up). */
export const FORM_MAX_FILL_MS = 24 * 60 * 60_000;

/** A field the service refused, with the text to show next to it. */
export interface FieldError {
  field: string;
  message: string;
}

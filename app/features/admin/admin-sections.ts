import type { StaffPermission } from '../../../shared/staff-permissions';

/**
 * The back office's sections, in nav order: each needs its permission (shared/staff-permissions.ts),
 * so the nav and the overview show a member of staff only what their role opens. A section is
 * listed here only once its page works.
 */
export interface AdminSection {
  to: string;
  label: string;
  permission: StaffPermission;
  /** One line for the overview's card. */
  blurb: string;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { to: '/admin/orders', label: 'Orders', permission: 'orders', blurb: 'Find an order, see its payments and shipments, and ship it.' },
  { to: '/admin/returns', label: 'Returns', permission: 'returns', blurb: 'Approve, reject, receive and refund returns and extended return requests.' },
  { to: '/admin/quotes', label: 'Quotes', permission: 'quotes', blurb: 'Price customers’ quote requests, send the quote by mail, and follow quotes to the order.' },
  { to: '/admin/reviews', label: 'Reviews', permission: 'reviews', blurb: 'Approve, reject and answer product reviews.' },
  { to: '/admin/feedback', label: 'Feedback', permission: 'reviews', blurb: 'Read customers’ feedback on their orders and answer it by mail.' },
  { to: '/admin/customers', label: 'Customers', permission: 'customers', blurb: 'Find a customer by name, e-mail, phone or order; their orders, returns, fleet and addresses; sign-in, password reset and staff roles.' },
  { to: '/admin/messages', label: 'Messages', permission: 'messages', blurb: 'Answer contact messages and vendor applications by mail, and close them.' },
  { to: '/admin/listings', label: 'Rig listings', permission: 'messages', blurb: 'Hide customers’ machines for sale that break the rules, or show them again.' },
  { to: '/admin/products', label: 'Products', permission: 'prices', blurb: 'Find products; edit a price, stock, availability, limits, texts and fitment; change many at once.' },
  { to: '/admin/imports', label: 'Price files', permission: 'prices', blurb: 'Upload a price and stock file, check it and apply it; export prices and stock in the same format.' },
  { to: '/admin/settings', label: 'Settings', permission: 'settings', blurb: 'The store’s phone, hours, returns address and the carrier’s origin.' },
  { to: '/admin/audit', label: 'Audit log', permission: 'audit', blurb: 'Who did what, as whom, to which record, and when.' },
];

export const sectionsFor = (permissions: readonly string[]): AdminSection[] => ADMIN_SECTIONS.filter((s) => permissions.includes(s.permission));

/** What a page throws (403) for a member of staff whose role does not open it: the 403 page says so. */
export const STAFF_ROLE_FORBIDDEN = { reason: 'staff-role-forbidden' } as const;

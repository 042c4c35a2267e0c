import { type RouterContextProvider } from 'react-router';
import { graphql } from '~/gql/gql';
import { serverQuery } from '~/lib/graphql';

// The back office's audit log document; /admin/audit's loader runs it as the signed-in administrator.

const ADMIN_AUDIT = graphql(`
  query AdminAudit($first: Int, $after: String, $person: String, $recordType: String, $recordId: String, $from: String, $to: String) {
    v1 {
      admin {
        auditRecordTypes
        auditLog(first: $first, after: $after, person: $person, recordType: $recordType, recordId: $recordId, from: $from, to: $to) {
          totalCount hasNextPage endCursor
          nodes {
            id at action recordType recordId impersonating ip detail
            actor { id email name }
            subject { id email name }
            changes { field before after }
          }
        }
      }
    }
  }
`);

export const ADMIN_AUDIT_PAGE_SIZE = 30;

/** The filter as the address carries it (`?person=&recordType=&recordId=&from=&to=&after=`). */
export interface AuditFilterParams {
  person: string;
  recordType: string;
  recordId: string;
  from: string;
  to: string;
}

export const AUDIT_FILTER_KEYS = ['person', 'recordType', 'recordId', 'from', 'to'] as const;

export function auditFilterOf(q: URLSearchParams): AuditFilterParams {
  const v = (k: string) => (q.get(k) ?? '').trim().slice(0, 200);
  return { person: v('person'), recordType: v('recordType'), recordId: v('recordId'), from: v('from'), to: v('to') };
}

/** The filter fields that are not a real day (YYYY-MM-DD), with the sentence each shows. */
export function auditFilterErrors(f: AuditFilterParams): Partial<Record<'from' | 'to', string>> {
  const bad = (s: string) => s !== '' && (!/^\d{4}-\d{2}-\d{2}$/.test(s) || Number.isNaN(Date.parse(`${s}T00:00:00Z`)) || new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) !== s);
  const errors: Partial<Record<'from' | 'to', string>> = {};
  if (bad(f.from)) errors.from = 'Enter the first day as YYYY-MM-DD.';
  if (bad(f.to)) errors.to = 'Enter the last day as YYYY-MM-DD.';
  if (!errors.from && !errors.to && f.from && f.to && f.to < f.from) errors.to = 'The last day is before the first.';
  return errors;
}

/** "Order 1042" for the record an entry names. */
export const RECORD_LABELS: Record<string, string> = {
  order: 'Order',
  return: 'Return',
  review: 'Review',
  feedback: 'Feedback',
  quote: 'Quote',
  customer: 'Customer',
  message: 'Message',
  vendorApplication: 'Vendor application',
  rigListing: 'Rig listing',
  settings: 'Settings',
};

export const recordLabel = (type: string): string => RECORD_LABELS[type] ?? type.charAt(0).toUpperCase() + type.slice(1);

/** Where a record lives in the back office, when it has a page there. */
export function recordPath(type: string | null, id: string | null): string | null {
  if (!type || !id) return null;
  const pages: Record<string, string> = { order: '/admin/orders/', return: '/admin/returns/', customer: '/admin/customers/', quote: '/admin/quotes/' };
  return pages[type] ? `${pages[type]}${encodeURIComponent(id)}` : null;
}

export const adminAuditServer = {
  page: (context: Readonly<RouterContextProvider>, f: AuditFilterParams, after: string | null) =>
    serverQuery(context, ADMIN_AUDIT, { first: ADMIN_AUDIT_PAGE_SIZE, after, ...f }).then((d) => d.v1.admin),
};

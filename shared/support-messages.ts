// The back office's messages queue: contact messages and vendor applications, each with a status
// and a thread of replies mailed to the sender. Shared by the reply form and the support service.

/** new → answered (a reply went out) → closed; a closed one can be reopened. */
export const SUPPORT_MESSAGE_STATUSES = ['new', 'answered', 'closed'] as const;
export type SupportMessageStatus = (typeof SUPPORT_MESSAGE_STATUSES)[number];

export const SUPPORT_MESSAGE_STATUS_LABELS: Record<SupportMessageStatus, string> = { new: 'New', answered: 'Answered', closed: 'Closed' };

/** What the queue holds: the audit log's record types too. */
export const SUPPORT_MESSAGE_KINDS = ['message', 'vendorApplication'] as const;
export type SupportMessageKind = (typeof SUPPORT_MESSAGE_KINDS)[number];

export const SUPPORT_MESSAGE_KIND_LABELS: Record<SupportMessageKind, string> = { message: 'Contact message', vendorApplication: 'Vendor application' };

export const SUPPORT_REPLY_MAX = 5000;

/** The reply's problem, or null when it may be sent. */
export function replyProblem(text: string): string | null {
  const t = text.trim();
  if (!t) return 'Write the reply first.';
  if (t.length > SUPPORT_REPLY_MAX) return `Keep the reply under ${SUPPORT_REPLY_MAX.toLocaleString('en-US')} characters.`;
  return null;
}

export const isSupportMessageStatus = (v: unknown): v is SupportMessageStatus => typeof v === 'string' && (SUPPORT_MESSAGE_STATUSES as readonly string[]).includes(v);
export const isSupportMessageKind = (v: unknown): v is SupportMessageKind => typeof v === 'string' && (SUPPORT_MESSAGE_KINDS as readonly string[]).includes(v);

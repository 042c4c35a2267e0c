import { DomainError, invalid, notFound } from '../../lib/errors';
import type { StoreFacts } from '../../../shared/store-facts';
import { CONTACT_TOPICS, VENDOR_CATALOGUE_SIZES } from '../../../shared/support-forms';
import {
  replyProblem,
  SUPPORT_MESSAGE_KIND_LABELS,
  type SupportMessageKind,
  type SupportMessageStatus,
} from '../../../shared/support-messages';
import type { QueueFilter, QueueRow, ReplyRow, SupportAdminRepository } from './support-admin.repository';

export type { QueueRow, ReplyRow } from './support-admin.repository';

/** One message of the queue in full: what the sender wrote, the facts given, and the thread of replies. */
export interface SupportThread {
  kind: SupportMessageKind;
  id: number;
  reference: string;
  createdAt: Date;
  closedAt: Date | null;
  status: SupportMessageStatus;
  senderName: string;
  email: string;
  subject: string;
  /** What the sender wrote. */
  body: string;
  /** The other fields of the form, label and value (order number, company, brands…). */
  details: Array<{ label: string; value: string }>;
  replies: ReplyRow[];
}

/** The member of staff acting, as their name goes on the reply. */
export interface StaffMember {
  id: number;
  name: string;
  email: string;
}

export interface QueuePage {
  nodes: QueueRow[];
  totalCount: number;
  page: number;
  hasNextPage: boolean;
}

const REFERENCE = /^(CM|VA)-[2-9A-HJ-NP-Z]{8}$/;
const NO_MESSAGE = 'There is no message with this reference.';

/** What changed on a message, for the audit log. */
export interface ThreadChange {
  thread: SupportThread;
  before: { status: SupportMessageStatus };
  after: { status: SupportMessageStatus; reply?: string };
}

/** The back office's work on contact messages and vendor applications: the queue, a message's thread, replies by mail, close and reopen. */
export function createSupportAdmin({
  repo,
  mail,
  facts,
  now,
}: {
  repo: SupportAdminRepository;
  mail: { send(m: { to: string; subject: string; text: string }): Promise<unknown> };
  facts: () => Promise<StoreFacts>;
  now: () => Date;
}) {
  async function thread(reference: string): Promise<SupportThread | null> {
    const ref = reference.trim().toUpperCase();
    if (!REFERENCE.test(ref)) return null;
    if (ref.startsWith('CM-')) {
      const m = await repo.contactMessage(ref);
      if (!m) return null;
      return {
        kind: 'message',
        id: m.id,
        reference: m.reference,
        createdAt: m.createdAt,
        closedAt: m.closedAt,
        status: m.status as SupportMessageStatus,
        senderName: m.name,
        email: m.email,
        subject: CONTACT_TOPICS[m.topic as keyof typeof CONTACT_TOPICS] ?? m.topic,
        body: m.message,
        details: [{ label: 'Order number', value: m.orderNumber ?? 'none given' }],
        replies: await repo.replies('message', m.id),
      };
    }
    const a = await repo.vendorApplication(ref);
    if (!a) return null;
    return {
      kind: 'vendorApplication',
      id: a.id,
      reference: a.reference,
      createdAt: a.createdAt,
      closedAt: a.closedAt,
      status: a.queueStatus as SupportMessageStatus,
      senderName: `${a.contactName} (${a.company})`,
      email: a.email,
      subject: SUPPORT_MESSAGE_KIND_LABELS.vendorApplication,
      body: a.message ?? '',
      details: [
        { label: 'Company', value: a.company },
        { label: 'Contact', value: a.contactName },
        { label: 'Phone', value: a.phone },
        { label: 'Website', value: a.website ?? 'none given' },
        { label: 'Brands', value: a.brands },
        { label: 'Catalogue', value: VENDOR_CATALOGUE_SIZES[a.catalogueSize as keyof typeof VENDOR_CATALOGUE_SIZES] ?? a.catalogueSize },
        { label: `Warehouses (${a.warehouseCount})`, value: a.warehouses },
        { label: 'Application status', value: a.status },
      ],
      replies: await repo.replies('vendorApplication', a.id),
    };
  }

  async function existing(reference: string): Promise<SupportThread> {
    const t = await thread(reference);
    if (!t) throw notFound(NO_MESSAGE);
    return t;
  }

  return {
    /** The queue, newest first (or oldest first), `first` a page (1 to 50) from page 1. */
    async queue(filter: QueueFilter, first?: number | null, page?: number | null): Promise<QueuePage> {
      const size = Math.min(Math.max(first ?? 25, 1), 50);
      const p = Math.min(Math.max(page ?? 1, 1), 10_000);
      const { rows, total } = await repo.list(filter, size, (p - 1) * size);
      return { nodes: rows, totalCount: total, page: p, hasNextPage: p * size < total };
    },

    /** A message in full with its replies; null when there is none. */
    thread,

    /** Mails a reply to the sender, keeps it with who sent it, and marks the message answered. */
    async reply(staff: StaffMember, reference: string, text: string): Promise<ThreadChange> {
      const t = await existing(reference);
      const problem = replyProblem(text);
      if (problem) throw invalid(problem);
      const body = text.trim();
      const f = await facts();
      await mail.send({
        to: t.email,
        subject: `Re: ${t.subject} (${t.reference})`,
        text: [
          body,
          '',
          `${staff.name || f.name}`,
          `${f.name} customer service · ${f.phone} (${f.hours}) · ${f.email}`,
          '',
          `Your reference: ${t.reference}. Reply to ${f.email} and quote it.`,
        ].join('\n'),
      });
      await repo.addReply(t.kind, t.id, { staffId: staff.id, staffName: staff.name || staff.email, staffEmail: staff.email, body }, now());
      return { thread: (await thread(t.reference))!, before: { status: t.status }, after: { status: 'answered', reply: body } };
    },

    /** Closes a message (nothing more to do); a closed one is refused. */
    async close(reference: string): Promise<ThreadChange> {
      const t = await existing(reference);
      if (t.status === 'closed') throw new DomainError('CONFLICT', `${t.reference} is already closed.`);
      await repo.setStatus(t.kind, t.id, 'closed', now());
      return { thread: (await thread(t.reference))!, before: { status: t.status }, after: { status: 'closed' } };
    },

    /** Opens a closed message again: answered when it has replies, else new. */
    async reopen(reference: string): Promise<ThreadChange> {
      const t = await existing(reference);
      if (t.status !== 'closed') throw new DomainError('CONFLICT', `${t.reference} is not closed.`);
      const status: SupportMessageStatus = t.replies.length ? 'answered' : 'new';
      await repo.setStatus(t.kind, t.id, status, null);
      return { thread: (await thread(t.reference))!, before: { status: t.status }, after: { status } };
    },
  };
}

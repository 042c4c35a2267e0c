import { ROLE_GUESTS } from '../../../shared/enums';
import { QUOTE_REQUEST_MAX_LINES, quoteRequestProblems, quoteRequestStatus, type QuoteRequestFields, type QuoteRequestStatus } from '../../../shared/quotes';
import type { Transaction } from '../../db/client';
import type { TransactionRunner } from '../../db/transaction';
import { DomainError, invalid } from '../../lib/errors';
import { parseId } from '../../lib/ids';
import type { Logger } from '../../lib/logger';
import { waitText, type RateLimit } from '../../lib/rate-limit';
import type { AuthService } from '../auth/auth.service';
import type { CatalogService } from '../catalog/catalog.service';
import type { MailService } from '../mail/mail.service';
import { quoteSentMail, requestReceivedMail } from './quotes-mail';
import type { QuoteRequestRepository, QuoteRequestRow, QuoteRequestSort } from './quotes-requests.repository';
import type { QuoteInput, QuoteRow } from './quotes.service';

export type { QuoteRequestRow } from './quotes-requests.repository';

export const QUOTE_REQUESTS_PAGE_MAX = 50;
const MAX_MACHINE = 200;

/** Who asks for a quote: a session's customer (a guest or registered), or nobody signed in. */
export interface QuoteRequester {
  customerId: number | null;
  registered: boolean;
}

export interface QuoteRequestInput extends Omit<QuoteRequestFields, 'lines'> {
  lines: Array<{ productId?: string | number | null; partNumber?: string | null; quantity: number }>;
}

/** What staff send: a price per line (part numbers in any spelling), freight for the whole quote, an expiry. */
export interface QuotePricing {
  title?: string | null;
  expirationDate: Date;
  freight?: number | null;
  lines: Array<{ partNumber: string; quantity: number; price: number }>;
}

export interface QuoteRequestDeps {
  requests: QuoteRequestRepository;
  /** Whom a quote is for: a requester's e-mail and whether they are registered. */
  customers: Pick<AuthService, 'profile'>;
  catalog: Pick<CatalogService, 'existingProductIds'>;
  /** The quote service's own checks and writes (quotes.service.ts). */
  quotes: {
    create(adminId: number, input: QuoteInput, also?: (tx: Transaction, q: QuoteRow) => Promise<void>): Promise<QuoteRow>;
  };
  transact: TransactionRunner;
  mail: Pick<MailService, 'send'>;
  publicUrl: string;
  log: Logger;
  /** Requests one client address may send in a while; none in tests that do not exercise it. */
  limit?: RateLimit | null;
  clock: () => Date;
}

/** A request as the API shows it: the row and its status now. */
export type QuoteRequestView = QuoteRequestRow & { status: QuoteRequestStatus };

/** Customers' quote requests (from the cart or an empty search) and the staff's list, pricing and sending of them. */
export function createQuoteRequestService({ requests, customers, catalog, quotes, transact, mail, publicUrl, log, limit = null, clock }: QuoteRequestDeps) {
  const view = (r: QuoteRequestRow): QuoteRequestView => ({ ...r, status: quoteRequestStatus(r.quote, clock()) });

  async function profileOf(customerId: number | null) {
    return customerId === null ? null : customers.profile(customerId);
  }

  function mailLater(what: string, send: () => Promise<unknown>, detail: Record<string, unknown>) {
    void send().catch((err: unknown) => log.error({ err, ...detail }, what));
  }

  return {
    /**
     * A customer asks for a quote: the cart's lines or what a search did not find, with a note, a PO
     * number and their selected machine. A guest or a visitor without a session leaves an e-mail;
     * a registered customer's is their account's. The customer is mailed a confirmation.
     */
    async requestQuote(who: QuoteRequester, input: QuoteRequestInput, clientAddress = 'unknown'): Promise<QuoteRequestView> {
      const profile = who.registered ? await profileOf(who.customerId) : null;
      const email = profile?.email ?? input.email.trim();
      const lines = (input.lines ?? []).slice(0, QUOTE_REQUEST_MAX_LINES + 1).map((l) => ({
        productId: l.productId === null || l.productId === undefined || String(l.productId) === '' ? null : String(l.productId),
        partNumber: (l.partNumber ?? '').trim().slice(0, 100),
        quantity: l.quantity,
      }));
      const fields: QuoteRequestFields = { ...input, email, lines };
      const problems = quoteRequestProblems(fields, { emailRequired: true });
      const first = Object.values(problems)[0];
      if (first) throw invalid(first);
      if (input.machine.trim().length > MAX_MACHINE) throw invalid('The machine name is too long.');
      const productIds = lines.map((l, i) => {
        if (l.productId === null) return null;
        const id = parseId(l.productId);
        if (id === null) throw invalid(`Line ${i + 1}: that product does not exist.`);
        return id;
      });
      const known = await catalog.existingProductIds([...new Set(productIds.filter((id): id is number => id !== null))]);
      const unknown = productIds.findIndex((id) => id !== null && !known.has(id));
      if (unknown >= 0) throw new DomainError('NOT_FOUND', `Line ${unknown + 1}: that product does not exist.`);
      if (lines.some((l, i) => productIds[i] === null && !l.partNumber)) throw invalid('Name the part of every line.');

      const wait = limit ? await limit.take(clientAddress) : null;
      if (wait !== null) throw new DomainError('RATE_LIMITED', `Too many quote requests from this address. Try again in ${waitText(wait)} or call us.`, { retryAfterSeconds: wait });

      const id = await transact((tx) =>
        requests.create(tx, {
          customerId: who.customerId,
          email,
          source: input.source,
          query: input.source === 'search' ? input.query.trim() : '',
          note: input.note.trim(),
          poNumber: input.poNumber.trim(),
          machine: input.machine.trim(),
          items: lines.map((l, i) => ({ productId: productIds[i], partNumber: l.partNumber, quantity: l.quantity })),
        }),
      );
      const row = (await requests.byId(id))!;
      const m = requestReceivedMail({ ...row, customerId: who.registered ? row.customerId : null }, publicUrl);
      mailLater('quote request confirmation failed', () => mail.send({ to: email, ...m }), { requestId: id });
      return view(row);
    },

    /** The staff's list (newest first unless sorted otherwise), by status, searched by e-mail, number, PO or text; `page` from 1. */
    async listRequests(args: { status?: QuoteRequestStatus | 'ALL' | null; search?: string | null; sort?: QuoteRequestSort | null; page?: number | null; first?: number | null }) {
      const size = args.first ?? 25;
      const page = args.page ?? 1;
      if (!Number.isInteger(size) || size < 1 || size > QUOTE_REQUESTS_PAGE_MAX) throw invalid(`Ask for 1 to ${QUOTE_REQUESTS_PAGE_MAX} requests a page.`);
      if (!Number.isInteger(page) || page < 1 || page > 10_000) throw invalid('That page does not exist.');
      const search = (args.search ?? '').trim().slice(0, 100);
      const { rows, total } = await requests.list({ status: args.status ?? 'ALL', search, sort: args.sort ?? 'NEWEST', now: clock(), offset: (page - 1) * size, limit: size });
      return { nodes: rows.map(view), totalCount: total, page, pageSize: size, pageCount: Math.max(1, Math.ceil(total / size)) };
    },

    async requestById(id: number): Promise<QuoteRequestView | null> {
      const r = await requests.byId(id);
      return r ? view(r) : null;
    },

    /** A customer's own requests and their status, newest first. */
    async myRequests(customerId: number, first = 10): Promise<QuoteRequestView[]> {
      return (await requests.forCustomer(customerId, Math.min(Math.max(first, 1), 50))).map(view);
    },

    /**
     * Staff price a request and send it: the quote (the one /cart/quote/{guid} opens) is written with
     * the request marked sent in one transaction, and its link is mailed to the customer. A
     * registered customer's quote can be ordered by them only; a guest's by whoever has the link.
     */
    async sendQuote(staffId: number, requestId: number, pricing: QuotePricing): Promise<{ request: QuoteRequestView; quote: QuoteRow }> {
      const request = await requests.byId(requestId);
      if (!request) throw new DomainError('NOT_FOUND', 'No quote request has that number.');
      if (request.quoteId !== null) throw new DomainError('CONFLICT', 'This request already has a quote.');
      const freight = pricing.freight ?? 0;
      if (!Number.isFinite(freight) || freight < 0) throw invalid('The freight must be 0 or more.');
      if (pricing.lines.some((l) => !l.partNumber.trim())) throw invalid(`Line ${pricing.lines.findIndex((l) => !l.partNumber.trim()) + 1}: enter a part number.`);
      const profile = await profileOf(request.customerId);
      const registered = !!profile && !profile.roles.includes(ROLE_GUESTS);
      const quote = await quotes.create(
        staffId,
        {
          customerId: registered ? profile.id : null,
          title: (pricing.title ?? '').trim() || `Quote ${`Q-${request.id}`}`,
          expirationDate: pricing.expirationDate,
          items: pricing.lines.map((l, i) => ({ partNumber: l.partNumber, quantity: l.quantity, price: l.price, shippingPrice: i === 0 ? freight : 0 })),
        },
        async (tx, q) => {
          if (!(await requests.markSent(tx, request.id, q.id, clock()))) throw new DomainError('CONFLICT', 'This request already has a quote.');
        },
      );
      const sent = (await requests.byId(request.id))!;
      if (sent.email) mailLater('quote link e-mail failed', () => mail.send({ to: sent.email, ...quoteSentMail(sent, quote, publicUrl) }), { requestId });
      return { request: view(sent), quote };
    },

    /** Staff write a quote directly (/quotes): it is listed with the requests, as sent. */
    async createDirect(staffId: number, input: QuoteInput): Promise<QuoteRow> {
      // Read before the transaction: the embedded database has one connection, which the transaction holds.
      const byId = input.customerId === null || input.customerId === undefined || String(input.customerId).trim() === '' ? null : parseId(input.customerId);
      const email = byId !== null ? ((await profileOf(byId))?.email ?? '') : (input.customerEmail ?? '').trim().toLowerCase();
      return quotes.create(staffId, input, async (tx, q) => {
        await requests.create(tx, { customerId: q.customerId, email: q.customerId === null ? '' : email, source: 'staff', query: '', note: '', poNumber: '', machine: '', quoteId: q.id, sentAt: clock(), items: [] });
      });
    },

    /** The list entry of a quote (every quote has one). */
    async requestOfQuote(quoteId: number): Promise<QuoteRequestView | null> {
      const r = await requests.byQuoteId(quoteId);
      return r ? view(r) : null;
    },
  };
}

export type QuoteRequestService = ReturnType<typeof createQuoteRequestService>;

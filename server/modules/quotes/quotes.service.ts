import { withReason } from '../../../shared/errors';
import { QUOTE_CREATE_ERROR } from '../../../shared/quotes';
import { DomainError, invalid, type DomainErrorCode } from '../../lib/errors';
import { money } from '../../lib/money';
import type { Db, Transaction } from '../../db/client';
import type { TransactionRunner } from '../../db/transaction';
import { parseId, parseQuoteGuid } from '../../lib/ids';
import type { AuthService } from '../auth/auth.service';
import type { CatalogService } from '../catalog/catalog.service';
import type { NewQuote, QuoteItemRow, QuoteRepository, QuoteRow } from './quotes.repository';
import { createQuoteRequestService, type QuoteRequestDeps, type QuoteRequestService } from './quotes-requests.service';

export type { QuoteItemRow, QuoteRow } from './quotes.repository';

// The cart imports the texts through this service.
export { QUOTE_CREATE_ERROR, QUOTE_OTHER_CUSTOMER } from '../../../shared/quotes';
const MAX_ITEMS = 200;
const MAX_TITLE = 200;
const MAX_REFERENCE = 100;

export interface QuoteInput {
  customerId?: string | number | null;
  customerEmail?: string | null;
  title?: string | null;
  expirationDate: Date;
  items: Array<{
    /** The product, or a part number in any spelling that names it. */
    productId?: string | number | null;
    partNumber?: string | null;
    quantity: number;
    price: number;
    shippingPrice?: number | null;
    reference?: string | null;
  }>;
}

const fail = (reason: string, code: DomainErrorCode = 'VALIDATION') => new DomainError(code, withReason(QUOTE_CREATE_ERROR, reason));

// A money input: finite, not negative, at most 4 decimals (numeric(19,4)), below 10^15.
function moneyInput(value: number | null | undefined, label: string, line: number): string {
  if (value === null || value === undefined) return '0';
  if (!Number.isFinite(value) || value < 0) throw fail(`Line ${line}: the ${label} must be 0 or more.`);
  const d = money(String(value));
  if (d.decimalPlaces() > 4) throw fail(`Line ${line}: the ${label} has more than 4 decimals.`);
  if (d.gte(1e15)) throw fail(`Line ${line}: the ${label} is too high.`);
  return d.toFixed(4);
}

export interface QuoteServiceDeps {
  repo: QuoteRepository;
  /** Whom a quote is made for. */
  customers: Pick<AuthService, 'findLiveCustomer'>;
  /** Which quoted products exist. */
  catalog: Pick<CatalogService, 'existingProductIds'>;
  /** The products a part number names in any spelling, as the store's search finds them (SKU matches first). */
  partsByNumber: (text: string) => Array<{ id: number }>;
  /** Opens the transactions of this service (a quote is written with its lines at once). */
  transact: TransactionRunner;
  clock?: () => Date;
  /** Customers' requests for quotes (quotes-requests.service.ts); without them only quotes themselves work. */
  requests?: Omit<QuoteRequestDeps, 'quotes' | 'catalog' | 'transact' | 'clock' | 'customers'> & { customers: QuoteRequestDeps['customers'] };
}

/** Quotes (spec 2 §3 "Quote"): an administrator prices parts for one customer; the link carries the guid. */
export function createQuoteService({ repo, customers, catalog, partsByNumber, transact, clock = () => new Date(), requests }: QuoteServiceDeps) {
  /**
   * Checks a quote and resolves its lines (a part number in any spelling becomes its product); the
   * quote is then written with `repo.create` in the caller's transaction.
   */
  async function prepare(adminId: number, input: QuoteInput): Promise<NewQuote> {
    let customer: { id: number } | null = null;
    if (input.customerId !== null && input.customerId !== undefined && String(input.customerId).trim() !== '') {
      const id = parseId(input.customerId);
      customer = id === null ? null : await customers.findLiveCustomer({ id });
      if (!customer) throw fail('No customer has that id or e-mail address.', 'NOT_FOUND');
    } else if (input.customerEmail?.trim()) {
      customer = await customers.findLiveCustomer({ email: input.customerEmail.trim() });
      if (!customer) throw fail('No customer has that id or e-mail address.', 'NOT_FOUND');
    }

    const title = (input.title ?? '').trim();
    if (title.length > MAX_TITLE) throw fail(`The title is too long (${MAX_TITLE} characters at most).`);
    if (!(input.expirationDate instanceof Date) || Number.isNaN(input.expirationDate.getTime())) throw fail('Enter an expiration date.');
    if (input.expirationDate.getTime() <= clock().getTime()) throw fail('The expiration date must be in the future.');

    if (input.items.length === 0) throw fail('Add at least one product.');
    if (input.items.length > MAX_ITEMS) throw fail(`A quote holds at most ${MAX_ITEMS} lines.`);
    const items = input.items.map((item, index) => {
      const line = index + 1;
      const partNumber = (item.partNumber ?? '').trim();
      let productId = item.productId === null || item.productId === undefined || String(item.productId).trim() === '' ? null : parseId(item.productId);
      if (productId === null && partNumber) {
        const found = partsByNumber(partNumber)[0];
        if (!found) throw fail(`Line ${line}: no part has the number “${partNumber.slice(0, 60)}”.`, 'NOT_FOUND');
        productId = found.id;
      }
      if (productId === null) throw fail(`Line ${line}: choose a product.`);
      if (!Number.isInteger(item.quantity) || item.quantity < 1 || item.quantity > 10_000) throw fail(`Line ${line}: enter a quantity from 1 to 10,000.`);
      const reference = (item.reference ?? '').trim();
      if (reference.length > MAX_REFERENCE) throw fail(`Line ${line}: the reference is too long (${MAX_REFERENCE} characters at most).`);
      return {
        productId,
        quantity: item.quantity,
        price: moneyInput(item.price, 'price', line),
        shippingPrice: moneyInput(item.shippingPrice, 'shipping price', line),
        reference,
      };
    });
    const found = await catalog.existingProductIds([...new Set(items.map((i) => i.productId))]);
    const missing = items.findIndex((i) => !found.has(i.productId));
    if (missing >= 0) throw fail(`Line ${missing + 1}: that product does not exist.`, 'NOT_FOUND');
    if (new Set(items.map((i) => i.productId)).size !== items.length) throw fail('Each product may appear once; change its quantity instead.');

    return { customerId: customer?.id ?? null, createdById: adminId, title, expirationDate: input.expirationDate, items };
  }

  const base = {
    prepare,

    /** Whether a quote can still be ordered now: not expired, not ordered yet. */
    canOrder(q: Pick<QuoteRow, 'expirationDate' | 'orderedAt'>, now = clock()): boolean {
      return q.orderedAt === null && q.expirationDate.getTime() > now.getTime();
    },

    /**
     * Whether `customerId` may order the quote: the customer it names, or anyone for a quote that
     * names none. Viewing stays open to whoever has the link (spec 1 §6).
     */
    mayOrder(q: Pick<QuoteRow, 'customerId'>, customerId: number): boolean {
      return q.customerId === null || q.customerId === customerId;
    },

    /** Records that the quote was ordered, inside the order's transaction; false when it already was. */
    async markOrdered(quoteId: number, ex?: Db): Promise<boolean> {
      return repo.markOrdered(quoteId, clock(), ex);
    },

    /** A quote by the guid of its link; null for anything that names no quote. */
    async byGuid(rawGuid: string | null | undefined, ex?: Db): Promise<QuoteRow | null> {
      const guid = parseQuoteGuid(rawGuid);
      if (!guid) return null;
      return repo.byGuid(guid, ex);
    },

    async byId(id: number, ex?: Db): Promise<QuoteRow | null> {
      return repo.byId(id, ex);
    },

    /** Of these customers, the ones a quote is made for: guest retention keeps them (a quote is staff's work). */
    customersWithQuotes(ids: number[], ex?: Db): Promise<number[]> {
      return repo.customersWithQuotes(ids, ex);
    },

    /** Quote lines by id on the caller's executor: the prices of cart lines copied from a quote. */
    itemsByIds(ids: number[], ex?: Db): Promise<QuoteItemRow[]> {
      return repo.itemsByIds(ids, ex);
    },

    /** The newest quotes (administrators' list), at most 100. */
    async recent(first: number | null | undefined): Promise<QuoteRow[]> {
      const n = first ?? 20;
      if (!Number.isInteger(n) || n < 1 || n > 100) throw invalid('Ask for 1 to 100 quotes.');
      return repo.recent(n);
    },

    /**
     * `quote.add`: checks every line and writes the quote with its lines in one transaction. With
     * neither a customer id nor an e-mail the quote is open: whoever holds its link may order it.
     * `alsoInTransaction` writes what goes with it (the staff's list entry) in the same transaction.
     */
    async create(adminId: number, input: QuoteInput, alsoInTransaction?: (tx: Transaction, quote: QuoteRow) => Promise<void>): Promise<QuoteRow> {
      const quote = await prepare(adminId, input);
      return transact(async (tx) => {
        const row = await repo.create(tx, quote);
        await alsoInTransaction?.(tx, row);
        return row;
      });
    },
  };
  const requestService = requests ? createQuoteRequestService({ ...requests, quotes: base, catalog, transact, clock }) : null;
  return {
    ...base,
    /** The requests side: present whenever the service was made with its `requests` dependencies (always in the server). */
    get requests(): QuoteRequestService {
      if (!requestService) throw new Error('quote requests are not configured');
      return requestService;
    },
  };
}

export type QuoteService = ReturnType<typeof createQuoteService>;

import { z } from 'zod';
import { FLEET_ERRORS } from '../../../shared/errors';
import { DomainError } from '../../lib/errors';
import { parseId } from '../../lib/ids';
import { money } from '../../lib/money';
import type { FleetRepository, GarageMachineTableRow, ListingVisibility, RigListingRow } from './fleet.repository';
import { fail, NOT_IN_FLEET } from './fleet-refusals';
import { EMAIL_INVALID, EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../../../shared/email';

export interface ListingInput {
  price: number;
  contactName: string;
  contactPhone?: string | null;
  contactEmail?: string | null;
  location?: string | null;
  description?: string | null;
}

// A listing publishes contact details under the store's name: only customers with an account may put one up.
const GUEST_CANNOT_SELL = 'Only registered customers can list machines for sale. Sign in or create an account; the machines in your fleet come with you.';
const NO_LISTING = 'That rig listing does not exist.';
/** The back office's listings page size. */
export const LISTINGS_PAGE = 25;

/** A page of the back office's listings. */
export interface ListingsPage {
  nodes: RigListingRow[];
  totalCount: number;
  /** How many of them staff hid. */
  hiddenCount: number;
  /** This page, counted from 1. */
  page: number;
  hasNextPage: boolean;
}

const text = (max: number, label: string) => z.string().trim().max(max, `${label} is too long (${max} characters at most).`);

const listingSchema = z.object({
  price: z.number().positive('Enter a price above 0.').max(100_000_000, 'The price looks too high.'),
  contactName: text(100, 'The contact name').min(1, 'Enter a contact name.'),
  contactPhone: text(40, 'The phone number').optional(),
  contactEmail: z.union([z.literal(''), z.string().trim().max(EMAIL_MAX_LENGTH, EMAIL_INVALID).regex(EMAIL_PATTERN, EMAIL_INVALID)]).optional(),
  location: text(100, 'The location').optional(),
  description: text(2000, 'The description').optional(),
});

export interface ListingDeps {
  repo: FleetRepository;
  /** The caller's machine, or the spec's refusal when it is not theirs. */
  owned: (customerId: number, garageId: string | number, base: string) => Promise<Pick<GarageMachineTableRow, 'id'>>;
  /** Records a staff action in the audit log (decision 13). */
  recordStaffAction?: (e: {
    actorId: number;
    action: string;
    detail: Record<string, unknown>;
    ip: string | null;
    subjectId?: number | null;
    record?: { type: string; id: string | number } | null;
    before?: Record<string, unknown> | null;
    after?: Record<string, unknown> | null;
  }) => Promise<void>;
  clock: () => Date;
}

/** Rig listings: registered customers list their machines for sale, everyone sees them, staff hide any. */
export function createListings({ repo, owned, recordStaffAction, clock }: ListingDeps) {
  const visibility = (opts: { withHidden?: boolean }): ListingVisibility => (opts.withHidden ? 'withHidden' : 'public');
  return {
    /** Lists a machine for sale (or updates its listing); `registered` is false for a guest, who is refused. */
    async sell(customerId: number, garageId: string | number, input: ListingInput, seller: { registered: boolean }) {
      const base = FLEET_ERRORS.sell;
      if (!seller.registered) throw fail(base, GUEST_CANNOT_SELL, 'UNAUTHENTICATED');
      const machine = await owned(customerId, garageId, base);
      const parsed = listingSchema.safeParse({
        price: input.price,
        contactName: input.contactName ?? '',
        contactPhone: input.contactPhone ?? undefined,
        contactEmail: input.contactEmail ?? undefined,
        location: input.location ?? undefined,
        description: input.description ?? undefined,
      });
      if (!parsed.success) throw fail(base, parsed.error.issues[0].message);
      const l = parsed.data;
      if (!l.contactPhone && !l.contactEmail) throw fail(base, 'Give a phone number or an e-mail address buyers can reach.');
      const id = await repo.upsertListing(customerId, machine.id, {
        price: money(l.price).toFixed(2),
        contactName: l.contactName,
        contactPhone: l.contactPhone ?? '',
        contactEmail: l.contactEmail ?? '',
        location: l.location ?? '',
        description: l.description ?? '',
      });
      if (id === null) throw fail(base, NOT_IN_FLEET, 'NOT_FOUND');
      // The owner sees their listing even while staff hide it; editing it does not show it again.
      return (await repo.listing(id, 'withHidden'))!;
    },

    async unlist(customerId: number, garageId: string | number): Promise<boolean> {
      const id = parseId(garageId);
      if (id === null || !(await repo.removeListing(customerId, id))) throw fail(FLEET_ERRORS.unlist, 'That machine is not listed for sale.', 'NOT_FOUND');
      return true;
    },

    /** The rig listings, newest first: the public ones, or for staff the hidden ones too. */
    listings: (opts: { withHidden?: boolean } = {}) => repo.listings(100, visibility(opts)),

    /** Staff: every listing, hidden ones too, newest first, a page at a time (`first` at most 50, `page` from 1). */
    async listingsPage(first: number | null | undefined, page: number | null | undefined): Promise<ListingsPage> {
      const size = Math.min(Math.max(first ?? LISTINGS_PAGE, 1), 50);
      const at = Math.max(page ?? 1, 1);
      const [rows, totalCount, publicCount] = await Promise.all([repo.listings(size + 1, 'withHidden', (at - 1) * size), repo.countListings('withHidden'), repo.countListings('public')]);
      return { nodes: rows.slice(0, size), totalCount, hiddenCount: totalCount - publicCount, page: at, hasNextPage: rows.length > size };
    },

    async listing(id: string | number, opts: { withHidden?: boolean } = {}) {
      const parsed = parseId(id);
      return parsed === null ? null : repo.listing(parsed, visibility(opts));
    },

    /** The listing of one of the owner's machines, shown to the owner even while hidden. */
    listingForMachine: (garageId: number) => repo.listingForMachine(garageId, 'withHidden'),

    /** Staff: takes a listing off the public page, or puts it back; recorded in the audit log. */
    async setListingHidden(staffId: number, id: string | number, hidden: boolean, ip: string | null) {
      const parsed = parseId(id);
      const before = parsed === null ? null : await repo.listing(parsed, 'withHidden');
      if (parsed === null || !before || !(await repo.setListingHidden(parsed, hidden ? { by: staffId, at: clock() } : null))) throw new DomainError('NOT_FOUND', NO_LISTING);
      await recordStaffAction?.({
        actorId: staffId,
        action: hidden ? 'rig_listing.hidden' : 'rig_listing.shown',
        subjectId: before.customerId,
        record: { type: 'rigListing', id: parsed },
        before: { hidden: before.hiddenAt !== null },
        after: { hidden },
        detail: { rigListingId: parsed, contactName: before.contactName },
        ip,
      });
      return (await repo.listing(parsed, 'withHidden'))!;
    },
  };
}

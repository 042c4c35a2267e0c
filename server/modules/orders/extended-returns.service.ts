import type { Clock } from '../../lib/clock';
import { DomainError, invalid, notFound } from '../../lib/errors';
import type { TransactionRunner } from '../../db/transaction';
import type { Logger } from '../../lib/logger';
import { decodeBase64Picture, PictureError, processPicture } from '../../lib/pictures';
import { waitText, type RateLimit } from '../../lib/rate-limit';
import type { MailService } from '../mail/mail.service';
import {
  EXTENDED_RETURN_DRAFT_HOURS,
  EXTENDED_RETURN_LIMITS,
  EXTENDED_RETURN_TEXTS,
  findOrderSchema,
  normalizeOrderNumber,
  PHOTO_REQUIRED_REASONS,
  RETURN_PHOTOS_MAX,
  returnReasonSchema,
} from '../../../shared/extended-return';
import { RETURN_REASON_LABELS, type ReturnReason } from '../../../shared/order-lifecycle';
import type { ExtendedReturnsRepository, ReturnDraftRow, ReturnPhotoRow } from './extended-returns.repository';
import { chosenReturnLines } from './orders-lifecycle';
import { refId } from './orders-common';
import type { OrdersService, ReturnView } from './orders.service';

export type { ReturnPhotoRow } from './extended-returns.repository';

/** Stored sizes of a return photo: a thumbnail for the forms, a large one for the staff. */
export const RETURN_PHOTO_SIZES = [100, 1600] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ExtendedReturnLine {
  orderItemId: number;
  productId: number;
  productName: string;
  sku: string;
  unitPriceInclTax: string;
  ordered: number;
  /** Units that may still go back (delivered, not in a return). */
  returnable: number;
  /** Units chosen in the draft. */
  quantity: number;
}

/** A draft as the steps show it: the order's returnable lines with the chosen quantities, the reason and photos. */
export interface ExtendedReturnView {
  id: string;
  orderNumber: string;
  email: string;
  orderPlacedAt: Date;
  windowEndsAt: Date | null;
  outsideWindow: boolean;
  /** Why nothing can go back any more; empty when something can. */
  refusal: string;
  lines: ExtendedReturnLine[];
  reason: ReturnReason | null;
  reasonText: string;
  comments: string;
  photos: ReturnPhotoRow[];
  expiresAt: Date;
  /** The return it became, once submitted. */
  submitted: (ReturnView & { clubOrderGuid: string; isGuestOrder: boolean }) | null;
}

/**
 * The extended return registration: a guest (or anyone past the return window) finds their order by
 * number and e-mail, then fills a draft step by step; submitting turns it into a return request of
 * the orders module, REQUESTED for the staff to review, with its photos.
 */
export function createExtendedReturnsService({
  repo,
  orders,
  mail,
  clock,
  log,
  lookupLimit,
  storeEmail,
  publicUrl,
  transact,
}: {
  repo: ExtendedReturnsRepository;
  /** Opens the transactions of this service (services open them, repositories run in them). */
  transact: TransactionRunner;
  orders: Pick<OrdersService, 'extendedReturnable' | 'submitExtendedReturn' | 'estimateRefund' | 'returnById'>;
  mail: MailService;
  clock: Clock;
  log: Logger;
  /** Order lookups per client address: enough for typing mistakes, too few to guess e-mails. */
  lookupLimit: RateLimit;
  /** Where new registrations are announced to the staff. */
  storeEmail: string;
  publicUrl: string;
}) {
  const expired = () => notFound(EXTENDED_RETURN_TEXTS.expired);

  async function liveDraft(id: string): Promise<ReturnDraftRow> {
    const draft = UUID.test(id.trim()) ? await repo.draft(id.trim().toLowerCase(), clock.now()) : null;
    if (!draft) throw expired();
    return draft;
  }

  async function openDraft(id: string): Promise<ReturnDraftRow> {
    const draft = await liveDraft(id);
    if (draft.returnRequestId !== null) throw new DomainError('CONFLICT', 'This return request was submitted already. Start again to register another one.');
    return draft;
  }

  async function viewOf(draft: ReturnDraftRow): Promise<ExtendedReturnView> {
    const info = await orders.extendedReturnable(draft.orderId);
    if (!info) throw expired();
    const { order } = info;
    const chosen = new Map(draft.lines.map((l) => [l.orderItemId, l.quantity]));
    const submitted = draft.returnRequestId !== null ? await orders.returnById(draft.returnRequestId) : null;
    return {
      id: draft.id,
      orderNumber: order.customOrderNumber,
      email: draft.email,
      orderPlacedAt: order.createdAt,
      windowEndsAt: info.windowEndsAt,
      outsideWindow: info.outsideWindow,
      refusal: submitted ? '' : info.refusal,
      lines: order.items
        .filter((i) => (info.lines.get(i.id) ?? 0) > 0 || chosen.has(i.id) || submitted?.items.some((r) => r.orderItemId === i.id))
        .map((i) => ({
          orderItemId: i.id,
          productId: i.productId,
          productName: i.productName,
          sku: i.sku,
          unitPriceInclTax: i.unitPriceInclTax,
          ordered: i.quantity,
          returnable: info.lines.get(i.id) ?? 0,
          quantity: submitted ? (submitted.items.find((r) => r.orderItemId === i.id)?.quantity ?? 0) : (chosen.get(i.id) ?? 0),
        })),
      reason: draft.reason,
      reasonText: draft.reasonText,
      comments: draft.comments,
      photos: submitted ? await repo.photosOfReturns([submitted.id]) : await repo.photosOfDraft(draft.id),
      expiresAt: draft.expiresAt,
      submitted: submitted ? { ...submitted, clubOrderGuid: order.clubOrderGuid, isGuestOrder: order.isGuestOrder } : null,
    };
  }

  async function announce(view: ExtendedReturnView, ret: ReturnView): Promise<void> {
    const base = publicUrl.replace(/\/$/, '');
    const text = [
      `A return was registered through the extended return form: ${ret.returnNumber} for order ${view.orderNumber}.`,
      '',
      `Requested by: ${view.email}`,
      `Reason: ${RETURN_REASON_LABELS[ret.reason]}${ret.reasonText ? ` — ${ret.reasonText}` : ''}`,
      ...(ret.comments ? [`Comments: ${ret.comments}`] : []),
      `Outside the ${view.windowEndsAt ? 'return window (it ended ' + view.windowEndsAt.toISOString().slice(0, 10) + ')' : 'return window'}: ${ret.outsideWindow ? 'yes' : 'no'}`,
      '',
      'Parts:',
      ...view.lines.filter((l) => l.quantity > 0).map((l) => `  ${l.quantity} × ${l.productName} (${l.sku})`),
      '',
      `Estimated refund if approved: $${Number(ret.refundTotal).toFixed(2)}`,
      `Photos (${view.photos.length}):`,
      ...view.photos.map((p) => `  ${base}/media/return/${p.guid}/1600`),
      '',
      'It waits in the returns queue as REQUESTED: approve or reject it there.',
    ].join('\n');
    // The request stands whether or not the mail goes out; the staff also find it in the returns queue.
    await mail.send({ to: storeEmail, subject: `Extended return ${ret.returnNumber} for order ${view.orderNumber}`, text }).catch((err) => log.error({ err, returnId: ret.id }, 'extended return staff e-mail failed'));
  }

  return {
    /**
     * Step 1: finds the order by number and e-mail and opens a draft (or keeps the caller's draft for
     * the same order, so going back and forth loses nothing). Refuses, with one answer for a wrong number
     * and a wrong e-mail, when they do not match.
     */
    async start(input: { orderNumber: string; email: string; draftId?: string | null }, clientKey: string): Promise<ExtendedReturnView> {
      const parsed = findOrderSchema.safeParse(input);
      if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? EXTENDED_RETURN_TEXTS.orderNumber);
      const wait = await lookupLimit.take(clientKey);
      if (wait !== null) throw new DomainError('RATE_LIMITED', `Too many order lookups from your connection. Please wait ${waitText(wait)} and try again.`, { retryAfterSeconds: wait });
      const number = normalizeOrderNumber(parsed.data.orderNumber)!;
      const order = await repo.orderByNumber(number);
      if (!order || order.email.trim().toLowerCase() !== parsed.data.email.toLowerCase()) throw notFound(EXTENDED_RETURN_TEXTS.notFound);
      const info = await orders.extendedReturnable(order.id);
      if (!info) throw notFound(EXTENDED_RETURN_TEXTS.notFound);
      if (info.refusal) throw new DomainError('CONFLICT', info.refusal);
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + EXTENDED_RETURN_DRAFT_HOURS * 3_600_000);
      const current = input.draftId && UUID.test(input.draftId.trim()) ? await repo.draft(input.draftId.trim().toLowerCase(), now) : null;
      if (current && current.orderId === order.id && current.returnRequestId === null) {
        await repo.updateDraft(current.id, { email: parsed.data.email, expiresAt, updatedAt: now });
        return viewOf((await repo.draft(current.id, now))!);
      }
      return viewOf(await repo.insertDraft({ orderId: order.id, email: parsed.data.email, expiresAt }));
    },

    /** A draft by its id; null when it is unknown or has lapsed. */
    async draft(id: string): Promise<ExtendedReturnView | null> {
      const draft = UUID.test(id.trim()) ? await repo.draft(id.trim().toLowerCase(), clock.now()) : null;
      return draft ? viewOf(draft) : null;
    },

    /** Step 2: how many of each line go back (0 leaves it out); checked against what may still go back. */
    async setLines(id: string, items: Array<{ orderItemId: string | number; quantity: number }>): Promise<ExtendedReturnView> {
      const draft = await openDraft(id);
      const info = await orders.extendedReturnable(draft.orderId);
      if (!info) throw expired();
      if (info.refusal) throw new DomainError('CONFLICT', info.refusal);
      const lines = chosenReturnLines(items, new Map(info.order.items.map((i) => [i.id, i.productName])), info.lines);
      await repo.updateDraft(draft.id, { lines, updatedAt: clock.now() });
      return viewOf((await repo.draft(draft.id, clock.now()))!);
    },

    /** Step 3: the reason, its words (needed for "other") and comments. */
    async setReason(id: string, input: { reason: string; reasonText?: string | null; comments?: string | null }): Promise<ExtendedReturnView> {
      const draft = await openDraft(id);
      const parsed = returnReasonSchema.safeParse({ reason: input.reason, reasonText: input.reasonText ?? '', comments: input.comments ?? '' });
      if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? EXTENDED_RETURN_TEXTS.reason);
      const v = parsed.data;
      await repo.updateDraft(draft.id, { reason: v.reason, reasonText: v.reason === 'OTHER' || v.reasonText ? v.reasonText : '', comments: v.comments, updatedAt: clock.now() });
      return viewOf((await repo.draft(draft.id, clock.now()))!);
    },

    /** Adds a photo (JPEG, PNG, WebP or HEIC, 10 MB at most), re-encoded; at most RETURN_PHOTOS_MAX per request. */
    async addPhoto(id: string, input: { base64PictureData: string; mimeType: string; fileName?: string | null }): Promise<ExtendedReturnView> {
      const draft = await openDraft(id);
      let picture;
      try {
        picture = await processPicture(decodeBase64Picture(input.base64PictureData), input.mimeType || null, RETURN_PHOTO_SIZES);
      } catch (err) {
        if (err instanceof PictureError) throw invalid(err.message);
        log.warn({ err }, 'return photo failed');
        throw invalid('The photo could not be read. Try a JPEG or PNG copy of it.');
      }
      // Shown back to the customer and the staff: no path, no control characters.
      const fileName = [...(input.fileName ?? '')]
        .filter((ch) => ch.charCodeAt(0) >= 32 && ch.charCodeAt(0) !== 127 && ch !== '/' && ch !== '\\')
        .join('')
        .trim()
        .slice(0, 120);
      const added = await transact((tx) => repo.addPhoto(tx, draft.id, RETURN_PHOTOS_MAX, { fileName, mimeType: picture.mimeType, size: picture.size, width: picture.width, height: picture.height }, picture.files));
      if (!added) throw invalid(EXTENDED_RETURN_TEXTS.tooManyPhotos);
      return viewOf(draft);
    },

    async removePhoto(id: string, photoId: string | number): Promise<ExtendedReturnView> {
      const draft = await openDraft(id);
      const n = refId(photoId);
      if (n === null || !(await repo.removePhoto(draft.id, n))) throw notFound('That photo is not on this return request.');
      return viewOf(draft);
    },

    /** The refund the draft would give if approved (the review step shows it). */
    async estimate(view: ExtendedReturnView): Promise<string | null> {
      const lines = view.lines.filter((l) => l.quantity > 0).map((l) => ({ orderItemId: l.orderItemId, quantity: l.quantity }));
      if (!view.reason || lines.length === 0) return null;
      return (await orders.estimateRefund((await liveDraft(view.id)).orderId, view.reason, lines))?.total ?? null;
    },

    /**
     * Step 4: submits the draft as a return request. Repeating it answers with the same request; the
     * draft's row lock keeps two submissions at once from making two.
     */
    async submit(id: string): Promise<ExtendedReturnView> {
      const draft = await liveDraft(id);
      if (draft.returnRequestId !== null) return viewOf(draft);
      if (draft.lines.length === 0) throw invalid(EXTENDED_RETURN_TEXTS.noLines);
      if (!draft.reason) throw invalid(EXTENDED_RETURN_TEXTS.reason);
      const photos = await repo.photosOfDraft(draft.id);
      if (PHOTO_REQUIRED_REASONS.includes(draft.reason) && photos.length === 0) throw invalid(EXTENDED_RETURN_TEXTS.photoRequired);
      let ret: ReturnView;
      try {
        ret = await orders.submitExtendedReturn(
          draft.orderId,
          { reason: draft.reason, reasonText: draft.reasonText, comments: draft.comments, items: draft.lines, contactEmail: draft.email },
          async (tx, created) => {
            const locked = await repo.draft(draft.id, clock.now(), tx, true);
            if (!locked) throw expired();
            if (locked.returnRequestId !== null) throw new DomainError('CONFLICT', 'submitted already');
            await repo.updateDraft(draft.id, { returnRequestId: created.id, updatedAt: clock.now() }, tx);
            await repo.movePhotosToReturn(tx, draft.id, created.id);
          },
        );
      } catch (err) {
        // Another submission of this draft won the race: answer with its request.
        const again = await repo.draft(draft.id, clock.now());
        if (again?.returnRequestId) return viewOf(again);
        throw err;
      }
      const view = await viewOf((await repo.draft(draft.id, clock.now()))!);
      await announce(view, ret);
      return view;
    },

    /** Bytes of one stored size of a return photo, by its guid (the URL's secret). */
    photoFile: (guid: string, size: number) => repo.photoFile(guid, size),

    /** Photos on submitted returns (the order page and the staff's review). */
    photosOfReturns: (returnIds: number[]) => repo.photosOfReturns(returnIds),

    /** Housekeeping: drafts nobody finished go after EXTENDED_RETURN_DRAFT_HOURS, with their photos. */
    async pruneDrafts(): Promise<number> {
      const n = await repo.deleteExpiredDrafts(clock.now());
      await repo.deleteOrphanPhotos();
      return n;
    },

    limits: EXTENDED_RETURN_LIMITS,
  };
}

export type ExtendedReturnsService = ReturnType<typeof createExtendedReturnsService>;

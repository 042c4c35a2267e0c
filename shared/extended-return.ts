import { z } from 'zod';
import { EMAIL_PATTERN } from './address-schema';
import { RETURN_REASONS, type ReturnReason } from './order-lifecycle';

// The extended return registration (/extreturn … /extreturns2): a return outside the normal window,
// or by a guest without an account. Four steps: find the order by its number and e-mail, choose lines
// and quantities, give the reason and photos, then review and submit. The server keeps the draft
// between steps and checks everything again; these are the rules and texts both sides use.

/** How long after delivery an extended return may still be registered (staff decide on each). */
export const EXTENDED_RETURN_MAX_DAYS = 365;
/** A draft nobody finishes is deleted, photos and all, after this long. */
export const EXTENDED_RETURN_DRAFT_HOURS = 24;
/** Photos one request may carry. */
export const RETURN_PHOTOS_MAX = 5;
/** Reasons that need at least one photo, so staff can judge the claim. */
export const PHOTO_REQUIRED_REASONS: readonly ReturnReason[] = ['DAMAGED'];

export const EXTENDED_RETURN_LIMITS = { orderNumber: 20, email: 254, reasonText: 500, comments: 1000 } as const;

export const EXTENDED_RETURN_TEXTS = {
  required: 'Required',
  orderNumber: 'Enter the order number as it appears on your confirmation e-mail, e.g. IY-1000245.',
  email: 'Enter the e-mail address the order was placed with.',
  notFound: 'We could not find an order with that number and e-mail address. Check both against your order confirmation e-mail.',
  noLines: 'Choose at least one part to return.',
  reason: 'Choose why you are returning the parts.',
  reasonText: 'Tell us why you are returning the parts.',
  photoRequired: 'Add at least one photo of the damage.',
  tooManyPhotos: `Add at most ${RETURN_PHOTOS_MAX} photos.`,
  expired: 'Your return registration has expired or was not found. Please start again.',
} as const;

/**
 * An order number as people type it: "IY-100245", "iy 100245", "#100245" or "100245" all name the
 * same order. Null when it cannot be one.
 */
export function normalizeOrderNumber(raw: string): string | null {
  const m = /^#?\s*(?:iy\s*[-–]?\s*)?(\d{1,12})$/i.exec(raw.trim());
  return m ? `IY-${m[1]}` : null;
}

const text = (v: unknown) => (typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v)).trim();

/** Step 1: the order number and the e-mail address it was placed with. */
export const findOrderSchema = z.object({
  orderNumber: z.preprocess(
    text,
    z
      .string()
      .min(1, { message: EXTENDED_RETURN_TEXTS.required, abort: true })
      .max(EXTENDED_RETURN_LIMITS.orderNumber, { message: EXTENDED_RETURN_TEXTS.orderNumber, abort: true })
      .refine((v) => normalizeOrderNumber(v) !== null, EXTENDED_RETURN_TEXTS.orderNumber),
  ),
  email: z.preprocess(
    text,
    z
      .string()
      .min(1, { message: EXTENDED_RETURN_TEXTS.required, abort: true })
      .max(EXTENDED_RETURN_LIMITS.email, { message: EXTENDED_RETURN_TEXTS.email, abort: true })
      .regex(EMAIL_PATTERN, EXTENDED_RETURN_TEXTS.email),
  ),
});

/** Step 2: how many of each line go back (0 leaves a line out); at least one unit in all. */
export const returnLinesSchema = z.object({
  lines: z
    .array(z.object({ orderItemId: z.string().regex(/^\d{1,10}$/), quantity: z.coerce.number().int().min(0).max(100_000) }))
    .default([])
    .refine((lines) => lines.some((l) => l.quantity > 0), EXTENDED_RETURN_TEXTS.noLines),
});

/** Step 3: the reason (with words for "other"), optional comments, and the photo field; photos are checked by the server. */
export const returnReasonSchema = z
  .object({
    reason: z.enum(RETURN_REASONS, { error: EXTENDED_RETURN_TEXTS.reason }),
    reasonText: z.preprocess(text, z.string().max(EXTENDED_RETURN_LIMITS.reasonText, `Use at most ${EXTENDED_RETURN_LIMITS.reasonText} characters.`)),
    comments: z.preprocess(text, z.string().max(EXTENDED_RETURN_LIMITS.comments, `Use at most ${EXTENDED_RETURN_LIMITS.comments} characters.`)),
    // Files chosen in the form; the server reads, checks and counts them (errors are shown beside the field).
    photos: z.unknown().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.reason === 'OTHER' && !v.reasonText) ctx.addIssue({ code: 'custom', path: ['reasonText'], message: EXTENDED_RETURN_TEXTS.reasonText });
  });

export type FindOrderInput = z.infer<typeof findOrderSchema>;
export type ReturnLinesInput = z.infer<typeof returnLinesSchema>;
export type ReturnReasonInput = z.infer<typeof returnReasonSchema>;

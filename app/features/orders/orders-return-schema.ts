import { z } from 'zod';

const REASONS = ['WRONG_PART', 'DOES_NOT_FIT', 'DAMAGED', 'DEFECTIVE', 'NO_LONGER_NEEDED', 'OTHER'] as const;

/** The return form: a reason (with words for "other"), and how many of each returnable line. */
export const returnFormSchema = z
  .object({
    reason: z.enum(REASONS, { error: 'Choose why you are returning the parts.' }),
    reasonText: z.string().trim().max(500, 'Keep it under 500 characters.').optional(),
    comments: z.string().trim().max(1000, 'Keep it under 1000 characters.').optional(),
    lines: z
      .array(z.object({ orderItemId: z.string().regex(/^\d+$/), quantity: z.number().int().min(0) }))
      .default([])
      .refine((lines) => lines.some((l) => l.quantity > 0), 'Choose at least one part to return.'),
  })
  .superRefine((v, ctx) => {
    if (v.reason === 'OTHER' && !v.reasonText) ctx.addIssue({ code: 'custom', path: ['reasonText'], message: 'Tell us why you are returning the parts.' });
  });

export type ReturnForm = z.infer<typeof returnFormSchema>;

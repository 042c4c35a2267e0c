import { builder, mutationGroup, V1Query } from '../../graphql/builder';
import { toApiNumber } from '../../lib/money';
import { RETURN_PHOTOS_MAX } from '../../../shared/extended-return';
import { RETURN_REASON_LABELS } from '../../../shared/order-lifecycle';
import { ReturnReason, ReturnRequest } from './orders.schema';
import type { ExtendedReturnLine, ExtendedReturnView, ReturnPhotoRow } from './extended-returns.service';

// The extended return registration (/extreturn … /extreturns2): a draft found by order number and
// e-mail, filled step by step, then submitted as a return request the staff review. The draft id is
// the requester's secret; whoever holds it may read and change that draft only.

const photoUrl = (p: ReturnPhotoRow, size: 100 | 1600) => `/media/return/${p.guid}/${size}`;

export const ReturnPhoto = builder.objectRef<ReturnPhotoRow>('ReturnPhoto');
builder.objectType(ReturnPhoto, {
  description: 'A photo of parts to return, re-encoded as WebP.',
  fields: (t) => ({
    id: t.exposeID('id'),
    fileName: t.exposeString('fileName', { description: 'The name of the uploaded file, for the customer to recognise it' }),
    thumbnailUrl: t.string({ description: '100 px', resolve: (p) => photoUrl(p, 100) }),
    imageUrl: t.string({ description: '1600 px', resolve: (p) => photoUrl(p, 1600) }),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
  }),
});

builder.objectFields(ReturnRequest, (t) => ({
  channel: t.string({ description: 'ACCOUNT (from the order page) or EXTENDED (the extended return registration)', resolve: (r) => r.channel }),
  outsideReturnWindow: t.boolean({ description: 'Registered after the return window had ended: the staff decide on it', resolve: (r) => r.outsideWindow }),
  photos: t.field({ type: [ReturnPhoto], resolve: (r, _a, ctx) => ctx.services.extendedReturns.photosOfReturns([r.id]) }),
}));

const ExtendedReturnLineType = builder.objectRef<ExtendedReturnLine>('ExtendedReturnLine');
builder.objectType(ExtendedReturnLineType, {
  fields: (t) => ({
    orderItemId: t.exposeID('orderItemId'),
    productId: t.exposeID('productId'),
    productName: t.exposeString('productName'),
    sku: t.exposeString('sku'),
    unitPriceInclTax: t.float({ resolve: (l) => toApiNumber(l.unitPriceInclTax) ?? 0 }),
    ordered: t.exposeInt('ordered'),
    returnable: t.exposeInt('returnable', { description: 'Units that may still go back: delivered and not in a return' }),
    quantity: t.exposeInt('quantity', { description: 'Units chosen to go back' }),
  }),
});

const ExtendedReturn = builder.objectRef<ExtendedReturnView>('ExtendedReturn');
builder.objectType(ExtendedReturn, {
  description: 'An extended return registration: a draft until submitted, then the return request it became.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The draft’s secret id; keep it private' }),
    orderNumber: t.exposeString('orderNumber'),
    email: t.exposeString('email'),
    orderPlacedOnUtc: t.field({ type: 'DateTime', resolve: (d) => d.orderPlacedAt }),
    returnWindowEndsUtc: t.field({ type: 'DateTime', nullable: true, resolve: (d) => d.windowEndsAt }),
    outsideReturnWindow: t.exposeBoolean('outsideWindow'),
    refusal: t.exposeString('refusal', { description: 'Why nothing of the order can go back any more; empty when something can' }),
    lines: t.field({ type: [ExtendedReturnLineType], resolve: (d) => d.lines }),
    reason: t.field({ type: ReturnReason, nullable: true, resolve: (d) => d.reason }),
    reasonLabel: t.string({ nullable: true, resolve: (d) => (d.reason ? RETURN_REASON_LABELS[d.reason] : null) }),
    reasonText: t.exposeString('reasonText'),
    comments: t.exposeString('comments'),
    photos: t.field({ type: [ReturnPhoto], resolve: (d) => d.photos }),
    maxPhotos: t.int({ resolve: () => RETURN_PHOTOS_MAX }),
    estimatedRefund: t.float({
      nullable: true,
      description: 'What would be refunded if the staff approve it (null until lines and a reason are chosen)',
      resolve: async (d, _a, ctx) => {
        if (d.submitted) return toApiNumber(d.submitted.refundTotal);
        const total = await ctx.services.extendedReturns.estimate(d);
        return total === null ? null : toApiNumber(total);
      },
    }),
    expiresOnUtc: t.field({ type: 'DateTime', resolve: (d) => d.expiresAt }),
    submittedReturn: t.field({ type: ReturnRequest, nullable: true, resolve: (d) => d.submitted }),
    orderStatusUrl: t.string({
      nullable: true,
      description: 'Where the order and its returns can be followed without signing in, once submitted',
      resolve: (d) => (d.submitted ? `/orderstatus/${d.submitted.clubOrderGuid}` : null),
    }),
  }),
});

builder.objectFields(V1Query, (t) => ({
  extendedReturn: t.field({
    type: ExtendedReturn,
    nullable: true,
    description: 'An extended return registration by its id; null when unknown or lapsed (drafts last a day).',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.extendedReturns.draft(String(args.id)),
  }),
}));

const ExtendedReturnLineInput = builder.inputType('ExtendedReturnLineInput', {
  fields: (t) => ({ orderItemId: t.id({ required: true }), quantity: t.int({ required: true, description: '0 leaves the line out' }) }),
});

const ExtendedReturnMutations = mutationGroup('extendedReturn', 'ExtendedReturnMutations');
builder.objectFields(ExtendedReturnMutations, (t) => ({
  start: t.field({
    type: ExtendedReturn,
    description:
      'Finds an order by its number and the e-mail it was placed with and opens a registration (or keeps `draftId` when it is for the same order). Rate limited per address; a wrong number and a wrong e-mail get the same NOT_FOUND.',
    args: { orderNumber: t.arg.string({ required: true }), email: t.arg.string({ required: true }), draftId: t.arg.id() },
    resolve: (_r, args, ctx) => ctx.services.extendedReturns.start({ orderNumber: args.orderNumber, email: args.email, draftId: args.draftId ? String(args.draftId) : null }, ctx.ip),
  }),
  setLines: t.field({
    type: ExtendedReturn,
    description: 'How many of each line go back; at least one unit, at most what was delivered and is not in a return.',
    args: { id: t.arg.id({ required: true }), items: t.arg({ type: [ExtendedReturnLineInput], required: true }) },
    resolve: (_r, args, ctx) => ctx.services.extendedReturns.setLines(String(args.id), args.items.map((i) => ({ orderItemId: String(i.orderItemId), quantity: i.quantity }))),
  }),
  setReason: t.field({
    type: ExtendedReturn,
    description: 'The reason (words needed with OTHER) and optional comments.',
    args: { id: t.arg.id({ required: true }), reason: t.arg({ type: ReturnReason, required: true }), reasonText: t.arg.string(), comments: t.arg.string() },
    resolve: (_r, args, ctx) => ctx.services.extendedReturns.setReason(String(args.id), { reason: args.reason, reasonText: args.reasonText, comments: args.comments }),
  }),
  addPhoto: t.field({
    type: ExtendedReturn,
    description: `A photo as base64 with its MIME type: JPEG, PNG, WebP or HEIC, 10 MB at most; ${RETURN_PHOTOS_MAX} per request.`,
    args: { id: t.arg.id({ required: true }), base64PictureData: t.arg.string({ required: true }), mimeType: t.arg.string({ required: true }), fileName: t.arg.string() },
    resolve: (_r, args, ctx) => ctx.services.extendedReturns.addPhoto(String(args.id), { base64PictureData: args.base64PictureData, mimeType: args.mimeType, fileName: args.fileName }),
  }),
  removePhoto: t.field({
    type: ExtendedReturn,
    args: { id: t.arg.id({ required: true }), photoId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.extendedReturns.removePhoto(String(args.id), String(args.photoId)),
  }),
  submit: t.field({
    type: ExtendedReturn,
    description: 'Submits the registration as a return request (status REQUESTED) for the staff to review. Repeating it answers with the same request.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.extendedReturns.submit(String(args.id)),
  }),
}));

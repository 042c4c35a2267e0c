import { builder, mutationGroup } from '../../graphql/builder';
import type { FieldError, SubmitResult } from './support.service';

const FieldErrorRef = builder.objectRef<FieldError>('FieldError');
builder.objectType(FieldErrorRef, {
  description: 'An input field that was refused, with the text to show next to it.',
  fields: (t) => ({
    field: t.exposeString('field', { description: 'The input field’s name, e.g. "email".' }),
    message: t.exposeString('message'),
  }),
});

const SubmitResultRef = builder.objectRef<SubmitResult>('FormSubmitResult');
builder.objectType(SubmitResultRef, {
  description: 'A form’s answer: the reference it is stored under, or the fields to correct (nothing is stored then).',
  fields: (t) => ({
    reference: t.exposeString('reference', { nullable: true, description: 'E.g. CM-7K3D9Q2F; null when fieldErrors is not empty.' }),
    fieldErrors: t.field({ type: [FieldErrorRef], resolve: (r) => r.fieldErrors }),
  }),
});

const FormGuardInput = builder.inputType('FormGuardInput', {
  description: 'Spam checks instead of a captcha: when the form was shown, and a field people leave empty.',
  fields: (t) => ({
    startedAt: t.float({ required: true, description: 'When the form was shown, in milliseconds since 1970 (forms sent within seconds are refused).' }),
    trap: t.string({ required: false, description: 'The form’s hidden field; must be empty or absent.' }),
  }),
});

const ContactInput = builder.inputType('ContactMessageInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    email: t.string({ required: true }),
    orderNumber: t.string({ required: false, description: 'The order the message is about, if any.' }),
    topic: t.string({ required: true, description: 'order, part, returns, shipping, payment, account or other.' }),
    message: t.string({ required: true }),
  }),
});

const VendorInput = builder.inputType('VendorApplicationInput', {
  fields: (t) => ({
    company: t.string({ required: true }),
    contactName: t.string({ required: true }),
    email: t.string({ required: true }),
    phone: t.string({ required: true }),
    website: t.string({ required: false }),
    brands: t.string({ required: true, description: 'The brands and product lines the vendor would list.' }),
    catalogueSize: t.string({ required: true, description: 'under_500, 500_5000, 5000_50000 or over_50000.' }),
    warehouses: t.string({ required: true, description: 'Warehouse locations, one per line.' }),
    message: t.string({ required: false }),
  }),
});

/** The `support` mutation group: the help centre's contact form and vendor applications. */
export const SupportMutations = mutationGroup('support', 'SupportMutations');
builder.objectFields(SupportMutations, (t) => ({
  contactUs: t.field({
    type: SubmitResultRef,
    description: 'Sends a message to customer service; stored, mailed to the store and acknowledged to the sender. Rate limited per address.',
    args: { input: t.arg({ type: ContactInput, required: true }), guard: t.arg({ type: FormGuardInput, required: true }) },
    resolve: (_r, { input, guard }, ctx) => ctx.services.support.submitContact(input, guard, ctx.ip),
  }),
  applyAsVendor: t.field({
    type: SubmitResultRef,
    description: 'Applies to sell on the store; stored with status "submitted" for review and acknowledged by mail. Rate limited per address.',
    args: { input: t.arg({ type: VendorInput, required: true }), guard: t.arg({ type: FormGuardInput, required: true }) },
    resolve: (_r, { input, guard }, ctx) => ctx.services.support.submitVendorApplication(input, guard, ctx.ip),
  }),
}));

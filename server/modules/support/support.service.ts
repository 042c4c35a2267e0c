import crypto from 'node:crypto';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { z } from 'zod';
import { DomainError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { EXTENDED_RETURN_TEXTS, normalizeOrderNumber } from '../../../shared/extended-return';
import type { StoreFacts } from '../../../shared/store-facts';
import {
  CONTACT_TOPICS,
  FORM_MAX_FILL_MS,
  FORM_MIN_FILL_MS,
  SUPPORT_LIMITS as L,
  VENDOR_CATALOGUE_SIZES,
  type FieldError,
} from '../../../shared/support-forms';
import { createSupportAdmin } from './support-admin';
import type { SupportAdminRepository } from './support-admin.repository';
import { contactAcknowledgement, vendorAcknowledgement } from './support-mail';
import type { SupportRepository } from './support.repository';

export type { QueueRow, ReplyRow, StaffMember, SupportThread, ThreadChange, QueuePage } from './support-admin';

export type { FieldError } from '../../../shared/support-forms';

/** What a form answers: a reference when stored, else the fields to correct. */
export interface SubmitResult {
  reference: string | null;
  fieldErrors: FieldError[];
}

/** Spam checks every form carries: when the page was shown, and a field no person fills in. */
export interface FormGuard {
  /** Milliseconds since the epoch at which the form was shown. */
  startedAt: number;
  /** The hidden honeypot field's value; a person leaves it empty. */
  trap?: string | null;
}

const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Enter ${label}.`)
    .max(max, `Keep ${label} under ${max.toLocaleString('en-US')} characters.`);
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `Keep ${label} under ${max.toLocaleString('en-US')} characters.`)
    .nullish()
    .transform((v) => v || null);
const email = z.string().trim().min(1, 'Enter your e-mail address.').max(L.email, 'This e-mail address is too long.').email('Enter an e-mail address like name@example.com.');

const ContactInput = z.object({
  name: text('your name', L.name),
  email,
  // Typed as people type it ("iy 1000245", "#1000245"), kept as the store writes it.
  orderNumber: optionalText('the order number', L.orderNumber)
    .refine((v) => v === null || normalizeOrderNumber(v) !== null, EXTENDED_RETURN_TEXTS.orderNumber)
    .transform((v) => (v === null ? null : normalizeOrderNumber(v))),
  topic: z.enum(Object.keys(CONTACT_TOPICS) as [keyof typeof CONTACT_TOPICS], { message: 'Choose what your message is about.' }),
  message: text('your message', L.message).refine((v) => v.length >= 10, 'Tell us a little more (at least 10 characters).'),
});
/** What a client sends; every field is checked here, so loose strings are fine. */
export type ContactInput = Omit<z.input<typeof ContactInput>, 'topic'> & { topic: string };

const VendorInput = z.object({
  company: text('the company name', L.company),
  contactName: text('a contact name', L.name),
  email,
  phone: text('a phone number', L.phone).refine((v) => (v.match(/\d/g) ?? []).length >= 7, 'Enter a phone number with at least 7 digits.'),
  website: optionalText('the website', L.website).refine((v) => v === null || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(v), 'Enter the website as https://example.com.'),
  brands: text('the brands you carry', L.brands),
  catalogueSize: z.enum(Object.keys(VENDOR_CATALOGUE_SIZES) as [keyof typeof VENDOR_CATALOGUE_SIZES], { message: 'Choose the size of your catalogue.' }),
  warehouses: text('your warehouse locations', L.warehouses),
  message: optionalText('the message', L.message),
});
export type VendorInput = Omit<z.input<typeof VendorInput>, 'catalogueSize'> & { catalogueSize: string };

function fieldErrors(error: z.ZodError): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    if (seen.has(field)) continue;
    seen.add(field);
    out.push({ field, message: issue.message });
  }
  return out;
}

/** A reference a person can read out on the phone: prefix and 8 characters without 0/O or 1/I. */
function newReference(prefix: string): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  const bytes = crypto.randomBytes(8);
  return `${prefix}-${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')}`;
}

export interface SupportLimits {
  contact: RateLimiterAbstract;
  vendor: RateLimiterAbstract;
  /** Acknowledgements per recipient address (both forms together), so the forms cannot flood a stranger's mailbox. */
  acknowledgements: RateLimiterAbstract;
}

/** The budget key of a recipient: a hash, so the shared limiter table holds no addresses. */
const recipientKey = (email: string) => crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');

const NO_ACK_NOTE = 'No acknowledgement was mailed to the sender: this address has had its share of acknowledgements for today.';

/**
 * The help centre's contact form and vendor applications: stored, mailed to the store, acknowledged
 * to the sender (a fixed text, a few a day per address); and the back office's queue of them.
 */
export function createSupportService({
  repo,
  adminRepo,
  mail,
  limits,
  facts: factsNow,
  log,
  now = Date.now,
}: {
  repo: SupportRepository;
  adminRepo: SupportAdminRepository;
  mail: { send(m: { to: string; subject: string; text: string }): Promise<unknown> };
  limits: SupportLimits;
  /** The store's facts as set now (the phone and hours follow /admin/settings). */
  facts: StoreFacts | (() => Promise<StoreFacts>);
  log: Logger;
  now?: () => number;
}) {
  const currentFacts = async (): Promise<StoreFacts> => (typeof factsNow === 'function' ? factsNow() : factsNow);

  async function refuseSpam(guard: FormGuard, form: string) {
    const facts = await currentFacts();
    const elapsed = now() - guard.startedAt;
    if (guard.trap) {
      log.warn({ form }, 'form refused: honeypot filled');
      throw new DomainError('VALIDATION', `We could not accept this form. If you are a person, please call us at ${facts.phone}.`);
    }
    if (!Number.isFinite(guard.startedAt) || elapsed < FORM_MIN_FILL_MS || elapsed > FORM_MAX_FILL_MS) {
      log.warn({ form, elapsed }, 'form refused: time trap');
      // Said plainly: a quick person (autofill, a pasted message) reads this too, and only needs to send again.
      throw new DomainError(
        'VALIDATION',
        elapsed > FORM_MAX_FILL_MS
          ? 'This form was opened too long ago. Please reload the page and send it again.'
          : 'This form was sent within seconds of the page opening, which is what spam robots do, so it was not accepted. Please check your entries and send it again.',
      );
    }
  }

  async function consume(limiter: RateLimiterAbstract, key: string) {
    try {
      await limiter.consume(key);
    } catch (err) {
      if (err instanceof Error) throw err;
      const facts = await currentFacts();
      throw new DomainError('RATE_LIMITED', `You have sent several forms in a short time. Please wait a while, or call us at ${facts.phone}.`);
    }
  }

  /** Whether the recipient's daily budget of acknowledgements allows one more. */
  async function mayAcknowledge(email: string): Promise<boolean> {
    try {
      await limits.acknowledgements.consume(recipientKey(email));
      return true;
    } catch (err) {
      if (err instanceof RateLimiterRes) return false;
      throw err;
    }
  }

  return {
    // queue, thread, reply, close, reopen (support-admin.ts).
    ...createSupportAdmin({ repo: adminRepo, mail, facts: currentFacts, now: () => new Date(now()) }),

    /** Stores a contact message, mails it to customer service and acknowledges it to the sender. */
    async submitContact(input: ContactInput, guard: FormGuard, ip: string): Promise<SubmitResult> {
      const parsed = ContactInput.safeParse(input);
      if (!parsed.success) return { reference: null, fieldErrors: fieldErrors(parsed.error) };
      await refuseSpam(guard, 'contact');
      const facts = await currentFacts();
      await consume(limits.contact, ip);
      const m = parsed.data;
      const reference = newReference('CM');
      await repo.insertContactMessage({ reference, ...m });
      const topic = CONTACT_TOPICS[m.topic];
      const ack = await mayAcknowledge(m.email);
      await mail.send({
        to: facts.email,
        subject: `[${reference}] ${topic}: ${m.name}`,
        text: [
          `Contact message ${reference}`,
          `From: ${m.name} <${m.email}>`,
          `Topic: ${topic}`,
          `Order number: ${m.orderNumber ?? 'none given'}`,
          ...(ack ? [] : [NO_ACK_NOTE]),
          '',
          m.message,
        ].join('\n'),
      });
      if (ack) await mail.send({ to: m.email, ...contactAcknowledgement(reference, facts) });
      return { reference, fieldErrors: [] };
    },

    /** Stores a vendor application for the back office's review and acknowledges it by mail. */
    async submitVendorApplication(input: VendorInput, guard: FormGuard, ip: string): Promise<SubmitResult> {
      const parsed = VendorInput.safeParse(input);
      if (!parsed.success) return { reference: null, fieldErrors: fieldErrors(parsed.error) };
      await refuseSpam(guard, 'vendor');
      const facts = await currentFacts();
      await consume(limits.vendor, ip);
      const a = parsed.data;
      const reference = newReference('VA');
      const warehouseCount = a.warehouses.split(/[\n;]+/).filter((w) => w.trim()).length;
      await repo.insertVendorApplication({ reference, ...a, warehouseCount });
      const size = VENDOR_CATALOGUE_SIZES[a.catalogueSize];
      const ack = await mayAcknowledge(a.email);
      await mail.send({
        to: facts.email,
        subject: `[${reference}] Vendor application: ${a.company}`,
        text: [
          `Vendor application ${reference} (status: submitted)`,
          `Company: ${a.company}`,
          `Contact: ${a.contactName} <${a.email}>, ${a.phone}`,
          `Website: ${a.website ?? 'none given'}`,
          `Brands: ${a.brands}`,
          `Catalogue: ${size}`,
          `Warehouses (${warehouseCount}): ${a.warehouses}`,
          ...(ack ? [] : [NO_ACK_NOTE]),
          '',
          a.message ?? '',
        ].join('\n'),
      });
      if (ack) await mail.send({ to: a.email, ...vendorAcknowledgement(reference, facts) });
      return { reference, fieldErrors: [] };
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;

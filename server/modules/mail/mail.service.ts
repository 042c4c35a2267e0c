import nodemailer from 'nodemailer';
import type { Logger } from '../../lib/logger';
import type { MailPreferences, MailRepository, OutboxMessage } from './mail.repository';

export type { MailPreferences } from './mail.repository';

/**
 * What a message is about. Account mail (sign-in, password, e-mail changes) always goes out; the
 * others follow the customer's preferences on /account/notifications.
 */
export type MailCategory = 'account' | keyof MailPreferences;

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The customer the message is for, whose preferences decide whether it goes out. */
  customerId?: number;
  category?: MailCategory;
}

export const DEFAULT_MAIL_PREFERENCES: MailPreferences = { orderUpdates: true, shippingUpdates: true, backInStock: true, marketing: true };

export interface MailServiceDeps {
  repo: MailRepository;
  from: string;
  /** smtp(s)://… sends for real; without it messages only go to the outbox table. */
  smtpUrl?: string;
  log: Logger;
}

/** Outgoing e-mail through nodemailer; every message is also kept in the outbox (decision 9). */
export function createMailService({ repo, from, smtpUrl, log }: MailServiceDeps) {
  // The JSON transport runs nodemailer's address parsing and composition without a network.
  const transporter = smtpUrl ? nodemailer.createTransport(smtpUrl) : nodemailer.createTransport({ jsonTransport: true });
  const transport = smtpUrl ? 'smtp' : 'outbox';

  async function preferences(customerId: number): Promise<MailPreferences> {
    return (await repo.preferences(customerId)) ?? DEFAULT_MAIL_PREFERENCES;
  }

  return {
    /**
     * Sends one message (or stores it in the outbox when no mail server is configured). A message
     * of a category the customer turned off is not sent; the answer says whether it went out.
     */
    async send({ customerId, category = 'account', ...message }: MailMessage): Promise<boolean> {
      if (customerId !== undefined && category !== 'account' && !(await preferences(customerId))[category]) {
        log.info({ customerId, category }, 'mail not sent: turned off by the customer');
        return false;
      }
      const info = await transporter.sendMail({ from, ...message });
      const recipients = info.envelope?.to?.join(', ') || message.to;
      await repo.insert({
        fromAddress: info.envelope?.from || from,
        toAddress: recipients,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        transport,
      });
      log.info({ to: recipients, subject: message.subject, transport }, 'mail sent');
      return true;
    },

    preferences,

    /** Turns kinds of mail on or off; fields left out keep their value. */
    async setPreferences(customerId: number, changes: Partial<MailPreferences>): Promise<MailPreferences> {
      const next = { ...(await preferences(customerId)) };
      for (const k of Object.keys(DEFAULT_MAIL_PREFERENCES) as Array<keyof MailPreferences>) {
        const v = changes[k];
        if (typeof v === 'boolean') next[k] = v;
      }
      await repo.savePreferences(customerId, next);
      return next;
    },

    /** The newest messages of the outbox, for /dev/mail. */
    listOutbox(limit = 100): Promise<OutboxMessage[]> {
      return repo.listRecent(Math.min(Math.max(limit, 1), 500));
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;

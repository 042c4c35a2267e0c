import nodemailer from 'nodemailer';
import type { Logger } from '../../lib/logger';
import type { MailRepository, OutboxMessage } from './mail.repository';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

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

  return {
    /** Sends one message (or stores it in the outbox when no mail server is configured). */
    async send(message: MailMessage): Promise<void> {
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
    },

    /** The newest messages of the outbox, for /dev/mail. */
    listOutbox(limit = 100): Promise<OutboxMessage[]> {
      return repo.listRecent(Math.min(Math.max(limit, 1), 500));
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;

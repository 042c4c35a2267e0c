import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema/mail';

export interface OutboxMessage {
  id: number;
  createdAt: Date;
  fromAddress: string;
  toAddress: string;
  subject: string;
  text: string;
  html: string | null;
  transport: string;
}

export type NewOutboxMessage = Omit<OutboxMessage, 'id' | 'createdAt'> & { createdAt?: Date };

/** Reads and writes the mail outbox. */
export function createMailRepository(db: Db) {
  return {
    async insert(m: NewOutboxMessage): Promise<void> {
      await db.insert(mailOutbox).values(m);
    },

    async listRecent(limit: number): Promise<OutboxMessage[]> {
      return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(limit);
    },
  };
}

export type MailRepository = ReturnType<typeof createMailRepository>;

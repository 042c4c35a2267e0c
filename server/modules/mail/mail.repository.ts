import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema/mail';
import { mailPreferences } from '../../db/schema/mail-preferences';

/** What a customer wants to be e-mailed about (all on until they say otherwise). */
export interface MailPreferences {
  orderUpdates: boolean;
  shippingUpdates: boolean;
  backInStock: boolean;
  marketing: boolean;
}

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

    async preferences(customerId: number): Promise<MailPreferences | null> {
      const [row] = await db
        .select({
          orderUpdates: mailPreferences.orderUpdates,
          shippingUpdates: mailPreferences.shippingUpdates,
          backInStock: mailPreferences.backInStock,
          marketing: mailPreferences.marketing,
        })
        .from(mailPreferences)
        .where(eq(mailPreferences.customerId, customerId));
      return row ?? null;
    },

    async savePreferences(customerId: number, p: MailPreferences): Promise<void> {
      await db
        .insert(mailPreferences)
        .values({ customerId, ...p, updatedAt: new Date() })
        .onConflictDoUpdate({ target: mailPreferences.customerId, set: { ...p, updatedAt: new Date() } });
    },

    async listRecent(limit: number): Promise<OutboxMessage[]> {
      return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(limit);
    },
  };
}

export type MailRepository = ReturnType<typeof createMailRepository>;

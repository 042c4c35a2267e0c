import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { supportContactMessages, supportVendorApplications } from '../../db/schema/support';

export interface NewContactMessage {
  reference: string;
  name: string;
  email: string;
  orderNumber: string | null;
  topic: string;
  message: string;
}

export interface NewVendorApplication {
  reference: string;
  company: string;
  contactName: string;
  email: string;
  phone: string;
  website: string | null;
  brands: string;
  catalogueSize: string;
  warehouses: string;
  warehouseCount: number;
  message: string | null;
}

export interface VendorApplicationRow extends NewVendorApplication {
  id: number;
  status: string;
  createdAt: Date;
}

/** Contact messages and vendor applications. */
export function createSupportRepository(db: Db) {
  return {
    async insertContactMessage(row: NewContactMessage): Promise<void> {
      await db.insert(supportContactMessages).values(row);
    },
    async insertVendorApplication(row: NewVendorApplication): Promise<void> {
      await db.insert(supportVendorApplications).values(row);
    },
    async contactMessageByReference(reference: string) {
      const [row] = await db.select().from(supportContactMessages).where(eq(supportContactMessages.reference, reference));
      return row ?? null;
    },
    async vendorApplicationByReference(reference: string): Promise<VendorApplicationRow | null> {
      const [row] = await db.select().from(supportVendorApplications).where(eq(supportVendorApplications.reference, reference));
      return row ?? null;
    },
  };
}

export type SupportRepository = ReturnType<typeof createSupportRepository>;

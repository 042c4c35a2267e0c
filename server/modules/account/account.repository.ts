import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerAddresses } from '../../db/schema/addresses';
import { customerPaymentMethods } from '../../db/schema/payments';
import { stockAlerts } from '../../db/schema/stock-alerts';
import type { AddressSnapshot } from '../../../shared/address';
import type { PaymentType } from '../../../shared/enums';

export interface AddressRow extends AddressSnapshot {
  id: number;
  customerId: number;
  isDefault: boolean;
  createdAt: Date;
}

export interface PaymentMethodRow {
  id: number;
  customerId: number;
  gateway: string;
  gatewayToken: string;
  paymentType: PaymentType;
  creditCardType: string;
  creditCardLast4: string;
  creditCardExp: string;
  cardholderName: string;
  accountNameOrEmail: string;
  billingAddress: AddressSnapshot;
  isDefault: boolean;
  displayOrder: number;
  createdAt: Date;
}

export interface StockAlertRow {
  id: number;
  productId: number;
  createdAt: Date;
  notifiedAt: Date | null;
}

export type PaymentMethodValues = Omit<PaymentMethodRow, 'id' | 'customerId' | 'isDefault' | 'displayOrder' | 'createdAt'>;

const addressColumns = {
  id: customerAddresses.id,
  customerId: customerAddresses.customerId,
  firstName: customerAddresses.firstName,
  lastName: customerAddresses.lastName,
  company: customerAddresses.company,
  email: customerAddresses.email,
  address1: customerAddresses.address1,
  address2: customerAddresses.address2,
  city: customerAddresses.city,
  countryId: customerAddresses.countryId,
  stateProvinceId: customerAddresses.stateProvinceId,
  zipPostalCode: customerAddresses.zipPostalCode,
  phoneNumber: customerAddresses.phoneNumber,
  isDefault: customerAddresses.isDefault,
  createdAt: customerAddresses.createdAt,
};

/** Address book and saved payment methods; every read and write is scoped to one customer. */
export function createAccountRepository(db: Db) {
  return {
    async addresses(customerId: number): Promise<AddressRow[]> {
      return db
        .select(addressColumns)
        .from(customerAddresses)
        .where(eq(customerAddresses.customerId, customerId))
        .orderBy(desc(customerAddresses.isDefault), asc(customerAddresses.id));
    },

    async address(customerId: number, id: number): Promise<AddressRow | null> {
      const [row] = await db
        .select(addressColumns)
        .from(customerAddresses)
        .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.id, id)));
      return row ?? null;
    },

    async countAddresses(customerId: number): Promise<number> {
      const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(customerAddresses).where(eq(customerAddresses.customerId, customerId));
      return r?.n ?? 0;
    },

    /** Inserts an address; the first one becomes the default. */
    async insertAddress(customerId: number, a: AddressSnapshot): Promise<number> {
      const [row] = await db
        .insert(customerAddresses)
        .values({
          customerId,
          ...a,
          isDefault: sql`not exists (select 1 from customer_addresses where customer_id = ${customerId} and is_default)`,
        })
        .returning({ id: customerAddresses.id });
      return row.id;
    },

    async updateAddress(customerId: number, id: number, a: AddressSnapshot): Promise<boolean> {
      const rows = await db
        .update(customerAddresses)
        .set(a)
        .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.id, id)))
        .returning({ id: customerAddresses.id });
      return rows.length > 0;
    },

    /** Deletes an address; when it was the default, the oldest remaining one takes over. */
    async deleteAddress(customerId: number, id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .delete(customerAddresses)
          .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.id, id)))
          .returning({ isDefault: customerAddresses.isDefault });
        if (rows.length === 0) return false;
        if (rows[0].isDefault) {
          await tx.execute(sql`update customer_addresses set is_default = true
            where id = (select id from customer_addresses where customer_id = ${customerId} order by id limit 1)`);
        }
        return true;
      });
    },

    async setDefaultAddress(customerId: number, id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [found] = await tx
          .select({ id: customerAddresses.id })
          .from(customerAddresses)
          .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.id, id)))
          .for('update');
        if (!found) return false;
        await tx
          .update(customerAddresses)
          .set({ isDefault: false })
          .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.isDefault, true)));
        await tx.update(customerAddresses).set({ isDefault: true }).where(eq(customerAddresses.id, id));
        return true;
      });
    },

    async paymentMethods(customerId: number): Promise<PaymentMethodRow[]> {
      return db
        .select()
        .from(customerPaymentMethods)
        .where(eq(customerPaymentMethods.customerId, customerId))
        .orderBy(desc(customerPaymentMethods.isDefault), asc(customerPaymentMethods.displayOrder), asc(customerPaymentMethods.id));
    },

    async paymentMethod(customerId: number, id: number): Promise<PaymentMethodRow | null> {
      const [row] = await db
        .select()
        .from(customerPaymentMethods)
        .where(and(eq(customerPaymentMethods.customerId, customerId), eq(customerPaymentMethods.id, id)));
      return row ?? null;
    },

    async countPaymentMethods(customerId: number): Promise<number> {
      const [r] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(customerPaymentMethods)
        .where(eq(customerPaymentMethods.customerId, customerId));
      return r?.n ?? 0;
    },

    async insertPaymentMethod(customerId: number, v: PaymentMethodValues): Promise<number> {
      const [row] = await db
        .insert(customerPaymentMethods)
        .values({
          customerId,
          ...v,
          isDefault: sql`not exists (select 1 from customer_payment_methods where customer_id = ${customerId} and is_default)`,
          displayOrder: sql`(select coalesce(max(display_order), 0) + 1 from customer_payment_methods where customer_id = ${customerId})`,
        })
        .returning({ id: customerPaymentMethods.id });
      return row.id;
    },

    async updatePaymentMethod(customerId: number, id: number, v: Partial<PaymentMethodValues>): Promise<boolean> {
      const rows = await db
        .update(customerPaymentMethods)
        .set(v)
        .where(and(eq(customerPaymentMethods.customerId, customerId), eq(customerPaymentMethods.id, id)))
        .returning({ id: customerPaymentMethods.id });
      return rows.length > 0;
    },

    async deletePaymentMethod(customerId: number, id: number): Promise<PaymentMethodRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .delete(customerPaymentMethods)
          .where(and(eq(customerPaymentMethods.customerId, customerId), eq(customerPaymentMethods.id, id)))
          .returning();
        if (!row) return null;
        if (row.isDefault) {
          await tx.execute(sql`update customer_payment_methods set is_default = true
            where id = (select id from customer_payment_methods where customer_id = ${customerId} order by display_order, id limit 1)`);
        }
        return row;
      });
    },

    async stockAlerts(customerId: number): Promise<StockAlertRow[]> {
      return db
        .select({ id: stockAlerts.id, productId: stockAlerts.productId, createdAt: stockAlerts.createdAt, notifiedAt: stockAlerts.notifiedAt })
        .from(stockAlerts)
        .where(eq(stockAlerts.customerId, customerId))
        .orderBy(desc(stockAlerts.createdAt), desc(stockAlerts.id));
    },

    async countStockAlerts(customerId: number): Promise<number> {
      const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(stockAlerts).where(eq(stockAlerts.customerId, customerId));
      return r?.n ?? 0;
    },

    /** Opens (or reopens, after an earlier notice) the customer's request for a product. */
    async upsertStockAlert(customerId: number, productId: number): Promise<void> {
      await db
        .insert(stockAlerts)
        .values({ customerId, productId })
        .onConflictDoUpdate({ target: [stockAlerts.customerId, stockAlerts.productId], set: { notifiedAt: null, createdAt: sql`now()` } });
    },

    async deleteStockAlert(customerId: number, productId: number): Promise<boolean> {
      const rows = await db
        .delete(stockAlerts)
        .where(and(eq(stockAlerts.customerId, customerId), eq(stockAlerts.productId, productId)))
        .returning({ id: stockAlerts.id });
      return rows.length > 0;
    },

    /**
     * Marks the open requests for a product as notified and answers whose they were. One statement,
     * so two deliveries at the same moment cannot mail a customer twice.
     */
    async claimStockAlerts(productId: number, now: Date): Promise<number[]> {
      const rows = await db
        .update(stockAlerts)
        .set({ notifiedAt: now })
        .where(and(eq(stockAlerts.productId, productId), isNull(stockAlerts.notifiedAt)))
        .returning({ customerId: stockAlerts.customerId });
      return rows.map((r) => r.customerId);
    },

    async setDefaultPaymentMethod(customerId: number, id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [found] = await tx
          .select({ id: customerPaymentMethods.id })
          .from(customerPaymentMethods)
          .where(and(eq(customerPaymentMethods.customerId, customerId), eq(customerPaymentMethods.id, id)))
          .for('update');
        if (!found) return false;
        await tx
          .update(customerPaymentMethods)
          .set({ isDefault: false })
          .where(and(eq(customerPaymentMethods.customerId, customerId), eq(customerPaymentMethods.isDefault, true)));
        await tx.update(customerPaymentMethods).set({ isDefault: true }).where(eq(customerPaymentMethods.id, id));
        return true;
      });
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;

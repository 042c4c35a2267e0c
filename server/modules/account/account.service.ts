import type { Logger } from '../../lib/logger';
import { invalid, notFound } from '../../lib/errors';
import { parseId } from '../../lib/ids';
import type { AddressSnapshot } from '../../../shared/address';
import { PAYMENT_TYPES, type PaymentType } from '../../../shared/enums';
import type { CountryRow } from '../content/content.service';
import type { DeclineLimits, PaymentGateway } from '../payments/payments.service';
import { validateAddress, type AddressInput } from './account-address';

// Checkout validates typed addresses by the same rules as the address book.
export { validateAddress, type AddressInput } from './account-address';
import type { AccountRepository, AddressRow, PaymentMethodRow, StockAlertRow } from './account.repository';
import type { CatalogService, ProductStockState } from '../catalog/catalog.service';
import type { MailService } from '../mail/mail.service';
import type { Clock } from '../../lib/clock';

const MAX_ADDRESSES = 50;
const MAX_PAYMENT_METHODS = 20;
const MAX_STOCK_ALERTS = 100;
const PRODUCT_NOT_FOUND = 'Product not found.';

/** A back-in-stock request with the product as the catalogue shows it now (null when the product is gone). */
export interface StockAlert extends StockAlertRow {
  product: ProductStockState | null;
}

/** Whether a saved card's MM/YYYY expiry month has passed. */
export function isExpired(exp: string, now: Date): boolean {
  const m = /^(\d{1,2})\/(\d{4})$/.exec(exp.trim());
  if (!m) return false;
  const month = Number(m[1]);
  const year = Number(m[2]);
  return year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
}
const ADDRESS_NOT_FOUND = 'Address not found.';
const METHOD_NOT_FOUND = 'Payment method not found.';

// Checkout reads its ID arguments with the same rule (server/lib/ids.ts is its home).
export { parseId } from '../../lib/ids';

export interface PaymentMethodInput {
  address?: AddressInput | null;
  paymentType?: string | null;
  nonce?: string | null;
  deviceData?: string | null;
}

/** Who saves the card: declines are counted per client address too (absent for in-process callers). */
export interface PaymentMethodCaller {
  ip?: string | null;
}

export interface AccountServiceDeps {
  repo: AccountRepository;
  gateway: PaymentGateway;
  /** The checkout's decline budgets (payments module): saving a card tries it with the gateway. */
  declines: DeclineLimits;
  countries: () => Promise<CountryRow[]>;
  log: Logger;
  /** Back in stock: the products' states, the customers' addresses, the mail. */
  catalog?: Pick<CatalogService, 'stockStates'>;
  customers?: { contactOf(customerId: number): Promise<{ email: string; name: string } | null> };
  mail?: Pick<MailService, 'send'>;
  publicUrl?: string;
  clock?: Clock;
}

/** Address book and saved payment methods of a signed-in customer (spec 1 §7). */
export function createAccountService({ repo, gateway, declines, countries, log, catalog, customers, mail, publicUrl = 'http://localhost', clock }: AccountServiceDeps) {
  const now = () => clock?.now() ?? new Date();
  function nonceOf(raw: string | null | undefined): string {
    const nonce = (raw ?? '').trim();
    if (!nonce || nonce.length > 4096) throw invalid('Enter your payment details.');
    return nonce;
  }

  function typeOf(raw: string | null | undefined): PaymentType | null {
    if (raw === null || raw === undefined || raw === '') return null;
    if (!(PAYMENT_TYPES as readonly string[]).includes(raw)) throw invalid('Choose a payment type: card, PayPal, Google Pay or Apple Pay.');
    return raw as PaymentType;
  }

  async function vault(customerId: number, nonce: string, billing: AddressSnapshot, deviceData: string | null | undefined, expected: PaymentType | null, caller: PaymentMethodCaller) {
    // Verifying a card is trying it: without the checkout's budgets the account page would test cards.
    const attempt = { customerId, address: caller.ip || null, card: gateway.cardOf?.({ nonce }) ?? null };
    const saved = await declines.guard(attempt, () => gateway.vault({ nonce, customerRef: String(customerId), billing, deviceData }));
    if (expected && saved.details.paymentType !== expected) {
      await gateway.removeVaulted(saved.token).catch((err) => log.warn({ err }, 'could not remove a mismatched saved method'));
      throw invalid('These payment details do not match the chosen payment type.');
    }
    return {
      gateway: gateway.name,
      gatewayToken: saved.token,
      paymentType: saved.details.paymentType,
      creditCardType: saved.details.cardType,
      creditCardLast4: saved.details.last4,
      creditCardExp: saved.details.exp,
      cardholderName: saved.details.cardholderName,
      accountNameOrEmail: saved.details.accountNameOrEmail,
    };
  }

  const api = {
    async addresses(customerId: number): Promise<AddressRow[]> {
      return repo.addresses(customerId);
    },

    /** One of my addresses; another customer's id answers like an unknown one. */
    async address(customerId: number, rawId: string | number): Promise<AddressRow | null> {
      const id = parseId(rawId);
      return id === null ? null : repo.address(customerId, id);
    },

    async addAddress(customerId: number, input: AddressInput | null | undefined): Promise<AddressRow> {
      const a = validateAddress(input, await countries());
      if ((await repo.countAddresses(customerId)) >= MAX_ADDRESSES) throw invalid(`An address book holds at most ${MAX_ADDRESSES} addresses.`);
      const id = await repo.insertAddress(customerId, a);
      return (await repo.address(customerId, id))!;
    },

    async editAddress(customerId: number, rawId: string | number, input: AddressInput | null | undefined): Promise<AddressRow> {
      const id = parseId(rawId);
      if (id === null || !(await repo.address(customerId, id))) throw notFound(ADDRESS_NOT_FOUND);
      const a = validateAddress(input, await countries());
      if (!(await repo.updateAddress(customerId, id, a))) throw notFound(ADDRESS_NOT_FOUND);
      return (await repo.address(customerId, id))!;
    },

    async deleteAddress(customerId: number, rawId: string | number): Promise<boolean> {
      const id = parseId(rawId);
      if (id === null || !(await repo.deleteAddress(customerId, id))) throw notFound(ADDRESS_NOT_FOUND);
      return true;
    },

    async setDefaultAddress(customerId: number, rawId: string | number): Promise<AddressRow> {
      const id = parseId(rawId);
      if (id === null || !(await repo.setDefaultAddress(customerId, id))) throw notFound(ADDRESS_NOT_FOUND);
      return (await repo.address(customerId, id))!;
    },

    async paymentMethods(customerId: number): Promise<PaymentMethodRow[]> {
      return repo.paymentMethods(customerId);
    },

    async paymentMethod(customerId: number, rawId: string | number): Promise<PaymentMethodRow | null> {
      const id = parseId(rawId);
      return id === null ? null : repo.paymentMethod(customerId, id);
    },

    /** Saves a card or wallet from a nonce: the gateway verifies and vaults it; we keep its token and what identifies it. */
    async addPaymentMethod(customerId: number, input: PaymentMethodInput, caller: PaymentMethodCaller = {}): Promise<PaymentMethodRow> {
      const billing = validateAddress(input.address, await countries());
      const type = typeOf(input.paymentType);
      const nonce = nonceOf(input.nonce);
      if ((await repo.countPaymentMethods(customerId)) >= MAX_PAYMENT_METHODS) {
        throw invalid(`You can save at most ${MAX_PAYMENT_METHODS} payment methods.`);
      }
      const values = await vault(customerId, nonce, billing, input.deviceData, type, caller);
      const id = await repo.insertPaymentMethod(customerId, { ...values, billingAddress: billing });
      return (await repo.paymentMethod(customerId, id))!;
    },

    /** Changes the billing address, and with a new nonce the card itself (the old one is removed at the gateway). */
    async editPaymentMethod(customerId: number, rawId: string | number, input: PaymentMethodInput, caller: PaymentMethodCaller = {}): Promise<PaymentMethodRow> {
      const id = parseId(rawId);
      const current = id === null ? null : await repo.paymentMethod(customerId, id);
      if (!current) throw notFound(METHOD_NOT_FOUND);
      const billing = validateAddress(input.address, await countries());
      const nonce = (input.nonce ?? '').trim();
      if (nonce) {
        const values = await vault(customerId, nonceOf(nonce), billing, input.deviceData, typeOf(input.paymentType), caller);
        if (!(await repo.updatePaymentMethod(customerId, current.id, { ...values, billingAddress: billing }))) throw notFound(METHOD_NOT_FOUND);
        await gateway.removeVaulted(current.gatewayToken).catch((err) => log.warn({ err }, 'could not remove a replaced saved method'));
      } else if (!(await repo.updatePaymentMethod(customerId, current.id, { billingAddress: billing }))) {
        throw notFound(METHOD_NOT_FOUND);
      }
      return (await repo.paymentMethod(customerId, current.id))!;
    },

    async deletePaymentMethod(customerId: number, rawId: string | number): Promise<boolean> {
      const id = parseId(rawId);
      const removed = id === null ? null : await repo.deletePaymentMethod(customerId, id);
      if (!removed) throw notFound(METHOD_NOT_FOUND);
      await gateway.removeVaulted(removed.gatewayToken).catch((err) => log.warn({ err }, 'could not remove a deleted saved method'));
      return true;
    },

    async setDefaultPaymentMethod(customerId: number, rawId: string | number): Promise<PaymentMethodRow> {
      const id = parseId(rawId);
      if (id === null || !(await repo.setDefaultPaymentMethod(customerId, id))) throw notFound(METHOD_NOT_FOUND);
      return (await repo.paymentMethod(customerId, id))!;
    },

    /** The customer's back-in-stock requests, newest first, with each product's state now. */
    async stockAlerts(customerId: number): Promise<StockAlert[]> {
      const rows = await repo.stockAlerts(customerId);
      const states = new Map((await (catalog?.stockStates(rows.map((r) => r.productId)) ?? [])).map((p) => [p.id, p]));
      return rows.map((r) => ({ ...r, product: states.get(r.productId) ?? null }));
    },

    /** "Notify me when available": only for a product out of stock that offers it (spec 2 §3 canNotify). */
    async requestStockAlert(customerId: number, rawProductId: string | number): Promise<StockAlert> {
      const id = parseId(rawProductId);
      const [product] = id === null || !catalog ? [] : await catalog.stockStates([id]);
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      if (!product.canNotify) throw invalid('This part does not offer a back-in-stock e-mail.');
      if (product.available) throw invalid('This part is in stock: you can order it now.');
      if ((await repo.countStockAlerts(customerId)) >= MAX_STOCK_ALERTS) throw invalid(`You can ask to hear about at most ${MAX_STOCK_ALERTS} parts.`);
      await repo.upsertStockAlert(customerId, product.id);
      return (await api.stockAlerts(customerId)).find((a) => a.productId === product.id)!;
    },

    async cancelStockAlert(customerId: number, rawProductId: string | number): Promise<boolean> {
      const id = parseId(rawProductId);
      if (id === null || !(await repo.deleteStockAlert(customerId, id))) throw notFound('There is no such request.');
      return true;
    },

    /**
     * Mails every customer waiting for these products, once: the requests are marked before the
     * mail goes out, so a second delivery (or a second server) finds none open.
     */
    async notifyBackInStock(productIds: number[]): Promise<void> {
      if (!catalog || !mail || !customers) return;
      for (const product of await catalog.stockStates(productIds)) {
        if (!product.available) continue;
        const waiting = await repo.claimStockAlerts(product.id, now());
        const link = new URL(`/${encodeURIComponent(product.seoName || 'product')}/p/${product.id}`, publicUrl).toString();
        for (const customerId of waiting) {
          const to = await customers.contactOf(customerId);
          if (!to) continue;
          await mail
            .send({
              to: to.email,
              customerId,
              category: 'backInStock',
              subject: `Back in stock: ${product.name}`,
              text: `Good news${to.name ? `, ${to.name}` : ''}: ${product.name} (${product.sku}) is back in stock.\n\nOrder it here: ${link}\n\nYou asked us to tell you once; manage these e-mails at ${new URL('/account/notifications', publicUrl).toString()}.`,
            })
            .catch((err) => log.error({ err, customerId, productId: product.id }, 'back-in-stock e-mail failed'));
        }
      }
    },

    /** The default payment method and shipping address the checkout starts with (null when none). */
    async defaults(customerId: number): Promise<{ paymentMethod: PaymentMethodRow | null; shippingAddress: AddressRow | null }> {
      const [methods, addresses] = await Promise.all([repo.paymentMethods(customerId), repo.addresses(customerId)]);
      return { paymentMethod: methods.find((m) => m.isDefault) ?? methods[0] ?? null, shippingAddress: addresses.find((a) => a.isDefault) ?? addresses[0] ?? null };
    },
  };
  return api;
}

export type AccountService = ReturnType<typeof createAccountService>;

import type { RouterContextProvider } from 'react-router';
import { serverQuery } from '~/lib/graphql';
import { ACCOUNT_MUTATIONS, ACCOUNT_NOTIFICATIONS, ACCOUNT_OVERVIEW, ACCOUNT_SECURITY, type MailPreferences } from './api/account-api';
import { ADDRESS_BOOK, ADDRESS_MUTATIONS, addressInput, type AddressFields } from './api/account-addresses-api';
import { PAYMENT_METHOD_MUTATIONS, PAYMENT_METHODS } from './api/account-payment-methods-api';

type Ctx = Readonly<RouterContextProvider>;

/** The account pages' reads, as the customer of the page request. */
export const accountReads = {
  overview: async (c: Ctx) => (await serverQuery(c, ACCOUNT_OVERVIEW)).v1,
  security: async (c: Ctx) => (await serverQuery(c, ACCOUNT_SECURITY)).v1.loginAndSecurity,
  notifications: async (c: Ctx) => (await serverQuery(c, ACCOUNT_NOTIFICATIONS)).v1,
  addressBook: async (c: Ctx) => (await serverQuery(c, ADDRESS_BOOK)).v1.addresses,
  paymentMethods: async (c: Ctx) => (await serverQuery(c, PAYMENT_METHODS)).v1,
};

/** The account pages' changes, made by their actions as the customer of the page request. */
export const accountWrites = {
  changeName: (c: Ctx, firstName: string, lastName: string) => serverQuery(c, ACCOUNT_MUTATIONS.changeName, { f: firstName, l: lastName }),
  changeNumber: (c: Ctx, phoneNumber: string) => serverQuery(c, ACCOUNT_MUTATIONS.changeNumber, { p: phoneNumber }),
  changeFeedbackName: (c: Ctx, feedbackName: string) => serverQuery(c, ACCOUNT_MUTATIONS.changeFeedbackName, { n: feedbackName }),
  setPreferences: (c: Ctx, p: MailPreferences) =>
    serverQuery(c, ACCOUNT_MUTATIONS.setPreferences, { o: p.orderUpdates, s: p.shippingUpdates, b: p.backInStock, m: p.marketing }),
  deleteStockAlert: (c: Ctx, productId: string) => serverQuery(c, ACCOUNT_MUTATIONS.deleteStockAlert, { p: productId }),
  addAddress: (c: Ctx, a: AddressFields) => serverQuery(c, ADDRESS_MUTATIONS.add, { a: addressInput(a) }),
  editAddress: (c: Ctx, id: string, a: AddressFields) => serverQuery(c, ADDRESS_MUTATIONS.edit, { id, a: addressInput(a) }),
  removeAddress: (c: Ctx, id: string) => serverQuery(c, ADDRESS_MUTATIONS.remove, { id }),
  defaultAddress: (c: Ctx, id: string) => serverQuery(c, ADDRESS_MUTATIONS.setDefault, { id }),
  removePaymentMethod: (c: Ctx, id: string) => serverQuery(c, PAYMENT_METHOD_MUTATIONS.remove, { id }),
  defaultPaymentMethod: (c: Ctx, id: string) => serverQuery(c, PAYMENT_METHOD_MUTATIONS.setDefault, { id }),
};

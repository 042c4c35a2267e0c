import { graphql } from '~/gql/gql';
import type { AccountFieldsFragment, AccountNotificationsQuery, AccountOverviewQuery, MailPreferences } from '~/gql/graphql';

// The account pages read and write as the signed-in customer from their loaders and actions
// (account-data.server.ts runs these with serverQuery).

graphql(`fragment AccountFields on Account { firstName lastName feedbackName email phoneNumber phoneNumberDisplay pendingEmail }`);

export const ACCOUNT_OVERVIEW = graphql(`
  query AccountOverview {
    v1 {
      account { ...AccountFields }
      defaultPaymentAndShipping {
        paymentMethod { ...PaymentMethodFields isExpired }
        shippingAddress { ...AddressFields }
      }
      garage { selectedGarageItemId items { id name year machineStatus } }
      myOrders(period: ANY, status: ALL, first: 3) { nodes { id customOrderNumber createdOnUtc orderTotal orderStatus paymentStatus shippingStatus } }
      productsAwaitingReview(first: 20) { id }
    }
  }
`);

export const ACCOUNT_SECURITY = graphql(`query AccountSecurity { v1 { loginAndSecurity { ...AccountFields } } }`);

export const ACCOUNT_NOTIFICATIONS = graphql(`
  query AccountNotifications {
    v1 {
      mailPreferences { orderUpdates shippingUpdates backInStock marketing }
      stockAlerts { id productId createdOnUtc notifiedOnUtc product { id name sku seoName available } }
    }
  }
`);

export const ACCOUNT_MUTATIONS = {
  changeName: graphql(`mutation ChangeName($f: String!, $l: String!) { v1 { loginAndSecurity { changeName(firstName: $f, lastName: $l) { ...AccountFields } } } }`),
  changeNumber: graphql(`mutation ChangeNumber($p: String!) { v1 { loginAndSecurity { changeNumber(phoneNumber: $p) { ...AccountFields } } } }`),
  changeFeedbackName: graphql(`mutation ChangeFeedbackName($n: String!) { v1 { loginAndSecurity { changeFeedbackName(feedbackName: $n) { ...AccountFields } } } }`),
  setPreferences: graphql(`
    mutation SetMailPreferences($o: Boolean, $s: Boolean, $b: Boolean, $m: Boolean) {
      v1 { notifications { setPreferences(orderUpdates: $o, shippingUpdates: $s, backInStock: $b, marketing: $m) { orderUpdates shippingUpdates backInStock marketing } } }
    }
  `),
  deleteStockAlert: graphql(`mutation DeleteStockAlert($p: ID!) { v1 { stockAlert { delete(productId: $p) } } }`),
};

export type Account = AccountFieldsFragment;
export type AccountOverviewData = AccountOverviewQuery['v1'];
export type AccountNotificationsData = AccountNotificationsQuery['v1'];
export type StockAlert = AccountNotificationsData['stockAlerts'][number];
export type { MailPreferences };

/** The kinds of e-mail a customer turns on or off, in the order the page lists them. */
export const MAIL_KINDS: Array<{ key: keyof MailPreferences; label: string; text: string }> = [
  { key: 'orderUpdates', label: 'Order updates', text: 'When an order is cancelled, returned or refunded.' },
  { key: 'shippingUpdates', label: 'Shipping updates', text: 'When an order ships and when it is delivered.' },
  { key: 'backInStock', label: 'Back in stock', text: 'When a part you asked about below is back in stock.' },
  { key: 'marketing', label: 'Offers and news', text: 'Sales, new parts lines and store news.' },
];

import { viewerQuery } from '~/features/auth/auth-session';
import { graphql } from '~/gql/gql';
import type { AccountFieldsFragment, AccountNotificationsQuery, MailPreferences } from '~/gql/graphql';

graphql(`fragment AccountFields on Account { firstName lastName feedbackName email phoneNumber phoneNumberDisplay pendingEmail }`);

const OVERVIEW = graphql(`
  query AccountOverview {
    v1 {
      account { ...AccountFields }
      defaultPaymentAndShipping {
        paymentMethod { ...PaymentMethodFields isExpired }
        shippingAddress { ...AddressFields }
      }
      garage { selectedGarageItemId items { id name year machineStatus } }
    }
  }
`);

const SECURITY = graphql(`query AccountSecurity { v1 { loginAndSecurity { ...AccountFields } } }`);

const NOTIFICATIONS = graphql(`
  query AccountNotifications {
    v1 {
      mailPreferences { orderUpdates shippingUpdates backInStock marketing }
      stockAlerts { id productId createdOnUtc notifiedOnUtc product { id name sku seoName available } }
    }
  }
`);

const MUTATIONS = {
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
export type StockAlert = AccountNotificationsQuery['v1']['stockAlerts'][number];
export type { MailPreferences };

export const fetchOverview = async () => (await viewerQuery(OVERVIEW)).v1;
export const fetchSecurity = async () => (await viewerQuery(SECURITY)).v1.loginAndSecurity;
export const fetchNotifications = async () => (await viewerQuery(NOTIFICATIONS)).v1;

export const accountApi = {
  changeName: async (firstName: string, lastName: string) => (await viewerQuery(MUTATIONS.changeName, { f: firstName, l: lastName })).v1.loginAndSecurity.changeName,
  changeNumber: async (phoneNumber: string) => (await viewerQuery(MUTATIONS.changeNumber, { p: phoneNumber })).v1.loginAndSecurity.changeNumber,
  changeFeedbackName: async (feedbackName: string) => (await viewerQuery(MUTATIONS.changeFeedbackName, { n: feedbackName })).v1.loginAndSecurity.changeFeedbackName,
  setPreferences: async (p: Partial<MailPreferences>) =>
    (await viewerQuery(MUTATIONS.setPreferences, { o: p.orderUpdates ?? null, s: p.shippingUpdates ?? null, b: p.backInStock ?? null, m: p.marketing ?? null })).v1.notifications
      .setPreferences,
  deleteStockAlert: async (productId: string) => (await viewerQuery(MUTATIONS.deleteStockAlert, { p: productId })).v1.stockAlert.delete,
};

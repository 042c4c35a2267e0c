import { type RouterContextProvider } from 'react-router';
import { graphql } from '~/gql/gql';
import type { AdminOrderFilter, AdminShipLineInput } from '~/gql/graphql';
import { serverQuery } from '~/lib/graphql';

// The back office's order documents; the /admin loaders and actions run them as the signed-in administrator.

const ADMIN_ORDERS = graphql(`
  query AdminOrders($first: Int, $after: String, $search: String, $status: AdminOrderFilter) {
    v1 {
      admin {
        orders(first: $first, after: $after, search: $search, status: $status) {
          totalCount hasNextPage endCursor
          nodes {
            id customOrderNumber createdOnUtc email orderStatus paymentStatus shippingStatus orderTotal
            billingAddress { firstName lastName }
          }
        }
      }
    }
  }
`);

const ADMIN_ORDER = graphql(`
  query AdminOrder($id: ID!) {
    v1 {
      admin {
        order(id: $id) {
          id customOrderNumber createdOnUtc email purchaseOrder orderStatus paymentStatus shippingStatus shippingMethod
          orderSubtotalExclTax orderShippingExclTax orderTax orderTotal refundedAmount
          cardType maskedCreditCardNumber
          shippingAddress { firstName lastName company address1 address2 city zipPostalCode phoneNumber stateProvince { abbreviation } country { name } }
          items { id productName sku quantity unitPriceExclTax priceExclTax }
          lineQuantities { orderItemId ordered shipped delivered returned }
          shipments {
            id carrierName trackingNumber trackingNumberUrl status shippedDateUtc deliveryDateUtc
            shipmentItems { orderItemId quantity }
          }
        }
        orderPayments(orderId: $id) { id kind amount gateway transactionId createdOnUtc }
      }
    }
  }
`);

const ADMIN_SHIP = graphql(`
  mutation AdminShipOrder($orderId: ID!, $lines: [AdminShipLineInput!]) {
    v1 { admin { orders { ship(orderId: $orderId, lines: $lines) { id trackingNumber } } } }
  }
`);

type Context = Readonly<RouterContextProvider>;

export const ADMIN_PAGE_SIZE = 25;

export const adminOrdersServer = {
  list: (context: Context, v: { search: string; status: AdminOrderFilter; after: string | null }) =>
    serverQuery(context, ADMIN_ORDERS, { first: ADMIN_PAGE_SIZE, after: v.after, search: v.search || null, status: v.status }).then((d) => d.v1.admin.orders),
  order: (context: Context, id: string) => serverQuery(context, ADMIN_ORDER, { id }).then((d) => (d.v1.admin.order ? { order: d.v1.admin.order, payments: d.v1.admin.orderPayments } : null)),
  ship: (context: Context, orderId: string, lines: AdminShipLineInput[]) => serverQuery(context, ADMIN_SHIP, { orderId, lines }).then((d) => d.v1.admin.orders.ship),
};

import { type RouterContextProvider } from 'react-router';
import { graphql } from '~/gql/gql';
import type { AdminOrderFilter, AdminOrderSort, AdminShipLineInput } from '~/gql/graphql';
import { serverQuery } from '~/lib/graphql';

// The back office's order documents; the /admin loaders and actions run them as the signed-in member of staff.

const ADMIN_ORDERS = graphql(`
  query AdminOrders(
    $first: Int
    $after: String
    $search: String
    $status: AdminOrderFilter
    $placedFrom: String
    $placedTo: String
    $vendorId: ID
    $warehouseId: ID
    $machineDown: Boolean
    $sort: AdminOrderSort
  ) {
    v1 {
      admin {
        orders(
          first: $first
          after: $after
          search: $search
          status: $status
          placedFrom: $placedFrom
          placedTo: $placedTo
          vendorId: $vendorId
          warehouseId: $warehouseId
          machineDown: $machineDown
          sort: $sort
        ) {
          totalCount hasNextPage endCursor
          nodes {
            id customOrderNumber createdOnUtc email orderStatus paymentStatus shippingStatus orderTotal purchaseOrder shippingMethod
            billingAddress { firstName lastName }
          }
        }
        orderListChoices { vendors { id name } warehouses { id name } }
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
          billingAddress { firstName lastName company address1 address2 city zipPostalCode phoneNumber stateProvince { abbreviation } country { name } }
          shippingAddress { firstName lastName company address1 address2 city zipPostalCode phoneNumber stateProvince { abbreviation } country { name } }
          items { id productName sku quantity unitPriceExclTax priceExclTax }
          lineQuantities { orderItemId ordered shipped delivered returned }
          shipments {
            id carrierName trackingNumber trackingNumberUrl status shippedDateUtc deliveryDateUtc
            shipmentItems { orderItemId quantity }
          }
        }
        orderPayments(orderId: $id) { id kind amount gateway transactionId reason createdOnUtc }
        orderTimeline(orderId: $id) { at kind title detail actor }
      }
    }
  }
`);

const ADMIN_SHIP = graphql(`
  mutation AdminShipOrder($orderId: ID!, $lines: [AdminShipLineInput!], $carrier: String, $trackingNumber: String) {
    v1 { admin { orders { ship(orderId: $orderId, lines: $lines, carrier: $carrier, trackingNumber: $trackingNumber) { id carrierName trackingNumber } } } }
  }
`);

const ADMIN_DELIVERED = graphql(`
  mutation AdminMarkDelivered($orderId: ID!, $shipmentId: ID) {
    v1 { admin { orders { markDelivered(orderId: $orderId, shipmentId: $shipmentId) { id orderStatus shippingStatus } } } }
  }
`);

const ADMIN_CANCEL = graphql(`
  mutation AdminCancelOrder($orderId: ID!, $reason: String!) {
    v1 { admin { orders { cancel(orderId: $orderId, reason: $reason) { id orderStatus paymentStatus refundedAmount } } } }
  }
`);

const ADMIN_REFUND = graphql(`
  mutation AdminRefundOrder($orderId: ID!, $amount: String!, $reason: String!) {
    v1 { admin { orders { refund(orderId: $orderId, amount: $amount, reason: $reason) { id paymentStatus refundedAmount } } } }
  }
`);

const ADMIN_NOTE = graphql(`
  mutation AdminOrderNote($orderId: ID!, $text: String!) {
    v1 { admin { orders { addNote(orderId: $orderId, text: $text) } } }
  }
`);

type Context = Readonly<RouterContextProvider>;

export const ADMIN_PAGE_SIZE = 25;

/** The order queue's filters as the list page reads them from its address. */
export interface AdminOrderListFilters {
  search: string;
  status: AdminOrderFilter;
  from: string;
  to: string;
  vendor: string;
  warehouse: string;
  machineDown: boolean;
  sort: AdminOrderSort;
}

export const adminOrdersServer = {
  list: (context: Context, f: AdminOrderListFilters, after: string | null) =>
    serverQuery(context, ADMIN_ORDERS, {
      first: ADMIN_PAGE_SIZE,
      after,
      search: f.search || null,
      status: f.status,
      placedFrom: f.from || null,
      placedTo: f.to || null,
      vendorId: f.vendor || null,
      warehouseId: f.warehouse || null,
      machineDown: f.machineDown || null,
      sort: f.sort,
    }).then((d) => ({ page: d.v1.admin.orders, choices: d.v1.admin.orderListChoices })),
  order: (context: Context, id: string) =>
    serverQuery(context, ADMIN_ORDER, { id }).then((d) => (d.v1.admin.order ? { order: d.v1.admin.order, payments: d.v1.admin.orderPayments, timeline: d.v1.admin.orderTimeline } : null)),
  ship: (context: Context, orderId: string, lines: AdminShipLineInput[], carrier: string | null, trackingNumber: string | null) =>
    serverQuery(context, ADMIN_SHIP, { orderId, lines, carrier, trackingNumber }).then((d) => d.v1.admin.orders.ship),
  markDelivered: (context: Context, orderId: string, shipmentId: string | null) => serverQuery(context, ADMIN_DELIVERED, { orderId, shipmentId }).then((d) => d.v1.admin.orders.markDelivered),
  cancel: (context: Context, orderId: string, reason: string) => serverQuery(context, ADMIN_CANCEL, { orderId, reason }).then((d) => d.v1.admin.orders.cancel),
  refund: (context: Context, orderId: string, amount: string, reason: string) => serverQuery(context, ADMIN_REFUND, { orderId, amount, reason }).then((d) => d.v1.admin.orders.refund),
  addNote: (context: Context, orderId: string, text: string) => serverQuery(context, ADMIN_NOTE, { orderId, text }).then((d) => d.v1.admin.orders.addNote),
};

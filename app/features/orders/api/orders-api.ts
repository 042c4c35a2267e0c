import { graphql } from '~/gql/gql';
import type {
  OrderDetailFieldsFragment,
  OrderListPeriod,
  OrderListStatus,
  OrderSummaryFieldsFragment,
  ReturnDetailFieldsFragment,
  ReturnReason,
  ShipmentFieldsFragment,
} from '~/gql/graphql';

// The documents of the orders pages: their loaders and actions run them as the signed-in customer
// (orders-api.server.ts).

graphql(`
  fragment OrderAddressFields on Address {
    firstName lastName company address1 address2 city zipPostalCode phoneNumber email
    country { name }
    stateProvince { abbreviation name }
  }
`);

graphql(`
  fragment ShipmentFields on Shipment {
    id carrier carrierName trackingNumber trackingNumberUrl status totalWeight
    shippedDateUtc deliveryDateUtc estimatedDeliveryDateUtc orderId
    shipmentItems { id quantity orderItemId }
    trackingEvents { id type label description location occurredOnUtc }
  }
`);

graphql(`
  fragment OrderSummaryFields on Order {
    id clubOrderGuid customOrderNumber createdOnUtc orderTotal refundedAmount
    orderStatus paymentStatus shippingStatus
    canCancelOrder canRequestReturn canLeaveFeedback
    items { id productId productName quantity product { id seoName pictures { thumbnailUrl altAttribute } } }
    shipments { id status trackingNumber carrierName }
    returnRequests { id returnNumber status }
  }
`);

graphql(`
  fragment OrderDetailFields on Order {
    ...OrderSummaryFields
    email purchaseOrder cardName cardType maskedCreditCardNumber paymentType shippingMethod
    orderSubtotalExclTax orderSubTotalDiscountExclTax orderShippingExclTax orderShippingDiscount orderTax
    cancelledOnUtc completedOnUtc returnWindowEndsUtc estArrivalDate
    invoice { invoiceNumber issuedOnUtc seller { name addressLines phone email } }
    billingAddress { ...OrderAddressFields }
    shippingAddress { ...OrderAddressFields }
    items {
      id productId productName sku quantity unitPriceExclTax priceExclTax reference
      product { id name seoName pictures { thumbnailUrl imageUrl altAttribute } }
    }
    lineQuantities { orderItemId ordered shipped delivered returned returnable }
    shipments { ...ShipmentFields }
    returnRequests { id returnNumber status createdOnUtc }
    feedback { id rating }
  }
`);

graphql(`
  fragment ReturnDetailFields on ReturnRequest {
    id returnNumber status reason reasonLabel reasonText comments storeNote storeAtFault outsideReturnWindow
    photos { id fileName thumbnailUrl imageUrl }
    createdOnUtc approvedOnUtc rejectedOnUtc receivedOnUtc refundedOnUtc
    items { id orderItemId quantity receivedQuantity damagedQuantity }
    refund { items tax shipping total }
    order { id customOrderNumber clubOrderGuid items { id productName sku } }
    authorization {
      returnNumber customOrderNumber issuedOnUtc shipByUtc prepaidLabel instructions
      returnTo { name addressLines phone email }
      shipFrom { ...OrderAddressFields }
      packingSlip { sku productName quantity }
    }
  }
`);

export type OrderSummary = OrderSummaryFieldsFragment;
export type OrderDetail = OrderDetailFieldsFragment;
export type OrderShipment = ShipmentFieldsFragment;
export type ReturnDetail = ReturnDetailFieldsFragment;
export type { OrderListPeriod, OrderListStatus, ReturnReason };

export const MY_ORDERS = graphql(`
  query MyOrders($period: OrderListPeriod, $status: OrderListStatus, $year: Int, $first: Int, $after: String) {
    v1 {
      myOrders(period: $period, status: $status, year: $year, first: $first, after: $after) {
        totalCount hasNextPage endCursor
        nodes { ...OrderSummaryFields }
      }
      myOrderYears
    }
  }
`);

export const MY_ORDER = graphql(`
  query MyOrder($id: ID!) {
    v1 { myOrder(id: $id) { ...OrderDetailFields } }
  }
`);

export const CANCEL_PREVIEW = graphql(`
  query CancelPreview($orderId: ID!) {
    v1 {
      cancelPreview(orderId: $orderId) {
        canCancel reason refundAmount refundMethod
        order { ...OrderDetailFields }
      }
    }
  }
`);

export const CANCEL_ORDER = graphql(`
  mutation CancelOrder($id: ID!) {
    v1 { order { cancelOrder(id: $id) { ...OrderDetailFields } } }
  }
`);

export const RETURN_FORM = graphql(`
  query ReturnForm($id: ID!) {
    v1 {
      myOrder(id: $id) { ...OrderDetailFields }
      returnReasons { code label needsText }
      returnWindowDays
    }
  }
`);

export const MY_RETURN = graphql(`
  query MyReturn($id: ID!) {
    v1 { myReturn(id: $id) { ...ReturnDetailFields } }
  }
`);

export const MY_RETURNS = graphql(`
  query MyReturns($first: Int, $after: String) {
    v1 {
      myReturns(first: $first, after: $after) {
        totalCount hasNextPage endCursor
        nodes { id returnNumber status reasonLabel createdOnUtc refund { total } order { id customOrderNumber } }
      }
    }
  }
`);

export const SUBMIT_RETURN = graphql(`
  mutation SubmitReturn($orderId: ID!, $reason: ReturnReason!, $reasonText: String, $comments: String, $items: [ReturnLineInput!]) {
    v1 { order { submitReturnRequest(orderId: $orderId, reason: $reason, reasonText: $reasonText, comments: $comments, items: $items) { ...ReturnDetailFields } } }
  }
`);

export const MY_SHIPMENT = graphql(`
  query MyShipment($id: ID!) {
    v1 { myShipment(id: $id) { ...ShipmentFields order { id customOrderNumber clubOrderGuid } } }
  }
`);

export const FEEDBACK_FORM = graphql(`
  query FeedbackForm($id: ID!) {
    v1 {
      myOrder(id: $id) { ...OrderSummaryFields feedback { id rating asDescribed arrivedOnTime promptService wellPackaged suggestion text createdOnUtc replyText repliedOnUtc } }
    }
  }
`);

export const MY_FEEDBACK = graphql(`
  query MyFeedback {
    v1 { myFeedback { id orderId rating text createdOnUtc replyText } }
  }
`);

export const ADD_FEEDBACK = graphql(`
  mutation AddFeedback($feedback: FeedbackInput!) {
    v1 { leaveFeedback { add(feedback: $feedback) { id rating } } }
  }
`);

export const REVIEW_FORM = graphql(`
  query ReviewForm($productId: ID!) {
    v1 {
      product(id: $productId) { id name seoName pictures { thumbnailUrl altAttribute } }
      review(productId: $productId) { id rating title reviewText status replyText }
      reviewEligibility(productId: $productId) { canReview reason }
    }
  }
`);

export const AWAITING_REVIEW = graphql(`
  query AwaitingReview($first: Int) {
    v1 {
      productsAwaitingReview(first: $first) { id name seoName pictures { thumbnailUrl altAttribute } }
      myReviews(first: 50) { totalCount nodes { id rating title status productId product { id name seoName } } }
    }
  }
`);

export const ADD_REVIEW = graphql(`
  mutation AddReview($review: ReviewInput!) {
    v1 { productReview { add(review: $review) { id status } } }
  }
`);

export const EDIT_REVIEW = graphql(`
  mutation EditReview($review: ReviewInput!) {
    v1 { productReview { edit(review: $review) { id status } } }
  }
`);

export const VOTE_REVIEW = graphql(`
  mutation VoteReview($reviewId: ID!, $helpful: Boolean!) {
    v1 { productReview { vote(reviewId: $reviewId, helpful: $helpful) { id helpfulYesTotal helpfulNoTotal myHelpfulVote } } }
  }
`);

export const ORDER_GUID = graphql(`
  query MyOrderGuid($id: ID!) {
    v1 { myOrder(id: $id) { id clubOrderGuid } }
  }
`);

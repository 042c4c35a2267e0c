import { viewerQuery } from '~/features/auth/auth-session';
import { graphql } from '~/gql/gql';
import type {
  FeedbackInput,
  OrderDetailFieldsFragment,
  OrderListPeriod,
  OrderListStatus,
  OrderSummaryFieldsFragment,
  ReturnDetailFieldsFragment,
  ReturnLineInput,
  ReturnReason,
  ReviewInput,
  ShipmentFieldsFragment,
} from '~/gql/graphql';

// Every account page reads as the signed-in customer (the session lives in the browser), so these
// run through viewerQuery, never from a loader.

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

const MY_ORDERS = graphql(`
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

const MY_ORDER = graphql(`
  query MyOrder($id: ID!) {
    v1 { myOrder(id: $id) { ...OrderDetailFields } }
  }
`);

const CANCEL_PREVIEW = graphql(`
  query CancelPreview($orderId: ID!) {
    v1 {
      cancelPreview(orderId: $orderId) {
        canCancel reason refundAmount refundMethod
        order { ...OrderDetailFields }
      }
    }
  }
`);

const CANCEL_ORDER = graphql(`
  mutation CancelOrder($id: ID!) {
    v1 { order { cancelOrder(id: $id) { ...OrderDetailFields } } }
  }
`);

const RETURN_FORM = graphql(`
  query ReturnForm($id: ID!) {
    v1 {
      myOrder(id: $id) { ...OrderDetailFields }
      returnReasons { code label needsText }
      returnWindowDays
    }
  }
`);

const MY_RETURN = graphql(`
  query MyReturn($id: ID!) {
    v1 { myReturn(id: $id) { ...ReturnDetailFields } }
  }
`);

const MY_RETURNS = graphql(`
  query MyReturns($first: Int, $after: String) {
    v1 {
      myReturns(first: $first, after: $after) {
        totalCount hasNextPage endCursor
        nodes { id returnNumber status reasonLabel createdOnUtc refund { total } order { id customOrderNumber } }
      }
    }
  }
`);

const SUBMIT_RETURN = graphql(`
  mutation SubmitReturn($orderId: ID!, $reason: ReturnReason!, $reasonText: String, $comments: String, $items: [ReturnLineInput!]) {
    v1 { order { submitReturnRequest(orderId: $orderId, reason: $reason, reasonText: $reasonText, comments: $comments, items: $items) { ...ReturnDetailFields } } }
  }
`);

const MY_SHIPMENT = graphql(`
  query MyShipment($id: ID!) {
    v1 { myShipment(id: $id) { ...ShipmentFields order { id customOrderNumber clubOrderGuid } } }
  }
`);

const FEEDBACK_FORM = graphql(`
  query FeedbackForm($id: ID!) {
    v1 {
      myOrder(id: $id) { ...OrderSummaryFields feedback { id rating asDescribed arrivedOnTime promptService wellPackaged suggestion text createdOnUtc } }
    }
  }
`);

const MY_FEEDBACK = graphql(`
  query MyFeedback {
    v1 { myFeedback { id orderId rating text createdOnUtc } }
  }
`);

const ADD_FEEDBACK = graphql(`
  mutation AddFeedback($feedback: FeedbackInput!) {
    v1 { leaveFeedback { add(feedback: $feedback) { id rating } } }
  }
`);

const REVIEW_FORM = graphql(`
  query ReviewForm($productId: ID!) {
    v1 {
      product(id: $productId) { id name seoName pictures { thumbnailUrl altAttribute } }
      review(productId: $productId) { id rating title reviewText status replyText }
      reviewEligibility(productId: $productId) { canReview reason }
    }
  }
`);

const AWAITING_REVIEW = graphql(`
  query AwaitingReview($first: Int) {
    v1 {
      productsAwaitingReview(first: $first) { id name seoName pictures { thumbnailUrl altAttribute } }
      myReviews(first: 50) { totalCount nodes { id rating title status productId product { id name seoName } } }
    }
  }
`);

const ADD_REVIEW = graphql(`
  mutation AddReview($review: ReviewInput!) {
    v1 { productReview { add(review: $review) { id status } } }
  }
`);

const EDIT_REVIEW = graphql(`
  mutation EditReview($review: ReviewInput!) {
    v1 { productReview { edit(review: $review) { id status } } }
  }
`);

const VOTE_REVIEW = graphql(`
  mutation VoteReview($reviewId: ID!, $helpful: Boolean!) {
    v1 { productReview { vote(reviewId: $reviewId, helpful: $helpful) { id helpfulYesTotal helpfulNoTotal myHelpfulVote } } }
  }
`);

const ORDER_GUID = graphql(`
  query MyOrderGuid($id: ID!) {
    v1 { myOrder(id: $id) { id clubOrderGuid } }
  }
`);

/** The signed-in customer's orders and returns: reads and the after-order actions. */
export const ordersApi = {
  list: (v: { period: OrderListPeriod; status: OrderListStatus; year: number | null; after?: string | null }, signal?: AbortSignal) =>
    viewerQuery(MY_ORDERS, { ...v, first: 10, after: v.after ?? null }, signal).then((d) => ({ orders: d.v1.myOrders, years: d.v1.myOrderYears })),
  order: (id: string, signal?: AbortSignal) => viewerQuery(MY_ORDER, { id }, signal).then((d) => d.v1.myOrder),
  orderGuid: (id: string, signal?: AbortSignal) => viewerQuery(ORDER_GUID, { id }, signal).then((d) => d.v1.myOrder?.clubOrderGuid ?? null),
  cancelPreview: (orderId: string, signal?: AbortSignal) => viewerQuery(CANCEL_PREVIEW, { orderId }, signal).then((d) => d.v1.cancelPreview),
  cancel: (id: string) => viewerQuery(CANCEL_ORDER, { id }).then((d) => d.v1.order.cancelOrder),
  returnForm: (id: string, signal?: AbortSignal) => viewerQuery(RETURN_FORM, { id }, signal).then((d) => d.v1),
  returnRequest: (id: string, signal?: AbortSignal) => viewerQuery(MY_RETURN, { id }, signal).then((d) => d.v1.myReturn),
  returns: (signal?: AbortSignal) => viewerQuery(MY_RETURNS, { first: 50, after: null }, signal).then((d) => d.v1.myReturns),
  submitReturn: (v: { orderId: string; reason: ReturnReason; reasonText: string | null; comments: string | null; items: ReturnLineInput[] }) =>
    viewerQuery(SUBMIT_RETURN, v).then((d) => d.v1.order.submitReturnRequest),
  shipment: (id: string, signal?: AbortSignal) => viewerQuery(MY_SHIPMENT, { id }, signal).then((d) => d.v1.myShipment),
  feedbackForm: (id: string, signal?: AbortSignal) => viewerQuery(FEEDBACK_FORM, { id }, signal).then((d) => d.v1.myOrder),
  myFeedback: (signal?: AbortSignal) => viewerQuery(MY_FEEDBACK, undefined, signal).then((d) => d.v1.myFeedback),
  addFeedback: (feedback: FeedbackInput) => viewerQuery(ADD_FEEDBACK, { feedback }).then((d) => d.v1.leaveFeedback.add),
  reviewForm: (productId: string, signal?: AbortSignal) => viewerQuery(REVIEW_FORM, { productId }, signal).then((d) => d.v1),
  awaitingReview: (signal?: AbortSignal) => viewerQuery(AWAITING_REVIEW, { first: 20 }, signal).then((d) => d.v1),
  saveReview: (review: ReviewInput, existing: boolean) =>
    existing ? viewerQuery(EDIT_REVIEW, { review }).then((d) => d.v1.productReview.edit) : viewerQuery(ADD_REVIEW, { review }).then((d) => d.v1.productReview.add),
  vote: (reviewId: string, helpful: boolean) => viewerQuery(VOTE_REVIEW, { reviewId, helpful }).then((d) => d.v1.productReview.vote),
};

import { createCookie, data, redirect, type RouterContextProvider } from 'react-router';
import { requireSession, signInPath } from '~/features/auth/auth-loader.server';
import { userMessageOf } from '~/lib/errors';
import { serverQuery } from '~/lib/graphql';
import type { FeedbackInput, OrderListPeriod, OrderListStatus, ReturnLineInput, ReturnReason, ReviewInput } from '~/gql/graphql';
import type { VoteAnswer } from '../components/orders-review-votes';
import {
  ADD_FEEDBACK,
  ADD_REVIEW,
  AWAITING_REVIEW,
  EDIT_REVIEW,
  CANCEL_ORDER,
  CANCEL_PREVIEW,
  FEEDBACK_FORM,
  MY_FEEDBACK,
  MY_ORDER,
  MY_ORDERS,
  MY_RETURN,
  MY_RETURNS,
  MY_SHIPMENT,
  ORDER_GUID,
  RETURN_FORM,
  REVIEW_FORM,
  SUBMIT_RETURN,
  VOTE_REVIEW,
} from './orders-api';

type Context = Readonly<RouterContextProvider>;

/**
 * The orders pages are a customer's own: a signed-out visitor, or a guest without an account, is
 * answered with the redirect (303) to sign in and come back to this page.
 */
export function requireCustomer(context: Context, request: Request) {
  const session = requireSession(context, request);
  if (!session.isRegistered && session.status !== 'impersonating') throw redirect(signInPath(request), 303);
  return session;
}

/** An id that is not one of the customer's orders reads as "not found", like a missing one. */
export function notFoundAsNull(err: unknown): null {
  if ((err as { code?: string } | null)?.code === 'NOT_FOUND') return null;
  throw err;
}

/** The signed-in customer's orders and returns, read and changed as that customer from loaders and actions. */
export const ordersServer = {
  list: (context: Context, v: { period: OrderListPeriod; status: OrderListStatus; year: number | null; after?: string | null; first?: number }) =>
    serverQuery(context, MY_ORDERS, { period: v.period, status: v.status, year: v.year, first: v.first ?? 10, after: v.after ?? null }).then((d) => ({
      orders: d.v1.myOrders,
      years: d.v1.myOrderYears,
    })),
  order: (context: Context, id: string) => serverQuery(context, MY_ORDER, { id }).then((d) => d.v1.myOrder, notFoundAsNull),
  orderGuid: (context: Context, id: string) => serverQuery(context, ORDER_GUID, { id }).then((d) => d.v1.myOrder?.clubOrderGuid ?? null, notFoundAsNull),
  cancelPreview: (context: Context, orderId: string) => serverQuery(context, CANCEL_PREVIEW, { orderId }).then((d) => d.v1.cancelPreview, notFoundAsNull),
  cancel: (context: Context, id: string) => serverQuery(context, CANCEL_ORDER, { id }).then((d) => d.v1.order.cancelOrder),
  returnForm: (context: Context, id: string) => serverQuery(context, RETURN_FORM, { id }).then((d) => (d.v1.myOrder ? d.v1 : null), notFoundAsNull),
  returnRequest: (context: Context, id: string) => serverQuery(context, MY_RETURN, { id }).then((d) => d.v1.myReturn, notFoundAsNull),
  returns: (context: Context) => serverQuery(context, MY_RETURNS, { first: 50, after: null }).then((d) => d.v1.myReturns),
  submitReturn: (context: Context, v: { orderId: string; reason: ReturnReason; reasonText: string | null; comments: string | null; items: ReturnLineInput[] }) =>
    serverQuery(context, SUBMIT_RETURN, v).then((d) => d.v1.order.submitReturnRequest),
  shipment: (context: Context, id: string) => serverQuery(context, MY_SHIPMENT, { id }).then((d) => d.v1.myShipment, notFoundAsNull),
  feedbackForm: (context: Context, id: string) => serverQuery(context, FEEDBACK_FORM, { id }).then((d) => d.v1.myOrder, notFoundAsNull),
  myFeedback: (context: Context) => serverQuery(context, MY_FEEDBACK).then((d) => d.v1.myFeedback),
  addFeedback: (context: Context, feedback: FeedbackInput) => serverQuery(context, ADD_FEEDBACK, { feedback }).then((d) => d.v1.leaveFeedback.add),
  reviewForm: (context: Context, productId: string) => serverQuery(context, REVIEW_FORM, { productId }).then((d) => d.v1),
  awaitingReview: (context: Context) => serverQuery(context, AWAITING_REVIEW, { first: 20 }).then((d) => d.v1),
  /** Writes the customer's review of a part: a new one, or changes to the one they wrote. */
  saveReview: (context: Context, review: ReviewInput, existing: boolean) =>
    existing ? serverQuery(context, EDIT_REVIEW, { review }).then((d) => d.v1.productReview.edit) : serverQuery(context, ADD_REVIEW, { review }).then((d) => d.v1.productReview.add),
};

// The return just sent, named on the return's page once (the action redirects there; works without JavaScript).
const returnSentCookie = createCookie('iy_return_sent', { httpOnly: true, sameSite: 'lax', path: '/account/rma', maxAge: 60 });

/** Redirects (303, after the form post) to the new return's page, which says once that it was sent. */
export async function redirectToSentReturn(request: Request, id: string): Promise<Response> {
  const cookie = await returnSentCookie.serialize(id, { secure: new URL(request.url).protocol === 'https:' });
  return redirect(`/account/rma/${id}`, { status: 303, headers: { 'Set-Cookie': cookie } });
}

/** Whether the request comes right after sending return `id`, and the Set-Cookie header that forgets it. */
export async function takeSentReturn(request: Request, id: string): Promise<{ sent: boolean; headers?: HeadersInit }> {
  const value: unknown = await returnSentCookie.parse(request.headers.get('Cookie'));
  if (typeof value !== 'string' || !value) return { sent: false };
  return { sent: value === id, headers: { 'Set-Cookie': await returnSentCookie.serialize('', { maxAge: 0 }) } };
}

/**
 * The action of a page with review votes (`intent=vote`, `reviewId`, `helpful`): a signed-out visitor is
 * sent to sign in; the answer is the review's new counts and the customer's vote, or the refusal.
 */
export async function voteOnReview(context: Context, request: Request, formData: FormData): Promise<VoteAnswer> {
  requireCustomer(context, request);
  const reviewId = String(formData.get('reviewId') ?? '');
  const helpful = formData.get('helpful');
  if (formData.get('intent') !== 'vote' || !/^\d{1,10}$/.test(reviewId) || (helpful !== 'true' && helpful !== 'false')) throw data(null, { status: 400 });
  try {
    const vote = await serverQuery(context, VOTE_REVIEW, { reviewId, helpful: helpful === 'true' }).then((d) => d.v1.productReview.vote);
    return { vote: { ...vote, myHelpfulVote: vote.myHelpfulVote ?? null }, error: null };
  } catch (err) {
    return { vote: null, error: userMessageOf(err) };
  }
}

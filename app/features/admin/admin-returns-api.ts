import { type RouterContextProvider } from 'react-router';
import { graphql } from '~/gql/gql';
import type { AdminReceiveLineInput, AdminReturnFilter, ReturnStatus } from '~/gql/graphql';
import { serverQuery } from '~/lib/graphql';

// The back office's return documents; the /admin loaders and actions run them as the signed-in administrator.

const ADMIN_RETURNS = graphql(`
  query AdminReturns($first: Int, $after: String, $status: AdminReturnFilter) {
    v1 {
      admin {
        returns(first: $first, after: $after, status: $status) {
          totalCount hasNextPage endCursor
          nodes {
            id returnNumber status reasonLabel createdOnUtc
            items { id orderItemId quantity }
            order { id customOrderNumber email items { id productName sku } }
          }
        }
      }
    }
  }
`);

const ADMIN_RETURN = graphql(`
  query AdminReturn($id: ID!) {
    v1 {
      admin {
        returnRequest(id: $id) {
          id returnNumber status reasonLabel reasonText comments storeNote storeAtFault
          createdOnUtc approvedOnUtc rejectedOnUtc receivedOnUtc refundedOnUtc
          items { id orderItemId quantity receivedQuantity damagedQuantity }
          refund { items tax shipping total }
          order { id customOrderNumber email items { id productName sku } }
        }
      }
    }
  }
`);

const ADMIN_APPROVE_RETURN = graphql(`
  mutation AdminApproveReturn($id: ID!) { v1 { admin { returns { approve(id: $id) { id status } } } } }
`);
const ADMIN_REJECT_RETURN = graphql(`
  mutation AdminRejectReturn($id: ID!, $note: String!) { v1 { admin { returns { reject(id: $id, note: $note) { id status } } } } }
`);
const ADMIN_RECEIVE_RETURN = graphql(`
  mutation AdminReceiveReturn($id: ID!, $lines: [AdminReceiveLineInput!]) { v1 { admin { returns { receive(id: $id, lines: $lines) { id status } } } } }
`);
const ADMIN_REFUND_RETURN = graphql(`
  mutation AdminRefundReturn($id: ID!) { v1 { admin { returns { refund(id: $id) { id status refund { total } } } } } }
`);

type Context = Readonly<RouterContextProvider>;

export const ADMIN_RETURNS_PAGE_SIZE = 25;

/** The returns queue's status filter, in the order the select shows it: requested ones first. */
export const ADMIN_RETURN_FILTER_LABELS: Record<AdminReturnFilter, string> = {
  REQUESTED: 'Requested',
  APPROVED: 'Approved',
  RECEIVED: 'Received',
  REFUNDED: 'Refunded',
  REJECTED: 'Rejected',
  ALL: 'All returns',
};

export const isAdminReturnFilter = (v: string | null): v is AdminReturnFilter => v !== null && v in ADMIN_RETURN_FILTER_LABELS;

export const RETURN_STATUS_TEXT: Record<ReturnStatus, string> = { REQUESTED: 'Requested', APPROVED: 'Approved', REJECTED: 'Rejected', RECEIVED: 'Received', REFUNDED: 'Refunded' };

export const adminReturnsServer = {
  list: (context: Context, v: { status: AdminReturnFilter; after: string | null }) =>
    serverQuery(context, ADMIN_RETURNS, { first: ADMIN_RETURNS_PAGE_SIZE, after: v.after, status: v.status }).then((d) => d.v1.admin.returns),
  one: (context: Context, id: string) => serverQuery(context, ADMIN_RETURN, { id }).then((d) => d.v1.admin.returnRequest ?? null),
  approve: (context: Context, id: string) => serverQuery(context, ADMIN_APPROVE_RETURN, { id }).then((d) => d.v1.admin.returns.approve),
  reject: (context: Context, id: string, note: string) => serverQuery(context, ADMIN_REJECT_RETURN, { id, note }).then((d) => d.v1.admin.returns.reject),
  receive: (context: Context, id: string, lines: AdminReceiveLineInput[]) => serverQuery(context, ADMIN_RECEIVE_RETURN, { id, lines }).then((d) => d.v1.admin.returns.receive),
  refund: (context: Context, id: string) => serverQuery(context, ADMIN_REFUND_RETURN, { id }).then((d) => d.v1.admin.returns.refund),
};

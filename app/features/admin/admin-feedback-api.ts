import { type RouterContextProvider } from 'react-router';
import { graphql } from '~/gql/gql';
import type { AdminFeedbackFilter } from '~/gql/graphql';
import { serverQuery } from '~/lib/graphql';

// Customers' order feedback for staff; /admin/feedback's loader and action run these as the signed-in member of staff.

const ADMIN_FEEDBACK = graphql(`
  query AdminFeedback($filter: AdminFeedbackFilter, $first: Int, $page: Int) {
    v1 {
      admin {
        orderFeedback(filter: $filter, first: $first, page: $page) {
          totalCount page hasNextPage
          nodes {
            id orderId customOrderNumber email rating asDescribed arrivedOnTime promptService wellPackaged
            suggestion text createdOnUtc replyText repliedOnUtc
          }
        }
      }
    }
  }
`);

const ADMIN_FEEDBACK_REPLY = graphql(`
  mutation AdminFeedbackReply($id: ID!, $text: String!) { v1 { admin { feedback { reply(id: $id, text: $text) { id replyText customOrderNumber } } } } }
`);

export const ADMIN_FEEDBACK_PAGE_SIZE = 20;

/** The filter links, in order: what waits for an answer first. */
export const ADMIN_FEEDBACK_FILTER_LABELS: Record<AdminFeedbackFilter, string> = {
  UNANSWERED: 'Not answered',
  LOW_RATING: '1 or 2 stars',
  ANSWERED: 'Answered',
  ALL: 'All feedback',
};

export const isAdminFeedbackFilter = (v: string | null): v is AdminFeedbackFilter => v !== null && v in ADMIN_FEEDBACK_FILTER_LABELS;

type Context = Readonly<RouterContextProvider>;

export const adminFeedbackServer = {
  list: (context: Context, filter: AdminFeedbackFilter, page: number) =>
    serverQuery(context, ADMIN_FEEDBACK, { filter, first: ADMIN_FEEDBACK_PAGE_SIZE, page }).then((d) => d.v1.admin.orderFeedback),
  reply: (context: Context, id: string, text: string) => serverQuery(context, ADMIN_FEEDBACK_REPLY, { id, text }).then((d) => d.v1.admin.feedback.reply),
};

import { type RouterContextProvider } from 'react-router';
import { graphql } from '~/gql/gql';
import type { AdminReviewFilter } from '~/gql/graphql';
import { serverQuery } from '~/lib/graphql';

// The back office's review documents; the /admin/reviews loader and action run them as the signed-in administrator.

const ADMIN_REVIEWS = graphql(`
  query AdminReviews($filter: AdminReviewFilter, $first: Int, $page: Int) {
    v1 {
      admin {
        reviews(filter: $filter, first: $first, page: $page) {
          totalCount page hasNextPage
          nodes { id rating title reviewText replyText customerName createdOnUtc status product { id name seoName } }
        }
      }
    }
  }
`);

const ADMIN_APPROVE_REVIEWS = graphql(`
  mutation AdminApproveReviews($ids: [ID!]!) {
    v1 { admin { reviews { approve(ids: $ids) { id } } } }
  }
`);

const ADMIN_REPLY_REVIEW = graphql(`
  mutation AdminReplyReview($id: ID!, $text: String!) {
    v1 { admin { reviews { reply(id: $id, text: $text) { id replyText } } } }
  }
`);

const ADMIN_REJECT_REVIEW = graphql(`
  mutation AdminRejectReview($id: ID!) {
    v1 { admin { reviews { reject(id: $id) { id title } } } }
  }
`);

type Context = Readonly<RouterContextProvider>;

export const ADMIN_REVIEWS_PAGE_SIZE = 20;

/** The moderation list's filter, in the order the page offers it. */
export const ADMIN_REVIEW_FILTER_LABELS: Record<AdminReviewFilter, string> = { PENDING: 'Pending', APPROVED: 'Approved', ALL: 'All reviews' };
export const isAdminReviewFilter = (v: string | null): v is AdminReviewFilter => v !== null && v in ADMIN_REVIEW_FILTER_LABELS;

export const adminReviewsServer = {
  list: (context: Context, filter: AdminReviewFilter, page: number) =>
    serverQuery(context, ADMIN_REVIEWS, { filter, first: ADMIN_REVIEWS_PAGE_SIZE, page }).then((d) => d.v1.admin.reviews),
  approve: (context: Context, ids: string[]) => serverQuery(context, ADMIN_APPROVE_REVIEWS, { ids }).then((d) => d.v1.admin.reviews.approve),
  reply: (context: Context, id: string, text: string) => serverQuery(context, ADMIN_REPLY_REVIEW, { id, text }).then((d) => d.v1.admin.reviews.reply),
  reject: (context: Context, id: string) => serverQuery(context, ADMIN_REJECT_REVIEW, { id }).then((d) => d.v1.admin.reviews.reject),
};

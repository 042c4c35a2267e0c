import { type RouterContextProvider } from 'react-router';
import { graphql } from '~/gql/gql';
import type { AdminMessageKind, AdminMessageStatus } from '~/gql/graphql';
import { serverQuery } from '~/lib/graphql';

// The back office's messages documents (contact messages, vendor applications, rig listings); the
// /admin/messages and /admin/listings loaders and actions run them as the signed-in member of staff.

const ADMIN_MESSAGES = graphql(`
  query AdminMessages($kind: AdminMessageKind, $status: AdminMessageStatus, $oldestFirst: Boolean, $first: Int, $page: Int) {
    v1 {
      admin {
        messages(kind: $kind, status: $status, oldestFirst: $oldestFirst, first: $first, page: $page) {
          totalCount page hasNextPage
          nodes { reference kind status senderName email subject preview createdOnUtc }
        }
      }
    }
  }
`);

const ADMIN_MESSAGE = graphql(`
  query AdminMessage($reference: String!) {
    v1 {
      admin {
        message(reference: $reference) {
          reference kind status senderName email subject body createdOnUtc closedOnUtc
          details { label value }
          replies { id staffName staffEmail body sentOnUtc }
        }
      }
    }
  }
`);

const ADMIN_REPLY_MESSAGE = graphql(`
  mutation AdminReplyMessage($reference: String!, $text: String!) {
    v1 { admin { messages { reply(reference: $reference, text: $text) { reference status } } } }
  }
`);

const ADMIN_CLOSE_MESSAGE = graphql(`
  mutation AdminCloseMessage($reference: String!) {
    v1 { admin { messages { close(reference: $reference) { reference status } } } }
  }
`);

const ADMIN_REOPEN_MESSAGE = graphql(`
  mutation AdminReopenMessage($reference: String!) {
    v1 { admin { messages { reopen(reference: $reference) { reference status } } } }
  }
`);

const ADMIN_RIG_LISTINGS = graphql(`
  query AdminRigListings($first: Int, $page: Int) {
    v1 {
      admin {
        rigListings(first: $first, page: $page) {
          totalCount hiddenCount page hasNextPage
          nodes {
            id price contactName contactPhone contactEmail location description createdOnUtc hidden
            machine { name year machineModel { name manufacturer } }
          }
        }
      }
    }
  }
`);

const ADMIN_HIDE_LISTING = graphql(`
  mutation AdminHideRigListing($id: ID!) {
    v1 { admin { rigListings { hide(id: $id) { id hidden } } } }
  }
`);

const ADMIN_SHOW_LISTING = graphql(`
  mutation AdminShowRigListing($id: ID!) {
    v1 { admin { rigListings { unhide(id: $id) { id hidden } } } }
  }
`);

type Context = Readonly<RouterContextProvider>;

export const ADMIN_MESSAGES_PAGE_SIZE = 25;
export const ADMIN_LISTINGS_PAGE_SIZE = 25;

export const ADMIN_MESSAGE_KIND_LABELS: Record<AdminMessageKind, string> = { CONTACT: 'Contact messages', VENDOR_APPLICATION: 'Vendor applications' };
export const ADMIN_MESSAGE_STATUS_LABELS: Record<AdminMessageStatus, string> = { NEW: 'New', ANSWERED: 'Answered', CLOSED: 'Closed' };
export const isAdminMessageKind = (v: string | null): v is AdminMessageKind => v !== null && v in ADMIN_MESSAGE_KIND_LABELS;
export const isAdminMessageStatus = (v: string | null): v is AdminMessageStatus => v !== null && v in ADMIN_MESSAGE_STATUS_LABELS;

export const adminMessagesServer = {
  list: (context: Context, filter: { kind: AdminMessageKind | null; status: AdminMessageStatus | null; oldestFirst: boolean }, page: number) =>
    serverQuery(context, ADMIN_MESSAGES, { ...filter, first: ADMIN_MESSAGES_PAGE_SIZE, page }).then((d) => d.v1.admin.messages),
  one: (context: Context, reference: string) => serverQuery(context, ADMIN_MESSAGE, { reference }).then((d) => d.v1.admin.message),
  reply: (context: Context, reference: string, text: string) => serverQuery(context, ADMIN_REPLY_MESSAGE, { reference, text }).then((d) => d.v1.admin.messages.reply),
  close: (context: Context, reference: string) => serverQuery(context, ADMIN_CLOSE_MESSAGE, { reference }).then((d) => d.v1.admin.messages.close),
  reopen: (context: Context, reference: string) => serverQuery(context, ADMIN_REOPEN_MESSAGE, { reference }).then((d) => d.v1.admin.messages.reopen),
  listings: (context: Context, page: number) => serverQuery(context, ADMIN_RIG_LISTINGS, { first: ADMIN_LISTINGS_PAGE_SIZE, page }).then((d) => d.v1.admin.rigListings),
  setListingHidden: (context: Context, id: string, hidden: boolean) =>
    hidden
      ? serverQuery(context, ADMIN_HIDE_LISTING, { id }).then((d) => d.v1.admin.rigListings.hide)
      : serverQuery(context, ADMIN_SHOW_LISTING, { id }).then((d) => d.v1.admin.rigListings.unhide),
};

import { AdminMutations, AdminQueries } from '../../graphql/admin-group';
import { builder } from '../../graphql/builder';
import { requireStaff } from '../auth/auth-permissions';
import type { ListingsPage } from './fleet-listings';
import { RigListing } from './fleet.schema';

// The staff's side of the rigs listings: `v1 { admin { rigListings } }` and
// `mutation { v1 { admin { rigListings { hide, unhide } } } }`. Permission 'messages'; changes are audited.

const RigListingAdminMutations = builder.objectRef<Record<string, never>>('RigListingAdminMutations');
builder.objectType(RigListingAdminMutations, {
  description: 'Staff moderation of the rigs listings (administrators only; every change is audited).',
  fields: (t) => ({
    hide: t.field({
      type: RigListing,
      description: 'Takes a listing off the public rigs listings; its owner still sees it, marked hidden.',
      args: { id: t.arg.id({ required: true }) },
      resolve: (_r, args, ctx) => ctx.services.fleet.setListingHidden(requireStaff(ctx, 'messages').customerId, args.id, true, ctx.ip),
    }),
    unhide: t.field({
      type: RigListing,
      description: 'Shows a hidden listing publicly again.',
      args: { id: t.arg.id({ required: true }) },
      resolve: (_r, args, ctx) => ctx.services.fleet.setListingHidden(requireStaff(ctx, 'messages').customerId, args.id, false, ctx.ip),
    }),
  }),
});
builder.objectField(AdminMutations, 'rigListings', (t) => t.field({ type: RigListingAdminMutations, resolve: () => ({}) }));

const AdminRigListingConnection = builder.objectRef<ListingsPage>('AdminRigListingConnection');
builder.objectType(AdminRigListingConnection, {
  fields: (t) => ({
    nodes: t.field({ type: [RigListing], resolve: (c) => c.nodes }),
    totalCount: t.exposeInt('totalCount'),
    hiddenCount: t.exposeInt('hiddenCount', { description: 'How many of all the listings staff hid.' }),
    page: t.exposeInt('page', { description: 'This page, counted from 1.' }),
    hasNextPage: t.exposeBoolean('hasNextPage'),
  }),
});
builder.objectField(AdminQueries, 'rigListings', (t) =>
  t.field({
    type: AdminRigListingConnection,
    description: 'Every rig listing, hidden ones too, newest first; `first` a page (at most 50), `page` from 1. Staff with messages rights.',
    args: { first: t.arg.int(), page: t.arg.int() },
    resolve: (_r, args, ctx) => {
      requireStaff(ctx, 'messages');
      return ctx.services.fleet.listingsPage(args.first, args.page);
    },
  }),
);

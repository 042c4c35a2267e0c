import { builder } from '../../graphql/builder';
import type { GraphQLContext } from '../../graphql/context';
import { RETURN_REASON_LABELS } from '../../../shared/order-lifecycle';
import { returnAddressLines } from '../../../shared/store-settings';
import { Address } from '../account/account.schema';
import type { OrderView, ReturnRequestItemRow, ReturnView } from './orders.service';
import { amount, Order, ReturnReason, ReturnStatus } from './orders-base.schema';

// Returns (RMAs) of an order and the printable papers with the store as a party: the invoice and
// the return authorisation with its packing slip.

const ReturnItem = builder.objectRef<ReturnRequestItemRow>('ReturnRequestItem');
builder.objectType(ReturnItem, {
  fields: (t) => ({
    id: t.exposeID('id'),
    orderItemId: t.exposeID('orderItemId'),
    quantity: t.exposeInt('quantity'),
    receivedQuantity: t.exposeInt('receivedQuantity'),
    damagedQuantity: t.exposeInt('damagedQuantity'),
  }),
});

const ReturnRefund = builder.objectRef<ReturnView>('ReturnRefund');
builder.objectType(ReturnRefund, {
  description: 'What the return gives back (an estimate until the parts are received), rounded half to even.',
  fields: (t) => ({
    items: t.float({ resolve: (r) => amount(r.refundItems) }),
    tax: t.float({ resolve: (r) => amount(r.refundTax) }),
    shipping: t.float({ description: 'Only when the store was at fault', resolve: (r) => amount(r.refundShipping) }),
    total: t.float({ resolve: (r) => amount(r.refundTotal) }),
  }),
});

interface StoreParty {
  name: string;
  addressLines: string[];
  phone: string;
  email: string;
}
const StorePartyType = builder.objectRef<StoreParty>('StoreParty');
builder.objectType(StorePartyType, {
  fields: (t) => ({
    name: t.exposeString('name'),
    addressLines: t.exposeStringList('addressLines'),
    phone: t.exposeString('phone'),
    email: t.exposeString('email'),
  }),
});
// The returns address and phone as /admin/settings has them now.
const storeParty = async (ctx: GraphQLContext): Promise<StoreParty> => {
  const settings = await ctx.services.settings.current();
  return { name: 'Ironyard Parts', addressLines: returnAddressLines(settings), phone: settings.phone, email: ctx.services.config.STORE_EMAIL };
};

export const Invoice = builder.objectRef<OrderView>('Invoice');
builder.objectType(Invoice, {
  fields: (t) => ({
    invoiceNumber: t.string({ resolve: (o) => `INV-${o.customOrderNumber.replace(/^IY-/, '')}` }),
    issuedOnUtc: t.field({ type: 'DateTime', resolve: (o) => o.paidAt ?? o.createdAt }),
    seller: t.field({ type: StorePartyType, resolve: (_o, _a, ctx) => storeParty(ctx) }),
  }),
});

const PackingSlipLine = builder.objectRef<{ sku: string; productName: string; quantity: number }>('PackingSlipLine');
builder.objectType(PackingSlipLine, {
  fields: (t) => ({ sku: t.exposeString('sku'), productName: t.exposeString('productName'), quantity: t.exposeInt('quantity') }),
});

const ReturnAuthorization = builder.objectRef<{ ret: ReturnView; order: OrderView }>('ReturnAuthorization');
builder.objectType(ReturnAuthorization, {
  description: 'The printable return authorisation and packing slip, once the return is approved.',
  fields: (t) => ({
    returnNumber: t.string({ resolve: ({ ret }) => ret.returnNumber }),
    customOrderNumber: t.string({ resolve: ({ order }) => order.customOrderNumber }),
    issuedOnUtc: t.field({ type: 'DateTime', resolve: ({ ret }) => ret.approvedAt ?? ret.updatedAt }),
    shipByUtc: t.field({ type: 'DateTime', description: 'The parcel must be sent by then', resolve: ({ ret }) => new Date((ret.approvedAt ?? ret.updatedAt).getTime() + 14 * 86_400_000) }),
    returnTo: t.field({ type: StorePartyType, resolve: (_r, _a, ctx) => storeParty(ctx) }),
    shipFrom: t.field({ type: Address, resolve: ({ order }) => order.shippingAddress }),
    prepaidLabel: t.boolean({ description: 'The store pays the return shipping (it was at fault)', resolve: ({ ret }) => ret.storeAtFault }),
    instructions: t.stringList({
      resolve: ({ ret }) => [
        `Write ${ret.returnNumber} clearly on the outside of the parcel.`,
        'Put the packing slip inside, with the parts in their original packaging where possible.',
        ret.storeAtFault ? 'Use the prepaid label we e-mail you; the return shipping is on us.' : 'Send the parcel with a tracked service; the return shipping is yours to pay.',
        'Your refund is issued within 5 business days of the parts arriving.',
      ],
    }),
    packingSlip: t.field({
      type: [PackingSlipLine],
      resolve: ({ ret, order }) => {
        const byId = new Map(order.items.map((i) => [i.id, i]));
        return ret.items.map((i) => ({ sku: byId.get(i.orderItemId)?.sku ?? '', productName: byId.get(i.orderItemId)?.productName ?? '', quantity: i.quantity }));
      },
    }),
  }),
});

/** A return (RMA) of an order's delivered parts. */
export const ReturnRequest = builder.objectRef<ReturnView>('ReturnRequest');
builder.objectType(ReturnRequest, {
  fields: (t) => ({
    id: t.exposeID('id'),
    returnNumber: t.exposeString('returnNumber', { description: 'RMA-500001…' }),
    orderId: t.exposeID('orderId'),
    order: t.field({ type: Order, resolve: async (r, _a, ctx) => (await ctx.services.orders.orderOf(r.orderId))! }),
    status: t.field({ type: ReturnStatus, resolve: (r) => r.status }),
    reason: t.field({ type: ReturnReason, resolve: (r) => r.reason }),
    reasonLabel: t.string({ resolve: (r) => RETURN_REASON_LABELS[r.reason] }),
    reasonText: t.exposeString('reasonText'),
    comments: t.exposeString('comments'),
    storeNote: t.exposeString('staffNote', { description: 'Why a return was rejected, or other word from the store' }),
    storeAtFault: t.exposeBoolean('storeAtFault'),
    items: t.field({ type: [ReturnItem], resolve: (r) => r.items }),
    refund: t.field({ type: ReturnRefund, resolve: (r) => r }),
    createdOnUtc: t.field({ type: 'DateTime', resolve: (r) => r.createdAt }),
    updatedOnUtc: t.field({ type: 'DateTime', resolve: (r) => r.updatedAt }),
    approvedOnUtc: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.approvedAt }),
    rejectedOnUtc: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.rejectedAt }),
    receivedOnUtc: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.receivedAt }),
    refundedOnUtc: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.refundedAt }),
    authorization: t.field({
      type: ReturnAuthorization,
      nullable: true,
      description: 'Null until the return is approved (and after a rejection).',
      resolve: async (r, _a, ctx) => (r.approvedAt && r.status !== 'REJECTED' ? { ret: r, order: (await ctx.services.orders.orderOf(r.orderId))! } : null),
    }),
  }),
});

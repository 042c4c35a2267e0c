import { builder, mutationGroup, V1Query } from '../../graphql/builder';
import type { GraphQLContext } from '../../graphql/context';
import type { AddressSnapshot } from '../../../shared/address';
import { PAYMENT_TYPES } from '../../../shared/enums';
import { isRegisteredViewer, requireViewer } from '../auth/auth-permissions';
import type { AddressRow, PaymentMethodRow } from './account.repository';
import { isExpired, type StockAlert as StockAlertShape } from './account.service';

export const PaymentMethodType = builder.enumType('PaymentMethodType', { values: PAYMENT_TYPES });

type AddressShape = AddressSnapshot & { id?: number; createdAt?: Date };

const AddressCountry = builder.objectRef<{ id: number; name: string; twoLetterIsoCode: string }>('AddressCountry');
builder.objectType(AddressCountry, {
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name'), twoLetterIsoCode: t.exposeString('twoLetterIsoCode') }),
});

const AddressStateProvince = builder.objectRef<{ id: number; name: string; abbreviation: string }>('AddressStateProvince');
builder.objectType(AddressStateProvince, {
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name'), abbreviation: t.exposeString('abbreviation') }),
});

async function countryOf(ctx: GraphQLContext, id: number) {
  return (await ctx.services.content.countries()).find((c) => c.id === id) ?? null;
}

/** An address of the address book, a saved card's billing address or an order's address (spec 1 §3). */
export const Address = builder.objectRef<AddressShape>('Address');
builder.objectType(Address, {
  fields: (t) => ({
    id: t.id({ nullable: true, description: 'Null for an address copied onto an order or a payment method.', resolve: (a) => a.id ?? null }),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    company: t.exposeString('company'),
    email: t.exposeString('email'),
    address1: t.exposeString('address1'),
    address2: t.exposeString('address2'),
    city: t.exposeString('city'),
    zipPostalCode: t.exposeString('zipPostalCode'),
    phoneNumber: t.exposeString('phoneNumber'),
    countryId: t.exposeID('countryId'),
    stateProvinceId: t.exposeID('stateProvinceId', { nullable: true }),
    country: t.field({
      type: AddressCountry,
      nullable: true,
      resolve: async (a, _x, ctx) => {
        const c = await countryOf(ctx, a.countryId);
        return c && { id: c.id, name: c.name, twoLetterIsoCode: c.twoLetterIsoCode };
      },
    }),
    stateProvince: t.field({
      type: AddressStateProvince,
      nullable: true,
      resolve: async (a, _x, ctx) => {
        if (a.stateProvinceId === null) return null;
        return (await countryOf(ctx, a.countryId))?.stateProvinces.find((s) => s.id === a.stateProvinceId) ?? null;
      },
    }),
    isDefault: t.boolean({ resolve: (a) => Boolean((a as Partial<AddressRow>).isDefault) }),
    createdOnUtc: t.field({ type: 'DateTime', nullable: true, resolve: (a) => a.createdAt ?? null }),
  }),
});

export const AddressInput = builder.inputType('AddressInput', {
  fields: (t) => ({
    firstName: t.string(),
    lastName: t.string(),
    company: t.string(),
    email: t.string(),
    address1: t.string(),
    address2: t.string(),
    city: t.string(),
    countryId: t.id(),
    stateProvinceId: t.id(),
    zipPostalCode: t.string(),
    phoneNumber: t.string(),
  }),
});

const ValidShippingAddress = builder.objectRef<{ id: number }>('ValidShippingAddress');
builder.objectType(ValidShippingAddress, { fields: (t) => ({ id: t.exposeID('id') }) });

/** A saved payment method (spec 1 §3): what identifies it, never the card number. */
export const PaymentMethod = builder.objectRef<PaymentMethodRow>('PaymentMethod');
builder.objectType(PaymentMethod, {
  fields: (t) => ({
    id: t.exposeID('id'),
    paymentType: t.field({ type: PaymentMethodType, resolve: (m) => m.paymentType }),
    creditCardType: t.exposeString('creditCardType'),
    creditCardLast4: t.exposeString('creditCardLast4'),
    creditCardExp: t.exposeString('creditCardExp', { description: 'MM/YYYY' }),
    cardholderName: t.exposeString('cardholderName'),
    accountNameOrEmail: t.exposeString('accountNameOrEmail'),
    address: t.field({ type: Address, description: 'Billing address', resolve: (m) => m.billingAddress }),
    isDefault: t.exposeBoolean('isDefault'),
    isExpired: t.boolean({ description: 'The card expiry month has passed.', resolve: (m) => m.paymentType === 'CREDIT_CARD' && isExpired(m.creditCardExp, new Date()) }),
    displayOrder: t.exposeInt('displayOrder'),
    createdOnUtc: t.field({ type: 'DateTime', resolve: (m) => m.createdAt }),
    validShippingAddresses: t.field({
      type: [ValidShippingAddress],
      resolve: async (m, _a, ctx) => (await ctx.services.account.addresses(m.customerId)).map((a) => ({ id: a.id })),
    }),
  }),
});

const DefaultPaymentAndShipping = builder.objectRef<{ paymentMethod: PaymentMethodRow | null; shippingAddress: AddressRow | null }>('DefaultPaymentAndShipping');
builder.objectType(DefaultPaymentAndShipping, {
  fields: (t) => ({
    paymentMethod: t.field({ type: PaymentMethod, nullable: true, resolve: (d) => d.paymentMethod }),
    shippingAddress: t.field({ type: Address, nullable: true, resolve: (d) => d.shippingAddress }),
  }),
});

const PaymentSetup = builder.objectRef<{ gateway: string; clientToken: string; fieldsUrl: string | null; environment: string }>('PaymentSetup');
builder.objectType(PaymentSetup, {
  description: 'What the browser needs to build the payment fields (spec 2 §3 Payment setup).',
  fields: (t) => ({
    gateway: t.exposeString('gateway', { description: 'sandbox or braintree' }),
    clientToken: t.exposeString('clientToken'),
    fieldsUrl: t.exposeString('fieldsUrl', { nullable: true, description: 'The sandbox card-fields frame; null with braintree.' }),
    environment: t.exposeString('environment'),
  }),
});

const registeredId = (ctx: GraphQLContext) => (isRegisteredViewer(ctx.viewer) ? ctx.viewer!.customerId : null);

builder.objectFields(V1Query, (t) => ({
  addresses: t.field({
    type: [Address],
    description: 'My address book (empty for guests).',
    resolve: (_r, _a, ctx) => {
      const id = registeredId(ctx);
      return id === null ? [] : ctx.services.account.addresses(id);
    },
  }),
  address: t.field({
    type: Address,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => {
      const id = registeredId(ctx);
      return id === null ? null : ctx.services.account.address(id, args.id);
    },
  }),
  paymentMethods: t.field({
    type: [PaymentMethod],
    description: 'My saved payment methods (empty for guests).',
    resolve: (_r, _a, ctx) => {
      const id = registeredId(ctx);
      return id === null ? [] : ctx.services.account.paymentMethods(id);
    },
  }),
  paymentMethod: t.field({
    type: PaymentMethod,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => {
      const id = registeredId(ctx);
      return id === null ? null : ctx.services.account.paymentMethod(id, args.id);
    },
  }),
  defaultPaymentAndShipping: t.field({
    type: DefaultPaymentAndShipping,
    resolve: (_r, _a, ctx) => {
      const id = registeredId(ctx);
      return id === null ? { paymentMethod: null, shippingAddress: null } : ctx.services.account.defaults(id);
    },
  }),
  paymentSetup: t.field({
    type: PaymentSetup,
    description: 'The payment gateway and its client token.',
    resolve: (_r, _a, ctx) => ctx.services.payments.setup(ctx.viewer ? String(ctx.viewer.customerId) : undefined, { userAgent: ctx.request.headers.get('user-agent') }),
  }),
  clientToken: t.string({
    description: 'The payment gateway client token (same as paymentSetup.clientToken).',
    resolve: async (_r, _a, ctx) => (await ctx.services.payments.setup(undefined, { userAgent: ctx.request.headers.get('user-agent') })).clientToken,
  }),
}));

const ShippingAddressMutations = mutationGroup('shippingAddress', 'ShippingAddressMutations');
builder.objectFields(ShippingAddressMutations, (t) => ({
  add: t.field({
    type: Address,
    args: { address: t.arg({ type: AddressInput, required: true }) },
    resolve: (_r, args, ctx) => ctx.services.account.addAddress(requireViewer(ctx, 'registered').customerId, args.address),
  }),
  edit: t.field({
    type: Address,
    args: { id: t.arg.id({ required: true }), address: t.arg({ type: AddressInput, required: true }) },
    resolve: (_r, args, ctx) => ctx.services.account.editAddress(requireViewer(ctx, 'registered').customerId, args.id, args.address),
  }),
  delete: t.boolean({
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.account.deleteAddress(requireViewer(ctx, 'registered').customerId, args.id),
  }),
  setDefault: t.field({
    type: Address,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.account.setDefaultAddress(requireViewer(ctx, 'registered').customerId, args.id),
  }),
}));

const PaymentMethodMutations = mutationGroup('paymentMethod', 'PaymentMethodMutations');
builder.objectFields(PaymentMethodMutations, (t) => ({
  add: t.field({
    type: PaymentMethod,
    description: 'Saves a card or wallet from a nonce of the payment fields.',
    args: {
      address: t.arg({ type: AddressInput, required: true }),
      paymentType: t.arg({ type: PaymentMethodType }),
      nonce: t.arg.string({ required: true }),
      deviceData: t.arg.string(),
      captchaResponse: t.arg.string(),
    },
    resolve: (_r, args, ctx) => ctx.services.account.addPaymentMethod(requireViewer(ctx, 'registered').customerId, args, { ip: ctx.ip }),
  }),
  edit: t.field({
    type: PaymentMethod,
    description: 'Changes the billing address; with a nonce, replaces the card too.',
    args: {
      id: t.arg.id({ required: true }),
      address: t.arg({ type: AddressInput, required: true }),
      nonce: t.arg.string(),
      deviceData: t.arg.string(),
      captchaResponse: t.arg.string(),
    },
    resolve: (_r, args, ctx) => ctx.services.account.editPaymentMethod(requireViewer(ctx, 'registered').customerId, args.id, args, { ip: ctx.ip }),
  }),
  delete: t.boolean({
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.account.deletePaymentMethod(requireViewer(ctx, 'registered').customerId, args.id),
  }),
  setDefault: t.field({
    type: PaymentMethod,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.account.setDefaultPaymentMethod(requireViewer(ctx, 'registered').customerId, args.id),
  }),
}));

const StockAlertProduct = builder.objectRef<NonNullable<StockAlertShape['product']>>('StockAlertProduct').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    sku: t.exposeString('sku'),
    seoName: t.exposeString('seoName'),
    available: t.exposeBoolean('available', { description: 'In stock now.' }),
  }),
});

/** A "Notify me when available" request (spec 2 §3 canNotify). */
const StockAlert = builder.objectRef<StockAlertShape>('StockAlert').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    productId: t.exposeID('productId'),
    product: t.field({ type: StockAlertProduct, nullable: true, description: 'Null when the product left the catalogue.', resolve: (a) => a.product }),
    createdOnUtc: t.field({ type: 'DateTime', resolve: (a) => a.createdAt }),
    notifiedOnUtc: t.field({ type: 'DateTime', nullable: true, description: 'When the back-in-stock e-mail went out.', resolve: (a) => a.notifiedAt }),
  }),
});

builder.objectField(V1Query, 'stockAlerts', (t) =>
  t.field({
    type: [StockAlert],
    description: 'The parts I asked to hear about (empty for guests).',
    resolve: (_r, _a, ctx) => {
      const id = registeredId(ctx);
      return id === null ? [] : ctx.services.account.stockAlerts(id);
    },
  }),
);

const StockAlertMutations = mutationGroup('stockAlert', 'StockAlertMutations');
builder.objectFields(StockAlertMutations, (t) => ({
  add: t.field({
    type: StockAlert,
    description: '"Notify me when available" for an out-of-stock product that offers it.',
    args: { productId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.account.requestStockAlert(requireViewer(ctx, 'registered').customerId, args.productId),
  }),
  delete: t.boolean({
    args: { productId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.account.cancelStockAlert(requireViewer(ctx, 'registered').customerId, args.productId),
  }),
}));

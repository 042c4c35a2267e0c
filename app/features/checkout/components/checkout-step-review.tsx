import { getFormProps, getInputProps } from '@conform-to/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import type { AddressSnapshot } from '../../../../shared/address';
import { addressSchema, poNumberSchema } from '../../../../shared/address-schema';
import { MAX_PO_NUMBER_LENGTH } from '../../../../shared/purchase-order';
import { cartApi, type Cart } from '~/features/cart/api/cart-api';
import { cartTotals } from '~/features/cart/cart-totals';
import { useCartSettled } from '~/features/cart/cart-use-cart';
import { formatPrice } from '~/lib/money';
import { newIdempotencyKey, placeOrder, placeOrderExternalPayment, type CheckoutAccount } from '../api/checkout-api';
import { checkoutHref } from '../checkout-steps';
import { CardFields, useCardFields } from './checkout-card-fields';
import { ShippingMethods, type CartActions } from './checkout-shipping-methods';
import type { Go } from './checkout-ui';
import { ErrorNotice, type Failure } from '~/components/error-notice';
import { errorCodeOf, isRefusal } from '~/lib/errors';
import { DomainError } from '../../../../shared/errors';
import { useSchemaForm } from '~/lib/schema-form';
import { buttonClass } from '~/components/button';
import type { Country } from '~/lib/reference-data';
import { addressFieldsOf, type AddressFields, addressLine } from '~/features/account/api/account-addresses-api';
import { AddressFieldset, addressDefault, addressFieldsFromSnapshot, type AddressFormValue, type Place } from '~/features/account/components/account-address-fieldset';
import { FieldError, inputClass } from '~/components/field';
import { paymentLine } from '~/features/account/api/account-payment-methods-api';

/** The sandbox gateway's simulated wallets: each answers with its own test nonce. */
const SANDBOX_WALLETS = [
  { type: 'PAY_PAL', label: 'PayPal', nonce: 'fake-paypal-one-time-nonce' },
  { type: 'GOOGLE_PAY', label: 'Google Pay', nonce: 'fake-google-pay-nonce' },
  { type: 'APPLE_PAY', label: 'Apple Pay', nonce: 'fake-apple-pay-visa-nonce' },
] as const;
type Wallet = (typeof SANDBOX_WALLETS)[number];

/** orderreview: contact, where it ships, how it ships, how it is paid, and the Place order button. */
export function ReviewStep({
  cart,
  quoteGuid,
  countries,
  registered,
  email,
  account,
  accountFailure,
  selected,
  actions,
  reloadCart,
  go,
}: {
  cart: Cart;
  quoteGuid: string | null;
  countries: Country[];
  registered: boolean;
  email: string;
  account: CheckoutAccount | null;
  accountFailure: Failure | null;
  selected: { a: string | null; p: string | null };
  actions: CartActions;
  reloadCart: () => Promise<void>;
  go: Go;
}) {
  const id = useId();
  const navigate = useNavigate();
  const cartSettled = useCartSettled();
  const [useNewCard, setUseNewCard] = useState(false);
  const [wallet, setWallet] = useState<Wallet | null>(null);
  const [poOpen, setPoOpen] = useState(Boolean(cart.poNumber));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const placing = useRef(false);
  // The key of an attempt whose answer never came: trying again repeats that attempt (it may have gone through).
  const unanswered = useRef<string | null>(null);

  const address = registered ? (account?.addresses.find((a) => a.id === selected.a) ?? account?.addresses.find((a) => a.id === account.defaults.shippingAddress?.id) ?? account?.addresses[0] ?? null) : null;
  const method = registered
    ? (account?.paymentMethods.find((m) => m.id === selected.p) ?? account?.paymentMethods.find((m) => m.id === account.defaults.paymentMethod?.id) ?? account?.paymentMethods[0] ?? null)
    : null;
  const needsCard = !registered || useNewCard || !method;
  const cardFields = useCardFields(needsCard ? (account?.setup ?? null) : null);

  // Shipping and tax for the chosen address are shown before the order is placed.
  const destinationKey = address ? `${address.country?.id}|${address.stateProvince?.id}|${address.zipPostalCode}` : null;
  const lastDestination = useRef<string | null>(null);
  useEffect(() => {
    if (!address?.country || destinationKey === lastDestination.current) return;
    lastDestination.current = destinationKey;
    void actions.setDestination({ countryId: address.country.id, stateProvinceId: address.stateProvince?.id ?? null, postalCode: address.zipPostalCode });
    // actions change every render; the address is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [destinationKey]);

  const estimate = (p: Place) => {
    if (!p.countryId) return;
    void actions.setDestination({ countryId: p.countryId, stateProvinceId: p.stateProvinceId || null, postalCode: p.zipPostalCode });
  };

  const schema = useMemo(
    (): z.ZodType<{ address?: AddressSnapshot; poNumber: string }> => (registered ? z.object({ poNumber: poNumberSchema }) : z.object({ address: addressSchema(countries, { formFields: true }), poNumber: poNumberSchema })),
    [registered, countries],
  );
  const [form, fields] = useSchemaForm<{ address: AddressFormValue; poNumber: string }, typeof schema>(schema, {
    defaultValue: {
      address: addressDefault(countries, {
        ...(cart.destination.countryId ? { countryId: cart.destination.countryId } : {}),
        stateProvinceId: cart.destination.provinceId ?? '',
        zipPostalCode: cart.destination.postalCode,
      }),
      poNumber: cart.poNumber,
    },
    onValid: (value) => void place(value.address ? addressFieldsFromSnapshot(value.address) : null, value.poNumber),
  });
  const { key: poKey, ...poProps } = getInputProps(fields.poNumber, { type: 'text' });

  const totals = cartTotals(cart);
  const canPlace = totals.canCheckout && cart.canOrder && !busy;

  // The form has checked the typed address (guests) and the PO number before this runs.
  async function place(guestAddress: AddressFields | null, po: string) {
    if (placing.current) return;
    setFailure(null);
    const refuse = (message: string) => setFailure({ error: new DomainError('VALIDATION', message) });
    if (registered && !address) return refuse('Add a shipping address.');
    if (!totals.canCheckout || totals.total === null) return refuse('Choose where the parts go to see shipping and the total.');
    const again = () => place(guestAddress, po);
    placing.current = true;
    setBusy(true);
    // A shipping estimate still on its way finishes first: its reload must not land after the order.
    await cartSettled();
    // The total must be the one for this address: a typed address is estimated once more first.
    if (!registered && guestAddress) {
      try {
        const fresh = await cartApi.setDestination(
          { countryId: guestAddress.countryId, stateProvinceId: guestAddress.stateProvinceId || null, postalCode: guestAddress.zipPostalCode.trim() },
          cart.quoteGuid ?? quoteGuid,
        );
        const freshTotal = cartTotals(fresh).total;
        if (freshTotal !== totals.total) {
          await reloadCart();
          placing.current = false;
          setBusy(false);
          const text = `With shipping to this address the total is ${freshTotal === null ? 'not known yet' : formatPrice(freshTotal)}. Please review it and place the order again.`;
          return setFailure({ error: new DomainError('TOTAL_CHANGED', text) });
        }
      } catch (err) {
        placing.current = false;
        setBusy(false);
        return setFailure({ error: err, action: 'Check the shipping address.', onRetry: again });
      }
    }
    // One key per attempt: a double click cannot charge twice, a new attempt after a failure is a new
    // one, but trying again after no answer is the same attempt.
    const idempotencyKey = unanswered.current ?? newIdempotencyKey();
    unanswered.current = null;
    const checkoutCart = { quoteGuid: cart.quoteGuid ?? quoteGuid, poNumber: po, expectedTotal: totals.total.toFixed(2) };
    try {
      let order;
      if (!needsCard && address && method) {
        order = await placeOrder({ shippingAddressId: address.id, paymentMethodId: method.id, cart: checkoutCart, idempotencyKey });
      } else {
        const shipping = registered && address ? addressFieldsOf(address) : { ...guestAddress!, email };
        const { nonce, deviceData } = wallet ? { nonce: wallet.nonce, deviceData: undefined } : await cardFields.tokenize();
        order = await placeOrderExternalPayment({
          email: email || null,
          nonce,
          paymentType: wallet?.type ?? null,
          shippingAddress: shipping,
          billingAddress: null,
          cart: checkoutCart,
          deviceData,
          idempotencyKey,
        });
      }
      navigate(`/checkout/thankyou/${order.clubOrderGuid}`);
    } catch (err) {
      const code = errorCodeOf(err);
      if (code === 'NETWORK') unanswered.current = idempotencyKey;
      // No answer: the order may have gone through, so the text does not say it failed.
      setFailure({ error: err, action: code === 'NETWORK' ? undefined : 'We could not place your order.', onRetry: again });
      // A changed total (or stock, or a price) shows in the cart the customer reviews again.
      if (code === 'TOTAL_CHANGED') await reloadCart();
      else if (isRefusal(err)) void reloadCart();
    } finally {
      placing.current = false;
      setBusy(false);
    }
  }

  return (
    <form {...getFormProps(form)} className="space-y-8">
      <h2 className="sr-only">Review your order</h2>
      {cart.quote && (
        <p className="rounded-md border border-blue-300 bg-blue-50 p-3 text-blue-950">
          Ordering quote {cart.quote.title ? `“${cart.quote.title}”` : ''} at its quoted prices.
        </p>
      )}
      {(cart.errors.length > 0 || cart.warnings.length > 0) && (
        <ul className="space-y-1 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
          {[...cart.errors, ...cart.warnings].map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      )}
      <section aria-labelledby={`${id}-contact`}>
        <h3 id={`${id}-contact`} className="text-lg font-bold">
          Contact
        </h3>
        <p className="mt-1">
          {email || 'No e-mail yet'}{' '}
          {!registered && (
            <Link to={checkoutHref(quoteGuid, 'changeemail')} className="ml-2 text-sm font-semibold text-blue-800 underline">
              Change<span className="sr-only"> e-mail</span>
            </Link>
          )}
        </p>
      </section>

      <section aria-labelledby={`${id}-ship`}>
        {registered ? (
          <>
            <h3 id={`${id}-ship`} className="text-lg font-bold">
              Ship to
            </h3>
            {accountFailure && <ErrorNotice {...accountFailure} className="text-base" />}
            {!account ? (
              <p role="status">Loading your addresses…</p>
            ) : address ? (
              <p className="mt-1">
                <span className="font-semibold">
                  {address.firstName} {address.lastName}
                </span>
                , {addressLine(address)}{' '}
                <button type="button" onClick={() => go('shipping')} className="ml-2 text-sm font-semibold text-blue-800 underline">
                  Change<span className="sr-only"> shipping address</span>
                </button>
              </p>
            ) : (
              <p className="mt-1">
                No saved address yet.{' '}
                <button type="button" onClick={() => go('shipping/add')} className="font-semibold text-blue-800 underline">
                  Add a shipping address
                </button>
              </p>
            )}
          </>
        ) : (
          <div aria-labelledby={`${id}-ship`}>
            <span id={`${id}-ship`} className="sr-only">
              Shipping address
            </span>
            <AddressFieldset legend="Shipping address" fields={fields.address.getFieldset()} countries={countries} section="shipping" onPlaceChange={estimate} />
          </div>
        )}
      </section>

      <ShippingMethods cart={cart} actions={actions} />

      <section aria-labelledby={`${id}-pay`}>
        <h3 id={`${id}-pay`} className="text-lg font-bold">
          Payment
        </h3>
        {registered && method && !useNewCard && (
          <p className="mt-1">
            {paymentLine(method)}{' '}
            <button type="button" onClick={() => go('payment')} className="ml-2 text-sm font-semibold text-blue-800 underline">
              Change<span className="sr-only"> payment method</span>
            </button>
            <button type="button" onClick={() => setUseNewCard(true)} className="ml-3 text-sm font-semibold text-blue-800 underline">
              Use a new card
            </button>
          </p>
        )}
        {/* No wallets for a crawler either: the server gave it no client token. */}
        {needsCard && account?.setup?.gateway === 'sandbox' && account.setup.clientToken && (
          <div className="mt-2 mb-3 flex flex-wrap gap-2" role="group" aria-label="Pay with a wallet (sandbox)">
            {SANDBOX_WALLETS.map((w) => (
              <button
                key={w.type}
                type="button"
                aria-pressed={wallet?.type === w.type}
                onClick={() => setWallet(wallet?.type === w.type ? null : w)}
                className={`h-10 rounded-md border px-4 font-semibold ${wallet?.type === w.type ? 'border-ink-900 bg-ink-900 text-white' : 'border-gray-500 bg-white'}`}
              >
                {w.label}
              </button>
            ))}
          </div>
        )}
        {wallet && <p className="text-sm">Paying with {wallet.label} (sandbox). Choose it again to pay by card instead.</p>}
        {/* Hidden, not removed, while a wallet is chosen: the card frame keeps its connection. */}
        {needsCard && <div hidden={Boolean(wallet)}>{account?.setup ? <CardFields setup={account.setup} fields={cardFields} /> : <p role="status">Loading the payment fields…</p>}</div>}
        {registered && useNewCard && method && (
          <button type="button" onClick={() => setUseNewCard(false)} className="mt-1 text-sm font-semibold text-blue-800 underline">
            Use {paymentLine(method)}
          </button>
        )}
      </section>

      <section>
        {poOpen ? (
          <div className="max-w-sm">
            <label htmlFor={fields.poNumber.id} className="block text-sm font-semibold">
              PO number <span className="font-normal text-ink-700">(optional)</span>
            </label>
            <input key={poKey} {...poProps} maxLength={MAX_PO_NUMBER_LENGTH} autoComplete="off" className={inputClass} />
            <FieldError meta={fields.poNumber} />
          </div>
        ) : (
          <button type="button" onClick={() => setPoOpen(true)} className="text-sm font-semibold text-blue-800 underline">
            Add a PO number
          </button>
        )}
      </section>

      {failure && <ErrorNotice {...failure} className="rounded-md border border-red-300 bg-red-50 p-3 text-base font-semibold text-red-800" />}
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={!canPlace} className={`${buttonClass({ variant: 'primary' })} h-12 min-w-48 text-lg`}>
          {busy ? 'Placing your order…' : 'Place order'}
        </button>
        {totals.total !== null && <span className="text-lg font-bold">Total {formatPrice(totals.total)}</span>}
      </div>
      {!totals.canCheckout && <p className="text-sm text-ink-700">Enter the shipping address to see shipping, tax and the total.</p>}
    </form>
  );
}

import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { changeGuestEmail, checkRegistered, ensureGuestSession, signIn } from '~/features/auth/auth-session';
import { useSession } from '~/features/auth/auth-use-session';
import { cartApi, type Cart } from '~/features/cart/api/cart-api';
import { CartSummary, type Country } from '~/features/cart/components/cart-page';
import { cartTotals, lineAmount } from '~/features/cart/cart-totals';
import { useCart } from '~/features/cart/use-cart';
import { HEADER_PRIORITY, useHeaderVariant } from '~/lib/header-variant';
import { formatPrice } from '~/lib/money';
import {
  addressApi,
  addressFieldsOf,
  emptyAddress,
  fetchCheckoutAccount,
  newIdempotencyKey,
  paymentMethodApi,
  placeOrder,
  placeOrderExternalPayment,
  type Address,
  type SavedAddress,
  type AddressFields,
  type CheckoutAccount,
  type PaymentMethod,
} from '../api/checkout-api';
import { checkoutHref, type CheckoutStep } from '../checkout-steps';
import { AddressFieldset, addressProblem } from './checkout-address-form';
import { CardFields, useCardFields } from './checkout-card-fields';

const GUEST_EMAIL_KEY = 'ironyard.checkoutEmail';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const btn = 'inline-flex h-11 items-center justify-center rounded-md px-5 font-bold disabled:cursor-not-allowed disabled:opacity-60';
const primary = `${btn} bg-brand-500 text-ink-900 hover:bg-brand-400`;
const secondary = `${btn} border border-gray-500 bg-white`;

function readGuestEmail(): string {
  try {
    return sessionStorage.getItem(GUEST_EMAIL_KEY) ?? '';
  } catch {
    return '';
  }
}
function writeGuestEmail(email: string) {
  try {
    sessionStorage.setItem(GUEST_EMAIL_KEY, email);
  } catch {
    // Storage may be off: the e-mail then lives as long as the page.
  }
}

/** The sandbox gateway's simulated wallets: each answers with its own test nonce. */
const SANDBOX_WALLETS = [
  { type: 'PAY_PAL', label: 'PayPal', nonce: 'fake-paypal-one-time-nonce' },
  { type: 'GOOGLE_PAY', label: 'Google Pay', nonce: 'fake-google-pay-nonce' },
  { type: 'APPLE_PAY', label: 'Apple Pay', nonce: 'fake-apple-pay-visa-nonce' },
] as const;
type Wallet = (typeof SANDBOX_WALLETS)[number];

const errorText = (err: unknown, fallback: string) => (err instanceof Error && err.message ? err.message : fallback);

/** The checkout: one page per step, the cart's totals beside it, the checkout header above. */
export function CheckoutView({ quoteGuid, step, countries }: { quoteGuid: string | null; step: CheckoutStep; countries: Country[] }) {
  const session = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { cart, status, loadError, actions, reload } = useCart(quoteGuid);
  const query = { e: params.get('e'), a: params.get('a'), p: params.get('p') };
  const go = (s: string, q: Partial<typeof query> = {}) => navigate(checkoutHref(quoteGuid, s, { ...query, ...q }));

  useHeaderVariant('CHECKOUT', HEADER_PRIORITY.PAGE, { itemCount: cart?.itemCount ?? 0, backTo: quoteGuid ? `/cart/quote/${quoteGuid}` : '/cart' });

  const registered = session.status === 'registered' || session.status === 'impersonating';
  const [account, setAccount] = useState<CheckoutAccount | null>(null);
  const [accountError, setAccountError] = useState<string | null>(null);
  const sessionKnown = session.status !== 'loading';
  const loadAccount = useMemo(
    () => () =>
      fetchCheckoutAccount().then(
        (a) => setAccount(a),
        (err: unknown) => setAccountError(errorText(err, 'We could not load your addresses and payment methods.')),
      ),
    [],
  );
  useEffect(() => {
    if (sessionKnown) void loadAccount();
  }, [sessionKnown, registered, loadAccount]);

  // The initializer decides where the customer starts.
  useEffect(() => {
    if (step.name !== 'initializer' || !sessionKnown || status !== 'ready' || !cart) return;
    if (cart.itemCount === 0) return;
    const email = registered ? session.userInfo?.email : session.isGuest ? session.userInfo?.email || readGuestEmail() : '';
    navigate(checkoutHref(quoteGuid, registered || email ? 'orderreview' : 'signin', query), { replace: true });
    // Runs once per arrival at the initializer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step.name, sessionKnown, status, cart, registered]);

  if (status === 'loading' || !sessionKnown) {
    return (
      <p role="status" className="py-10 text-center">
        Loading your checkout…
      </p>
    );
  }
  if (status === 'error' || !cart) {
    return (
      <p role="alert" className="py-10 text-center font-semibold text-red-700">
        {loadError}
      </p>
    );
  }
  if (cart.itemCount === 0) {
    return (
      <div className="py-10 text-center">
        <p className="text-lg font-semibold">Your cart is empty.</p>
        <Link to="/search" className="mt-2 inline-block text-blue-800 underline">
          Find parts
        </Link>
      </div>
    );
  }

  const main = (() => {
    switch (step.name) {
      case 'initializer':
        return <p role="status">Starting checkout…</p>;
      case 'signin':
        return <SignInStep initialEmail={query.e ?? session.userInfo?.email ?? readGuestEmail()} onGuest={(e) => go('orderreview', { e })} onSignedIn={() => go('orderreview')} />;
      case 'changeemail':
        return <ChangeEmailStep initialEmail={session.userInfo?.email || readGuestEmail()} onDone={() => go('orderreview')} />;
      case 'orderreview':
        return (
          <OrderReview
            cart={cart}
            quoteGuid={quoteGuid}
            countries={countries}
            registered={registered}
            email={registered ? (session.userInfo?.email ?? '') : query.e || session.userInfo?.email || readGuestEmail()}
            account={account}
            accountError={accountError}
            selected={{ a: query.a, p: query.p }}
            actions={actions}
            reloadCart={reload}
            go={go}
          />
        );
      case 'shipping':
        return <AddressList account={account} selectedId={query.a} onPick={(a) => go('orderreview', { a })} go={go} />;
      case 'shipping-add':
      case 'shipping-edit':
        return (
          <AddressEdit
            countries={countries}
            existing={step.name === 'shipping-edit' ? (account?.addresses.find((a) => a.id === step.id) ?? null) : null}
            missing={step.name === 'shipping-edit' && account !== null && !account.addresses.some((a) => a.id === step.id)}
            onSaved={async (a) => {
              await loadAccount();
              go('orderreview', { a: a.id });
            }}
          />
        );
      case 'payment':
        return <PaymentList account={account} selectedId={query.p} onPick={(p) => go('orderreview', { p })} go={go} onChanged={loadAccount} />;
      case 'payment-add':
      case 'payment-edit':
        return (
          <PaymentEdit
            countries={countries}
            setup={account?.setup ?? null}
            existing={step.name === 'payment-edit' ? (account?.paymentMethods.find((m) => m.id === step.id) ?? null) : null}
            missing={step.name === 'payment-edit' && account !== null && !account.paymentMethods.some((m) => m.id === step.id)}
            onSaved={async (m) => {
              await loadAccount();
              go('orderreview', { p: m.id });
            }}
          />
        );
      default:
        return <p>There is no such checkout step.</p>;
    }
  })();

  return (
    <div className="grid gap-8 lg:grid-cols-3">
      <div className="min-w-0 lg:col-span-2">{main}</div>
      <aside className="min-w-0 lg:sticky lg:top-4 lg:self-start">
        <CartSummary cart={cart} hideCheckout />
      </aside>
    </div>
  );
}

function SignInStep({ initialEmail, onGuest, onSignedIn }: { initialEmail: string; onGuest: (email: string) => void; onSignedIn: () => void }) {
  const id = useId();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [mode, setMode] = useState<'guest' | 'signin'>('guest');
  const [hasAccount, setHasAccount] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function continueAsGuest() {
    const e = email.trim();
    if (!EMAIL.test(e)) return setError('Enter a valid e-mail address.');
    setBusy(true);
    setError(null);
    try {
      // checkregistered: an address with an account is offered sign-in first (once).
      if (!hasAccount && (await checkRegistered(e))) {
        setHasAccount(true);
        setMode('signin');
        return;
      }
      await ensureGuestSession();
      writeGuestEmail(e);
      await changeGuestEmail(e).catch((err: unknown) => console.warn('guest e-mail not saved', err));
      onGuest(e);
    } catch (err) {
      setError(errorText(err, 'Something went wrong. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  async function signInNow() {
    setBusy(true);
    setError(null);
    try {
      await signIn({ email: email.trim(), password, rememberMe: false });
      onSignedIn();
    } catch (err) {
      setError(errorText(err, 'The e-mail or password is incorrect.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="text-xl font-bold">
        Contact
      </h2>
      <form
        className="mt-3 max-w-md space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          void (mode === 'guest' ? continueAsGuest() : signInNow());
        }}
      >
        <div>
          <label htmlFor={`${id}-email`} className="block text-sm font-semibold">
            E-mail
          </label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className="h-11 w-full rounded-md border border-gray-400 px-3"
          />
          <p className="mt-1 text-sm text-ink-700">For the order confirmation and delivery updates.</p>
        </div>
        {mode === 'signin' && (
          <div>
            {hasAccount && <p className="mb-2 text-sm">This e-mail has an account with us. Sign in to use your saved addresses and cards, or continue as a guest.</p>}
            <label htmlFor={`${id}-pw`} className="block text-sm font-semibold">
              Password
            </label>
            <input
              id={`${id}-pw`}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              className="h-11 w-full rounded-md border border-gray-400 px-3"
            />
          </div>
        )}
        {error && (
          <p role="alert" className="font-semibold text-red-700">
            {error}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          {mode === 'guest' ? (
            <>
              <button type="submit" disabled={busy} className={primary}>
                {busy ? 'Checking…' : 'Continue as guest'}
              </button>
              <button type="button" onClick={() => setMode('signin')} className={secondary}>
                Sign in instead
              </button>
            </>
          ) : (
            <>
              <button type="submit" disabled={busy || !password} className={primary}>
                {busy ? 'Signing in…' : 'Sign In'}
              </button>
              <button type="button" disabled={busy} onClick={() => void continueAsGuest()} className={secondary}>
                Continue as guest
              </button>
            </>
          )}
        </div>
      </form>
    </section>
  );
}

function ChangeEmailStep({ initialEmail, onDone }: { initialEmail: string; onDone: () => void }) {
  const id = useId();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="max-w-md space-y-3"
      onSubmit={async (e) => {
        e.preventDefault();
        const v = email.trim();
        if (!EMAIL.test(v)) return setError('Enter a valid e-mail address.');
        writeGuestEmail(v);
        await changeGuestEmail(v).catch((err: unknown) => console.warn('guest e-mail not saved', err));
        onDone();
      }}
    >
      <h2 className="text-xl font-bold">Change e-mail</h2>
      <label htmlFor={`${id}-email`} className="block text-sm font-semibold">
        E-mail
      </label>
      <input id={`${id}-email`} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} className="h-11 w-full rounded-md border border-gray-400 px-3" />
      {error && (
        <p role="alert" className="font-semibold text-red-700">
          {error}
        </p>
      )}
      <button type="submit" className={primary}>
        Save
      </button>
    </form>
  );
}

function addressLine(a: Address) {
  return [a.address1, a.address2, a.city, [a.stateProvince?.abbreviation, a.zipPostalCode].filter(Boolean).join(' '), a.country?.name].filter(Boolean).join(', ');
}

function paymentLine(m: PaymentMethod) {
  if (m.paymentType === 'CREDIT_CARD') return `${m.creditCardType || 'Card'} ending in ${m.creditCardLast4}${m.creditCardExp ? `, expires ${m.creditCardExp}` : ''}`;
  return `${m.paymentType.replace(/_/g, ' ').toLowerCase()} ${m.accountNameOrEmail}`.trim();
}

type CartActions = ReturnType<typeof useCart>['actions'];

function OrderReview({
  cart,
  quoteGuid,
  countries,
  registered,
  email,
  account,
  accountError,
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
  accountError: string | null;
  selected: { a: string | null; p: string | null };
  actions: CartActions;
  reloadCart: () => Promise<void>;
  go: (step: string, q?: { e?: string | null; a?: string | null; p?: string | null }) => void;
}) {
  const id = useId();
  const navigate = useNavigate();
  const us = countries.find((c) => c.twoLetterIsoCode === 'US');
  const [guestAddress, setGuestAddress] = useState<AddressFields>(() => ({ ...emptyAddress(), countryId: cart.destination.countryId ?? us?.id ?? '', stateProvinceId: cart.destination.provinceId ?? '', zipPostalCode: cart.destination.postalCode }));
  const [useNewCard, setUseNewCard] = useState(false);
  const [wallet, setWallet] = useState<Wallet | null>(null);
  const [poOpen, setPoOpen] = useState(Boolean(cart.poNumber));
  const [po, setPo] = useState(cart.poNumber);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const placing = useRef(false);

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

  const estimate = (a: AddressFields) => {
    if (!a.countryId) return;
    void actions.setDestination({ countryId: a.countryId, stateProvinceId: a.stateProvinceId || null, postalCode: a.zipPostalCode.trim() });
  };

  const totals = cartTotals(cart);
  const canPlace = totals.canCheckout && cart.canOrder && !busy;

  async function place() {
    if (placing.current) return;
    setError(null);
    if (!registered || !address) {
      const problem = addressProblem(guestAddress, countries);
      if (problem && !registered) return setError(problem);
    }
    if (registered && !address) return setError('Add a shipping address.');
    if (!totals.canCheckout || totals.total === null) return setError('Choose where the parts go to see shipping and the total.');
    placing.current = true;
    setBusy(true);
    // The total must be the one for this address: a typed address is estimated once more first.
    if (!registered) {
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
          return setError(`With shipping to this address the total is ${freshTotal === null ? 'not known yet' : formatPrice(freshTotal)}. Please review it and place the order again.`);
        }
      } catch (err) {
        placing.current = false;
        setBusy(false);
        return setError(errorText(err, 'Check the shipping address.'));
      }
    }
    // One key per attempt: a double click cannot charge twice, a new attempt after a failure is a new one.
    const idempotencyKey = newIdempotencyKey();
    const checkoutCart = { quoteGuid: cart.quoteGuid ?? quoteGuid, poNumber: po.trim(), expectedTotal: totals.total.toFixed(2) };
    try {
      let order;
      if (!needsCard && address && method) {
        order = await placeOrder({ shippingAddressId: address.id, paymentMethodId: method.id, cart: checkoutCart, idempotencyKey });
      } else {
        const shipping = registered && address ? addressFieldsOf(address) : { ...guestAddress, email };
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
      setError(errorText(err, 'We could not place your order. Nothing was charged; please try again.'));
      void reloadCart();
    } finally {
      placing.current = false;
      setBusy(false);
    }
  }

  return (
    <div className="space-y-8">
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
            {accountError && <p role="alert" className="text-red-700">{accountError}</p>}
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
            <AddressFieldset legend="Shipping address" value={guestAddress} onChange={setGuestAddress} countries={countries} section="shipping" onPlaceChange={estimate} />
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
        {needsCard && account?.setup?.gateway === 'sandbox' && (
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
            <label htmlFor={`${id}-po`} className="block text-sm font-semibold">
              PO number <span className="font-normal text-ink-700">(optional)</span>
            </label>
            <input id={`${id}-po`} value={po} maxLength={50} autoComplete="off" onChange={(e) => setPo(e.target.value)} className="h-11 w-full rounded-md border border-gray-400 px-3" />
          </div>
        ) : (
          <button type="button" onClick={() => setPoOpen(true)} className="text-sm font-semibold text-blue-800 underline">
            Add a PO number
          </button>
        )}
      </section>

      {error && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 font-semibold text-red-800">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-4">
        <button type="button" onClick={() => void place()} disabled={!canPlace} className={`${primary} h-12 min-w-48 text-lg`}>
          {busy ? 'Placing your order…' : 'Place order'}
        </button>
        {totals.total !== null && <span className="text-lg font-bold">Total {formatPrice(totals.total)}</span>}
      </div>
      {!totals.canCheckout && <p className="text-sm text-ink-700">Enter the shipping address to see shipping, tax and the total.</p>}
    </div>
  );
}

/** The review of the items and a shipping method per shipment (exported for its render test). */
export function ShippingMethods({ cart, actions }: { cart: Cart; actions: CartActions }) {
  const name = useId();
  return (
    <section aria-labelledby={`${name}-h`}>
      <h3 id={`${name}-h`} className="text-lg font-bold">
        Items and shipping
      </h3>
      {cart.productGroups.map((g, i) => (
        <div key={g.shoppingCartItemId} className="mt-3 rounded-lg border border-gray-200 p-3">
          <ul className="space-y-1">
            {g.items.map((item) => (
              <li key={item.id} className="flex justify-between gap-3">
                <span>
                  {item.quantity} × {item.product?.name ?? 'A part no longer sold'}
                  {item.reference && <span className="text-sm text-ink-700"> (ref. {item.reference})</span>}
                </span>
                <span className="font-semibold">{item.price && item.price > 0 ? formatPrice(lineAmount(item.price, item.quantity)) : 'Free'}</span>
              </li>
            ))}
          </ul>
          <fieldset className="mt-2">
            <legend className="text-sm font-semibold">Shipping method{cart.productGroups.length > 1 ? ` (shipment ${i + 1})` : ''}</legend>
            {g.shippingMethods.length === 0 && <p className="text-sm text-red-700">No shipping method reaches this address.</p>}
            {g.shippingMethods.map((m) => (
              <label key={m.id} className="flex min-h-10 items-center gap-2">
                <input type="radio" name={`${name}-${i}`} checked={m.selected} onChange={() => void actions.setShipping(g.shoppingCartItemId, m.id)} className="h-4 w-4" />
                <span className="flex-1">
                  {m.name}
                  {m.eta && <span className="text-sm text-ink-700"> · {m.eta}</span>}
                </span>
                <span className="font-semibold">{m.price === 0 ? 'Free' : formatPrice(m.price)}</span>
              </label>
            ))}
          </fieldset>
        </div>
      ))}
    </section>
  );
}

function AddressList({ account, selectedId, onPick, go }: { account: CheckoutAccount | null; selectedId: string | null; onPick: (id: string) => void; go: (s: string) => void }) {
  if (!account) return <p role="status">Loading your addresses…</p>;
  return (
    <section>
      <h2 className="text-xl font-bold">Shipping addresses</h2>
      <ul className="mt-3 space-y-2">
        {account.addresses.map((a) => (
          <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-gray-200 p-3">
            <span>
              <span className="font-semibold">
                {a.firstName} {a.lastName}
              </span>
              , {addressLine(a)}
              {a.id === (selectedId ?? account.defaults.shippingAddress?.id) && <span className="ml-2 text-sm text-green-800">(selected)</span>}
            </span>
            <span className="flex gap-3">
              <button type="button" onClick={() => onPick(a.id)} className={`${secondary} h-10`}>
                Ship here
              </button>
              <button type="button" onClick={() => go(`shipping/edit/${a.id}`)} className="text-sm font-semibold text-blue-800 underline">
                Edit
              </button>
            </span>
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => go('shipping/add')} className={`${primary} mt-4`}>
        Add a new address
      </button>
    </section>
  );
}

function AddressEdit({ countries, existing, missing, onSaved }: { countries: Country[]; existing: SavedAddress | null; missing: boolean; onSaved: (a: SavedAddress) => Promise<void> }) {
  const us = countries.find((c) => c.twoLetterIsoCode === 'US');
  const [value, setValue] = useState<AddressFields>(() => (existing ? addressFieldsOf(existing) : { ...emptyAddress(), countryId: us?.id ?? '' }));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (missing) return <p role="alert">That address is not in your address book.</p>;
  return (
    <form
      className="space-y-4"
      onSubmit={async (e) => {
        e.preventDefault();
        const problem = addressProblem(value, countries);
        if (problem) return setError(problem);
        setBusy(true);
        try {
          const saved = existing ? await addressApi.edit(existing.id, value) : await addressApi.add(value);
          await onSaved(saved);
        } catch (err) {
          setError(errorText(err, 'The address could not be saved.'));
        } finally {
          setBusy(false);
        }
      }}
    >
      <AddressFieldset legend={existing ? 'Edit shipping address' : 'New shipping address'} value={value} onChange={setValue} countries={countries} section="shipping" />
      {error && (
        <p role="alert" className="font-semibold text-red-700">
          {error}
        </p>
      )}
      <button type="submit" disabled={busy} className={primary}>
        {busy ? 'Saving…' : 'Save address'}
      </button>
    </form>
  );
}

function PaymentList({
  account,
  selectedId,
  onPick,
  go,
  onChanged,
}: {
  account: CheckoutAccount | null;
  selectedId: string | null;
  onPick: (id: string) => void;
  go: (s: string) => void;
  onChanged: () => Promise<void>;
}) {
  const [error, setError] = useState<string | null>(null);
  if (!account) return <p role="status">Loading your payment methods…</p>;
  return (
    <section>
      <h2 className="text-xl font-bold">Payment methods</h2>
      {error && (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      )}
      <ul className="mt-3 space-y-2">
        {account.paymentMethods.map((m) => (
          <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-gray-200 p-3">
            <span>
              {paymentLine(m)}
              {m.id === (selectedId ?? account.defaults.paymentMethod?.id) && <span className="ml-2 text-sm text-green-800">(selected)</span>}
            </span>
            <span className="flex flex-wrap gap-3">
              <button type="button" onClick={() => onPick(m.id)} className={`${secondary} h-10`}>
                Use this
              </button>
              <button type="button" onClick={() => go(`payment/edit/${m.id}`)} className="text-sm font-semibold text-blue-800 underline">
                Edit
              </button>
              <button
                type="button"
                onClick={async () => {
                  try {
                    await paymentMethodApi.remove(m.id);
                    await onChanged();
                  } catch (err) {
                    setError(errorText(err, 'The payment method could not be removed.'));
                  }
                }}
                className="text-sm font-semibold text-blue-800 underline"
              >
                Remove
              </button>
            </span>
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => go('payment/add')} className={`${primary} mt-4`}>
        Add a card
      </button>
    </section>
  );
}

function PaymentEdit({
  countries,
  setup,
  existing,
  missing,
  onSaved,
}: {
  countries: Country[];
  setup: CheckoutAccount['setup'] | null;
  existing: PaymentMethod | null;
  missing: boolean;
  onSaved: (m: PaymentMethod) => Promise<void>;
}) {
  const us = countries.find((c) => c.twoLetterIsoCode === 'US');
  const [value, setValue] = useState<AddressFields>(() => (existing?.address ? addressFieldsOf(existing.address) : { ...emptyAddress(), countryId: us?.id ?? '' }));
  const [replaceCard, setReplaceCard] = useState(!existing);
  const fields = useCardFields(replaceCard ? setup : null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (missing) return <p role="alert">That payment method is not among yours.</p>;
  return (
    <form
      className="space-y-4"
      onSubmit={async (e) => {
        e.preventDefault();
        const problem = addressProblem(value, countries);
        if (problem) return setError(problem);
        setBusy(true);
        setError(null);
        try {
          const card = replaceCard ? await fields.tokenize() : null;
          const saved = existing
            ? await paymentMethodApi.edit(existing.id, { address: value, nonce: card?.nonce ?? null })
            : await paymentMethodApi.add({ address: value, nonce: card!.nonce, deviceData: card?.deviceData });
          await onSaved(saved);
        } catch (err) {
          setError(errorText(err, 'The payment method could not be saved.'));
        } finally {
          setBusy(false);
        }
      }}
    >
      <h2 className="text-xl font-bold">{existing ? 'Edit payment method' : 'Add a card'}</h2>
      {existing && !replaceCard && (
        <p>
          {paymentLine(existing)}{' '}
          <button type="button" onClick={() => setReplaceCard(true)} className="ml-2 text-sm font-semibold text-blue-800 underline">
            Replace the card
          </button>
        </p>
      )}
      {replaceCard && (setup ? <CardFields setup={setup} fields={fields} /> : <p role="status">Loading the payment fields…</p>)}
      <AddressFieldset legend="Billing address" value={value} onChange={setValue} countries={countries} section="billing" />
      {error && (
        <p role="alert" className="font-semibold text-red-700">
          {error}
        </p>
      )}
      <button type="submit" disabled={busy} className={primary}>
        {busy ? 'Saving…' : 'Save payment method'}
      </button>
    </form>
  );
}

import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { useSession } from '~/features/auth/auth-use-session';
import { CartSummary } from '~/features/cart/components/cart-page';
import { useCart } from '~/features/cart/cart-use-cart';
import { failureError } from '~/features/cart/cart-changes';
import { HEADER_PRIORITY, useHeaderVariant } from '~/lib/header-variant';
import { fetchPaymentSetup, type CheckoutAccount, type PaymentSetup } from '../api/checkout-api';
import type { CheckoutLoad } from '../checkout-loader.server';
import { checkoutHref, type CheckoutStep } from '../checkout-steps';
import { readGuestEmail } from './checkout-ui';
import { ErrorNotice, type Failure } from '~/components/error-notice';
import type { Country } from '~/lib/reference-data';

// Each step is its own module, loaded when the customer reaches it: the forms library and the card
// fields stay out of the page's first load.
const SignInStep = lazy(() => import('./checkout-step-signin').then((m) => ({ default: m.SignInStep })));
const ChangeEmailStep = lazy(() => import('./checkout-step-change-email').then((m) => ({ default: m.ChangeEmailStep })));
const ReviewStep = lazy(() => import('./checkout-step-review').then((m) => ({ default: m.ReviewStep })));
const ShippingStep = lazy(() => import('./checkout-step-shipping').then((m) => ({ default: m.ShippingStep })));
const ShippingEditStep = lazy(() => import('./checkout-step-shipping-edit').then((m) => ({ default: m.ShippingEditStep })));
const PaymentStep = lazy(() => import('./checkout-step-payment').then((m) => ({ default: m.PaymentStep })));
const PaymentEditStep = lazy(() => import('./checkout-step-payment-edit').then((m) => ({ default: m.PaymentEditStep })));

/** The checkout: one page per step, the cart's totals beside it, the checkout header above. */
export function CheckoutView({ quoteGuid, step, countries, load }: { quoteGuid: string | null; step: CheckoutStep; countries: Country[]; load: CheckoutLoad }) {
  const session = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const { cart, actions, reload } = useCart(load.cart);
  const query = { e: params.get('e'), a: params.get('a'), p: params.get('p') };
  const go = (s: string, q: Partial<typeof query> = {}) => navigate(checkoutHref(quoteGuid, s, { ...query, ...q }));

  useHeaderVariant('CHECKOUT', HEADER_PRIORITY.PAGE, { itemCount: cart?.itemCount ?? 0, backTo: quoteGuid ? `/cart/quote/${quoteGuid}` : '/cart' });

  const registered = session.status === 'registered' || session.status === 'impersonating';
  const payment = usePaymentSetup(session.loggedIn && (cart?.itemCount ?? 0) > 0);
  const account: CheckoutAccount | null = load.account && { ...load.account, setup: payment.setup };
  const accountFailure: Failure | null = load.accountFailure
    ? { error: failureError(load.accountFailure), action: load.accountFailure.action, onRetry: reload }
    : payment.failure
      ? { error: payment.failure, action: 'Could not load the payment fields', onRetry: payment.retry }
      : null;
  // After an address or a card is saved: the loader reads them again.
  const loadAccount = () => revalidate();

  // The initializer decides where the customer starts.
  useEffect(() => {
    if (step.name !== 'initializer' || !cart) return;
    if (cart.itemCount === 0) return;
    const email = registered ? session.userInfo?.email : session.isGuest ? session.userInfo?.email || readGuestEmail() : '';
    navigate(checkoutHref(quoteGuid, registered || email ? 'orderreview' : 'signin', query), { replace: true });
    // Runs once per arrival at the initializer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step.name, cart, registered]);

  if (load.cart.failure) {
    return (
      <div className="py-10 text-center">
        <ErrorNotice error={failureError(load.cart.failure)} action={load.cart.failure.action} onRetry={reload} className="text-base font-semibold" />
      </div>
    );
  }
  if (!cart) {
    return (
      <p role="status" className="py-10 text-center">
        Loading your checkout…
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
          <ReviewStep
            cart={cart}
            quoteGuid={quoteGuid}
            countries={countries}
            registered={registered}
            email={registered ? (session.userInfo?.email ?? '') : query.e || session.userInfo?.email || readGuestEmail()}
            account={account}
            accountFailure={accountFailure}
            selected={{ a: query.a, p: query.p }}
            actions={actions}
            reloadCart={reload}
            go={go}
          />
        );
      case 'shipping':
        return <ShippingStep account={account} selectedId={query.a} onPick={(a) => go('orderreview', { a })} go={go} />;
      case 'shipping-add':
      case 'shipping-edit':
        return (
          <ShippingEditStep
            key={step.name === 'shipping-edit' ? step.id : 'new'}
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
        return <PaymentStep account={account} selectedId={query.p} onPick={(p) => go('orderreview', { p })} go={go} onChanged={loadAccount} />;
      case 'payment-add':
      case 'payment-edit':
        return (
          <PaymentEditStep
            key={step.name === 'payment-edit' ? step.id : 'new'}
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
      <div className="min-w-0 lg:col-span-2">
        <Suspense
          fallback={
            <p role="status" className="py-10">
              Loading…
            </p>
          }
        >
          {main}
        </Suspense>
      </div>
      <aside className="min-w-0 lg:sticky lg:top-4 lg:self-start">
        <CartSummary cart={cart} hideCheckout />
      </aside>
    </div>
  );
}

/**
 * The payment gateway's setup for the card frame, read once by the browser when the checkout has
 * something to pay for (a new client token on every read would restart the frame). A failure is
 * answered with its error, and `retry` reads it again.
 */
function usePaymentSetup(wanted: boolean): { setup: PaymentSetup | null; failure: unknown; retry: () => void } {
  const [setup, setSetup] = useState<PaymentSetup | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted || setup) return;
    let cancelled = false;
    fetchPaymentSetup().then(
      (s) => {
        if (!cancelled) setSetup(s);
      },
      (err: unknown) => {
        console.warn('payment setup failed', err);
        if (!cancelled) setFailure(err);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [wanted, setup, attempt]);
  return {
    setup,
    failure,
    retry: () => {
      setFailure(null);
      setAttempt((n) => n + 1);
    },
  };
}

import type { RouterContextProvider } from 'react-router';
import { pageSession } from '~/features/auth/auth-loader.server';
import { loadCart } from '~/features/cart/cart-action.server';
import type { CartFailureData, CartLoad } from '~/features/cart/cart-changes';
import { getServer } from '~/lib/app-context';
import { errorCodeOf, isRefusal } from '~/lib/errors';
import { serverQuery } from '~/lib/graphql';
import { CHECKOUT_ACCOUNT_QUERY, checkoutAccountOf, type CheckoutAccount } from './api/checkout-api';

export interface CheckoutLoad {
  cart: CartLoad;
  /** The address book and saved payment methods (null without a session, or when they could not be read). */
  account: Omit<CheckoutAccount, 'setup'> | null;
  accountFailure: CartFailureData | null;
}

const ACCOUNT_FAILED = 'We could not load your addresses and payment methods.';

/** What the checkout's steps show, read as the session's customer: the cart, the addresses and the saved payment methods. */
export async function loadCheckout(context: Readonly<RouterContextProvider>, quoteGuid: string | null): Promise<CheckoutLoad> {
  const readAccount = async (): Promise<Pick<CheckoutLoad, 'account' | 'accountFailure'>> => {
    if (!pageSession(context).loggedIn) return { account: null, accountFailure: null };
    try {
      return { account: checkoutAccountOf(await serverQuery(context, CHECKOUT_ACCOUNT_QUERY)), accountFailure: null };
    } catch (err) {
      getServer(context).log?.warn({ err }, ACCOUNT_FAILED);
      return { account: null, accountFailure: { action: ACCOUNT_FAILED, message: isRefusal(err) ? (err as Error).message : '', code: errorCodeOf(err) } };
    }
  };
  const [cart, account] = await Promise.all([loadCart(context, quoteGuid), readAccount()]);
  return { cart, ...account };
}

import type { RouterContextProvider } from 'react-router';
import { getServer } from '~/lib/app-context';
import { serverQuery } from '~/lib/graphql';
import { CART_COUNT_QUERY } from './api/cart-api';

/**
 * The number of units in the session's cart, for the header of every page the server renders.
 * A visitor without a session has nothing in the cart and costs no query; a failure to read it
 * shows 0 rather than failing the page.
 */
export async function cartItemCount(context: Readonly<RouterContextProvider>): Promise<number> {
  if (!getServer(context).session.loggedIn) return 0;
  try {
    return (await serverQuery(context, CART_COUNT_QUERY)).v1.shoppingCart.itemCount;
  } catch (err) {
    getServer(context).log?.warn({ err }, 'cart count failed');
    return 0;
  }
}

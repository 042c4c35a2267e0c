import clsx from 'clsx';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import type * as CartApiModule from '../api/cart-api';

// Only a failed add shows it: product and search pages do not load it up front.
const ErrorNotice = lazy(() => import('~/components/error-notice').then((m) => ({ default: m.ErrorNotice })));

export interface AddToCartButtonProps {
  productId: string;
  quantity?: number;
  disabled?: boolean;
  className?: string;
}

const noSubscribe = () => () => {};
// Spec 2 §8 (the same text as CART_ERRORS.add).
const ADD_FAILED = 'Failed to add product to cart';

type AddState = { kind: 'idle' } | { kind: 'adding' } | { kind: 'added'; count: number } | { kind: 'error'; error: unknown };

/**
 * Adds a part to the cart (shopping cart type 1), shows progress while the call runs, the spec's
 * or the server's text when it fails (with "Try again" when that may help), and a link to the
 * cart once it is in. The header count follows.
 */
export function AddToCartButton({ productId, quantity = 1, disabled = false, className }: AddToCartButtonProps) {
  const [state, setState] = useState<AddState>({ kind: 'idle' });
  const adding = state.kind === 'adding';
  // Until the page's script runs, a click would do nothing: the button says so by being disabled.
  const hydrated = useSyncExternalStore(noSubscribe, () => true, () => false);

  async function add() {
    if (adding) return;
    setState({ kind: 'adding' });
    // The cart code loads on the first click, so the product page stays light.
    let api: typeof CartApiModule;
    try {
      api = await import('../api/cart-api');
    } catch (err) {
      setState({ kind: 'error', error: err });
      return;
    }
    try {
      const cart = await api.cartApi.add(productId, quantity);
      setState({ kind: 'added', count: cart.itemCount });
    } catch (err) {
      setState({ kind: 'error', error: err });
    }
  }

  return (
    <div className={clsx('flex flex-col gap-2', className)}>
      <button
        type="button"
        onClick={add}
        disabled={disabled || adding || !hydrated}
        aria-busy={adding}
        className="inline-flex h-11 items-center justify-center gap-2 rounded-md bg-brand-500 px-5 font-bold text-ink-900 hover:bg-brand-400 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {adding && <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-ink-900 border-t-transparent" />}
        {adding ? 'Adding…' : 'Add to Cart'}
      </button>
      <p role="status" aria-live="polite" className="min-h-5 text-sm">
        {state.kind === 'added' && (
          <span className="font-medium text-green-800">
            Added to your cart.{' '}
            <Link to="/cart" className="text-blue-800 underline">
              View cart ({state.count})
            </Link>
          </span>
        )}
      </p>
      {state.kind === 'error' && (
        <Suspense fallback={<p role="alert">{ADD_FAILED}.</p>}>
          <ErrorNotice error={state.error} action={ADD_FAILED} onRetry={add} />
        </Suspense>
      )}
    </div>
  );
}

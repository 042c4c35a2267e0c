import clsx from 'clsx';
import { Link } from 'react-router';
import { useCartItemCount } from '~/lib/cart-count';
import { CartIcon } from '../icons';

/** The cart link with its item count (the cart issue feeds `setCartItemCount`). */
export function HeaderCartLink({ className, count: countProp }: { className?: string; count?: number }) {
  const stored = useCartItemCount();
  const count = countProp ?? stored;
  return (
    <Link to="/cart" aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`} className={clsx('header-icon-button relative', className)}>
      <span className="relative">
        <CartIcon width={22} height={22} />
        <span
          aria-hidden="true"
          className="absolute -top-2 -right-2.5 min-w-5 rounded-full bg-brand-500 px-1 text-center text-[11px] leading-5 font-bold text-ink-900"
        >
          {count > 99 ? '99+' : count}
        </span>
      </span>
      <span aria-hidden="true" className="text-[11px] leading-none lg:ml-1.5 lg:text-sm lg:font-semibold">
        Cart
      </span>
    </Link>
  );
}

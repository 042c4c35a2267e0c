import { Link } from 'react-router';
import { formatDate, OrderStateBadge } from '~/features/orders/components/orders-parts';
import { formatPrice } from '~/lib/money';
import type { AccountOverviewData } from '../api/account-api';
import { addressLine } from '../api/account-addresses-api';
import { paymentLine } from '../api/account-payment-methods-api';
import { linkClass } from '~/components/button';

const AREAS = [
  { to: '/account/orders', label: 'Your Orders', text: 'Order history, tracking, invoices, cancellations and buying again.' },
  { to: '/account/rma', label: 'Returns', text: 'Return a part and print its return authorisation.' },
  { to: '/account/reviews', label: 'Reviews', text: 'Review the parts you received.' },
  { to: '/account/feedback', label: 'Feedback', text: 'Tell us how an order went.' },
  { to: '/account/security', label: 'Login & security', text: 'Name, e-mail, password, phone number and the name on your reviews.' },
  { to: '/account/addressbook', label: 'Address book', text: 'Where we ship: add, edit and choose the default address.' },
  { to: '/account/paymentmethods', label: 'Payment methods', text: 'Saved cards and wallets, and the default one.' },
  { to: '/account/notifications', label: 'Notifications', text: 'What we e-mail you, and the parts you asked to hear about.' },
  { to: '/MyFleet', label: 'Your Fleet', text: 'Your machines, and which one parts are checked against.' },
] as const;

function Card({ title, to, linkText, children }: { title: string; to: string; linkText: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="flex min-w-0 flex-col rounded-lg border border-gray-300 p-4">
      <h2 className="text-lg font-bold">{title}</h2>
      <div className="mt-2 flex-1 break-words">{children}</div>
      <Link to={to} className={`mt-3 ${linkClass}`}>
        {linkText}
      </Link>
    </section>
  );
}

/** The latest orders with where they stand, and the parts waiting for a review. */
function OverviewOrders({ orders, awaiting }: { orders: AccountOverviewData['myOrders']['nodes']; awaiting: number }) {
  return (
    <section aria-labelledby="overview-orders" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="overview-orders" className="text-lg font-bold">
          Your Orders
        </h2>
        <Link to="/account/orders" className={linkClass}>
          All orders
        </Link>
      </div>
      {orders.length === 0 ? (
        <p className="text-ink-700">No orders yet.</p>
      ) : (
        <ul className="space-y-2">
          {orders.map((o) => (
            <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-gray-300 p-3">
              <Link to={`/account/order/${o.id}`} className={linkClass}>
                Order {o.customOrderNumber}
              </Link>
              <span className="text-sm text-ink-700">
                {formatDate(o.createdOnUtc)} · {formatPrice(o.orderTotal)}
              </span>
              <OrderStateBadge order={o} />
            </li>
          ))}
        </ul>
      )}
      {awaiting > 0 && (
        <p>
          <Link to="/account/reviews" className={linkClass}>
            {awaiting === 1 ? '1 part is' : `${awaiting} parts are`} waiting for your review
          </Link>
        </p>
      )}
    </section>
  );
}

/** Who is signed in: the name with the e-mail after it, or the e-mail once when the account has no name (a guest upgraded at checkout). */
export function SignedInAs({ account }: { account: { firstName: string; lastName: string; email: string } }) {
  const name = `${account.firstName} ${account.lastName}`.trim();
  return (
    <p data-testid="overview-account" className="break-words">
      Signed in as <span className="font-semibold">{name || account.email}</span>
      {name && account.email ? ` (${account.email})` : null}
    </p>
  );
}

/** /account: the default address and card, the fleet with its selected machine, and every area of the account. */
export function AccountOverview({ data: d }: { data: AccountOverviewData }) {
  const selected = d.garage.items.find((m) => m.id === d.garage.selectedGarageItemId) ?? null;
  const card = d.defaultPaymentAndShipping.paymentMethod;
  const address = d.defaultPaymentAndShipping.shippingAddress;
  return (
    <div className="space-y-6">
      {d.account && <SignedInAs account={d.account} />}
      <nav aria-label="Account areas">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {AREAS.map((a) => (
            <li key={a.to}>
              <Link to={a.to} className="block h-full rounded-lg border border-gray-300 p-4 hover:border-gray-500 hover:bg-gray-50 focus-visible:outline-2">
                <span className="block font-bold text-blue-800 underline">{a.label}</span>
                <span className="mt-1 block text-sm text-ink-700">{a.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="grid gap-4 md:grid-cols-3">
        <Card title="Default address" to="/account/addressbook" linkText="Manage addresses">
          {address ? (
            <p data-testid="overview-address">
              <span className="font-semibold">
                {address.firstName} {address.lastName}
              </span>
              <br />
              {addressLine(address)}
            </p>
          ) : (
            <p>No address yet.</p>
          )}
        </Card>
        <Card title="Default payment method" to="/account/paymentmethods" linkText="Manage payment methods">
          {card ? (
            <p data-testid="overview-card">
              {paymentLine(card)}
              {card.isExpired && <span className="ml-2 rounded bg-red-100 px-2 py-0.5 text-sm font-semibold text-red-800">Expired</span>}
            </p>
          ) : (
            <p>No saved payment method yet.</p>
          )}
        </Card>
        <Card title="Your fleet" to="/MyFleet" linkText="Open your fleet">
          {d.garage.items.length === 0 ? (
            <p>No machines yet.</p>
          ) : (
            <>
              <p>
                {d.garage.items.length} {d.garage.items.length === 1 ? 'machine' : 'machines'}
              </p>
              <p className="mt-1">
                Selected: <span className="font-semibold">{selected ? `${selected.year ? `${selected.year} ` : ''}${selected.name}` : 'none'}</span>
              </p>
            </>
          )}
        </Card>
      </div>
      <OverviewOrders orders={d.myOrders.nodes} awaiting={d.productsAwaitingReview.length} />
    </div>
  );
}

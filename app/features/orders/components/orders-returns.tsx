import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatPrice } from '~/lib/money';
import { ordersApi, type ReturnDetail } from '../api/orders-api';
import { useAccountData } from '../orders-use-account-data';
import { notFoundAsNull } from './orders-cancel';
import { AccountDataView, formatDate, NotFoundNote, RETURN_STATUS_LABELS } from './orders-parts';
import { ReturnRequestForm } from './orders-return-form';
import { ReturnStatusView } from './orders-return-status';
import { linkClass } from '~/components/button';

/** /account/rma: the customer's returns, newest first. */
export function ReturnsList() {
  const state = useAccountData('returns', (signal) => ordersApi.returns(signal));
  return (
    <AccountDataView state={state} loading="Loading your returns…">
      {(returns) =>
        returns.nodes.length === 0 ? (
          <div className="rounded-lg border border-dashed border-gray-400 p-8 text-center">
            <p className="text-lg font-semibold">No returns yet</p>
            <p className="mt-2">
              To return a part, open the order it came with and choose “Return items”.{' '}
              <Link to="/account/orders" className={linkClass}>
                Your Orders
              </Link>
            </p>
          </div>
        ) : (
          <ul className="space-y-3">
            {returns.nodes.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-gray-300 p-4">
                <span>
                  <Link to={`/account/rma/${r.id}`} className={linkClass}>
                    {r.returnNumber}
                  </Link>{' '}
                  for order {r.order.customOrderNumber}, {r.reasonLabel.toLowerCase()}, requested {formatDate(r.createdOnUtc)}
                </span>
                <span className="font-semibold">
                  {RETURN_STATUS_LABELS[r.status]} · {formatPrice(r.refund.total)}
                </span>
              </li>
            ))}
          </ul>
        )
      }
    </AccountDataView>
  );
}

/** A new return for an order, or for one package of it. */
export function NewReturn({ orderId, onlyItems }: { orderId: string; onlyItems?: string[] }) {
  const navigate = useNavigate();
  const state = useAccountData(`return-form:${orderId}`, (signal) => ordersApi.returnForm(orderId, signal).catch(notFoundAsNull));
  return (
    <AccountDataView state={state} loading="Loading your order…">
      {(d) =>
        d?.myOrder ? (
          <ReturnRequestForm
            order={d.myOrder}
            reasons={d.returnReasons}
            windowDays={d.returnWindowDays}
            onlyItems={onlyItems}
            onSubmitted={(r) => void navigate(`/account/rma/${r.id}`, { state: { submitted: true } })}
          />
        ) : (
          <NotFoundNote what="We could not find this order in your account." back="/account/orders" backLabel="Your Orders" />
        )
      }
    </AccountDataView>
  );
}

type Target = { kind: 'return'; ret: ReturnDetail } | { kind: 'package'; orderId: string; items: string[] } | null;

/** /account/rma/{id or packageId}: a return by id or number, or a new return for the parts of a package. */
export function ReturnOrPackage({ id, submitted }: { id: string; submitted: boolean }) {
  const state = useAccountData(`rma:${id}`, async (signal): Promise<Target> => {
    const ret = await ordersApi.returnRequest(id, signal).catch(notFoundAsNull);
    if (ret) return { kind: 'return', ret };
    const shipment = await ordersApi.shipment(id, signal).catch(notFoundAsNull);
    return shipment ? { kind: 'package', orderId: shipment.orderId, items: shipment.shipmentItems.map((s) => s.orderItemId) } : null;
  });
  const [shownNote] = useState(submitted);
  return (
    <AccountDataView state={state} loading="Loading your return…">
      {(t) => {
        if (!t) return <NotFoundNote what="We could not find this return in your account." back="/account/rma" backLabel="Your returns" />;
        if (t.kind === 'package') return <NewReturn orderId={t.orderId} onlyItems={t.items} />;
        return (
          <>
            <h2 className="mb-4 text-xl font-bold print:hidden">Return {t.ret.returnNumber}</h2>
            {shownNote && (
              <p role="status" className="mb-4 rounded bg-green-50 p-3 font-semibold text-green-900 print:hidden">
                Your return request {t.ret.returnNumber} is sent.
              </p>
            )}
            <ReturnStatusView ret={t.ret} />
          </>
        );
      }}
    </AccountDataView>
  );
}

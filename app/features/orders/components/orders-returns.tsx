import type { SubmissionResult } from '@conform-to/react';
import { Link } from 'react-router';
import { formatPrice } from '~/lib/money';
import type { MyReturnsQuery, ReturnFormQuery } from '~/gql/graphql';
import type { ReturnDetail } from '../api/orders-api';
import { formatDate, NotFoundNote, RETURN_STATUS_LABELS } from './orders-parts';
import { ReturnRequestForm } from './orders-return-form';
import { ReturnStatusView } from './orders-return-status';
import { linkClass } from '~/components/button';

/** /account/rma: the customer's returns, newest first. */
export function ReturnsList({ returns }: { returns: MyReturnsQuery['v1']['myReturns'] }) {
  return returns.nodes.length === 0 ? (
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
  );
}

/** A new return for an order, or for one package of it; the form posts to the page's action. */
export function NewReturn({ form, onlyItems, lastResult }: { form: ReturnFormQuery['v1'] | null; onlyItems?: string[]; lastResult?: SubmissionResult<string[]> }) {
  if (!form?.myOrder) return <NotFoundNote what="We could not find this order in your account." back="/account/orders" backLabel="Your Orders" />;
  return <ReturnRequestForm order={form.myOrder} reasons={form.returnReasons} windowDays={form.returnWindowDays} onlyItems={onlyItems} lastResult={lastResult} />;
}

/** A return's page: its status and authorisation; right after it was sent, a note says so. */
export function ReturnView({ ret, sent }: { ret: ReturnDetail | null; sent: boolean }) {
  if (!ret) return <NotFoundNote what="We could not find this return in your account." back="/account/rma" backLabel="Your returns" />;
  return (
    <>
      <h2 className="mb-4 text-xl font-bold print:hidden">Return {ret.returnNumber}</h2>
      {sent && (
        <p role="status" className="mb-4 rounded bg-green-50 p-3 font-semibold text-green-900 print:hidden">
          Your return request {ret.returnNumber} is sent.
        </p>
      )}
      <ReturnStatusView ret={ret} />
    </>
  );
}

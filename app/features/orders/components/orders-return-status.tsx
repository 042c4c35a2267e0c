import { Link } from 'react-router';
import { formatPrice } from '~/lib/money';
import type { ReturnDetail } from '../api/orders-api';
import { AddressBlock, formatDate, RETURN_STATUS_LABELS, StateBadge } from './orders-parts';
import { PrintButton, PrintDocument } from './orders-print';
import { linkClass } from '~/components/button';

const STATUS_TEXT: Record<ReturnDetail['status'], string> = {
  REQUESTED: 'We received your request and will review it shortly. You will get an e-mail when it is approved.',
  APPROVED: 'Approved. Print the return authorisation, put it in the parcel with the parts, and send it by the date below.',
  REJECTED: 'We could not accept this return.',
  RECEIVED: 'The parts arrived at our warehouse; your refund follows once they are checked.',
  REFUNDED: 'Refunded.',
};

/** A return's status, what it gives back, and once approved its printable authorisation and packing slip. */
export function ReturnStatusView({ ret }: { ret: ReturnDetail }) {
  const items = new Map(ret.order.items.map((i) => [i.id, i]));
  const auth = ret.authorization;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3 print:hidden">
        <StateBadge tone={ret.status === 'REJECTED' ? 'bad' : ret.status === 'REFUNDED' ? 'good' : 'warn'}>{RETURN_STATUS_LABELS[ret.status]}</StateBadge>
        <span className="text-ink-700">Requested {formatDate(ret.createdOnUtc)}</span>
        <Link to={`/account/order/${ret.order.id}`} className={linkClass}>
          Order {ret.order.customOrderNumber}
        </Link>
      </div>
      <div className="space-y-2 print:hidden">
        <p role="status">{STATUS_TEXT[ret.status]}</p>
        {ret.storeNote && <p className="rounded bg-gray-50 p-3">{ret.storeNote}</p>}
        <p>
          Reason: {ret.reasonLabel}
          {ret.reasonText && ` (${ret.reasonText})`}
        </p>
        {ret.outsideReturnWindow && <p>Registered after the return window: our returns team decides on it case by case.</p>}
      </div>
      <section aria-labelledby="return-items" className="print:hidden">
        <h2 id="return-items" className="text-lg font-bold">
          Parts
        </h2>
        <ul className="mt-2 space-y-1">
          {ret.items.map((l) => (
            <li key={l.id}>
              {l.quantity} × {items.get(l.orderItemId)?.productName}
              {l.receivedQuantity > 0 && <span className="text-ink-700"> · {l.receivedQuantity} received</span>}
              {l.damagedQuantity > 0 && <span className="text-ink-700"> · {l.damagedQuantity} damaged</span>}
            </li>
          ))}
        </ul>
      </section>
      {ret.photos.length > 0 && (
        <section aria-labelledby="return-photos" className="print:hidden">
          <h2 id="return-photos" className="text-lg font-bold">
            Photos
          </h2>
          <ul className="mt-2 flex flex-wrap gap-3">
            {ret.photos.map((p, n) => (
              <li key={p.id}>
                <a href={p.imageUrl} target="_blank" rel="noreferrer" className="block rounded border border-gray-200">
                  <img src={p.thumbnailUrl} alt={`Photo ${n + 1}${p.fileName ? `: ${p.fileName}` : ''} (opens in a new tab)`} width={100} height={100} className="h-[100px] w-[100px] object-contain" />
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="return-refund" className="print:hidden">
        <h2 id="return-refund" className="text-lg font-bold">
          {ret.status === 'REFUNDED' ? 'Refunded' : 'Refund (estimate until the parts arrive)'}
        </h2>
        <dl className="mt-2 max-w-xs space-y-1">
          <Row label="Parts" value={ret.refund.items} />
          <Row label="Tax" value={ret.refund.tax} />
          {ret.refund.shipping > 0 && <Row label="Shipping" value={ret.refund.shipping} />}
          <div className="flex justify-between border-t border-gray-300 pt-1 font-bold">
            <dt>Total</dt>
            <dd>{formatPrice(ret.refund.total)}</dd>
          </div>
        </dl>
      </section>
      {auth && (
        <section aria-labelledby="return-authorization" className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
            <h2 id="return-authorization" className="text-lg font-bold">
              Return authorisation
            </h2>
            <PrintButton label="Print return authorisation" />
          </div>
          <PrintDocument label={`Return authorisation ${auth.returnNumber}`}>
            <header className="flex flex-wrap justify-between gap-4">
              <div>
                <p className="text-xl font-bold">Return authorisation</p>
                <p className="text-3xl font-bold tracking-wide">{auth.returnNumber}</p>
              </div>
              <div className="text-right">
                <p>Order {auth.customOrderNumber}</p>
                <p>Issued {formatDate(auth.issuedOnUtc)}</p>
                <p className="font-bold">Send by {formatDate(auth.shipByUtc)}</p>
              </div>
            </header>
            <div className="mt-4 grid gap-4 sm:grid-cols-2 print:grid-cols-2">
              <div>
                <p className="font-bold">Return to</p>
                <p>{auth.returnTo.name}</p>
                {auth.returnTo.addressLines.map((l) => (
                  <p key={l}>{l}</p>
                ))}
                <p>
                  {auth.returnTo.phone} · {auth.returnTo.email}
                </p>
              </div>
              <div>
                <p className="font-bold">From</p>
                <AddressBlock address={auth.shipFrom} />
              </div>
            </div>
            <p className="mt-4">{auth.prepaidLabel ? 'Return shipping is on us: use the prepaid label we e-mailed you.' : 'Please send the parcel at your own cost, with tracking.'}</p>
            <h3 className="mt-4 font-bold">Packing slip</h3>
            <table className="mt-1 w-full">
              <thead>
                <tr className="border-b border-black text-left">
                  <th className="py-1">SKU</th>
                  <th className="py-1">Part</th>
                  <th className="py-1 text-right">Qty</th>
                </tr>
              </thead>
              <tbody>
                {auth.packingSlip.map((l) => (
                  <tr key={l.sku} className="border-b border-gray-300">
                    <td className="py-1">{l.sku}</td>
                    <td className="py-1">{l.productName}</td>
                    <td className="py-1 text-right">{l.quantity}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <h3 className="mt-4 font-bold">Instructions</h3>
            <ol className="mt-1 list-decimal space-y-1 pl-5">
              {auth.instructions.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ol>
          </PrintDocument>
        </section>
      )}
    </div>
  );
}

function Row({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex justify-between">
      <dt>{label}</dt>
      <dd>{formatPrice(value)}</dd>
    </div>
  );
}

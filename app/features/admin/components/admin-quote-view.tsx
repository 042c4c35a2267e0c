import { Link } from 'react-router';
import { linkClass } from '~/components/button';
import type { AdminQuoteRequestQuery } from '~/gql/graphql';
import { formatPrice } from '~/lib/money';
import { QUOTE_REQUEST_STATUS_TEXT } from '../../../../shared/quotes';
import { utcText } from '../admin-labels';
import { QUOTE_SOURCE_LABELS } from '../admin-quotes-api';
import type { PricingForm } from '../admin-quotes-pricing';
import { AdminQuotePricingForm, type PricingResult } from './admin-quote-pricing-form';

export type AdminQuoteRequest = NonNullable<AdminQuoteRequestQuery['v1']['admin']['quoteRequest']>;

const box = 'rounded-md border border-gray-300 p-4';

function Request({ r }: { r: AdminQuoteRequest }) {
  const facts: Array<[string, string]> = [
    ['From', QUOTE_SOURCE_LABELS[r.source] ?? r.source],
    ['E-mail', r.email || '—'],
    ['Customer', r.customerId ? `Registered customer #${r.customerId}` : 'Guest'],
    ['Asked on', utcText(r.createdOnUtc)],
    ...(r.query ? ([['Looking for', r.query]] as Array<[string, string]>) : []),
    ...(r.poNumber ? ([['PO number', r.poNumber]] as Array<[string, string]>) : []),
    ...(r.machine ? ([['Machine', r.machine]] as Array<[string, string]>) : []),
  ];
  return (
    <section className={box} aria-labelledby="request-title">
      <h2 id="request-title" className="mb-2 text-lg font-bold">
        Request
      </h2>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[10rem_1fr]">
        {facts.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="font-semibold">{k}</dt>
            <dd className="break-words">{v}</dd>
          </div>
        ))}
      </dl>
      {r.note && (
        <div className="mt-3">
          <h3 className="font-semibold">Note</h3>
          <p className="whitespace-pre-line">{r.note}</p>
        </div>
      )}
      {r.items.length > 0 && (
        <>
          <h3 className="mt-3 font-semibold">Parts asked for</h3>
          <ul className="divide-y divide-gray-200">
            {r.items.map((i) => (
              <li key={i.id} className="py-2" data-testid="admin-quote-request-line">
                {i.quantity} × {i.product ? `${i.product.name} (${i.product.sku})` : `“${i.partNumber}”`}
                {i.product?.priceAndAvailability.price != null && <span className="text-sm text-ink-700"> · catalogue {formatPrice(i.product.priceAndAvailability.price)}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function SentQuote({ r }: { r: AdminQuoteRequest }) {
  const q = r.quote;
  if (!q || !r.quoteGuid) return null;
  const path = `/cart/quote/${r.quoteGuid}`;
  const total = q.items.reduce((s, i) => s + i.price * i.quantity + i.shippingPrice, 0);
  const freight = q.items.reduce((s, i) => s + i.shippingPrice, 0);
  return (
    <section className={box} aria-labelledby="quote-title">
      <h2 id="quote-title" className="mb-2 text-lg font-bold">
        Quote{q.title ? `: ${q.title}` : ''}
      </h2>
      <ul className="divide-y divide-gray-200">
        {q.items.map((i) => (
          <li key={i.id} className="py-2" data-testid="admin-quote-line">
            {i.quantity} × {i.product ? `${i.product.name} (${i.product.sku})` : 'a removed part'} at {formatPrice(i.price)}
          </li>
        ))}
      </ul>
      <p className="mt-2">
        Freight {formatPrice(freight)} · total <span className="font-bold">{formatPrice(Math.round(total * 100) / 100)}</span> before tax
      </p>
      <p className="mt-1">
        {r.sentOnUtc && <>Sent {utcText(r.sentOnUtc)} · </>}
        {r.expirationDate && <>valid until {utcText(r.expirationDate)}</>}
        {r.orderedOnUtc && <> · ordered {utcText(r.orderedOnUtc)}</>}
      </p>
      <p className="mt-2">
        <Link to={path} className={linkClass}>
          Open the quote as the customer sees it
        </Link>
      </p>
    </section>
  );
}

/** /admin/quotes/{id}: the request (lines, note, PO, machine) and, until a quote is sent, the pricing form. */
export function AdminQuoteView({ r, initial, result, notice }: { r: AdminQuoteRequest; initial: PricingForm; result: PricingResult | null; notice: string | null }) {
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-xl font-bold">
          {r.source === 'staff' ? 'Quote' : 'Quote request'} {r.requestNumber}
        </h1>
        <span className="rounded-full border border-gray-400 px-3 py-1 font-semibold" data-testid="admin-quote-status">
          {QUOTE_REQUEST_STATUS_TEXT[r.status]}
        </span>
      </div>
      <p>
        <Link to="/admin/quotes" className={linkClass}>
          Back to quotes
        </Link>
      </p>
      {notice && (
        <p role="status" className="rounded-md border border-green-300 bg-green-50 p-3">
          {notice}
        </p>
      )}
      <Request r={r} />
      {r.status === 'REQUESTED' ? <AdminQuotePricingForm initial={initial} result={result} /> : <SentQuote r={r} />}
    </div>
  );
}

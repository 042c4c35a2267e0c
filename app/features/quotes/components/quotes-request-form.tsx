import { Form, Link, useNavigation } from 'react-router';
import { Button, linkClass } from '~/components/button';
import { Field, textareaClass } from '~/components/field';
import { MAX_PO_NUMBER_LENGTH } from '../../../../shared/purchase-order';
import { QUOTE_REQUEST_MAX_NOTE, QUOTE_REQUEST_MAX_QUERY } from '../../../../shared/quotes';

export interface QuoteRequestLine {
  productId: string;
  name: string;
  sku: string;
  quantity: number;
}

export interface QuoteRequestFormProps {
  source: 'cart' | 'search';
  /** The cart's lines (a cart request). */
  lines: QuoteRequestLine[];
  /** What was searched for (a search request). */
  query: string;
  poNumber: string;
  /** The selected fleet machine's name, if any. */
  machine: string;
  /** Guests and visitors leave an e-mail; a registered customer's is their account's. */
  emailRequired: boolean;
  /** What was posted, when the post was refused. */
  values: Record<string, string> | null;
  errors: Record<string, string>;
  /** A problem that belongs to no field (the store refused, or could not be reached). */
  formError: string | null;
}

/** The customer's request for a quote: the cart's lines or what a search did not find, a note, a PO number, the machine. */
export function QuoteRequestForm(p: QuoteRequestFormProps) {
  const busy = useNavigation().state === 'submitting';
  const v = (name: string, fallback = '') => p.values?.[name] ?? fallback;
  const lineErrors = Object.entries(p.errors).filter(([k]) => k.startsWith('line-'));
  return (
    <Form method="post" className="space-y-5" noValidate>
      <input type="hidden" name="source" value={p.source} />
      {p.source === 'search' ? (
        <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
          <Field
            id="quote-query"
            name="query"
            label="Part you need"
            hint="A part number, a description, or both"
            defaultValue={v('query', p.query)}
            maxLength={QUOTE_REQUEST_MAX_QUERY}
            error={p.errors.query}
            required
          />
          <Field id="quote-quantity" name="quantity" label="Quantity" inputMode="numeric" defaultValue={v('quantity', '1')} error={p.errors.quantity} required />
        </div>
      ) : (
        <section aria-labelledby="quote-lines-title">
          <h2 id="quote-lines-title" className="text-lg font-bold">
            Parts from your cart
          </h2>
          {p.lines.length === 0 ? (
            <p className="mt-2">
              Your cart is empty.{' '}
              <Link to="/search" className={linkClass}>
                Find parts
              </Link>{' '}
              and add them, or describe the part you need from a search.
            </p>
          ) : (
            <ul className="mt-2 divide-y divide-gray-200 rounded-md border border-gray-300">
              {p.lines.map((l) => (
                <li key={l.productId} className="flex flex-wrap justify-between gap-2 p-3" data-testid="quote-request-line">
                  <span>
                    <span className="font-semibold">{l.name}</span> <span className="text-sm text-ink-700">({l.sku})</span>
                  </span>
                  <span>Qty {l.quantity}</span>
                  <input type="hidden" name="line-productId" value={l.productId} />
                  <input type="hidden" name="line-partNumber" value={l.sku} />
                  <input type="hidden" name="line-quantity" value={l.quantity} />
                </li>
              ))}
            </ul>
          )}
          {(p.errors.lines || lineErrors.length > 0) && (
            <p role="alert" className="mt-1 text-sm font-semibold text-red-700">
              {p.errors.lines ?? lineErrors[0]![1]}
            </p>
          )}
        </section>
      )}
      {p.machine && (
        <p>
          For your machine: <span className="font-semibold">{p.machine}</span>
          <input type="hidden" name="machine" value={p.machine} />
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="quote-po" name="poNumber" label="PO number (optional)" defaultValue={v('poNumber', p.poNumber)} maxLength={MAX_PO_NUMBER_LENGTH} error={p.errors.poNumber} />
        {p.emailRequired && (
          <Field id="quote-email" name="email" type="email" label="Your e-mail" hint="We send the quote here" autoComplete="email" defaultValue={v('email')} error={p.errors.email} required />
        )}
      </div>
      <div>
        <label htmlFor="quote-note" className="block text-sm font-semibold">
          Note for our staff (optional)
        </label>
        <textarea
          id="quote-note"
          name="note"
          rows={4}
          maxLength={QUOTE_REQUEST_MAX_NOTE}
          defaultValue={v('note')}
          aria-invalid={p.errors.note ? true : undefined}
          aria-describedby={p.errors.note ? 'quote-note-error' : undefined}
          className={textareaClass}
        />
        {p.errors.note && (
          <p id="quote-note-error" className="mt-1 text-sm font-semibold text-red-700">
            {p.errors.note}
          </p>
        )}
      </div>
      {p.formError && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
          {p.formError}
        </p>
      )}
      <Button type="submit" variant="primary" disabled={busy || (p.source === 'cart' && p.lines.length === 0)}>
        {busy ? 'Sending…' : 'Send request'}
      </Button>
    </Form>
  );
}

/** What the customer sees once the request is in. */
export function QuoteRequestSent({ number, email, registered }: { number: string; email: string; registered: boolean }) {
  return (
    <div role="status" className="rounded-lg border border-green-300 bg-green-50 p-4">
      <p className="font-semibold">Thank you: your quote request {number} is with our staff.</p>
      <p className="mt-1">
        We sent a confirmation to <span className="font-semibold break-all">{email}</span> and will e-mail the quote there, usually within one business day.
      </p>
      <p className="mt-3 flex flex-wrap gap-4">
        {registered && (
          <Link to="/account" className={linkClass}>
            See your quote requests
          </Link>
        )}
        <Link to="/" className={linkClass}>
          Continue shopping
        </Link>
      </p>
    </div>
  );
}

import { Form, useNavigation } from 'react-router';
import { Button } from '~/components/button';
import { inputClass } from '~/components/field';
import { formatPrice } from '~/lib/money';
import type { PricingForm } from '../admin-quotes-pricing';

export interface PricingConfirm {
  lines: Array<{ partNumber: string; name: string; sku: string; quantity: number; price: number }>;
  freight: number;
  expires: string;
  title: string;
  total: number;
}

export interface PricingResult {
  errors: Record<string, string>;
  values: PricingForm | null;
  confirm: PricingConfirm | null;
  error: string | null;
}

const BLANK_ROWS = 2;

function Cell({ id, name, label, defaultValue, error, inputMode }: { id: string; name: string; label: string; defaultValue: string; error?: string; inputMode?: 'numeric' | 'decimal' }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        name={name}
        defaultValue={defaultValue}
        inputMode={inputMode}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The staff's pricing of a request: part numbers in any spelling (SKU, manufacturer's or interchange
 * number), quantity and unit price per line, freight for the whole quote, and the expiry. "Review"
 * looks every part up and shows the quote; "Send quote" writes it and mails the customer its link.
 */
export function AdminQuotePricingForm({ initial, result }: { initial: PricingForm; result: PricingResult | null }) {
  const busy = useNavigation().state === 'submitting';
  const values = result?.values ?? initial;
  const errors = result?.errors ?? {};
  const rows = [...values.lines, ...Array.from({ length: BLANK_ROWS }, () => ({ partNumber: '', quantity: '1', price: '' }))];
  const confirm = result?.confirm ?? null;
  return (
    <div className="space-y-4">
      <Form method="post" className="space-y-4" noValidate>
        <fieldset>
          <legend className="text-lg font-bold">Price the quote</legend>
          <p className="text-sm text-ink-700">Part numbers in any spelling: SKU, manufacturer’s or interchange number. Rows left empty are skipped.</p>
          {errors.lines && (
            <p role="alert" className="mt-1 text-sm font-semibold text-red-700">
              {errors.lines}
            </p>
          )}
          <ol className="mt-2 space-y-3">
            {rows.map((l, i) => {
              const n = i + 1;
              return (
                <li key={i} className="grid gap-2 rounded-md border border-gray-200 p-3 sm:grid-cols-[2fr_1fr_1fr]" data-testid="pricing-line">
                  <Cell id={`part-${n}`} name="part" label={`Part number (line ${n})`} defaultValue={l.partNumber} error={errors[`line-${n}-part`]} />
                  <Cell id={`quantity-${n}`} name="quantity" label={`Quantity (line ${n})`} defaultValue={l.quantity} inputMode="numeric" error={errors[`line-${n}-quantity`]} />
                  <Cell id={`price-${n}`} name="price" label={`Unit price (line ${n})`} defaultValue={l.price} inputMode="decimal" error={errors[`line-${n}-price`]} />
                </li>
              );
            })}
          </ol>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-3">
          <Cell id="freight" name="freight" label="Freight (whole quote)" defaultValue={values.freight} inputMode="decimal" error={errors.freight} />
          <div>
            <label htmlFor="expires" className="block text-sm font-semibold">
              Expires on
            </label>
            <input
              id="expires"
              name="expires"
              type="date"
              defaultValue={values.expires}
              aria-invalid={errors.expires ? true : undefined}
              aria-describedby={errors.expires ? 'expires-error' : undefined}
              className={inputClass}
            />
            {errors.expires && (
              <p id="expires-error" className="mt-1 text-sm font-semibold text-red-700">
                {errors.expires}
              </p>
            )}
          </div>
          <Cell id="title" name="title" label="Title (optional)" defaultValue={values.title} error={errors.title} />
        </div>
        {result?.error && (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
            {result.error}
          </p>
        )}
        <Button type="submit" name="intent" value="review" variant="primary" disabled={busy}>
          {busy ? 'Looking up parts…' : 'Review quote'}
        </Button>
      </Form>
      {confirm && <ConfirmSend confirm={confirm} values={values} />}
    </div>
  );
}

/** The quote as it will be sent, with every part found; sending mails the customer and cannot be undone. */
function ConfirmSend({ confirm, values }: { confirm: PricingConfirm; values: PricingForm }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post" className="rounded-lg border-2 border-amber-400 bg-amber-50 p-4" aria-labelledby="confirm-send-title">
      <h2 id="confirm-send-title" className="text-lg font-bold">
        Send this quote?
      </h2>
      <p className="text-sm">The customer is e-mailed the link at once; a sent quote cannot be changed.</p>
      <ul className="mt-2 space-y-1">
        {confirm.lines.map((l, i) => (
          <li key={i} data-testid="confirm-line">
            {l.quantity} × {l.name} ({l.sku}) at {formatPrice(l.price)}
          </li>
        ))}
      </ul>
      <p className="mt-2">
        Freight {formatPrice(confirm.freight)} · total <span className="font-bold">{formatPrice(confirm.total)}</span> before tax · valid until {confirm.expires}
      </p>
      {values.lines.map((l, i) => (
        <span key={i} hidden>
          <input type="hidden" name="part" value={l.partNumber} />
          <input type="hidden" name="quantity" value={l.quantity} />
          <input type="hidden" name="price" value={l.price} />
        </span>
      ))}
      <input type="hidden" name="freight" value={values.freight} />
      <input type="hidden" name="expires" value={values.expires} />
      <input type="hidden" name="title" value={values.title} />
      <Button type="submit" name="intent" value="send" variant="primary" className="mt-3" disabled={busy}>
        {busy ? 'Sending…' : 'Send quote'}
      </Button>
    </Form>
  );
}

import type { ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { Button, linkClass } from '~/components/button';
import { inputClass, selectClass } from '~/components/field';
import type { AdminOrderQuery } from '~/gql/graphql';
import { CANCEL_REASON_MAX, NOTE_MAX, REFUND_REASON_MAX } from '../../../../shared/admin-orders';
import { CARRIER_NAMES } from '../../../../shared/order-lifecycle';
import type { OrderActionResult } from '../admin-order-action';
import { usd } from '../admin-labels';

type Order = NonNullable<AdminOrderQuery['v1']['admin']['order']>;
export const box = 'rounded-md border border-gray-300 p-4';

/** The form's error, next to what it is about (the field's id when there is one). */
function FieldError({ result, form, field }: { result: OrderActionResult | null; form: OrderActionResult['form']; field?: string }) {
  if (!result?.error || result.form !== form) return null;
  if (field !== undefined && result.field !== field) return null;
  if (field === undefined && result.field !== null) return null;
  return (
    <p id={`${form}-${field ?? 'error'}-error`} role="alert" className="mt-1 text-sm font-semibold text-red-700">
      {result.error}
    </p>
  );
}

const errorOf = (result: OrderActionResult | null, form: string, field: string) => result?.error && result.form === form && result.field === field;

/** The question before a step that cannot be undone: what it will do, Confirm, or go back. */
function Confirm({ order, intent, fields, children, busy, label }: { order: Order; intent: string; fields: Record<string, string>; children: ReactNode; busy: boolean; label: string }) {
  return (
    <Form method="post" className="mt-3 rounded-md border-2 border-amber-500 p-3" aria-label={`Confirm: ${label}`}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="confirmed" value="1" />
      {Object.entries(fields).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <div className="font-semibold">{children}</div>
      <p className="text-sm">This cannot be undone.</p>
      <div className="mt-2 flex flex-wrap gap-3">
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? 'Working…' : label}
        </Button>
        <Link to={`/admin/orders/${order.id}`} className={`${linkClass} self-center`}>
          Go back
        </Link>
      </div>
    </Form>
  );
}

const useBusy = () => useNavigation().state === 'submitting';

/** Ship: quantities per line (default what is left), a carrier and its tracking number or none (the carrier assigns one). */
export function ShipForm({ order, result }: { order: Order; result: OrderActionResult | null }) {
  const busy = useBusy();
  const open = order.items
    .map((i) => {
      const q = order.lineQuantities.find((l) => l.orderItemId === i.id);
      return { ...i, left: (q?.ordered ?? i.quantity) - (q?.shipped ?? 0) };
    })
    .filter((i) => i.left > 0);
  if (open.length === 0 || (order.orderStatus !== 'PROCESSING' && order.orderStatus !== 'PENDING')) return null;
  const c = result?.confirm?.kind === 'ship' ? result.confirm : null;
  return (
    <section className={box} aria-labelledby="ship">
      <h2 id="ship" className="mb-2 text-lg font-bold">Ship</h2>
      <p className="text-sm text-gray-700">Leave the tracking number empty and the carrier (chosen by weight unless you pick one) assigns it. The customer is mailed the tracking link.</p>
      <FieldError result={result} form="ship" />
      {c ? (
        <Confirm order={order} intent="ship" busy={busy} label="Confirm shipment" fields={{ carrier: c.carrier, trackingNumber: c.trackingNumber, ...Object.fromEntries(c.lines.map((l) => [`qty-${l.orderItemId}`, String(l.quantity)])) }}>
          Ship these parts now{c.trackingNumber ? ` with ${CARRIER_NAMES[c.carrier as keyof typeof CARRIER_NAMES]} ${c.trackingNumber}` : ''}?
          <ul className="my-2 text-sm font-normal">
            {c.lines.map((l) => (
              <li key={l.orderItemId}>
                {l.quantity} × {order.items.find((i) => i.id === l.orderItemId)?.productName}
              </li>
            ))}
          </ul>
        </Confirm>
      ) : (
        // Keyed by what is left, so the fields start from the new quantities after a shipment.
        <Form key={open.map((i) => `${i.id}:${i.left}`).join()} method="post" className="mt-3">
          <input type="hidden" name="intent" value="ship" />
          <ul className="space-y-2">
            {open.map((i) => (
              <li key={i.id}>
                <label className="flex items-center justify-between gap-3">
                  <span>
                    {i.productName} <span className="text-sm text-gray-700">({i.left} to ship)</span>
                  </span>
                  <input name={`qty-${i.id}`} type="number" min={0} max={i.left} step={1} defaultValue={i.left} className={`${inputClass} w-24`} aria-describedby={errorOf(result, 'ship', 'lines') ? 'ship-lines-error' : undefined} />
                </label>
              </li>
            ))}
          </ul>
          <FieldError result={result} form="ship" field="lines" />
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            <label>
              <span className="mb-1 block font-semibold">Carrier</span>
              <select name="carrier" defaultValue="" className={selectClass} aria-invalid={errorOf(result, 'ship', 'carrier') ? true : undefined}>
                <option value="">By weight (sandbox label)</option>
                {Object.entries(CARRIER_NAMES).map(([v, n]) => (
                  <option key={v} value={v}>
                    {n}
                  </option>
                ))}
              </select>
              <FieldError result={result} form="ship" field="carrier" />
            </label>
            <label>
              <span className="mb-1 block font-semibold">Tracking number</span>
              <input name="trackingNumber" autoComplete="off" className={inputClass} aria-invalid={errorOf(result, 'ship', 'trackingNumber') ? true : undefined} />
              <FieldError result={result} form="ship" field="trackingNumber" />
            </label>
          </div>
          <Button type="submit" variant="primary" className="mt-3" disabled={busy}>
            Ship…
          </Button>
        </Form>
      )}
    </section>
  );
}

/** Mark a shipment delivered (asked first). */
export function DeliverButton({ order, shipmentId, result }: { order: Order; shipmentId: string; result: OrderActionResult | null }) {
  const busy = useBusy();
  const s = order.shipments.find((x) => x.id === shipmentId)!;
  const c = result?.confirm?.kind === 'deliver' && result.confirm.shipmentId === shipmentId ? result.confirm : null;
  if (c)
    return (
      <Confirm order={order} intent="deliver" busy={busy} label="Confirm delivery" fields={{ shipmentId }}>
        Mark {s.carrierName} {s.trackingNumber} delivered? The customer is mailed.
      </Confirm>
    );
  return (
    <Form method="post" className="mt-1">
      <input type="hidden" name="intent" value="deliver" />
      <input type="hidden" name="shipmentId" value={shipmentId} />
      <Button type="submit" variant="outline" disabled={busy} aria-label={`Mark ${s.trackingNumber} delivered`}>
        Mark delivered…
      </Button>
    </Form>
  );
}

function TextField({ name, label, result, form, max, multiline, inputMode }: { name: string; label: string; result: OrderActionResult | null; form: OrderActionResult['form']; max: number; multiline?: boolean; inputMode?: 'decimal' }) {
  const bad = errorOf(result, form, name);
  const typed = result?.form === form ? result.values?.[name] : undefined;
  const common = { name, maxLength: max, defaultValue: typed, className: inputClass, 'aria-invalid': bad ? true : undefined, 'aria-describedby': bad ? `${form}-${name}-error` : undefined };
  return (
    <label className="block">
      <span className="mb-1 block font-semibold">{label}</span>
      {multiline ? <textarea rows={3} {...common} /> : <input inputMode={inputMode} autoComplete="off" {...common} />}
      <FieldError result={result} form={form} field={name} />
    </label>
  );
}

/** Refund part of what was captured, with a reason (asked first). */
export function RefundForm({ order, result, captured }: { order: Order; result: OrderActionResult | null; captured: number }) {
  const busy = useBusy();
  const left = Math.max(0, Math.round((captured - order.refundedAmount) * 100) / 100);
  if (left <= 0) return null;
  const c = result?.confirm?.kind === 'refund' ? result.confirm : null;
  return (
    <section className={box} aria-labelledby="refund">
      <h2 id="refund" className="mb-2 text-lg font-bold">Refund</h2>
      <p className="text-sm text-gray-700">Up to {usd(left)}: {usd(captured)} captured, {usd(order.refundedAmount)} refunded so far.</p>
      <FieldError result={result} form="refund" />
      {c ? (
        <Confirm order={order} intent="refund" busy={busy} label="Confirm refund" fields={{ amount: c.amount, reason: c.reason }}>
          Refund ${c.amount} to the customer’s {order.cardType || 'payment method'} ({c.reason})?
        </Confirm>
      ) : (
        <Form method="post" className="mt-2 space-y-3">
          <input type="hidden" name="intent" value="refund" />
          <TextField name="amount" label="Amount ($)" result={result} form="refund" max={12} inputMode="decimal" />
          <TextField name="reason" label="Reason (the customer reads it)" result={result} form="refund" max={REFUND_REASON_MAX} />
          <Button type="submit" variant="outline" disabled={busy}>
            Refund…
          </Button>
        </Form>
      )}
    </section>
  );
}

/** Cancel an order nothing of which has shipped (asked first): captured money is refunded, an authorisation voided. */
export function CancelForm({ order, result }: { order: Order; result: OrderActionResult | null }) {
  const busy = useBusy();
  const shipped = order.lineQuantities.some((l) => l.shipped > 0);
  if (shipped || order.orderStatus === 'CANCELLED' || order.orderStatus === 'COMPLETE') return null;
  const c = result?.confirm?.kind === 'cancel' ? result.confirm : null;
  return (
    <section className={box} aria-labelledby="cancel">
      <h2 id="cancel" className="mb-2 text-lg font-bold">Cancel order</h2>
      <p className="text-sm text-gray-700">Captured money is refunded, an authorisation not yet captured is voided, the stock goes back; the customer is mailed the reason.</p>
      <FieldError result={result} form="cancel" />
      {c ? (
        <Confirm order={order} intent="cancel" busy={busy} label="Confirm cancellation" fields={{ reason: c.reason }}>
          Cancel order {order.customOrderNumber} and release {usd(order.orderTotal - order.refundedAmount)} ({c.reason})?
        </Confirm>
      ) : (
        <Form method="post" className="mt-2 space-y-3">
          <input type="hidden" name="intent" value="cancel" />
          <TextField name="reason" label="Reason (the customer reads it)" result={result} form="cancel" max={CANCEL_REASON_MAX} />
          <Button type="submit" variant="outline" disabled={busy}>
            Cancel order…
          </Button>
        </Form>
      )}
    </section>
  );
}

/** An internal note: staff only, never shown to the customer. */
export function NoteForm({ result, revision }: { result: OrderActionResult | null; revision: number }) {
  const busy = useBusy();
  return (
    <section className={box} aria-labelledby="note">
      <h2 id="note" className="mb-2 text-lg font-bold">Internal note</h2>
      <FieldError result={result} form="note" />
      {/* Keyed by the timeline's length: a saved note empties the field. */}
      <Form key={revision} method="post" className="space-y-3">
        <input type="hidden" name="intent" value="note" />
        <TextField name="note" label="Note (staff only; the customer never sees it)" result={result} form="note" max={NOTE_MAX} multiline />
        <Button type="submit" variant="outline" disabled={busy}>
          Add note
        </Button>
      </Form>
    </section>
  );
}

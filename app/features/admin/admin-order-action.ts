import type { RouterContextProvider } from 'react-router';
import { CANCEL_REASON_MAX, capturedOf, cleanTrackingNumber, isCarrier, NOTE_MAX, parseRefundAmount, refundOverLimit, REFUND_REASON_MAX, requiredText } from '../../../shared/admin-orders';
import { userMessageOf } from '~/lib/errors';
import type { AdminOrderQuery } from '~/gql/graphql';
import { adminOrdersServer } from './admin-orders-api';
import { parseShipLines, type ShipLine } from './admin-ship-form';
import { usd } from './admin-labels';

type Order = NonNullable<AdminOrderQuery['v1']['admin']['order']>;
type Payment = AdminOrderQuery['v1']['admin']['orderPayments'][number];

/** A step that cannot be undone, waiting for the staff's confirmation, with what they entered. */
export type OrderConfirm =
  | { kind: 'ship'; lines: ShipLine[]; carrier: string; trackingNumber: string }
  | { kind: 'deliver'; shipmentId: string }
  | { kind: 'cancel'; reason: string }
  | { kind: 'refund'; amount: string; reason: string };

/** What an order page post answers: an error (for a form and field), a step to confirm, or what changed. */
export interface OrderActionResult {
  form: 'ship' | 'deliver' | 'cancel' | 'refund' | 'note';
  error: string | null;
  field: string | null;
  confirm: OrderConfirm | null;
  done: string | null;
  /** What was typed, shown again when a step fails after its confirmation (the form was replaced meanwhile). */
  values: Record<string, string> | null;
}

type Form = OrderActionResult['form'];
const fail = (form: Form, error: string, field: string | null = null, values: Record<string, string> | null = null): OrderActionResult => ({ form, error, field, confirm: null, done: null, values });
const ask = (form: Form, confirm: OrderConfirm): OrderActionResult => ({ form, error: null, field: null, confirm, done: null, values: null });
const did = (form: Form, done: string): OrderActionResult => ({ form, error: null, field: null, confirm: null, done, values: null });

/**
 * The order page's posts. `intent` names the form; a step that cannot be undone comes twice:
 * first without `confirmed` (answered with what it will do), then with it (done).
 */
export async function orderAction(context: Readonly<RouterContextProvider>, order: Order, payments: readonly Payment[], form: FormData): Promise<OrderActionResult> {
  const intent = String(form.get('intent') ?? '');
  const confirmed = form.get('confirmed') === '1';
  const text = (k: string) => String(form.get(k) ?? '');
  try {
    if (intent === 'ship') {
      const left = new Map(
        order.items.map((i) => {
          const q = order.lineQuantities.find((l) => l.orderItemId === i.id);
          return [i.id, { name: i.productName, left: (q?.ordered ?? i.quantity) - (q?.shipped ?? 0) }] as const;
        }),
      );
      const parsed = parseShipLines(form, new Map([...left].filter(([, l]) => l.left > 0)));
      if ('error' in parsed) return fail('ship', parsed.error, 'lines');
      const carrier = text('carrier');
      if (carrier && !isCarrier(carrier)) return fail('ship', 'Choose a carrier from the list.', 'carrier');
      const tracking = cleanTrackingNumber(text('trackingNumber'));
      if ('error' in tracking) return fail('ship', tracking.error, 'trackingNumber');
      if (tracking.value && !carrier) return fail('ship', 'Choose the carrier of this tracking number.', 'carrier');
      if (!confirmed) return ask('ship', { kind: 'ship', lines: parsed.lines, carrier, trackingNumber: tracking.value });
      const shipped = await adminOrdersServer.ship(context, order.id, parsed.lines, carrier || null, tracking.value || null);
      return did('ship', `Shipped: ${shipped.map((s) => `${s.carrierName} ${s.trackingNumber}`).join(', ')}. The customer was mailed the tracking link.`);
    }
    if (intent === 'deliver') {
      const shipmentId = text('shipmentId');
      const s = order.shipments.find((x) => x.id === shipmentId);
      if (!s) return fail('deliver', 'That shipment is not part of this order.');
      if (!confirmed) return ask('deliver', { kind: 'deliver', shipmentId });
      const after = await adminOrdersServer.markDelivered(context, order.id, shipmentId);
      return did('deliver', `Marked ${s.carrierName} ${s.trackingNumber} delivered; the order is now ${after.orderStatus.toLowerCase()}, ${after.shippingStatus.replaceAll('_', ' ').toLowerCase()}. The customer was mailed.`);
    }
    if (intent === 'cancel') {
      const reason = requiredText(text('reason'), 'the reason for the cancellation', CANCEL_REASON_MAX);
      if ('error' in reason) return fail('cancel', reason.error, 'reason');
      if (!confirmed) return ask('cancel', { kind: 'cancel', reason: reason.text });
      const after = await adminOrdersServer.cancel(context, order.id, reason.text);
      return did('cancel', `Order cancelled; ${usd(after.refundedAmount - order.refundedAmount)} released to the customer (payment ${after.paymentStatus.toLowerCase().replaceAll('_', ' ')}). The customer was mailed.`);
    }
    if (intent === 'refund') {
      const amount = parseRefundAmount(text('amount'));
      if ('error' in amount) return fail('refund', amount.error, 'amount');
      const reason = requiredText(text('reason'), 'the reason for the refund', REFUND_REASON_MAX);
      if ('error' in reason) return fail('refund', reason.error, 'reason');
      // Checked before the confirmation too: a refund that cannot be made is never offered.
      const over = refundOverLimit(amount.amount, capturedOf(payments), order.refundedAmount);
      if (over) return fail('refund', over, 'amount', { amount: text('amount'), reason: text('reason') });
      if (!confirmed) return ask('refund', { kind: 'refund', amount: amount.amount, reason: reason.text });
      const after = await adminOrdersServer.refund(context, order.id, amount.amount, reason.text);
      return did('refund', `Refunded $${amount.amount} (${reason.text}); ${usd(after.refundedAmount)} refunded in all. The customer was mailed.`);
    }
    if (intent === 'note') {
      const note = requiredText(text('note'), 'the note', NOTE_MAX);
      if ('error' in note) return fail('note', note.error, 'note');
      await adminOrdersServer.addNote(context, order.id, note.text);
      return did('note', 'Note added to the timeline.');
    }
    return fail('note', 'That is not something this page does.');
  } catch (err) {
    const which = (['ship', 'deliver', 'cancel', 'refund', 'note'] as const).find((f) => f === intent) ?? 'note';
    const typed = Object.fromEntries([...form].filter(([k, v]) => typeof v === 'string' && k !== 'intent' && k !== 'confirmed') as Array<[string, string]>);
    return fail(which, userMessageOf(err), null, typed);
  }
}

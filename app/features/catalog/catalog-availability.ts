import { inStockNow } from '../../../shared/availability';
import { CALL_FOR_PRICE } from '../../../shared/availability-texts';
import { formatUtcDate } from '~/lib/number-format';

export type { AvailabilityStatus } from '../../../shared/enums';

export interface AvailabilityInput {
  status: string;
  /** A cart or order line flagged backordered shows "Backordered" whatever the item's status. */
  backordered?: boolean;
  buildToOrderRange?: string | null;
  backorderAvailabilityRange?: string | null;
  preorderAvailabilityStartDateTime?: string | null;
}

export type AvailabilityTone = 'good' | 'warn' | 'bad' | 'info';

export interface AvailabilityText {
  label: string;
  /** The range, date or phone number that goes with the label. */
  detail: string | null;
  tone: AvailabilityTone;
}

/** The availability text of spec 2 §4, exactly as the spec words it. */
export function availabilityText(input: AvailabilityInput, phone: string): AvailabilityText {
  if (input.backordered) return { label: 'Backordered', detail: null, tone: 'warn' };
  const range = (r: string | null | undefined) => (r && r.trim() ? r.trim() : null);
  switch (input.status) {
    case 'BUILD_TO_ORDER':
      return { label: 'Build to Order', detail: range(input.buildToOrderRange), tone: 'info' };
    case 'CAN_BACKORDER':
      return { label: 'Currently Out Of Stock', detail: range(input.backorderAvailabilityRange), tone: 'warn' };
    case 'CONTACT_SELLER':
      return { label: 'Unknown Stock', detail: null, tone: 'info' };
    case 'CALL_FOR_PRICE':
      return { label: CALL_FOR_PRICE, detail: phone, tone: 'info' };
    case 'DISCONTINUED':
      return { label: 'Discontinued', detail: null, tone: 'bad' };
    case 'DROP_SHIP':
      return { label: 'In Stock and Drop Ship', detail: null, tone: 'good' };
    case 'IN_STOCK':
      return { label: 'In Stock', detail: null, tone: 'good' };
    case 'LOW_STOCK':
      return { label: 'Low Stock', detail: null, tone: 'warn' };
    case 'PREORDER': {
      const date = input.preorderAvailabilityStartDateTime ? formatUtcDate(input.preorderAvailabilityStartDateTime, 'short') : null;
      return { label: `Availability: ${date ?? 'Unknown'}`, detail: null, tone: 'info' };
    }
    default:
      return { label: 'Not Available', detail: null, tone: 'bad' };
  }
}

/** Spec 2 §3 canNotify: an out-of-stock part that offers a back-in-stock e-mail. */
export function offersNotifyMe(pa: { canNotify: boolean; status: string; stock: number }): boolean {
  return pa.canNotify && !inStockNow(pa.status, pa.stock);
}

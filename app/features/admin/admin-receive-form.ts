/** One returned line as staff count it on arrival. */
export interface ReceiveLine {
  returnItemId: string;
  receivedQuantity: number;
  damagedQuantity: number;
}

/**
 * The counts a receive form posted (`received-<returnItemId>`, `damaged-<returnItemId>`): whole
 * numbers, received from 0 up to the approved quantity, damaged at most the received ones (the
 * orders module holds the same rule). A text answers the first field that breaks it.
 */
export function parseReceiveLines(form: FormData, approved: Array<{ id: string; name: string; quantity: number }>): { lines: ReceiveLine[] } | { error: string } {
  const lines: ReceiveLine[] = [];
  for (const item of approved) {
    const received = String(form.get(`received-${item.id}`) ?? '').trim();
    const damaged = String(form.get(`damaged-${item.id}`) ?? '0').trim() || '0';
    if (!/^\d+$/.test(received) || Number(received) > item.quantity) return { error: `Received of ${item.name}: a whole number from 0 to ${item.quantity}.` };
    if (!/^\d+$/.test(damaged) || Number(damaged) > Number(received)) return { error: `Damaged of ${item.name}: a whole number from 0 to ${Number(received)} (the received ones).` };
    lines.push({ returnItemId: item.id, receivedQuantity: Number(received), damagedQuantity: Number(damaged) });
  }
  return { lines };
}

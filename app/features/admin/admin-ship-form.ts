/** One line of a shipment the staff are about to make. */
export interface ShipLine {
  orderItemId: string;
  quantity: number;
}

/**
 * The quantities a ship form posted (`qty-<orderItemId>` fields), as whole numbers from 0 up to what
 * is left to ship; a text answers the first field that is not one. Lines of 0 are left out.
 */
export function parseShipLines(form: FormData, left: Map<string, { name: string; left: number }>): { lines: ShipLine[] } | { error: string } {
  const lines: ShipLine[] = [];
  for (const [id, line] of left) {
    const raw = String(form.get(`qty-${id}`) ?? '0').trim() || '0';
    const n = Number(raw);
    if (!/^\d+$/.test(raw) || n > line.left) return { error: `Ship a whole number from 0 to ${line.left} of ${line.name}.` };
    if (n > 0) lines.push({ orderItemId: id, quantity: n });
  }
  if (lines.length === 0) return { error: 'Choose at least one part to ship.' };
  return { lines };
}

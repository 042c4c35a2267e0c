/** The purchase order (PO) number a customer may give an order: the one limit and text the cart, checkout and browser use. */

export const MAX_PO_NUMBER_LENGTH = 50;

export const PO_NUMBER_TOO_LONG = `Use at most ${MAX_PO_NUMBER_LENGTH} characters for the PO number.`;

/** The PO number as kept (trimmed; empty means none), or the reason it cannot be. */
export function checkPoNumber(raw: string | null | undefined): { poNumber: string } | { problem: string } {
  const poNumber = (raw ?? '').trim();
  return poNumber.length > MAX_PO_NUMBER_LENGTH ? { problem: PO_NUMBER_TOO_LONG } : { poNumber };
}

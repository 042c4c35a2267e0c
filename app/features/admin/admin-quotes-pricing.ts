import type { QuotePricingInput } from '~/gql/graphql';
import { quotePricingProblems, type QuotePricingFields } from '../../../shared/quotes';

// The staff's pricing form as posted: one row per line (`part`, `quantity`, `price`, in order; rows
// left blank are skipped), the freight, the expiry date and a title.

export interface PricingForm extends QuotePricingFields {
  title: string;
}

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
};

export function readPricingForm(form: FormData): PricingForm {
  const parts = form.getAll('part').map(String);
  const quantities = form.getAll('quantity').map(String);
  const prices = form.getAll('price').map(String);
  const lines = parts
    .map((partNumber, i) => ({ partNumber: partNumber.trim(), quantity: (quantities[i] ?? '').trim(), price: (prices[i] ?? '').trim() }))
    .filter((l) => l.partNumber || l.price);
  return { lines, freight: text(form, 'freight').trim(), expires: text(form, 'expires').trim(), title: text(form, 'title').trim() };
}

/** Problems by field (`line-N-part`, `line-N-quantity`, `line-N-price`, `freight`, `expires`, `lines`), the service's rules. */
export function pricingProblems(p: PricingForm, today = new Date().toISOString().slice(0, 10)): Record<string, string> {
  const errors = quotePricingProblems(p, today);
  if (p.title.length > 200) errors.title = 'Use at most 200 characters for the title.';
  return errors;
}

/** The quote's expiry: the end of the chosen day (UTC). */
export const expiryOf = (day: string) => `${day}T23:59:59.000Z`;

export function pricingInput(p: PricingForm): QuotePricingInput {
  return {
    title: p.title || null,
    expirationDate: expiryOf(p.expires),
    freight: Number(p.freight || '0'),
    lines: p.lines.map((l) => ({ partNumber: l.partNumber, quantity: Number(l.quantity), price: Number(l.price) })),
  };
}

/** The field a service refusal names ("Line 2: no part has the number …" sits by line 2's part number). */
export function fieldOfRefusal(message: string): string | null {
  const line = /Line (\d+):/.exec(message);
  if (line) return /price/i.test(message) ? `line-${line[1]}-price` : /quantity/i.test(message) ? `line-${line[1]}-quantity` : `line-${line[1]}-part`;
  if (/freight/i.test(message)) return 'freight';
  if (/expir/i.test(message)) return 'expires';
  return null;
}

import { quoteRequestProblems, type QuoteRequestFields } from '../../../shared/quotes';

// The request form's fields as posted, read once for the action and checked with the service's rules.

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
};

const quantityOf = (raw: string) => (/^\d{1,6}$/.test(raw.trim()) ? Number(raw.trim()) : NaN);

/**
 * The posted request and its problems by field. A cart request posts its lines (`line-productId`,
 * `line-partNumber`, `line-quantity`, in order); a search request posts what was searched for and
 * how many, which becomes its one line.
 */
export function readQuoteRequestForm(form: FormData, opts: { emailRequired: boolean }): { fields: QuoteRequestFields; errors: Record<string, string> } {
  const source = text(form, 'source') === 'search' ? 'search' : 'cart';
  const query = text(form, 'query');
  let lines: QuoteRequestFields['lines'];
  if (source === 'cart') {
    const productIds = form.getAll('line-productId').map(String);
    const partNumbers = form.getAll('line-partNumber').map(String);
    lines = form.getAll('line-quantity').map((q, i) => ({ productId: productIds[i] || null, partNumber: (partNumbers[i] ?? '').trim(), quantity: quantityOf(String(q)) }));
  } else {
    lines = query.trim() ? [{ productId: null, partNumber: query.trim().slice(0, 100), quantity: quantityOf(text(form, 'quantity')) }] : [];
  }
  const fields: QuoteRequestFields = {
    source,
    email: text(form, 'email').trim(),
    note: text(form, 'note'),
    poNumber: text(form, 'poNumber'),
    query,
    machine: text(form, 'machine').trim(),
    lines,
  };
  const errors = quoteRequestProblems(fields, opts);
  // The search form has one quantity field: its error sits there.
  if (source === 'search' && errors['line-1']) {
    errors.quantity = 'Enter a quantity from 1 to 10,000.';
    delete errors['line-1'];
  }
  return { fields, errors };
}

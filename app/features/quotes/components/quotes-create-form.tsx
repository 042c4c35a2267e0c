import { ErrorNotice, type Failure } from '~/components/error-notice';
import { DomainError } from '../../../../shared/errors';
import { QUOTE_CREATE_ERROR } from '../../../../shared/quotes';
import { graphql } from '~/gql/gql';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { viewerQuery } from '~/features/auth/auth-session';
import { formatPrice } from '~/lib/money';

export interface Line {
  key: number;
  sku: string;
  product: { id: string; name: string; price: number | null } | null;
  lookup: 'idle' | 'busy' | 'missing';
  quantity: string;
  price: string;
  shippingPrice: string;
  reference: string;
}

// A part number in any spelling (SKU, manufacturer's or interchange number), found as the store's search finds it.
const PART_BY_NUMBER = graphql(`query QuotePart($partNumber: String!) { v1 { admin { quoteParts(partNumber: $partNumber) { productId sku name price } } } }`);
const ADD_QUOTE = graphql(`mutation AddQuote($q: QuoteInput!) { v1 { quote { add(quote: $q) { guid title expirationDate } } } }`);

const money = /^\d{1,7}(\.\d{1,4})?$/;
const cell = 'h-10 w-full rounded-md border border-gray-400 px-2';

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

let nextKey = 1;
const blankLine = (): Line => ({ key: nextKey++, sku: '', product: null, lookup: 'idle', quantity: '1', price: '', shippingPrice: '0', reference: '' });

/** What is wrong with the quote before sending it, or null. */
export function quoteProblem(q: { customer: string; expires: string; lines: Line[] }, today = new Date().toISOString().slice(0, 10)): string | null {
  if (!q.customer.trim()) return 'Enter the customer’s e-mail or customer number.';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(q.expires) || q.expires <= today) return 'Choose an expiry date after today.';
  if (q.lines.length === 0) return 'Add at least one part.';
  for (const [i, l] of q.lines.entries()) {
    const n = i + 1;
    if (!l.product) return `Line ${n}: look up a part by its SKU.`;
    if (!/^\d{1,5}$/.test(l.quantity.trim()) || Number(l.quantity) < 1) return `Line ${n}: enter a quantity of 1 or more.`;
    if (!money.test(l.price.trim())) return `Line ${n}: enter the quoted unit price (e.g. 19.50).`;
    if (!money.test(l.shippingPrice.trim() || '0')) return `Line ${n}: enter the quoted shipping (e.g. 7.25).`;
  }
  return null;
}

/** The administrator's form that creates a quote and hands back its link. */
export function QuoteCreateForm() {
  const id = useId();
  const [customer, setCustomer] = useState('');
  const [title, setTitle] = useState('');
  const [expires, setExpires] = useState(() => inDays(30));
  const [lines, setLines] = useState<Line[]>(() => [blankLine()]);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<{ guid: string; title: string } | null>(null);

  const update = (key: number, patch: Partial<Line>) => setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...patch } : l)));

  async function lookUp(line: Line) {
    const sku = line.sku.trim();
    if (!sku || line.product) return;
    update(line.key, { lookup: 'busy', product: null });
    try {
      const data = await viewerQuery(PART_BY_NUMBER, { partNumber: sku });
      const p = data.v1.admin.quoteParts[0];
      update(
        line.key,
        p ? { lookup: 'idle', product: { id: p.productId, name: `${p.name} (${p.sku})`, price: p.price }, price: line.price || (p.price?.toFixed(2) ?? '') } : { lookup: 'missing' },
      );
    } catch {
      update(line.key, { lookup: 'missing' });
    }
  }

  async function submit() {
    const problem = quoteProblem({ customer, expires, lines });
    if (problem) return setFailure({ error: new DomainError('VALIDATION', problem) });
    setBusy(true);
    setFailure(null);
    const who = customer.trim();
    try {
      const data = await viewerQuery(ADD_QUOTE, {
        q: {
          ...(/^\d+$/.test(who) ? { customerId: who } : { customerEmail: who }),
          title: title.trim(),
          expirationDate: new Date(`${expires}T23:59:59Z`).toISOString(),
          items: lines.map((l) => ({
            productId: l.product!.id,
            quantity: Number(l.quantity),
            price: Number(l.price),
            shippingPrice: Number(l.shippingPrice || '0'),
            reference: l.reference.trim(),
          })),
        },
      });
      setCreated(data.v1.quote.add);
    } catch (err) {
      setFailure({ error: err, action: `${QUOTE_CREATE_ERROR}.`, onRetry: submit });
    } finally {
      setBusy(false);
    }
  }

  if (created) {
    const path = `/cart/quote/${created.guid}`;
    return (
      <div role="status" className="rounded-lg border border-green-300 bg-green-50 p-4">
        <p className="font-semibold">Quote {created.title ? `“${created.title}” ` : ''}created.</p>
        <p className="mt-1">Send the customer this link:</p>
        <p className="mt-1 font-mono break-all" data-testid="quote-link">
          {typeof window === 'undefined' ? path : `${window.location.origin}${path}`}
        </p>
        <p className="mt-3 flex flex-wrap gap-4">
          <Link to={path} className="font-semibold text-blue-800 underline">
            Open the quote
          </Link>
          <Link to="/admin/quotes" className="font-semibold text-blue-800 underline">
            See it in the quotes list
          </Link>
          <button
            type="button"
            onClick={() => {
              setCreated(null);
              setLines([blankLine()]);
            }}
            className="font-semibold text-blue-800 underline"
          >
            Create another quote
          </button>
        </p>
      </div>
    );
  }

  return (
    <form
      className="space-y-6"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <div>
          <label htmlFor={`${id}-customer`} className="block text-sm font-semibold">
            Customer e-mail or number
          </label>
          <input id={`${id}-customer`} value={customer} onChange={(e) => setCustomer(e.target.value)} autoComplete="off" className={cell} />
        </div>
        <div>
          <label htmlFor={`${id}-title`} className="block text-sm font-semibold">
            Title
          </label>
          <input id={`${id}-title`} value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} className={cell} />
        </div>
        <div>
          <label htmlFor={`${id}-expires`} className="block text-sm font-semibold">
            Expires on
          </label>
          <input id={`${id}-expires`} type="date" value={expires} min={inDays(1)} onChange={(e) => setExpires(e.target.value)} className={cell} />
        </div>
      </div>
      <fieldset>
        <legend className="text-lg font-bold">Parts</legend>
        <ol className="mt-2 space-y-4">
          {lines.map((l, i) => (
            <li key={l.key} className="grid gap-2 rounded-lg border border-gray-200 p-3 sm:grid-cols-6">
              <div className="sm:col-span-2">
                <label htmlFor={`${id}-sku-${l.key}`} className="block text-sm font-semibold">
                  Part number or SKU (line {i + 1})
                </label>
                <input
                  id={`${id}-sku-${l.key}`}
                  value={l.sku}
                  onChange={(e) => update(l.key, { sku: e.target.value, product: null, lookup: 'idle' })}
                  onBlur={() => void lookUp(l)}
                  autoComplete="off"
                  className={cell}
                />
                <p className="mt-1 text-sm" aria-live="polite">
                  {l.lookup === 'busy' && 'Looking up…'}
                  {l.lookup === 'missing' && <span className="text-red-700">No part has this number.</span>}
                  {l.product && (
                    <span>
                      {l.product.name} · catalogue {l.product.price === null ? 'no price' : formatPrice(l.product.price)}
                    </span>
                  )}
                </p>
              </div>
              <div>
                <label htmlFor={`${id}-qty-${l.key}`} className="block text-sm font-semibold">
                  Quantity
                </label>
                <input id={`${id}-qty-${l.key}`} inputMode="numeric" value={l.quantity} onChange={(e) => update(l.key, { quantity: e.target.value })} className={cell} />
              </div>
              <div>
                <label htmlFor={`${id}-price-${l.key}`} className="block text-sm font-semibold">
                  Quoted unit price
                </label>
                <input id={`${id}-price-${l.key}`} inputMode="decimal" value={l.price} onChange={(e) => update(l.key, { price: e.target.value })} className={cell} />
              </div>
              <div>
                <label htmlFor={`${id}-ship-${l.key}`} className="block text-sm font-semibold">
                  Quoted shipping
                </label>
                <input id={`${id}-ship-${l.key}`} inputMode="decimal" value={l.shippingPrice} onChange={(e) => update(l.key, { shippingPrice: e.target.value })} className={cell} />
              </div>
              <div className="flex items-end">
                <button
                  type="button"
                  disabled={lines.length === 1}
                  onClick={() => setLines((ls) => ls.filter((x) => x.key !== l.key))}
                  className="h-10 text-sm font-semibold text-blue-800 underline disabled:opacity-50"
                >
                  Remove line {i + 1}
                </button>
              </div>
            </li>
          ))}
        </ol>
        <button type="button" onClick={() => setLines((ls) => [...ls, blankLine()])} className="mt-3 h-10 rounded-md border border-gray-500 px-4 font-semibold">
          Add a part
        </button>
      </fieldset>
      {failure && <ErrorNotice {...failure} />}
      <button type="submit" disabled={busy} className="h-11 rounded-md bg-brand-500 px-5 font-bold text-ink-900 disabled:opacity-60">
        {busy ? 'Creating…' : 'Create quote'}
      </button>
    </form>
  );
}

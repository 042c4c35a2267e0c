import { data, redirect } from 'react-router';
import { requireStaff } from '~/features/admin/admin-access.server';
import { adminQuotesServer } from '~/features/admin/admin-quotes-api';
import { fieldOfRefusal, pricingInput, pricingProblems, readPricingForm, type PricingForm } from '~/features/admin/admin-quotes-pricing';
import type { PricingConfirm, PricingResult } from '~/features/admin/components/admin-quote-pricing-form';
import { AdminQuoteView } from '~/features/admin/components/admin-quote-view';
import { userMessageOf } from '~/lib/errors';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/admin-quote';

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

export async function loader({ params, request, context }: Route.LoaderArgs) {
  requireStaff(context, request, 'quotes');
  const r = /^\d{1,9}$/.test(params.id) ? await adminQuotesServer.one(context, params.id) : null;
  if (!r) throw data(null, { status: 404 });
  // The cart's lines by SKU at the catalogue price; a searched part by what the customer typed.
  const initial: PricingForm = {
    lines: r.items.map((i) => ({
      partNumber: i.product?.sku ?? i.partNumber,
      quantity: String(i.quantity),
      price: i.product?.priceAndAvailability.price != null ? i.product.priceAndAvailability.price.toFixed(2) : '',
    })),
    freight: '0',
    expires: inDays(30),
    title: '',
  };
  const sent = new URL(request.url).searchParams.get('sent') === '1';
  return { r, initial, notice: sent && r.status !== 'REQUESTED' ? `Quote sent: ${r.email || 'the customer'} was e-mailed its link.` : null };
}

const answer = (r: Partial<PricingResult>): PricingResult => ({ errors: {}, values: null, confirm: null, error: null, ...r });

/**
 * Two posts, because a sent quote is mailed at once and cannot be taken back: "review" checks the
 * form and looks every part number up (a number no part has is named by its line), answering the
 * quote as it will be sent; "send" writes it, mails the link and reloads the page.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  requireStaff(context, request, 'quotes');
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const values = readPricingForm(form);
  const errors = pricingProblems(values);
  if (Object.keys(errors).length > 0) return answer({ errors, values });
  try {
    if (intent === 'review') {
      const lines: PricingConfirm['lines'] = [];
      const missing: Record<string, string> = {};
      const found = await Promise.all(values.lines.map((l) => adminQuotesServer.parts(context, l.partNumber)));
      values.lines.forEach((l, i) => {
        const part = found[i]![0];
        if (!part) missing[`line-${i + 1}-part`] = `Line ${i + 1}: no part has the number “${l.partNumber}”.`;
        else lines.push({ partNumber: l.partNumber, name: part.name, sku: part.sku, quantity: Number(l.quantity), price: Number(l.price) });
      });
      if (Object.keys(missing).length > 0) return answer({ errors: missing, values });
      const freight = Number(values.freight || '0');
      const total = Math.round((lines.reduce((s, l) => s + l.quantity * l.price, 0) + freight) * 100) / 100;
      return answer({ values, confirm: { lines, freight, expires: values.expires, title: values.title, total } });
    }
    if (intent === 'send') {
      await adminQuotesServer.send(context, params.id, pricingInput(values));
      throw redirect(`/admin/quotes/${params.id}?sent=1`, 303);
    }
    return answer({ values, error: 'That action is not known.' });
  } catch (err) {
    if (err instanceof Response) throw err;
    const message = userMessageOf(err);
    const field = fieldOfRefusal(message);
    return field ? answer({ values, errors: { [field]: message.replace(/^Failed to create the quote\.\s*/, '') } }) : answer({ values, error: message });
  }
}

export function meta(args: Route.MetaArgs) {
  const n = args.loaderData?.r.requestNumber;
  return pageMeta(args, { title: n ? `Quote ${n} | Admin` : 'Quote | Admin', noindex: true });
}

/** /admin/quotes/{id}: a quote request (or a quote staff wrote), priced and sent from here. */
export default function AdminQuotePage({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminQuoteView r={loaderData.r} initial={loaderData.initial} result={actionData ?? null} notice={loaderData.notice} />;
}

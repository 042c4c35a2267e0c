import { pageSession } from '~/features/auth/auth-loader.server';
import { loadCart } from '~/features/cart/cart-action.server';
import { selectedMachine } from '~/features/fleet/api/fleet-garage';
import { loadGarageIfAny } from '~/features/fleet/fleet-loader.server';
import { QuoteRequestForm, QuoteRequestSent, type QuoteRequestLine } from '~/features/quotes/components/quotes-request-form';
import { quoteRequestsServer } from '~/features/quotes/quotes-request-api';
import { readQuoteRequestForm } from '~/features/quotes/quotes-request-form-data';
import { userMessageOf } from '~/lib/errors';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/quotes-request';

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams.get('q');
  const source: 'cart' | 'search' = q !== null ? 'search' : 'cart';
  const session = pageSession(context);
  const [cartLoad, garage] = await Promise.all([source === 'cart' ? loadCart(context, null).catch(() => null) : null, loadGarageIfAny(context)]);
  const cart = cartLoad?.cart ?? null;
  const lines: QuoteRequestLine[] = (cart?.productGroups ?? []).flatMap((g) =>
    g.items.flatMap((i) => (i.product ? [{ productId: i.product.id, name: i.product.name, sku: i.product.sku, quantity: i.quantity }] : [])),
  );
  const chosen = garage ? selectedMachine(garage) : null;
  const machine = chosen ? [chosen.machineModel.manufacturer, chosen.machineModel.name].filter(Boolean).join(' ') + (chosen.name ? ` (${chosen.name})` : '') : '';
  return { source, query: (q ?? '').slice(0, 200), lines, poNumber: cart?.poNumber ?? '', machine, registered: session.isRegistered };
}

export async function action({ request, context }: Route.ActionArgs) {
  const registered = pageSession(context).isRegistered;
  const form = await request.formData();
  const { fields, errors } = readQuoteRequestForm(form, { emailRequired: !registered });
  const values = Object.fromEntries([...form.entries()].filter(([k, v]) => typeof v === 'string' && !k.startsWith('line-')).map(([k, v]) => [k, String(v)]));
  if (Object.keys(errors).length > 0) return { done: null, errors, values, formError: null };
  try {
    const sent = await quoteRequestsServer.request(context, {
      source: fields.source,
      email: fields.email,
      note: fields.note,
      poNumber: fields.poNumber,
      query: fields.query,
      machine: fields.machine,
      lines: fields.lines.map((l) => ({ productId: l.productId, partNumber: l.partNumber, quantity: l.quantity })),
    });
    return { done: { number: sent.requestNumber, email: sent.email }, errors: {}, values: null, formError: null };
  } catch (err) {
    return { done: null, errors: {}, values, formError: `Your request was not sent. ${userMessageOf(err)}` };
  }
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Request a Quote', noindex: true });
}

/**
 * /quotes/request: a customer (guest or registered) asks for a quote, for the cart's lines
 * (`/quotes/request`) or for what a search did not find (`/quotes/request?q=…`).
 */
export default function QuoteRequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const d = loaderData;
  return (
    <div className="mx-auto max-w-screen-md px-4 py-6">
      <h1 className="mb-2 text-2xl font-bold">Request a quote</h1>
      {actionData?.done ? (
        <QuoteRequestSent number={actionData.done.number} email={actionData.done.email} registered={d.registered} />
      ) : (
        <>
          <p className="mb-5 text-ink-700">
            {d.source === 'search'
              ? 'Tell us which part you need and how many: our staff find it and e-mail you a quote you can order at its prices.'
              : 'Our staff price the parts in your cart, with freight, and e-mail you a quote you can order at its prices.'}
          </p>
          <QuoteRequestForm
            source={d.source}
            lines={d.lines}
            query={d.query}
            poNumber={d.poNumber}
            machine={d.machine}
            emailRequired={!d.registered}
            values={actionData?.values ?? null}
            errors={actionData?.errors ?? {}}
            formError={actionData?.formError ?? null}
          />
        </>
      )}
    </div>
  );
}

import { parseWithZod } from '@conform-to/zod/v4';
import { data, Link, useSearchParams } from 'react-router';
import { ordersServer, redirectToSentReturn, requireCustomer, takeSentReturn } from '~/features/orders/api/orders-api.server';
import { NewReturn, ReturnsList, ReturnView } from '~/features/orders/components/orders-returns';
import { returnFormSchema } from '~/features/orders/orders-return-schema';
import { userMessageOf } from '~/lib/errors';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/account-rma';

const ID = /^\d{1,10}$/;

/** A return by id or number; else a package id, whose parts a new return starts from. */
async function returnOrPackage(context: Route.LoaderArgs['context'], id: string) {
  const ret = await ordersServer.returnRequest(context, id);
  if (ret) return { ret, form: null, onlyItems: undefined };
  const shipment = await ordersServer.shipment(context, id);
  if (!shipment) return { ret: null, form: null, onlyItems: undefined };
  return { ret: null, form: await ordersServer.returnForm(context, shipment.orderId), onlyItems: shipment.shipmentItems.map((s) => s.orderItemId) };
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  requireCustomer(context, request);
  const orderId = new URL(request.url).searchParams.get('orderId');
  if (params.id) {
    const found = await returnOrPackage(context, params.id);
    const { sent, headers } = found.ret ? await takeSentReturn(request, found.ret.id) : { sent: false, headers: undefined };
    return data({ kind: 'return' as const, ...found, sent, returns: null }, { headers });
  }
  if (orderId) return { kind: 'new' as const, ret: null, form: await ordersServer.returnForm(context, orderId), onlyItems: undefined, sent: false, returns: null };
  return { kind: 'list' as const, ret: null, form: null, onlyItems: undefined, sent: false, returns: await ordersServer.returns(context) };
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** The return request (`intent=return`): checked with the form's schema, then sent as the customer; errors come back beside the fields. */
export async function action({ request, context }: Route.ActionArgs) {
  requireCustomer(context, request);
  const formData = await request.formData();
  const orderId = String(formData.get('orderId') ?? '');
  if (formData.get('intent') !== 'return' || !ID.test(orderId)) throw data(null, { status: 400 });
  const submission = parseWithZod(formData, { schema: returnFormSchema });
  if (submission.status !== 'success') return { result: submission.reply() };
  const v = submission.value;
  try {
    const ret = await ordersServer.submitReturn(context, {
      orderId,
      reason: v.reason,
      reasonText: v.reason === 'OTHER' ? (v.reasonText ?? null) : null,
      comments: v.comments || null,
      items: v.lines.filter((l) => l.quantity > 0),
    });
    return redirectToSentReturn(request, ret.id);
  } catch (err) {
    return { result: submission.reply({ formErrors: [userMessageOf(err)] }) };
  }
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Returns', noindex: true });
}

/**
 * /account/rma (the customer's returns; `?orderId=` starts one for an order) and
 * /account/rma/{id or packageId} (a return's status and authorisation, or a return for a package).
 */
export default function AccountRmaPage({ params, loaderData, actionData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const orderId = search.get('orderId');
  const d = loaderData;
  return (
    <div className="mx-auto max-w-screen-md px-4 py-6">
      <nav aria-label="Breadcrumb" className="flex gap-4 text-sm print:hidden">
        <Link to="/account/orders" className="text-blue-800 underline">
          Your Orders
        </Link>
        {(params.id || orderId) && (
          <Link to="/account/rma" className="text-blue-800 underline">
            Your returns
          </Link>
        )}
      </nav>
      <h1 className="mt-2 mb-4 text-2xl font-bold print:hidden">{params.id ? 'Return' : orderId ? 'Return items' : 'Your returns'}</h1>
      {d.returns ? (
        <ReturnsList returns={d.returns} />
      ) : d.kind === 'new' || (!d.ret && d.form) ? (
        <NewReturn form={d.form} onlyItems={d.onlyItems} lastResult={actionData?.result} />
      ) : (
        <ReturnView ret={d.ret} sent={d.sent} />
      )}
    </div>
  );
}

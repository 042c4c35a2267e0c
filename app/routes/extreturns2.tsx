import { Form, Link, redirect } from 'react-router';
import { draftForStep, draftIdOf, extendedReturnApi } from '~/features/orders/api/orders-extended-return.server';
import { ExtendedReturnLayout, FormAlert, NoDraft, StepButtons, stepTitle, useSubmitting } from '~/features/orders/components/orders-extended-return-parts';
import { formatDate } from '~/features/orders/components/orders-parts';
import { userMessageOf } from '~/lib/errors';
import { formatPrice } from '~/lib/money';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/extreturns2';
import { buttonClass, linkClass } from '~/components/button';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: args.loaderData?.draft?.submittedReturn ? 'Return registered' : stepTitle('/extreturns2'), noindex: true });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return draftForStep(request, context, '/extreturns2');
}

/** Submits the registration (once: a repeat answers with the same request), then shows the confirmation. */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const id = await draftIdOf(request);
  if (!id) return redirect('/extreturn');
  if (formData.get('intent') === 'back') return redirect('/extreturns');
  try {
    await extendedReturnApi.submit(context, id);
    return redirect('/extreturns2');
  } catch (err) {
    return { error: userMessageOf(err) };
  }
}

function Section({ title, change, children }: { title: string; change?: { to: string; label: string }; children: React.ReactNode }) {
  return (
    <section className="space-y-2 border-t border-gray-200 pt-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-bold">{title}</h2>
        {change && (
          <Link to={change.to} className={linkClass}>
            Change<span className="sr-only"> {change.label}</span>
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

export default function ExtendedReturnReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  return loaderData.draft ? <ExtendedReturnReview draft={loaderData.draft} actionData={actionData} /> : <NoDraft step="/extreturns2" />;
}

function ExtendedReturnReview({ draft, actionData }: { draft: NonNullable<Route.ComponentProps['loaderData']['draft']>; actionData: Route.ComponentProps['actionData'] }) {
  const { busy } = useSubmitting();
  const submitted = draft.submittedReturn;
  const chosen = draft.lines.filter((l) => l.quantity > 0);

  if (submitted)
    return (
      <ExtendedReturnLayout step="/extreturns2" draft={draft}>
        <div role="status" className="space-y-3 rounded-lg border border-green-300 bg-green-50 p-4">
          <h2 className="text-xl font-bold">Your return request is registered</h2>
          <p>
            Reference: <strong className="text-lg">{submitted.returnNumber}</strong> for order {draft.orderNumber}, registered {formatDate(submitted.createdOnUtc)}.
          </p>
          <p>
            We have e-mailed a confirmation to <strong>{draft.email}</strong>. Our returns team reviews the request within one business day and e-mails you the
            return authorisation, with the address and a packing slip, or their answer. <strong>Please do not send the parts before then.</strong>
          </p>
          {draft.estimatedRefund !== null && <p>Estimated refund if approved: {formatPrice(draft.estimatedRefund)}.</p>}
        </div>
        <ul className="mt-6 flex flex-wrap gap-4">
          {draft.orderStatusUrl && (
            <li>
              <Link to={draft.orderStatusUrl} className={buttonClass({ variant: 'primary', size: 'fit' })}>
                View the order and its returns
              </Link>
            </li>
          )}
          <li>
            <Link to="/extreturn" className={buttonClass({ variant: 'outline', size: 'fit' })}>
              Register another return
            </Link>
          </li>
        </ul>
      </ExtendedReturnLayout>
    );

  return (
    <ExtendedReturnLayout step="/extreturns2" draft={draft}>
      <Form method="post" className="space-y-6" aria-busy={busy}>
        <FormAlert id="extreturn-review-error" errors={actionData?.error ? [actionData.error] : undefined} />
        <p>Check your request, then submit it. You can change any part of it first.</p>
        <Section title="Order" change={{ to: '/extreturn', label: 'order' }}>
          <p>
            {draft.orderNumber} · {draft.email}
          </p>
        </Section>
        <Section title="Parts to return" change={{ to: '/extreturn1', label: 'parts' }}>
          <ul className="space-y-1">
            {chosen.map((l) => (
              <li key={l.orderItemId}>
                {l.quantity} × {l.productName} <span className="text-sm text-ink-700">(SKU {l.sku})</span>
              </li>
            ))}
          </ul>
        </Section>
        <Section title="Reason" change={{ to: '/extreturns', label: 'reason and photos' }}>
          <p>{draft.reasonLabel}</p>
          {draft.reasonText && <p className="whitespace-pre-line text-ink-700">{draft.reasonText}</p>}
          {draft.comments && (
            <p className="whitespace-pre-line">
              <span className="font-semibold">Comments:</span> {draft.comments}
            </p>
          )}
        </Section>
        <Section title="Photos" change={{ to: '/extreturns', label: 'photos' }}>
          {draft.photos.length > 0 ? (
            <ul className="flex flex-wrap gap-3">
              {draft.photos.map((p, n) => (
                <li key={p.id}>
                  <img src={p.thumbnailUrl} alt={`Photo ${n + 1}${p.fileName ? `: ${p.fileName}` : ''}`} width={100} height={100} className="h-[100px] w-[100px] rounded border border-gray-200 object-contain" />
                </li>
              ))}
            </ul>
          ) : (
            <p>No photos.</p>
          )}
        </Section>
        {draft.estimatedRefund !== null && (
          <Section title="Refund">
            <p>
              Estimated refund if approved: <strong>{formatPrice(draft.estimatedRefund)}</strong>, to the payment method used for the order.
            </p>
            <p className="text-sm text-ink-700">The final amount is set when the parts arrive and are checked.</p>
          </Section>
        )}
        <div className="border-t border-gray-200 pt-4">
          <StepButtons next="Submit return request" nextIntent="submit" busy={busy} saving={busy} savingText="Submitting…" />
        </div>
      </Form>
    </ExtendedReturnLayout>
  );
}

import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, redirect } from 'react-router';
import { draftForStep, draftIdOf, extendedReturnApi } from '~/features/orders/api/orders-extended-return.server';
import { ExtendedReturnLayout, FormAlert, NoDraft, StepButtons, stepTitle, useSubmitting } from '~/features/orders/components/orders-extended-return-parts';
import { ReturnQuantitySelect } from '~/features/orders/components/orders-form-parts';
import { userMessageOf } from '~/lib/errors';
import { formatPrice } from '~/lib/money';
import { pageMeta } from '~/lib/meta';
import { EXTENDED_RETURN_TEXTS, returnLinesSchema } from '../../shared/extended-return';
import type { Route } from './+types/extreturn1';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: stepTitle('/extreturn1'), noindex: true });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { draft } = await draftForStep(request, context, '/extreturn1');
  return { draft };
}

type Draft = NonNullable<Route.ComponentProps['loaderData']['draft']>;

/** Saves the chosen quantities; "Back" saves them too when they are valid, and goes back either way. */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const back = formData.get('intent') === 'back';
  const submission = parseWithZod(formData, { schema: returnLinesSchema, disableAutoCoercion: true });
  const id = await draftIdOf(request);
  if (!id) return redirect('/extreturn');
  if (submission.status !== 'success') return back ? redirect('/extreturn') : { result: submission.reply() };
  try {
    await extendedReturnApi.setLines(context, id, submission.value.lines);
    return redirect(back ? '/extreturn' : '/extreturns');
  } catch (err) {
    if (back) return redirect('/extreturn');
    return { result: submission.reply({ formErrors: [userMessageOf(err)] }) };
  }
}

export default function ExtendedReturnLinesPage({ loaderData, actionData }: Route.ComponentProps) {
  return loaderData.draft ? <ExtendedReturnLines draft={loaderData.draft} actionData={actionData} /> : <NoDraft step="/extreturn1" />;
}

function ExtendedReturnLines({ draft, actionData }: { draft: Draft; actionData: Route.ComponentProps['actionData'] }) {
  const { busy, intent } = useSubmitting();
  const lines = draft.lines.filter((l) => l.returnable > 0);
  const only = lines.length === 1;
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    defaultValue: { lines: lines.map((l) => ({ orderItemId: l.orderItemId, quantity: String(l.quantity || (only ? l.returnable : 0)) })) },
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: returnLinesSchema, disableAutoCoercion: true }),
  });
  const list = fields.lines.getFieldList();
  return (
    <ExtendedReturnLayout step="/extreturn1" draft={draft}>
      <Form method="post" {...getFormProps(form)} className="space-y-6" aria-busy={busy}>
        <FormAlert id={form.errorId} errors={form.errors} />
        <fieldset className="space-y-3" aria-describedby={fields.lines.errors ? fields.lines.errorId : undefined}>
          <legend className="text-lg font-bold">Which parts are you returning?</legend>
          <p className="text-sm text-ink-700">Choose how many of each part go back. Parts that have not been delivered, or are in a return already, are not listed.</p>
          <ul className="divide-y divide-gray-200 rounded-lg border border-gray-300">
            {list.map((line, n) => {
              const l = lines[n];
              const f = line.getFieldset();
              return (
                <li key={line.key} className="flex flex-wrap items-center gap-3 p-3">
                  <img src={`/media/product/${l.productId}/100`} alt="" width={48} height={48} loading="lazy" className="shrink-0 rounded border border-gray-200 object-contain" />
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold break-words">{l.productName}</p>
                    <p className="text-sm text-ink-700">
                      SKU {l.sku} · {formatPrice(l.unitPriceInclTax)} each · {l.returnable} of {l.ordered} can be returned
                    </p>
                  </div>
                  <input {...getInputProps(f.orderItemId, { type: 'hidden' })} key={f.orderItemId.key} />
                  <ReturnQuantitySelect field={f.quantity} productName={l.productName} max={l.returnable} />
                </li>
              );
            })}
          </ul>
          {fields.lines.errors && (
            <p id={fields.lines.errorId} role="alert" className="text-red-700">
              {fields.lines.errors[0] ?? EXTENDED_RETURN_TEXTS.noLines}
            </p>
          )}
        </fieldset>
        <StepButtons next="Continue" busy={busy} saving={intent === 'continue'} />
      </Form>
    </ExtendedReturnLayout>
  );
}

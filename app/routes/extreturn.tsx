import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, Link, redirect } from 'react-router';
import { draftCookieHeader, draftIdOf, extendedReturnApi, loadDraft } from '~/features/orders/api/orders-extended-return.server';
import { ExtendedReturnLayout, FormAlert, stepTitle, useSubmitting } from '~/features/orders/components/orders-extended-return-parts';
import { userMessageOf } from '~/lib/errors';
import { pageMeta } from '~/lib/meta';
import { EXTENDED_RETURN_LIMITS, findOrderSchema } from '../../shared/extended-return';
import type { Route } from './+types/extreturn';
import { Button, linkClass } from '~/components/button';
import { inputClass, FieldError } from '~/components/field';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: stepTitle('/extreturn'),
    description: 'Register a return for an order placed as a guest, or after the return window: find the order by its number and e-mail address.',
  });
}

/** Step 1 keeps the order number and e-mail typed before (going back), or takes the order number from `?order=`. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { draft } = await loadDraft(request, context);
  const open = draft && !draft.submittedReturn ? draft : null;
  const fromLink = new URL(request.url).searchParams.get('order')?.slice(0, EXTENDED_RETURN_LIMITS.orderNumber) ?? '';
  return {
    orderNumber: fromLink || open?.orderNumber || '',
    email: open?.email ?? '',
    // A finished registration: say so, so the next one is clearly a new one.
    submittedNumber: draft?.submittedReturn?.returnNumber ?? null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: findOrderSchema, disableAutoCoercion: true });
  if (submission.status !== 'success') return { result: submission.reply() };
  try {
    const id = await extendedReturnApi.start(context, { ...submission.value, draftId: await draftIdOf(request) });
    return redirect('/extreturn1', { headers: { 'Set-Cookie': await draftCookieHeader(request, id) } });
  } catch (err) {
    return { result: submission.reply({ formErrors: [userMessageOf(err)] }) };
  }
}

export default function ExtendedReturnFind({ loaderData, actionData }: Route.ComponentProps) {
  const { busy } = useSubmitting();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    defaultValue: { orderNumber: loaderData.orderNumber, email: loaderData.email },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: findOrderSchema, disableAutoCoercion: true }),
  });
  return (
    <ExtendedReturnLayout step="/extreturn">
      <div className="space-y-3">
        <p>
          Use this form to return parts from an order you placed <strong>as a guest</strong>, or when the <strong>return window has ended</strong>{' '}
          (a part that failed after fitting, a wrong part found late). Our returns team reviews each request and e-mails you within one business day.
        </p>
        <p className="text-sm text-ink-700">
          Have an account and the order is recent? Request the return from{' '}
          <Link to="/account/orders" className={linkClass}>
            Your Orders
          </Link>{' '}
          instead: it is approved faster.
        </p>
        {loaderData.submittedNumber && (
          <p role="status" className="rounded-md border border-green-300 bg-green-50 p-3">
            Your return request {loaderData.submittedNumber} is registered. You can register another return below.
          </p>
        )}
      </div>
      <Form method="post" {...getFormProps(form)} className="mt-6 max-w-md space-y-4" aria-busy={busy}>
        <FormAlert id={form.errorId} errors={form.errors} />
        <div className="space-y-1">
          <label htmlFor={fields.orderNumber.id} className="block font-bold">
            Order number
          </label>
          <p id={`${fields.orderNumber.id}-hint`} className="text-sm text-ink-700">
            On your order confirmation e-mail, e.g. IY-1000245.
          </p>
          <input
            {...getInputProps(fields.orderNumber, { type: 'text', ariaDescribedBy: `${fields.orderNumber.id}-hint` })}
            key={fields.orderNumber.key}
            autoComplete="off"
            spellCheck={false}
            maxLength={EXTENDED_RETURN_LIMITS.orderNumber}
            className={inputClass}
          />
          <FieldError meta={fields.orderNumber} className="text-red-700" />
        </div>
        <div className="space-y-1">
          <label htmlFor={fields.email.id} className="block font-bold">
            E-mail address used for the order
          </label>
          <input {...getInputProps(fields.email, { type: 'email' })} key={fields.email.key} autoComplete="email" maxLength={EXTENDED_RETURN_LIMITS.email} className={inputClass} />
          <FieldError meta={fields.email} className="text-red-700" />
        </div>
        <Button variant="primary" size="fit" type="submit" disabled={busy}>
          {busy ? 'Looking for your order…' : 'Find my order'}
        </Button>
      </Form>
    </ExtendedReturnLayout>
  );
}

import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, Link, useNavigation } from 'react-router';
import type { OrderDetail } from '../api/orders-api';
import { returnFormSchema } from '../orders-return-schema';
import { ReturnQuantitySelect } from './orders-form-parts';
import { formatDate, Thumb } from './orders-parts';
import { Button, linkClass } from '~/components/button';
import { textareaClass } from '~/components/field';

interface Reason {
  code: string;
  label: string;
  needsText: boolean;
}

/**
 * Choose lines, quantities and a reason. The form posts to the page's action (`intent=return`),
 * which checks it with the same schema and answers with the errors or the new return's page.
 */
export function ReturnRequestForm({
  order,
  reasons,
  windowDays,
  onlyItems,
  lastResult,
}: {
  order: OrderDetail;
  reasons: Reason[];
  windowDays: number;
  /** A package's lines, when the return started from a shipment */
  onlyItems?: string[];
  lastResult?: SubmissionResult<string[]>;
}) {
  const returnable = order.lineQuantities.filter((q) => q.returnable > 0 && (!onlyItems || onlyItems.includes(q.orderItemId)));
  const items = new Map(order.items.map((i) => [i.id, i]));
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'return';
  const [form, fields] = useForm({
    id: `return-${order.id}`,
    lastResult,
    defaultValue: { lines: returnable.map((q) => ({ orderItemId: q.orderItemId, quantity: returnable.length === 1 ? String(q.returnable) : '0' })) },
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: returnFormSchema }),
  });

  if (!order.canRequestReturn || returnable.length === 0)
    return (
      <div className="space-y-2">
        <p role="alert" className="font-semibold">
          {order.orderStatus === 'CANCELLED'
            ? 'This order was cancelled; there is nothing to return.'
            : order.shippingStatus !== 'DELIVERED' && returnable.length === 0
              ? 'Parts can be returned once they are delivered.'
              : `Nothing on this order can be returned any more (returns are open for ${windowDays} days after delivery).`}
        </p>
        <Link to={`/account/order/${order.id}`} className={linkClass}>
          Back to the order
        </Link>
      </div>
    );

  const lines = fields.lines.getFieldList();
  const reason = fields.reason.value;
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6" aria-busy={busy}>
      <input type="hidden" name="orderId" value={order.id} />
      <p>
        Order <span className="font-semibold">{order.customOrderNumber}</span>, placed {formatDate(order.createdOnUtc)}.
        {order.returnWindowEndsUtc && <> Returns are open until {formatDate(order.returnWindowEndsUtc)}.</>}
      </p>
      <fieldset className="space-y-3">
        <legend className="text-lg font-bold">What are you returning?</legend>
        <ul className="divide-y divide-gray-200 rounded-lg border border-gray-300">
          {lines.map((line, n) => {
            const q = returnable[n];
            const item = items.get(q.orderItemId);
            const f = line.getFieldset();
            return (
              <li key={line.key} className="flex flex-wrap items-center gap-3 p-3">
                <Thumb picture={item?.product?.pictures[0]} size={48} />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words">{item?.productName}</p>
                  <p className="text-sm text-ink-700">
                    SKU {item?.sku} · {q.returnable} of {q.ordered} can be returned
                  </p>
                </div>
                <input {...getInputProps(f.orderItemId, { type: 'hidden' })} />
                <ReturnQuantitySelect field={f.quantity} productName={item?.productName} max={q.returnable} />
              </li>
            );
          })}
        </ul>
        {fields.lines.errors && (
          <p id={fields.lines.errorId} role="alert" className="text-red-700">
            {fields.lines.errors[0]}
          </p>
        )}
      </fieldset>

      <div className="space-y-1">
        <label htmlFor={fields.reason.id} className="block font-bold">
          Why are you returning them?
        </label>
        <select {...getSelectProps(fields.reason)} key={fields.reason.key} className="h-11 w-full max-w-sm rounded-md border border-gray-400 px-2">
          <option value="">Choose a reason</option>
          {reasons.map((r) => (
            <option key={r.code} value={r.code}>
              {r.label}
            </option>
          ))}
        </select>
        {fields.reason.errors && (
          <p id={fields.reason.errorId} className="text-red-700">
            {fields.reason.errors[0]}
          </p>
        )}
      </div>

      {reasons.find((r) => r.code === reason)?.needsText && (
        <div className="space-y-1">
          <label htmlFor={fields.reasonText.id} className="block font-bold">
            Tell us more
          </label>
          <textarea {...getTextareaProps(fields.reasonText)} key={fields.reasonText.key} rows={3} className={textareaClass} />
          {fields.reasonText.errors && (
            <p id={fields.reasonText.errorId} className="text-red-700">
              {fields.reasonText.errors[0]}
            </p>
          )}
        </div>
      )}

      <div className="space-y-1">
        <label htmlFor={fields.comments.id} className="block font-bold">
          Comments <span className="font-normal text-ink-700">(optional)</span>
        </label>
        <textarea {...getTextareaProps(fields.comments)} key={fields.comments.key} rows={3} className={textareaClass} />
        {fields.comments.errors && (
          <p id={fields.comments.errorId} className="text-red-700">
            {fields.comments.errors[0]}
          </p>
        )}
      </div>

      {form.errors && (
        <p id={form.errorId} role="alert" className="text-red-700">
          {form.errors[0]}
        </p>
      )}
      <Button variant="primary" size="fit" type="submit" name="intent" value="return" disabled={busy}>
        {busy ? 'Sending your request…' : 'Request return'}
      </Button>
    </Form>
  );
}

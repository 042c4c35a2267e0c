import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, Link, useNavigation } from 'react-router';
import type { FeedbackFormQuery, MyFeedbackQuery } from '~/gql/graphql';
import type { OrderSummary } from '../api/orders-api';
import { feedbackFormSchema } from '../orders-feedback-schema';
import { StarsInput, YesNoInput } from './orders-form-parts';
import { formatDate, NotFoundNote } from './orders-parts';
import { Button, linkClass } from '~/components/button';
import { FieldError, textareaClass } from '~/components/field';

/** /account/feedback: orders waiting for feedback, and the feedback given. */
export function FeedbackOverview({ waiting, given }: { waiting: OrderSummary[]; given: MyFeedbackQuery['v1']['myFeedback'] }) {
  return (
    <div className="space-y-8">
      <section aria-labelledby="feedback-waiting">
        <h2 id="feedback-waiting" className="text-lg font-bold">
          Waiting for your feedback
        </h2>
        {waiting.length === 0 ? (
          <p className="mt-2 text-ink-700">No orders are waiting for feedback.</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {waiting.map((o) => (
              <li key={o.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-gray-300 p-3">
                <span>
                  Order {o.customOrderNumber}, placed {formatDate(o.createdOnUtc)}
                </span>
                <Link to={`/account/feedback/${o.id}`} className={linkClass}>
                  Leave feedback<span className="sr-only"> on order {o.customOrderNumber}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="feedback-given">
        <h2 id="feedback-given" className="text-lg font-bold">
          Your feedback
        </h2>
        {given.length === 0 ? (
          <p className="mt-2 text-ink-700">You have not left feedback yet.</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {given.map((f) => (
              <li key={f.id}>
                <Link to={`/account/feedback/${f.orderId}`} className={linkClass}>
                  {f.rating} of 5 stars, {formatDate(f.createdOnUtc)}
                </Link>
                {f.text && <span className="text-ink-700"> · {f.text}</span>}
                {f.replyText && <span className="text-ink-700"> · Ironyard replied</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** /account/feedback/{id or orderId}: the form for an order, or the feedback already left on it (`sent`: just now). */
export function OrderFeedbackPage({ order, sent, lastResult }: { order: FeedbackFormQuery['v1']['myOrder']; sent: boolean; lastResult?: SubmissionResult<string[]> }) {
  if (!order) return <NotFoundNote what="We could not find this order in your account." back="/account/feedback" backLabel="Your feedback" />;
  const intro = (
    <p className="mb-4">
      Order{' '}
      <Link to={`/account/order/${order.id}`} className={linkClass}>
        {order.customOrderNumber}
      </Link>
      , placed {formatDate(order.createdOnUtc)}
    </p>
  );
  if (sent || order.feedback)
    return (
      <div>
        {intro}
        <p role="status" className="font-semibold">
          {sent ? 'Thank you for your feedback.' : `You left feedback on ${formatDate(order.feedback?.createdOnUtc)}: ${order.feedback?.rating} of 5 stars.`}
        </p>
        {order.feedback?.text && <p className="mt-2">{order.feedback.text}</p>}
        {order.feedback?.replyText && (
          <div className="mt-4 border-l-4 border-brand-500 pl-3" data-testid="feedback-reply">
            <p className="font-semibold">Ironyard replied{order.feedback.repliedOnUtc ? ` on ${formatDate(order.feedback.repliedOnUtc)}` : ''}:</p>
            <p className="mt-1 whitespace-pre-line">{order.feedback.replyText}</p>
          </div>
        )}
      </div>
    );
  if (!order.canLeaveFeedback)
    return (
      <div>
        {intro}
        <p role="alert">Feedback opens once the order is on its way.</p>
      </div>
    );
  return (
    <div>
      {intro}
      <FeedbackForm orderId={order.id} lastResult={lastResult} />
    </div>
  );
}

/** Posts to the page's action (`intent=feedback`), which checks it with the same schema. */
function FeedbackForm({ orderId, lastResult }: { orderId: string; lastResult?: SubmissionResult<string[]> }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'feedback';
  const [form, fields] = useForm({
    id: `feedback-${orderId}`,
    lastResult,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: feedbackFormSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5" aria-busy={busy}>
      <input type="hidden" name="orderId" value={orderId} />
      <StarsInput field={fields.rating} legend="How was this order overall?" />
      <div className="space-y-1">
        <YesNoInput field={fields.asDescribed} legend="Were the parts as described?" />
        <YesNoInput field={fields.arrivedOnTime} legend="Did it arrive on time?" />
        <YesNoInput field={fields.promptService} legend="Was our service prompt?" />
        <YesNoInput field={fields.wellPackaged} legend="Was it well packaged?" />
      </div>
      <div className="space-y-1">
        <label htmlFor={fields.text.id} className="block font-bold">
          Your feedback <span className="font-normal text-ink-700">(optional)</span>
        </label>
        <textarea {...getTextareaProps(fields.text)} key={fields.text.key} rows={4} className={textareaClass} />
        <FieldError meta={fields.text} className="text-red-700" />
      </div>
      <div className="space-y-1">
        <label htmlFor={fields.suggestion.id} className="block font-bold">
          What could we do better? <span className="font-normal text-ink-700">(optional)</span>
        </label>
        <textarea {...getTextareaProps(fields.suggestion)} key={fields.suggestion.key} rows={3} className={textareaClass} />
        <FieldError meta={fields.suggestion} className="text-red-700" />
      </div>
      {form.errors && (
        <p id={form.errorId} role="alert" className="text-red-700">
          {form.errors[0]}
        </p>
      )}
      <Button variant="primary" size="fit" type="submit" name="intent" value="feedback" disabled={busy}>
        {busy ? 'Sending…' : 'Send feedback'}
      </Button>
    </Form>
  );
}

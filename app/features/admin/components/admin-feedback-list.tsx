import { Form, Link, useNavigation } from 'react-router';
import { Button, linkClass } from '~/components/button';
import { textareaClass } from '~/components/field';
import type { AdminFeedbackFilter, AdminFeedbackQuery } from '~/gql/graphql';
import { ADMIN_FEEDBACK_FILTER_LABELS } from '../admin-feedback-api';
import { utcText } from '../admin-labels';
import { AdminFilterLinks, AdminPageLinks } from './admin-list-nav';

type Page = AdminFeedbackQuery['v1']['admin']['orderFeedback'];
type Row = Page['nodes'][number];

/** What the page's action answers: a line saying what changed, or an error on one feedback. */
export interface FeedbackActionResult {
  notice: string | null;
  error: string | null;
  feedbackId: string | null;
}

/** The store's reply is a short letter (orders-feedback-admin.ts). */
const REPLY_MAX = 2000;

const QUESTIONS: Array<[keyof Row, string]> = [
  ['asDescribed', 'Item as described'],
  ['arrivedOnTime', 'Arrived on time'],
  ['promptService', 'Prompt service'],
  ['wellPackaged', 'Well packaged'],
];

function Answers({ f }: { f: Row }) {
  const given = QUESTIONS.filter(([k]) => f[k] !== null);
  if (given.length === 0) return null;
  return (
    <ul className="mt-1 flex flex-wrap gap-x-4 text-sm">
      {given.map(([k, label]) => (
        <li key={k}>
          {label}: <span className="font-semibold">{f[k] ? 'yes' : 'no'}</span>
        </li>
      ))}
    </ul>
  );
}

function FeedbackItem({ f, result, busy }: { f: Row; result: FeedbackActionResult | null; busy: boolean }) {
  const replyId = `feedback-reply-${f.id}`;
  const error = result?.feedbackId === f.id ? result.error : null;
  return (
    <li className="rounded-md border border-gray-300 p-3" data-testid="admin-feedback">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p>
          <span aria-label={`${f.rating} of 5 stars`} className="text-amber-700">
            {'★'.repeat(f.rating)}
            <span className="text-gray-300">{'★'.repeat(5 - f.rating)}</span>
          </span>{' '}
          on order{' '}
          <Link to={`/admin/orders/${f.orderId}`} className={linkClass}>
            {f.customOrderNumber}
          </Link>
        </p>
        <p className="text-sm text-gray-700">
          {utcText(f.createdOnUtc)} · <span className="break-all">{f.email}</span>
        </p>
      </div>
      <Answers f={f} />
      {f.text && <p className="mt-2 whitespace-pre-line">{f.text}</p>}
      {f.suggestion && (
        <p className="mt-2 whitespace-pre-line">
          <span className="font-semibold">What could we do better: </span>
          {f.suggestion}
        </p>
      )}
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="reply" />
        <input type="hidden" name="id" value={f.id} />
        <label htmlFor={replyId} className="mb-1 block font-semibold">
          Reply from Ironyard {f.replyText ? `(sent ${f.repliedOnUtc ? utcText(f.repliedOnUtc) : ''})` : '(none yet: it is mailed to the customer)'}
        </label>
        <textarea
          id={replyId}
          name="replyText"
          rows={2}
          maxLength={REPLY_MAX}
          defaultValue={f.replyText}
          key={f.replyText}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${replyId}-error` : undefined}
          className={textareaClass}
        />
        {error && (
          <p id={`${replyId}-error`} role="alert" className="text-red-700">
            {error}
          </p>
        )}
        <Button type="submit" variant="outline" disabled={busy} className="mt-2">
          {f.replyText ? 'Save and mail the reply' : 'Mail the reply'}
        </Button>
      </Form>
    </li>
  );
}

/** /admin/feedback's list: filter links, a notice of what changed, the feedback with a reply form each, and pages. */
export function AdminFeedbackList({ page, filter, result }: { page: Page; filter: AdminFeedbackFilter; result: FeedbackActionResult | null }) {
  const busy = useNavigation().state !== 'idle';
  const pageHref = (n: number) => `/admin/feedback?filter=${filter}${n > 1 ? `&page=${n}` : ''}`;
  return (
    <div>
      <AdminFilterLinks label="Show feedback" base="/admin/feedback" current={filter} labels={ADMIN_FEEDBACK_FILTER_LABELS} />
      <p className="mt-2 text-sm text-gray-700" aria-live="polite">
        {page.totalCount === 1 ? '1 feedback' : `${page.totalCount} feedbacks`}: {ADMIN_FEEDBACK_FILTER_LABELS[filter].toLowerCase()}
      </p>
      {result?.notice && (
        <p role="status" className="mt-2 rounded-md bg-green-50 p-2 text-green-900">
          {result.notice}
        </p>
      )}
      {result?.error && !result.feedbackId && (
        <p role="alert" className="mt-2 text-red-700">
          {result.error}
        </p>
      )}
      {page.nodes.length === 0 ? (
        <p className="mt-4">No feedback here.</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {page.nodes.map((f) => (
            <FeedbackItem key={f.id} f={f} result={result} busy={busy} />
          ))}
        </ul>
      )}
      <AdminPageLinks page={page.page} hasNextPage={page.hasNextPage} href={pageHref} />
    </div>
  );
}

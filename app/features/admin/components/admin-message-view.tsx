import { Form, Link, useNavigation } from 'react-router';
import { Button, linkClass } from '~/components/button';
import { textareaClass } from '~/components/field';
import type { AdminMessageQuery } from '~/gql/graphql';
import { SUPPORT_REPLY_MAX } from '../../../../shared/support-messages';
import { utcText } from '../admin-labels';
import { ADMIN_MESSAGE_STATUS_LABELS } from '../admin-messages-api';

type Message = NonNullable<AdminMessageQuery['v1']['admin']['message']>;
export interface MessageStepResult {
  notice: string | null;
  error: string | null;
  /** The reply refused, shown next to the field. */
  replyError: string | null;
  /** The reply typed: kept in the form after an error, or shown to confirm before it is mailed. */
  reply: string | null;
  confirmReply: boolean;
}

const box = 'rounded-md border border-gray-300 p-4';

function Original({ m }: { m: Message }) {
  return (
    <section className={box} aria-labelledby="original">
      <h2 id="original" className="text-lg font-bold">
        {m.subject}
      </h2>
      <p className="text-sm text-gray-700">
        From {m.senderName} &lt;
        <a href={`mailto:${m.email}`} className={linkClass}>
          {m.email}
        </a>
        &gt; · {utcText(m.createdOnUtc)}
      </p>
      <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
        {m.details.map((d) => (
          <div key={d.label} className="contents">
            <dt className="font-semibold">{d.label}</dt>
            <dd className="break-words whitespace-pre-line">{d.value}</dd>
          </div>
        ))}
      </dl>
      {m.body ? (
        <p className="mt-3 break-words whitespace-pre-line" data-testid="admin-message-body">
          {m.body}
        </p>
      ) : (
        <p className="mt-3 text-sm text-gray-700">No message was written with this application.</p>
      )}
    </section>
  );
}

function Thread({ m }: { m: Message }) {
  return (
    <section className={box} aria-labelledby="thread">
      <h2 id="thread" className="mb-2 text-lg font-bold">Replies</h2>
      {m.replies.length === 0 ? (
        <p className="text-sm text-gray-700">No reply has been sent yet.</p>
      ) : (
        <ol className="space-y-3">
          {m.replies.map((r) => (
            <li key={r.id} className="rounded-md bg-gray-50 p-3" data-testid="admin-message-reply">
              <p className="text-sm text-gray-700">
                {r.staffName} ({r.staffEmail}) · {utcText(r.sentOnUtc)}
              </p>
              <p className="mt-1 break-words whitespace-pre-line">{r.body}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Write a reply; the first post checks it and asks to confirm, the second mails it (a sent mail cannot be taken back). */
function ReplyForm({ m, result, busy }: { m: Message; result: MessageStepResult | null; busy: boolean }) {
  if (result?.confirmReply && result.reply) {
    return (
      <Form method="post" className={box} key="confirm-reply">
        <input type="hidden" name="intent" value="reply" />
        <input type="hidden" name="reply" value={result.reply} />
        <p className="font-semibold">Mail this reply to {m.email}? A sent mail cannot be taken back.</p>
        <p className="mt-2 rounded-md bg-gray-50 p-3 break-words whitespace-pre-line">{result.reply}</p>
        <div className="mt-3 flex flex-wrap gap-3">
          <Button type="submit" variant="primary" disabled={busy}>
            Send reply
          </Button>
          <Link to={`/admin/messages/${m.reference}`} className={linkClass + ' self-center'}>
            Back to editing
          </Link>
        </div>
      </Form>
    );
  }
  const errorId = 'reply-error';
  return (
    <Form method="post" className={box} key="reply">
      <input type="hidden" name="intent" value="reply-ask" />
      <label htmlFor="reply" className="block text-lg font-bold">
        Reply to {m.senderName}
      </label>
      <p className="text-sm text-gray-700" id="reply-hint">
        Mailed to {m.email} with the reference {m.reference}; it is kept here with your name.
      </p>
      <textarea
        id="reply"
        name="reply"
        rows={6}
        maxLength={SUPPORT_REPLY_MAX}
        defaultValue={result?.reply ?? ''}
        className={`${textareaClass} mt-2`}
        aria-invalid={result?.replyError ? true : undefined}
        aria-describedby={result?.replyError ? `reply-hint ${errorId}` : 'reply-hint'}
      />
      {result?.replyError && (
        <p id={errorId} className="mt-1 text-sm font-semibold text-red-700">
          {result.replyError}
        </p>
      )}
      <Button type="submit" variant="primary" className="mt-2" disabled={busy}>
        Send reply…
      </Button>
    </Form>
  );
}

function StatusStep({ m, busy }: { m: Message; busy: boolean }) {
  const closed = m.status === 'CLOSED';
  return (
    <Form method="post" className={box}>
      <input type="hidden" name="intent" value={closed ? 'reopen' : 'close'} />
      <p className="text-sm text-gray-700">
        {closed
          ? `Closed ${m.closedOnUtc ? utcText(m.closedOnUtc) : ''}. Reopen it to work on it again.`
          : 'Close it when nothing more needs doing; it can be reopened.'}
      </p>
      <Button type="submit" variant="outline" className="mt-2" disabled={busy}>
        {closed ? 'Reopen' : 'Close'}
      </Button>
    </Form>
  );
}

/** /admin/messages/{reference}: the message in full, its replies, a reply by mail, and close or reopen. */
export function AdminMessageView({ m, result }: { m: Message; result: MessageStepResult | null }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <div>
      <p className="mb-2">
        <Link to="/admin/messages" className={linkClass}>
          All messages
        </Link>
      </p>
      <h1 className="text-xl font-bold">{m.reference}</h1>
      <p className="text-sm text-gray-700" data-testid="admin-message-status">
        {ADMIN_MESSAGE_STATUS_LABELS[m.status]}
      </p>
      {result?.notice && (
        <p role="status" className="mt-2 font-semibold text-green-800">
          {result.notice}
        </p>
      )}
      {result?.error && (
        <p role="alert" className="mt-2 font-semibold text-red-700">
          {result.error}
        </p>
      )}
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <div className="space-y-4">
          <Original m={m} />
          <Thread m={m} />
        </div>
        <div className="space-y-4">
          <ReplyForm m={m} result={result} busy={busy} />
          <StatusStep m={m} busy={busy} />
        </div>
      </div>
    </div>
  );
}

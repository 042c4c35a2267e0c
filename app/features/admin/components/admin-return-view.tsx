import { Form, Link, useNavigation } from 'react-router';
import { Button, linkClass } from '~/components/button';
import { inputClass, textareaClass } from '~/components/field';
import type { AdminReturnQuery } from '~/gql/graphql';
import { usd, utcText } from '../admin-labels';
import type { ReceiveLine } from '../admin-receive-form';
import { RETURN_STATUS_TEXT } from '../admin-returns-api';

type Return = NonNullable<AdminReturnQuery['v1']['admin']['returnRequest']>;
export type ReturnStepConfirm = { step: 'reject'; note: string } | { step: 'receive'; lines: ReceiveLine[] } | { step: 'refund' };
export interface ReturnStepResult {
  notice: string | null;
  error: string | null;
  confirm: ReturnStepConfirm | null;
}

const box = 'rounded-md border border-gray-300 p-4';

const nameOf = (ret: Return, orderItemId: string) => {
  const item = ret.order.items.find((i) => i.id === orderItemId);
  return item ? `${item.productName} (${item.sku})` : 'A removed line';
};

function Lines({ ret }: { ret: Return }) {
  const counted = ret.status === 'RECEIVED' || ret.status === 'REFUNDED';
  return (
    <section className={box} aria-labelledby="lines">
      <h2 id="lines" className="mb-2 text-lg font-bold">Lines</h2>
      <ul className="divide-y divide-gray-200">
        {ret.items.map((i) => (
          <li key={i.id} className="py-2" data-testid="admin-return-line">
            <div className="font-semibold">{nameOf(ret, i.orderItemId)}</div>
            <div className="text-sm">
              To return {i.quantity}
              {counted ? ` · Received ${i.receivedQuantity} · Damaged ${i.damagedQuantity}` : ''}
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-gray-700">
        Refund {counted ? '' : '(estimate until received) '}
        {usd(ret.refund.total)}: parts {usd(ret.refund.items)}, tax {usd(ret.refund.tax)}, shipping {usd(ret.refund.shipping)}
      </p>
    </section>
  );
}

function Details({ ret }: { ret: Return }) {
  const dates: Array<[string, string | null | undefined]> = [
    ['Requested', ret.createdOnUtc],
    ['Approved', ret.approvedOnUtc],
    ['Rejected', ret.rejectedOnUtc],
    ['Received', ret.receivedOnUtc],
    ['Refunded', ret.refundedOnUtc],
  ];
  return (
    <section className={box} aria-labelledby="details">
      <h2 id="details" className="mb-2 text-lg font-bold">Request</h2>
      <p>
        Order{' '}
        <Link to={`/admin/orders/${ret.order.id}`} className={linkClass}>
          {ret.order.customOrderNumber}
        </Link>
      </p>
      <p className="break-all">{ret.order.email}</p>
      <p className="mt-2">
        Reason: {ret.reasonLabel}
        {ret.reasonText ? ` (${ret.reasonText})` : ''}
        {ret.storeAtFault ? ' · the store was at fault' : ''}
      </p>
      {ret.comments && <p className="mt-1 text-sm">“{ret.comments}”</p>}
      {ret.storeNote && <p className="mt-1 text-sm">Store’s note: {ret.storeNote}</p>}
      <ul className="mt-2 text-sm text-gray-700">
        {dates.filter(([, at]) => at).map(([label, at]) => (
          <li key={label}>
            {label} {utcText(at!)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The confirmation of a step that cannot be undone: what is about to happen, the button, and the way back. */
function Confirm({ ret, confirm, busy }: { ret: Return; confirm: ReturnStepConfirm; busy: boolean }) {
  return (
    <Form key={`confirm-${confirm.step}`} method="post" className={box}>
      <input type="hidden" name="intent" value={confirm.step} />
      {confirm.step === 'reject' && (
        <>
          <input type="hidden" name="note" value={confirm.note} />
          <p className="font-semibold">Reject return {ret.returnNumber}? This cannot be undone.</p>
          <p className="mt-1 text-sm">The customer reads: “{confirm.note}”</p>
        </>
      )}
      {confirm.step === 'receive' && (
        <>
          <p className="font-semibold">Record these parts as received? This cannot be undone.</p>
          <ul className="my-2 text-sm">
            {confirm.lines.map((l) => {
              const item = ret.items.find((i) => i.id === l.returnItemId);
              return (
                <li key={l.returnItemId}>
                  <input type="hidden" name={`received-${l.returnItemId}`} value={l.receivedQuantity} />
                  <input type="hidden" name={`damaged-${l.returnItemId}`} value={l.damagedQuantity} />
                  {item ? nameOf(ret, item.orderItemId) : 'A line'}: received {l.receivedQuantity}, damaged {l.damagedQuantity}
                </li>
              );
            })}
          </ul>
        </>
      )}
      {confirm.step === 'refund' && (
        <p className="font-semibold">
          Refund {usd(ret.refund.total)} to the customer’s payment method? This cannot be undone.
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-3">
        <Button type="submit" variant="primary" disabled={busy}>
          {confirm.step === 'reject' ? 'Confirm rejection' : confirm.step === 'receive' ? 'Confirm receipt' : `Confirm refund of ${usd(ret.refund.total)}`}
        </Button>
        <Link to={`/admin/returns/${ret.id}`} className={linkClass + ' self-center'}>
          Back
        </Link>
      </div>
    </Form>
  );
}

function RejectForm({ busy }: { busy: boolean }) {
  return (
    <Form method="post" className="mt-3">
      <input type="hidden" name="intent" value="reject-ask" />
      <label className="block">
        <span className="mb-1 block font-semibold">Reason for rejecting (the customer reads it)</span>
        <textarea name="note" required rows={3} maxLength={1000} className={textareaClass} />
      </label>
      <Button type="submit" variant="outline" className="mt-2" disabled={busy}>
        Reject…
      </Button>
    </Form>
  );
}

function ReceiveForm({ ret, busy }: { ret: Return; busy: boolean }) {
  return (
    <Form method="post" className="mt-3">
      <input type="hidden" name="intent" value="receive-ask" />
      <p className="text-sm text-gray-700">Count what arrived: at most the approved quantity. Undamaged parts go back in stock.</p>
      <ul className="mt-2 space-y-3">
        {ret.items.map((i) => (
          <li key={i.id}>
            <p className="font-semibold">
              {nameOf(ret, i.orderItemId)} <span className="text-sm font-normal text-gray-700">({i.quantity} approved)</span>
            </p>
            <div className="mt-1 flex gap-3">
              <label className="flex items-center gap-2">
                Received
                <input name={`received-${i.id}`} type="number" min={0} max={i.quantity} step={1} defaultValue={i.quantity} required className={`${inputClass} w-24`} />
              </label>
              <label className="flex items-center gap-2">
                Damaged
                <input name={`damaged-${i.id}`} type="number" min={0} max={i.quantity} step={1} defaultValue={0} required className={`${inputClass} w-24`} />
              </label>
            </div>
          </li>
        ))}
      </ul>
      <Button type="submit" variant="primary" className="mt-3" disabled={busy}>
        Receive…
      </Button>
    </Form>
  );
}

/** The next step the return's status allows. */
function Steps({ ret, result, busy }: { ret: Return; result: ReturnStepResult | null; busy: boolean }) {
  if (result?.confirm) return <Confirm ret={ret} confirm={result.confirm} busy={busy} />;
  if (ret.status === 'REJECTED' || ret.status === 'REFUNDED') return null;
  return (
    <section className={box} aria-labelledby="steps">
      <h2 id="steps" className="mb-2 text-lg font-bold">Next step</h2>
      {ret.status === 'REQUESTED' && (
        <Form method="post">
          <input type="hidden" name="intent" value="approve" />
          <p className="text-sm text-gray-700">Approving lets the customer print the return authorisation and send the parts.</p>
          <Button type="submit" variant="primary" className="mt-2" disabled={busy}>
            Approve
          </Button>
        </Form>
      )}
      {ret.status === 'APPROVED' && <ReceiveForm ret={ret} busy={busy} />}
      {ret.status === 'RECEIVED' && (
        <Form method="post">
          <input type="hidden" name="intent" value="refund-ask" />
          <p>Refund due: {usd(ret.refund.total)}</p>
          <Button type="submit" variant="primary" className="mt-2" disabled={busy}>
            Refund…
          </Button>
        </Form>
      )}
      {(ret.status === 'REQUESTED' || ret.status === 'APPROVED') && <RejectForm busy={busy} />}
    </section>
  );
}

export function AdminReturnView({ ret, result }: { ret: Return; result: ReturnStepResult | null }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <div>
      <p className="mb-2">
        <Link to="/admin/returns" className={linkClass}>
          All returns
        </Link>
      </p>
      <h1 className="text-xl font-bold">Return {ret.returnNumber}</h1>
      <p className="text-sm text-gray-700" data-testid="admin-return-status">
        {RETURN_STATUS_TEXT[ret.status]}
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
          <Lines ret={ret} />
          <Details ret={ret} />
        </div>
        <Steps ret={ret} result={result} busy={busy} />
      </div>
    </div>
  );
}

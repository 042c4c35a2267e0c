import { Form, Link, useNavigation } from 'react-router';
import { ADMIN_CUSTOMER_ROLE_LABELS, ADMIN_CUSTOMER_ROLES, roleChoiceAllowed, type AdminCustomerRole } from '../../../../shared/admin-customers';
import { Button, buttonClass, linkClass } from '~/components/button';
import { selectClass } from '~/components/field';
import type { AdminCustomerQuery } from '~/gql/graphql';

type Customer = NonNullable<AdminCustomerQuery['v1']['admin']['customer']>;

export type CustomerStepConfirm = { step: 'lock' } | { step: 'reset' } | { step: 'role'; role: AdminCustomerRole };
export interface CustomerStepResult {
  notice: string | null;
  error: string | null;
  confirm: CustomerStepConfirm | null;
}

const box = 'rounded-md border border-gray-300 p-4';
const who = (c: Customer) => c.name || c.email || `customer ${c.id}`;

/** What a step is about to do, asked before it is done. */
function Confirm({ c, confirm, busy }: { c: Customer; confirm: CustomerStepConfirm; busy: boolean }) {
  const text =
    confirm.step === 'lock'
      ? `Lock sign-in for ${who(c)}? Their sessions end now and they cannot sign in until sign-in is unlocked.`
      : confirm.step === 'reset'
        ? `Mail a password reset link to ${c.email}? The link works for an hour; their password stays until they use it.`
        : `Make ${who(c)} ${ADMIN_CUSTOMER_ROLE_LABELS[confirm.role].toLowerCase()}? Their sessions end now; the new role applies when they sign in again.`;
  const button = confirm.step === 'lock' ? 'Lock sign-in' : confirm.step === 'reset' ? 'Send the reset link' : `Make ${ADMIN_CUSTOMER_ROLE_LABELS[confirm.role].toLowerCase()}`;
  return (
    <Form key={`confirm-${confirm.step}`} method="post" className={`${box} border-amber-500 bg-amber-50`} aria-labelledby="customer-confirm">
      <input type="hidden" name="intent" value={confirm.step} />
      {confirm.step === 'role' && <input type="hidden" name="role" value={confirm.role} />}
      <p id="customer-confirm" role="alert" className="font-semibold">
        {text}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button type="submit" variant={confirm.step === 'lock' ? 'danger' : 'primary'} disabled={busy} autoFocus>
          {button}
        </Button>
        <Link to={`/admin/customers/${c.id}`} className={`${linkClass} self-center`}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}

function SecurityActions({ c, busy }: { c: Customer; busy: boolean }) {
  return (
    <div>
      <h3 className="mb-2 font-bold">Sign-in and security</h3>
      <div className="flex flex-wrap gap-3">
        {c.signInLocked ? (
          <Form method="post">
            <input type="hidden" name="intent" value="unlock" />
            <Button type="submit" variant="primary" disabled={busy}>
              Unlock sign-in
            </Button>
          </Form>
        ) : (
          <Form method="post">
            <input type="hidden" name="intent" value="lock-ask" />
            <Button type="submit" variant="outline" disabled={busy}>
              Lock sign-in…
            </Button>
          </Form>
        )}
        {c.email && (
          <Form method="post">
            <input type="hidden" name="intent" value="reset-ask" />
            <Button type="submit" variant="outline" disabled={busy}>
              Send password reset…
            </Button>
          </Form>
        )}
        {c.role !== 'ADMINISTRATOR' && (
          // The audited flow of /admin/impersonate: the browser swaps to the customer's session, then goes home.
          <a href={`/admin/impersonate/${c.id}`} className={buttonClass({ variant: 'outline' })}>
            Act as this customer
          </a>
        )}
      </div>
    </div>
  );
}

function RoleForm({ c, self, busy }: { c: Customer; self: boolean; busy: boolean }) {
  const current = c.role as AdminCustomerRole;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="role-ask" />
      <h3 className="mb-2 font-bold">Staff role</h3>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <label className="sm:w-64">
          <span className="mb-1 block">Role</span>
          <select name="role" defaultValue={current} className={selectClass}>
            {ADMIN_CUSTOMER_ROLES.map((r) => (
              <option key={r} value={r} disabled={!roleChoiceAllowed({ self, current, role: r })}>
                {ADMIN_CUSTOMER_ROLE_LABELS[r]}
                {r === 'STAFF' ? ' (orders, returns, quotes, reviews, messages, customers)' : r === 'ADMINISTRATOR' ? ' (everything)' : ''}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="outline" disabled={busy}>
          Change role…
        </Button>
      </div>
      {self && current === 'ADMINISTRATOR' && <p className="mt-2 text-sm text-gray-700">You cannot remove your own administrator role: another administrator can.</p>}
    </Form>
  );
}

/**
 * The administrators' controls on a customer: lock or unlock sign-in, mail a password reset, act as
 * them, and (with 'staff') their role. Staff without those permissions see none of them. Steps that
 * cannot be taken back ask first; each answer says what changed.
 */
export function AdminCustomerSecurity({ customer: c, can, self, result }: { customer: Customer; can: { security: boolean; staff: boolean }; self: boolean; result: CustomerStepResult | null }) {
  const busy = useNavigation().state !== 'idle';
  const security = can.security && !c.isGuest && !self;
  const role = can.staff && !c.isGuest;
  return (
    <>
      {result?.notice && (
        <p role="status" className="rounded-md border border-green-600 bg-green-50 p-3 font-semibold text-green-900">
          {result.notice}
        </p>
      )}
      {result?.error && (
        <p role="alert" className="rounded-md border border-red-600 bg-red-50 p-3 font-semibold text-red-900">
          {result.error}
        </p>
      )}
      {result?.confirm ? (
        <Confirm c={c} confirm={result.confirm} busy={busy} />
      ) : (
        (security || role) && (
          <section className={`${box} space-y-4`} aria-label="Account controls">
            {security && <SecurityActions c={c} busy={busy} />}
            {role && <RoleForm c={c} self={self} busy={busy} />}
          </section>
        )
      )}
    </>
  );
}

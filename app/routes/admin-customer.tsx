import { data } from 'react-router';
import { ADMIN_CUSTOMER_ROLE_LABELS, ADMIN_CUSTOMER_ROLES, type AdminCustomerRole } from '../../shared/admin-customers';
import { requireStaff } from '~/features/admin/admin-access.server';
import { adminCustomersServer } from '~/features/admin/admin-customers-api';
import type { CustomerStepResult } from '~/features/admin/components/admin-customer-security';
import { AdminCustomerView } from '~/features/admin/components/admin-customer-view';
import { userMessageOf } from '~/lib/errors';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/admin-customer';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const session = requireStaff(context, request, 'customers');
  const customer = /^\d{1,10}$/.test(params.customerId) ? await adminCustomersServer.one(context, params.customerId) : null;
  if (!customer) throw data(null, { status: 404 });
  return {
    customer,
    can: { security: session.staffPermissions.includes('customerSecurity'), staff: session.staffPermissions.includes('staff') },
    self: session.userInfo?.id === customer.id,
  };
}

const answer = (r: Partial<CustomerStepResult>): CustomerStepResult => ({ notice: null, error: null, confirm: null, ...r });
const isRole = (v: unknown): v is AdminCustomerRole => typeof v === 'string' && (ADMIN_CUSTOMER_ROLES as readonly string[]).includes(v);

/**
 * The administrators' steps as plain form posts (they work without scripts). Lock, the reset mail
 * and a role change take two posts: `*-ask` answers what is about to happen, the second does it.
 * Each step checks its own permission: customers' security or staff management.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  requireStaff(context, request, 'customers');
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const id = params.customerId;
  if (['lock-ask', 'lock', 'unlock', 'reset-ask', 'reset'].includes(intent)) requireStaff(context, request, 'customerSecurity');
  if (intent === 'role-ask' || intent === 'role') requireStaff(context, request, 'staff');
  const customer = /^\d{1,10}$/.test(id) ? await adminCustomersServer.one(context, id) : null;
  if (!customer) throw data(null, { status: 404 });
  const email = customer.email ?? 'the customer';
  try {
    if (intent === 'lock-ask') return answer({ confirm: { step: 'lock' } });
    if (intent === 'lock') {
      await adminCustomersServer.lock(context, id);
      return answer({ notice: `Sign-in locked: ${email} was signed out everywhere and cannot sign in until you unlock it.` });
    }
    if (intent === 'unlock') {
      await adminCustomersServer.unlock(context, id);
      return answer({ notice: `Sign-in unlocked: ${email} can sign in again.` });
    }
    if (intent === 'reset-ask') return answer({ confirm: { step: 'reset' } });
    if (intent === 'reset') {
      const sent = await adminCustomersServer.sendReset(context, id);
      return answer({
        notice: sent.mailed ? `A password reset link was mailed to ${email}.` : `A reset link went to ${email} a few minutes ago and still works, so no second mail was sent.`,
      });
    }
    if (intent === 'role-ask' || intent === 'role') {
      const role = form.get('role');
      if (!isRole(role)) return answer({ error: 'Choose customer, staff or administrator.' });
      if (role === customer.role) return answer({ notice: `Nothing changed: ${email} is already ${ADMIN_CUSTOMER_ROLE_LABELS[role].toLowerCase()}.` });
      if (intent === 'role-ask') return answer({ confirm: { step: 'role', role } });
      await adminCustomersServer.setRole(context, id, role);
      return answer({ notice: `${email} is now ${ADMIN_CUSTOMER_ROLE_LABELS[role].toLowerCase()}; they were signed out and the role applies at their next sign-in.` });
    }
    return answer({ error: 'That action is not known.' });
  } catch (err) {
    return answer({ error: userMessageOf(err) });
  }
}

export function meta(args: Route.MetaArgs) {
  const c = args.loaderData?.customer;
  return pageMeta(args, { title: c ? `${c.name || c.email || 'Customer'} | Admin` : 'Customer | Admin', noindex: true });
}

/** /admin/customers/{id}: a customer as staff see them, and the administrators' controls on the account. */
export default function AdminCustomerPage({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminCustomerView customer={loaderData.customer} can={loaderData.can} self={loaderData.self} result={actionData ?? null} />;
}

import { Link } from 'react-router';
import { ADMIN_CUSTOMER_ROLE_LABELS } from '../../../../shared/admin-customers';
import { linkClass } from '~/components/button';
import type { AdminCustomerQuery } from '~/gql/graphql';
import { ORDER_STATUS_LABELS, SHIPPING_LABELS, usd, utcText } from '../admin-labels';
import { AdminCustomerSecurity, type CustomerStepResult } from './admin-customer-security';

export type AdminCustomerData = NonNullable<AdminCustomerQuery['v1']['admin']['customer']>;

const box = 'rounded-md border border-gray-300 p-4';
const label = <K extends string>(labels: Record<K, string>, v: string) => (labels as Record<string, string>)[v] ?? v;
const RETURN_STATUS: Record<string, string> = { REQUESTED: 'Requested', APPROVED: 'Approved', REJECTED: 'Rejected', RECEIVED: 'Received', REFUNDED: 'Refunded' };
const MACHINE_STATUS: Record<string, string> = { IN_SERVICE: 'In service', NEEDS_REPAIR: 'Needs repair', DECOMMISSIONED: 'Decommissioned' };

function Details({ c }: { c: AdminCustomerData }) {
  const rows: Array<[string, string]> = [
    ['E-mail', c.email ?? '—'],
    ['Phone', c.phoneNumber || '—'],
    ['Role', label(ADMIN_CUSTOMER_ROLE_LABELS, c.role)],
    ['Joined', utcText(c.createdOnUtc)],
    ['Last signed in', c.lastSignInOnUtc ? utcText(c.lastSignInOnUtc) : 'Never'],
    ['Failed sign-ins', String(c.failedSignInAttempts)],
    ['Sign-in', c.signInLocked ? `Locked${c.signInLockedOnUtc ? ` since ${utcText(c.signInLockedOnUtc)}` : ''}` : c.isGuest ? 'Guest (no sign-in)' : 'Open'],
  ];
  return (
    <section className={box} aria-labelledby="customer-details">
      <h2 id="customer-details" className="mb-2 text-lg font-bold">
        Details
      </h2>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="font-semibold">{k}</dt>
            <dd className="break-all" data-testid={`customer-${k.toLowerCase().replace(/[^a-z]+/g, '-')}`}>
              {v}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Orders({ c }: { c: AdminCustomerData }) {
  const { nodes, totalCount } = c.orders;
  return (
    <section className={box} aria-labelledby="customer-orders">
      <h2 id="customer-orders" className="mb-2 text-lg font-bold">
        Orders ({totalCount})
      </h2>
      {nodes.length === 0 ? (
        <p>No orders.</p>
      ) : (
        <ul className="divide-y divide-gray-200">
          {nodes.map((o) => (
            <li key={o.id} className="flex flex-wrap justify-between gap-x-4 py-2" data-testid="admin-customer-order">
              <span>
                <Link to={`/admin/orders/${o.id}`} className={linkClass}>
                  {o.customOrderNumber}
                </Link>{' '}
                <span className="text-sm text-gray-700">{utcText(o.createdOnUtc)}</span>
              </span>
              <span className="text-sm">
                {label(ORDER_STATUS_LABELS, o.orderStatus)} · {label(SHIPPING_LABELS, o.shippingStatus)} · {o.itemCount} {o.itemCount === 1 ? 'part' : 'parts'} ·{' '}
                <span className="font-semibold">{usd(o.orderTotal)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {totalCount > nodes.length && <p className="mt-2 text-sm text-gray-700">The latest {nodes.length} of {totalCount} are shown.</p>}
    </section>
  );
}

function Returns({ c }: { c: AdminCustomerData }) {
  return (
    <section className={box} aria-labelledby="customer-returns">
      <h2 id="customer-returns" className="mb-2 text-lg font-bold">
        Returns ({c.returns.length})
      </h2>
      {c.returns.length === 0 ? (
        <p>No returns.</p>
      ) : (
        <ul className="divide-y divide-gray-200">
          {c.returns.map((r) => (
            <li key={r.id} className="flex flex-wrap justify-between gap-x-4 py-2">
              <Link to={`/admin/returns/${r.id}`} className={linkClass}>
                {r.returnNumber}
              </Link>
              <span className="text-sm">
                {RETURN_STATUS[r.status] ?? r.status} · {r.units} {r.units === 1 ? 'unit' : 'units'} · {utcText(r.createdOnUtc)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Fleet({ c }: { c: AdminCustomerData }) {
  return (
    <section className={box} aria-labelledby="customer-fleet">
      <h2 id="customer-fleet" className="mb-2 text-lg font-bold">
        Fleet ({c.machines.length})
      </h2>
      {c.machines.length === 0 ? (
        <p>No machines.</p>
      ) : (
        <ul className="divide-y divide-gray-200">
          {c.machines.map((m) => (
            <li key={m.id} className="py-2">
              <div className="font-semibold">
                {[m.year, m.machineModel?.manufacturer, m.machineModel?.name].filter(Boolean).join(' ') || 'A machine'}
                {m.name ? ` “${m.name}”` : ''}
              </div>
              <div className="text-sm text-gray-700">
                {[m.serialNumber && `Serial ${m.serialNumber}`, m.hours !== null && `${m.hours} hours`, MACHINE_STATUS[m.machineStatus] ?? m.machineStatus].filter(Boolean).join(' · ')}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Addresses({ c }: { c: AdminCustomerData }) {
  return (
    <section className={box} aria-labelledby="customer-addresses">
      <h2 id="customer-addresses" className="mb-2 text-lg font-bold">
        Addresses ({c.addresses.length})
      </h2>
      {c.addresses.length === 0 ? (
        <p>No saved addresses.</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {c.addresses.map((a, i) => (
            <li key={a.id ?? i} className="text-sm">
              <address className="not-italic">
                <div className="font-semibold">
                  {a.firstName} {a.lastName}
                  {a.isDefault ? <span className="ml-2 rounded bg-gray-200 px-1 text-xs font-normal">Default</span> : null}
                </div>
                {a.company && <div>{a.company}</div>}
                <div>{a.address1}</div>
                {a.address2 && <div>{a.address2}</div>}
                <div>
                  {a.city}
                  {a.stateProvince ? `, ${a.stateProvince.abbreviation}` : ''} {a.zipPostalCode}
                </div>
                {a.country && <div>{a.country.name}</div>}
                {a.phoneNumber && <div>{a.phoneNumber}</div>}
              </address>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /admin/customers/{id}: who the customer is, their orders, returns, fleet and addresses (never card data), and what the viewer's role lets them do. */
export function AdminCustomerView(props: { customer: AdminCustomerData; can: { security: boolean; staff: boolean }; self: boolean; result: CustomerStepResult | null }) {
  const c = props.customer;
  return (
    <div className="space-y-4">
      <div>
        <Link to="/admin/customers" className={linkClass}>
          All customers
        </Link>
        <h1 className="mt-2 text-xl font-bold">{c.name || c.email || (c.isGuest ? `Guest ${c.id}` : `Customer ${c.id}`)}</h1>
      </div>
      <AdminCustomerSecurity {...props} />
      <div className="grid gap-4 lg:grid-cols-2">
        <Details c={c} />
        <Addresses c={c} />
        <Orders c={c} />
        <Returns c={c} />
        <Fleet c={c} />
      </div>
    </div>
  );
}

import { Form, Link, useNavigation } from 'react-router';
import { ErrorLine, SavedNotice } from './account-page';
import { buttonClass, linkClass } from '~/components/button';
import { addressLine, type BookAddress } from '../api/account-addresses-api';

export function AddressText({ a }: { a: BookAddress }) {
  return (
    <>
      <span className="font-semibold">
        {a.firstName} {a.lastName}
      </span>
      {a.company && <span className="block">{a.company}</span>}
      <span className="block">{addressLine(a)}</span>
      {a.phoneNumber && <span className="block">Phone: {a.phoneNumber}</span>}
    </>
  );
}

/** The posted id of the address a form of this page is changing, while it is being posted. */
function usePostedId(): string | null {
  const nav = useNavigation();
  return nav.state === 'submitting' ? ((nav.formData?.get('id') as string | null) ?? null) : null;
}

/** /account/addressbook: every saved address, the default first; set the default (the page's action), edit, delete, add. */
export function AccountAddressBook({ addresses, notice, error }: { addresses: BookAddress[]; notice: string | null; error?: string }) {
  const busyId = usePostedId();
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p>The default address is where checkout ships unless you choose another.</p>
        <Link to="/account/addressbook/0/add" className={buttonClass({ variant: 'primary' })}>
          Add an address
        </Link>
      </div>
      <SavedNotice text={notice} />
      <ErrorLine error={error} />
      {addresses.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-400 p-6 text-center">Your address book is empty. Add the address you want parts shipped to.</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Addresses">
          {addresses.map((a) => (
            <li key={a.id} className="flex min-w-0 flex-col rounded-lg border border-gray-300 p-4" data-testid="address-card">
              {a.isDefault && <span className="mb-2 self-start rounded bg-brand-100 px-2 py-0.5 text-sm font-bold">Default</span>}
              <p className="flex-1 break-words">
                <AddressText a={a} />
              </p>
              <div className="mt-3 flex flex-wrap gap-x-4 gap-y-2">
                <Link to={`/account/addressbook/${a.id}`} className={linkClass} aria-label={`Edit the address ${a.address1}`}>
                  Edit
                </Link>
                <Link to={`/account/addressbook/${a.id}/delete`} className={linkClass} aria-label={`Delete the address ${a.address1}`}>
                  Delete
                </Link>
                {!a.isDefault && (
                  <Form method="post" className="contents">
                    <input type="hidden" name="id" value={a.id ?? ''} />
                    <button type="submit" name="intent" value="default" disabled={busyId !== null} className={linkClass} aria-label={`Make ${a.address1} the default address`}>
                      {busyId === a.id ? 'Saving…' : 'Make default'}
                    </button>
                  </Form>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** What an address page shows for an id that is not in the customer's book. */
export function AddressNotFound() {
  return (
    <div className="space-y-3">
      <p role="alert">This address is not in your address book.</p>
      <Link to="/account/addressbook" className={linkClass}>
        Back to your address book
      </Link>
    </div>
  );
}

/** /account/addressbook/{id}/delete: asks before deleting; the page's action deletes. */
export function AccountAddressDelete({ address: a, error }: { address: BookAddress | null; error?: string }) {
  const busy = useNavigation().state === 'submitting';
  if (!a) return <AddressNotFound />;
  return (
    <section aria-labelledby="confirm-delete" className="max-w-xl space-y-4 rounded-lg border border-gray-300 p-5">
      <h2 id="confirm-delete" className="text-lg font-bold">
        Delete this address?
      </h2>
      <p className="break-words">
        <AddressText a={a} />
      </p>
      <p className="text-sm text-ink-700">Orders already placed keep their copy of it.{a.isDefault ? ' Your oldest other address becomes the default.' : ''}</p>
      <ErrorLine error={error} />
      <Form method="post" className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="delete" disabled={busy} className={buttonClass({ variant: 'danger' })}>
          {busy ? 'Deleting…' : 'Delete address'}
        </button>
        <Link to="/account/addressbook" className={buttonClass({ variant: 'secondary' })}>
          Keep it
        </Link>
      </Form>
    </section>
  );
}

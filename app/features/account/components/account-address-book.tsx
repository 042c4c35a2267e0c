import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { LoadedView, SavedNotice, errorText, useAccountData, useConfirmedDelete } from './account-page';
import { buttonClass, linkClass } from '~/components/button';
import { addressApi, addressLine, fetchAddressBook, type BookAddress } from '../api/account-addresses-api';

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

/** /account/addressbook: every saved address, the default first; set the default, edit, delete, add. */
export function AccountAddressBook() {
  const { state: navState } = useLocation() as { state: { saved?: string } | null };
  const [state, reload] = useAccountData(fetchAddressBook, 'Your address book could not be loaded.');
  const [busyId, setBusyId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(navState?.saved ?? null);
  const [error, setError] = useState<string | null>(null);

  const makeDefault = async (a: BookAddress) => {
    setBusyId(a.id);
    setError(null);
    try {
      await addressApi.setDefault(a.id!);
      await reload();
      setNotice(`${a.firstName} ${a.lastName}, ${a.address1} is now your default address.`);
    } catch (err) {
      setError(errorText(err, 'The default address could not be changed.'));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p>The default address is where checkout ships unless you choose another.</p>
        <Link to="/account/addressbook/0/add" className={buttonClass({ variant: 'primary' })}>
          Add an address
        </Link>
      </div>
      <SavedNotice text={notice} />
      {error && (
        <p role="alert" className="font-semibold text-red-700">
          {error}
        </p>
      )}
      <LoadedView state={state} what="your addresses" retry={() => void reload()}>
        {(addresses) =>
          addresses.length === 0 ? (
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
                      <button type="button" onClick={() => void makeDefault(a)} disabled={busyId !== null} className={linkClass} aria-label={`Make ${a.address1} the default address`}>
                        {busyId === a.id ? 'Saving…' : 'Make default'}
                      </button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </LoadedView>
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

/** /account/addressbook/{id}/delete: asks before deleting. */
export function AccountAddressDelete({ id }: { id: string }) {
  const [state, reload] = useAccountData(fetchAddressBook, 'Your address book could not be loaded.');
  const { busy, error, confirm: remove } = useConfirmedDelete(() => addressApi.remove(id), '/account/addressbook', 'The address was deleted.', 'The address could not be deleted.');
  return (
    <LoadedView state={state} what="the address" retry={() => void reload()}>
      {(addresses) => {
        const a = addresses.find((x) => x.id === id);
        if (!a) return <AddressNotFound />;
        return (
          <section aria-labelledby="confirm-delete" className="max-w-xl space-y-4 rounded-lg border border-gray-300 p-5">
            <h2 id="confirm-delete" className="text-lg font-bold">
              Delete this address?
            </h2>
            <p className="break-words">
              <AddressText a={a} />
            </p>
            <p className="text-sm text-ink-700">
              Orders already placed keep their copy of it.{a.isDefault ? ' Your oldest other address becomes the default.' : ''}
            </p>
            {error && (
              <p role="alert" className="font-semibold text-red-700">
                {error}
              </p>
            )}
            <div className="flex flex-wrap gap-3">
              <button type="button" onClick={() => void remove()} disabled={busy} className={buttonClass({ variant: 'danger' })}>
                {busy ? 'Deleting…' : 'Delete address'}
              </button>
              <Link to="/account/addressbook" className={buttonClass({ variant: 'secondary' })}>
                Keep it
              </Link>
            </div>
          </section>
        );
      }}
    </LoadedView>
  );
}

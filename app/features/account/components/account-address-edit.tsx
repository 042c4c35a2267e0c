import { getFormProps } from '@conform-to/react';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { addressSchema } from '../../../../shared/address-schema';
import { AddressNotFound } from './account-address-book';
import { LoadedView, errorText, useAccountData } from './account-page';
import { useSchemaForm } from '~/lib/schema-form';
import { Button, buttonClass } from '~/components/button';
import type { Country } from '~/lib/reference-data';
import { addressApi, addressFieldsOf, fetchAddressBook, type BookAddress } from '../api/account-addresses-api';
import { AddressFieldset, addressDefault, addressFieldsFromSnapshot, type AddressFormValue } from './account-address-fieldset';

function AddressForm({ countries, existing }: { countries: Country[]; existing: BookAddress | null }) {
  const navigate = useNavigate();
  // The address book asks for the same fields as checkout; phone and company stay optional.
  const schema = useMemo(() => z.object({ address: addressSchema(countries) }), [countries]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [form, fields] = useSchemaForm<{ address: AddressFormValue }, typeof schema>(schema, {
    defaultValue: { address: addressDefault(countries, existing ? addressFieldsOf(existing) : undefined) },
    onValid: async ({ address }) => {
      setBusy(true);
      setError(null);
      try {
        const value = addressFieldsFromSnapshot(address);
        if (existing) await addressApi.edit(existing.id!, value);
        else await addressApi.add(value);
        navigate('/account/addressbook', { state: { saved: existing ? 'The address was saved.' : 'The address was added.' } });
      } catch (err) {
        setError(errorText(err, 'The address could not be saved.'));
        setBusy(false);
      }
    },
  });
  return (
    <form {...getFormProps(form)} className="max-w-2xl space-y-4">
      <AddressFieldset legend={existing ? 'Address' : 'New address'} fields={fields.address.getFieldset()} countries={countries} section="shipping" phoneOptional />
      {existing && <p className="text-sm text-ink-700">Orders already placed keep the address they were shipped to.</p>}
      {error && (
        <p role="alert" className="font-semibold text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button variant="primary" type="submit" disabled={busy}>
          {busy ? 'Saving…' : existing ? 'Save address' : 'Add address'}
        </Button>
        <Link to="/account/addressbook" className={buttonClass({ variant: 'secondary' })}>
          Cancel
        </Link>
      </div>
    </form>
  );
}

/** /account/addressbook/{id} and /0/add. */
export default function AccountAddressEdit({ id, countries }: { id: string | null; countries: Country[] }) {
  const [state, reload] = useAccountData(fetchAddressBook, 'Your address book could not be loaded.');
  if (id === null) return <AddressForm countries={countries} existing={null} />;
  return (
    <LoadedView state={state} what="the address" retry={() => void reload()}>
      {(addresses) => {
        const a = addresses.find((x) => x.id === id);
        return a ? <AddressForm countries={countries} existing={a} /> : <AddressNotFound />;
      }}
    </LoadedView>
  );
}



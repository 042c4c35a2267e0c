import { getFormProps } from '@conform-to/react';
import { useMemo, useState } from 'react';
import { ErrorNotice, type Failure } from '~/components/error-notice';
import { useSchemaForm } from '~/lib/schema-form';
import { Button } from '~/components/button';
import type { Country } from '~/lib/reference-data';
import { addressApi, addressFieldsOf, type SavedAddress } from '~/features/account/api/account-addresses-api';
import { AddressFieldset, addressDefault, addressFieldsFromSnapshot, addressFormSchema, type AddressFormValue } from '~/features/account/components/account-address-fieldset';

/** shipping/add and shipping/edit/{id}: one address of the address book. */
export function ShippingEditStep({ countries, existing, missing, onSaved }: { countries: Country[]; existing: SavedAddress | null; missing: boolean; onSaved: (a: SavedAddress) => Promise<void> }) {
  const schema = useMemo(() => addressFormSchema(countries), [countries]);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const [form, fields] = useSchemaForm<{ address: AddressFormValue }, typeof schema>(schema, {
    defaultValue: { address: addressDefault(countries, existing ? addressFieldsOf(existing) : undefined) },
    onValid: ({ address }) => save(addressFieldsFromSnapshot(address)),
  });

  async function save(value: ReturnType<typeof addressFieldsFromSnapshot>) {
    setBusy(true);
    setFailure(null);
    try {
      const saved = existing ? await addressApi.edit(existing.id, value) : await addressApi.add(value);
      await onSaved(saved);
    } catch (err) {
      setFailure({ error: err, action: 'The address could not be saved.', onRetry: () => save(value) });
    } finally {
      setBusy(false);
    }
  }
  if (missing) return <p role="alert">That address is not in your address book.</p>;
  return (
    <form {...getFormProps(form)} className="space-y-4">
      <AddressFieldset legend={existing ? 'Edit shipping address' : 'New shipping address'} fields={fields.address.getFieldset()} countries={countries} section="shipping" />
      {failure && <ErrorNotice {...failure} className="text-base font-semibold" />}
      <Button variant="primary" type="submit" disabled={busy}>
        {busy ? 'Saving…' : 'Save address'}
      </Button>
    </form>
  );
}

import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { useMemo } from 'react';
import { Form, Link } from 'react-router';
import { Button, buttonClass } from '~/components/button';
import type { Country } from '~/lib/reference-data';
import { useActionForm, useSubmitting } from '../account-form';
import { addressFieldsOf, type BookAddress } from '../api/account-addresses-api';
import { addressBookSchema } from '../account-address-rules';
import { AddressNotFound } from './account-address-book';
import { AddressFieldset, addressDefault, type AddressFormValue } from './account-address-fieldset';
import { ErrorLine } from './account-page';

function AddressForm({ countries, existing, lastResult }: { countries: Country[]; existing: BookAddress | null; lastResult: SubmissionResult<string[]> | null }) {
  const schema = useMemo(() => addressBookSchema(countries), [countries]);
  const [form, fields] = useActionForm<{ address: AddressFormValue }, typeof schema>(schema, {
    defaultValue: { address: addressDefault(countries, existing ? addressFieldsOf(existing) : undefined) },
    lastResult,
  });
  const busy = useSubmitting();
  return (
    <Form method="post" {...getFormProps(form)} className="max-w-2xl space-y-4">
      <AddressFieldset legend={existing ? 'Address' : 'New address'} fields={fields.address.getFieldset()} countries={countries} section="shipping" phoneOptional />
      {existing && <p className="text-sm text-ink-700">Orders already placed keep the address they were shipped to.</p>}
      <ErrorLine error={form.errors?.[0]} />
      <div className="flex flex-wrap gap-3">
        <Button variant="primary" type="submit" disabled={busy}>
          {busy ? 'Saving…' : existing ? 'Save address' : 'Add address'}
        </Button>
        <Link to="/account/addressbook" className={buttonClass({ variant: 'secondary' })}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}

/** /account/addressbook/{id} and /0/add: the form posts to the page's action, which checks it with the same rules. */
export function AccountAddressEdit({
  countries,
  existing,
  adding,
  lastResult,
}: {
  countries: Country[];
  existing: BookAddress | null;
  adding: boolean;
  lastResult: SubmissionResult<string[]> | null;
}) {
  if (!adding && !existing) return <AddressNotFound />;
  return <AddressForm countries={countries} existing={existing} lastResult={lastResult} />;
}

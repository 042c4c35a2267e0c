import { accountReads, accountWrites } from '~/features/account/account-data.server';
import { addressBookSchema } from '~/features/account/account-address-rules';
import { loadAccountPage, requireCustomer, saveForm } from '~/features/account/account-loader.server';
import { AccountAddressEdit } from '~/features/account/components/account-address-edit';
import { addressFieldsFromSnapshot } from '~/features/account/components/account-address-fieldset';
import { AccountPage } from '~/features/account/components/account-page';
import { pageMeta } from '~/lib/meta';
import { loadCountries } from '~/lib/reference-data';
import type { Route } from './+types/account-addressbook-edit';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const id = params.id ?? null;
  return loadAccountPage(context, request, async () => {
    const [countries, addresses] = await Promise.all([loadCountries(context), id === null ? [] : accountReads.addressBook(context)]);
    return { countries, existing: addresses.find((a) => a.id === id) ?? null };
  });
}

/** Adds the posted address, or saves the one of this page; the rules are the form's. */
export async function action({ context, request, params }: Route.ActionArgs) {
  requireCustomer(context, request);
  const id = params.id ?? null;
  const countries = await loadCountries(context);
  return saveForm(
    await request.formData(),
    addressBookSchema(countries),
    ({ address }) => {
      const value = addressFieldsFromSnapshot(address);
      return id === null ? accountWrites.addAddress(context, value) : accountWrites.editAddress(context, id, value);
    },
    { back: '/account/addressbook', done: id === null ? 'The address was added.' : 'The address was saved.', failure: 'The address could not be saved.' },
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: args.params.id ? 'Edit Address' : 'Add an Address', noindex: true });
}

/** /account/addressbook/{id} and /account/addressbook/0/add. */
export default function AccountAddressEditPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const id = params.id ?? null;
  return (
    <AccountPage title={id ? 'Edit Address' : 'Add an Address'} parent={{ to: '/account/addressbook', label: 'Address Book' }} account={loaderData}>
      {({ countries, existing }) => (
        <AccountAddressEdit key={id ?? 'new'} countries={countries} existing={existing} adding={id === null} lastResult={actionData && 'result' in actionData ? actionData.result : null} />
      )}
    </AccountPage>
  );
}

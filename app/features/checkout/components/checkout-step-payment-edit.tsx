import { getFormProps } from '@conform-to/react';
import { useMemo, useState } from 'react';
import type { Country } from '~/features/cart/components/cart-page';
import { addressFieldsOf, paymentMethodApi, type CheckoutAccount, type PaymentMethod } from '../api/checkout-api';
import { AddressFieldset, addressDefault, addressFieldsFromSnapshot, addressFormSchema, type AddressFormValue } from './checkout-address-form';
import { CardFields, useCardFields } from './checkout-card-fields';
import { useCheckoutForm } from './checkout-form';
import { errorText, paymentLine, primary } from './checkout-ui';

/** payment/add and payment/edit/{id}: a saved card and its billing address. */
export function PaymentEditStep({
  countries,
  setup,
  existing,
  missing,
  onSaved,
}: {
  countries: Country[];
  setup: CheckoutAccount['setup'] | null;
  existing: PaymentMethod | null;
  missing: boolean;
  onSaved: (m: PaymentMethod) => Promise<void>;
}) {
  const schema = useMemo(() => addressFormSchema(countries), [countries]);
  const [replaceCard, setReplaceCard] = useState(!existing);
  const fields = useCardFields(replaceCard ? setup : null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [form, formFields] = useCheckoutForm<{ address: AddressFormValue }, typeof schema>(schema, {
    defaultValue: { address: addressDefault(countries, existing?.address ? addressFieldsOf(existing.address) : undefined) },
    onValid: async ({ address }) => {
      setBusy(true);
      setError(null);
      try {
        const value = addressFieldsFromSnapshot(address);
        const card = replaceCard ? await fields.tokenize() : null;
        const saved = existing
          ? await paymentMethodApi.edit(existing.id, { address: value, nonce: card?.nonce ?? null })
          : await paymentMethodApi.add({ address: value, nonce: card!.nonce, deviceData: card?.deviceData });
        await onSaved(saved);
      } catch (err) {
        setError(errorText(err, 'The payment method could not be saved.'));
      } finally {
        setBusy(false);
      }
    },
  });
  if (missing) return <p role="alert">That payment method is not among yours.</p>;
  return (
    <form {...getFormProps(form)} className="space-y-4">
      <h2 className="text-xl font-bold">{existing ? 'Edit payment method' : 'Add a card'}</h2>
      {existing && !replaceCard && (
        <p>
          {paymentLine(existing)}{' '}
          <button type="button" onClick={() => setReplaceCard(true)} className="ml-2 text-sm font-semibold text-blue-800 underline">
            Replace the card
          </button>
        </p>
      )}
      {replaceCard && (setup ? <CardFields setup={setup} fields={fields} /> : <p role="status">Loading the payment fields…</p>)}
      <AddressFieldset legend="Billing address" fields={formFields.address.getFieldset()} countries={countries} section="billing" />
      {error && (
        <p role="alert" className="font-semibold text-red-700">
          {error}
        </p>
      )}
      <button type="submit" disabled={busy} className={primary}>
        {busy ? 'Saving…' : 'Save payment method'}
      </button>
    </form>
  );
}

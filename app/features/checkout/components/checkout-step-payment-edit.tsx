import { getFormProps } from "@conform-to/react";
import { useMemo, useState } from "react";
import type { CheckoutAccount } from "../api/checkout-api";
import { CardFields, useCardFields } from "./checkout-card-fields";
import { ErrorNotice, type Failure } from "~/components/error-notice";
import { useSchemaForm } from "~/lib/schema-form";
import { buttonClass } from "~/components/button";
import type { Country } from "~/lib/reference-data";
import { addressFieldsOf } from "~/features/account/api/account-addresses-api";
import { paymentMethodApi, type PaymentMethod, paymentLine } from "~/features/account/api/account-payment-methods-api";
import { AddressFieldset, addressDefault, addressFieldsFromSnapshot, addressFormSchema, type AddressFormValue } from "~/features/account/components/account-address-fieldset";

/** payment/add and payment/edit/{id}: a saved card and its billing address. */
export function PaymentEditStep({
  countries,
  setup,
  existing,
  missing,
  onSaved,
}: {
  countries: Country[];
  setup: CheckoutAccount["setup"] | null;
  existing: PaymentMethod | null;
  missing: boolean;
  onSaved: (m: PaymentMethod) => Promise<void>;
}) {
  const schema = useMemo(() => addressFormSchema(countries), [countries]);
  const [replaceCard, setReplaceCard] = useState(!existing);
  const fields = useCardFields(replaceCard ? setup : null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const [form, formFields] = useSchemaForm<
    { address: AddressFormValue },
    typeof schema
  >(schema, {
    defaultValue: {
      address: addressDefault(
        countries,
        existing?.address ? addressFieldsOf(existing.address) : undefined,
      ),
    },
    onValid: ({ address }) => save(addressFieldsFromSnapshot(address)),
  });

  async function save(value: ReturnType<typeof addressFieldsFromSnapshot>) {
    setBusy(true);
    setFailure(null);
    try {
      const card = replaceCard ? await fields.tokenize() : null;
      const saved = existing
        ? await paymentMethodApi.edit(existing.id, {
            address: value,
            nonce: card?.nonce ?? null,
          })
        : await paymentMethodApi.add({
            address: value,
            nonce: card!.nonce,
            deviceData: card?.deviceData,
          });
      await onSaved(saved);
    } catch (err) {
      setFailure({
        error: err,
        action: "The payment method could not be saved.",
        onRetry: () => save(value),
      });
    } finally {
      setBusy(false);
    }
  }
  if (missing)
    return <p role="alert">That payment method is not among yours.</p>;
  return (
    <form {...getFormProps(form)} className="space-y-4">
      <h2 className="text-xl font-bold">
        {existing ? "Edit payment method" : "Add a card"}
      </h2>
      {existing && !replaceCard && (
        <p>
          {paymentLine(existing)}{" "}
          <button
            type="button"
            onClick={() => setReplaceCard(true)}
            className="ml-2 text-sm font-semibold text-blue-800 underline"
          >
            Replace the card
          </button>
        </p>
      )}
      {replaceCard &&
        (setup ? (
          <CardFields setup={setup} fields={fields} />
        ) : (
          <p role="status">Loading the payment fields…</p>
        ))}
      <AddressFieldset
        legend="Billing address"
        fields={formFields.address.getFieldset()}
        countries={countries}
        section="billing"
      />
      {failure && (
        <ErrorNotice {...failure} className="text-base font-semibold" />
      )}
      <button type="submit" disabled={busy} className={buttonClass({ variant: 'primary' })}>
        {busy ? "Saving…" : "Save payment method"}
      </button>
    </form>
  );
}

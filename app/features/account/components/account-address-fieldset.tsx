import { getInputProps, getSelectProps, type FieldMetadata } from '@conform-to/react';
import { useState } from 'react';
import { z } from 'zod';
import type { AddressFormFields, AddressSnapshot } from '../../../../shared/address';
import { addressSchema } from '../../../../shared/address-schema';
import { Field, FieldError, selectClass } from '~/components/field';
import { CountryOptions, ProvinceOptions, provincesOf } from '~/components/place-options';
import type { Country } from '~/lib/reference-data';
import { emptyAddress, type AddressFields } from '../api/account-addresses-api';

/** The address fields as the form holds them (strings, as posted). */
export type AddressFormValue = Omit<AddressFields, 'email'>;
type AddressFieldMetas<Form extends Record<string, unknown>> = { [K in keyof AddressFormValue]: FieldMetadata<string, Form, string[]> };

/** The place shipping and tax are estimated for. */
export type Place = Pick<AddressFormFields, 'countryId' | 'stateProvinceId' | 'zipPostalCode'>;

/** A form with one address under `address`, checked by the shared rules with the fields our forms ask for. */
export function addressFormSchema(countries: Country[]) {
  return z.object({ address: addressSchema(countries, { formFields: true }) });
}

/** A new address in the store's home country, or the given one. */
export function addressDefault(countries: Country[], from?: Partial<AddressFields>): AddressFormValue {
  const { email: _email, ...empty } = emptyAddress();
  const us = countries.find((c) => c.twoLetterIsoCode === 'US');
  return { ...empty, countryId: us?.id ?? '', ...from };
}

/** The form's parsed address as the API functions take it. */
export function addressFieldsFromSnapshot(a: AddressSnapshot): AddressFields {
  return { ...a, countryId: String(a.countryId), stateProvinceId: a.stateProvinceId === null ? '' : String(a.stateProvinceId) };
}

/**
 * An address with autofill attributes. By default it shows 8 fields (name, street, city, country,
 * state, ZIP, phone); company and a second address line open on request. Each field's error shows
 * under it, and the field points to it (`aria-invalid`, `aria-describedby`).
 */
export function AddressFieldset<Form extends Record<string, unknown>>({
  legend,
  fields,
  countries,
  section,
  onPlaceChange,
  phoneOptional,
}: {
  legend: string;
  fields: AddressFieldMetas<Form>;
  countries: Country[];
  /** The autofill section ("shipping" or "billing"). */
  section: 'shipping' | 'billing';
  /** Called when country, state or ZIP settle, so shipping and tax can be estimated. */
  onPlaceChange?: (place: Place) => void;
  /** The address book takes addresses without a phone number. */
  phoneOptional?: boolean;
}) {
  const [more, setMore] = useState(Boolean(fields.company.initialValue || fields.address2.initialValue));
  const ac = (token: string) => `section-${section} ${section} ${token}`;
  const countryId = fields.countryId.value ?? '';
  const provinces = provincesOf(countries, countryId);
  const placeOf = (form: HTMLFormElement | null, over: Partial<Place>): Place => {
    const data = form ? new FormData(form) : null;
    const read = (name: string) => String(data?.get(name) ?? '');
    return { countryId: read(fields.countryId.name), stateProvinceId: read(fields.stateProvinceId.name), zipPostalCode: read(fields.zipPostalCode.name).trim(), ...over };
  };
  const field = (k: keyof AddressFormValue, label: string, token: string, opts: { required?: boolean; type?: 'text' | 'tel'; wide?: boolean; max?: number } = {}) => {
    const meta = fields[k];
    // Conform's aria-describedby names the error, which Field names itself.
    const { key, 'aria-describedby': _described, ...props } = getInputProps(meta, { type: opts.type ?? 'text' });
    return (
      <Field
        key={key}
        {...props}
        id={meta.id}
        label={
          <>
            {label}
            {opts.required === false && <span className="font-normal text-ink-700"> (optional)</span>}
          </>
        }
        error={meta.errors?.[0]}
        required={opts.required !== false}
        autoComplete={ac(token)}
        maxLength={opts.max ?? 100}
        onBlur={k === 'zipPostalCode' ? (e) => onPlaceChange?.(placeOf(e.currentTarget.form, {})) : undefined}
        className={opts.wide ? 'sm:col-span-2' : ''}
      />
    );
  };
  const { key: countryKey, ...countryProps } = getSelectProps(fields.countryId);
  const { key: stateKey, ...stateProps } = getSelectProps(fields.stateProvinceId);
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-bold">{legend}</legend>
      {field('firstName', 'First name', 'given-name')}
      {field('lastName', 'Last name', 'family-name')}
      {field('address1', 'Street address', 'address-line1', { wide: true, max: 200 })}
      {more ? (
        <>
          {field('address2', 'Apartment, suite, unit', 'address-line2', { required: false, wide: true, max: 200 })}
          {field('company', 'Company', 'organization', { required: false, wide: true })}
        </>
      ) : (
        <p className="sm:col-span-2">
          <button type="button" onClick={() => setMore(true)} className="text-sm font-semibold text-blue-800 underline">
            Add apartment, suite or company
          </button>
        </p>
      )}
      {field('city', 'City', 'address-level2')}
      <div>
        <label htmlFor={fields.countryId.id} className="block text-sm font-semibold">
          Country
        </label>
        <select
          key={countryKey}
          {...countryProps}
          required
          autoComplete={ac('country')}
          onChange={(e) => onPlaceChange?.(placeOf(e.currentTarget.form, { countryId: e.currentTarget.value, stateProvinceId: '' }))}
          className={selectClass}
        >
          <CountryOptions countries={countries} />
        </select>
        <FieldError meta={fields.countryId} />
      </div>
      {provinces.length > 0 && (
        <div>
          <label htmlFor={fields.stateProvinceId.id} className="block text-sm font-semibold">
            State / province
          </label>
          {/* A new country starts with no state chosen: the list is a new element. */}
          <select
            key={`${stateKey ?? ''}-${countryId}`}
            {...stateProps}
            required
            autoComplete={ac('address-level1')}
            onChange={(e) => onPlaceChange?.(placeOf(e.currentTarget.form, { stateProvinceId: e.currentTarget.value }))}
            className={selectClass}
          >
            <ProvinceOptions provinces={provinces} none="Choose" />
          </select>
          <FieldError meta={fields.stateProvinceId} />
        </div>
      )}
      {field('zipPostalCode', 'ZIP / postal code', 'postal-code', { max: 20 })}
      {field('phoneNumber', 'Phone', 'tel', { type: 'tel', max: 30, required: !phoneOptional })}
    </fieldset>
  );
}

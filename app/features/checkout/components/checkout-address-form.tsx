import { useId, useState } from 'react';
import type { Country } from '~/features/cart/components/cart-page';
import type { AddressFields } from '../api/checkout-api';

const input = 'h-11 w-full rounded-md border border-gray-400 px-3 text-base';

/**
 * An address with autofill attributes. By default it shows 8 fields (name, street, city, country,
 * state, ZIP, phone); company and a second address line open on request.
 */
export function AddressFieldset({
  legend,
  value,
  onChange,
  countries,
  section,
  onPlaceChange,
}: {
  legend: string;
  value: AddressFields;
  onChange: (next: AddressFields) => void;
  countries: Country[];
  /** The autofill section ("shipping" or "billing"). */
  section: 'shipping' | 'billing';
  /** Called when country, state or ZIP settle, so shipping and tax can be estimated. */
  onPlaceChange?: (next: AddressFields) => void;
}) {
  const id = useId();
  const [more, setMore] = useState(Boolean(value.company || value.address2));
  const set = (k: keyof AddressFields) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onChange({ ...value, [k]: e.target.value });
  const ac = (token: string) => `section-${section} ${section} ${token}`;
  const provinces = countries.find((c) => c.id === value.countryId)?.stateProvinces ?? [];
  const field = (k: keyof AddressFields, label: string, token: string, opts: { required?: boolean; type?: string; wide?: boolean; max?: number } = {}) => (
    <div className={opts.wide ? 'sm:col-span-2' : ''}>
      <label htmlFor={`${id}-${k}`} className="block text-sm font-semibold">
        {label}
        {opts.required === false && <span className="font-normal text-ink-700"> (optional)</span>}
      </label>
      <input
        id={`${id}-${k}`}
        name={k}
        type={opts.type ?? 'text'}
        required={opts.required !== false}
        autoComplete={ac(token)}
        maxLength={opts.max ?? 100}
        value={value[k]}
        onChange={set(k)}
        onBlur={k === 'zipPostalCode' ? () => onPlaceChange?.(value) : undefined}
        className={input}
      />
    </div>
  );
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
        <label htmlFor={`${id}-country`} className="block text-sm font-semibold">
          Country
        </label>
        <select
          id={`${id}-country`}
          name="countryId"
          required
          autoComplete={ac('country')}
          value={value.countryId}
          onChange={(e) => {
            const next = { ...value, countryId: e.target.value, stateProvinceId: '' };
            onChange(next);
            onPlaceChange?.(next);
          }}
          className={`${input} bg-white`}
        >
          <option value="">Choose a country</option>
          {countries.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      {provinces.length > 0 && (
        <div>
          <label htmlFor={`${id}-state`} className="block text-sm font-semibold">
            State / province
          </label>
          <select
            id={`${id}-state`}
            name="stateProvinceId"
            required
            autoComplete={ac('address-level1')}
            value={value.stateProvinceId}
            onChange={(e) => {
              const next = { ...value, stateProvinceId: e.target.value };
              onChange(next);
              onPlaceChange?.(next);
            }}
            className={`${input} bg-white`}
          >
            <option value="">Choose</option>
            {provinces.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {field('zipPostalCode', 'ZIP / postal code', 'postal-code', { max: 20 })}
      {field('phoneNumber', 'Phone', 'tel', { type: 'tel', max: 30 })}
    </fieldset>
  );
}

/** Whether the address has what the server requires, so the page can say so before sending. */
export function addressProblem(a: AddressFields, countries: Country[]): string | null {
  if (!a.firstName.trim()) return 'Enter a first name.';
  if (!a.lastName.trim()) return 'Enter a last name.';
  if (!a.address1.trim()) return 'Enter a street address.';
  if (!a.city.trim()) return 'Enter a city.';
  if (!a.countryId) return 'Choose a country.';
  const provinces = countries.find((c) => c.id === a.countryId)?.stateProvinces ?? [];
  if (provinces.length > 0 && !a.stateProvinceId) return 'Choose a state or province.';
  if (!a.zipPostalCode.trim()) return 'Enter a ZIP or postal code.';
  if (!a.phoneNumber.trim()) return 'Enter a phone number.';
  return null;
}

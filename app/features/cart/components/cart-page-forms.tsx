import { useId, useState } from 'react';
import { CountryOptions, ProvinceOptions, provincesOf } from '~/components/place-options';
import type { Country } from '~/lib/reference-data';
import type { Cart } from '../api/cart-api';
import { useCartChangeFetcher, type CartActions as Actions } from '../cart-use-cart';

/** The destination of the shipping and tax estimates. */
export function Destination({ cart, countries, onSave }: { cart: Cart; countries: Country[]; onSave: Actions['setDestination'] }) {
  const id = useId();
  const [countryId, setCountryId] = useState(cart.destination.countryId ?? '');
  const [provinceId, setProvinceId] = useState(cart.destination.provinceId ?? '');
  const [postalCode, setPostalCode] = useState(cart.destination.postalCode);
  const [saving, setSaving] = useState(false);
  const provinces = provincesOf(countries, countryId);
  return (
    <form
      className="rounded-lg border border-gray-200 p-4"
      aria-labelledby={`${id}-h`}
      onSubmit={async (e) => {
        e.preventDefault();
        if (!countryId) return;
        setSaving(true);
        await onSave({ countryId, stateProvinceId: provinceId || null, postalCode: postalCode.trim() });
        setSaving(false);
      }}
    >
      <h2 id={`${id}-h`} className="text-lg font-bold">
        Ship to
      </h2>
      <p className="text-sm text-ink-700">For shipping and tax estimates.</p>
      <label htmlFor={`${id}-c`} className="mt-2 block text-sm font-medium">
        Country
      </label>
      <select
        id={`${id}-c`}
        value={countryId}
        required
        autoComplete="country"
        onChange={(e) => {
          setCountryId(e.target.value);
          setProvinceId('');
        }}
        className="h-10 w-full rounded-md border border-gray-400 bg-white px-2"
      >
        <CountryOptions countries={countries} />
      </select>
      {provinces.length > 0 && (
        <>
          <label htmlFor={`${id}-p`} className="mt-2 block text-sm font-medium">
            State / province
          </label>
          <select
            id={`${id}-p`}
            value={provinceId}
            autoComplete="address-level1"
            onChange={(e) => setProvinceId(e.target.value)}
            className="h-10 w-full rounded-md border border-gray-400 bg-white px-2"
          >
            <ProvinceOptions provinces={provinces} none="Any" />
          </select>
        </>
      )}
      <label htmlFor={`${id}-z`} className="mt-2 block text-sm font-medium">
        ZIP / postal code
      </label>
      <input
        id={`${id}-z`}
        value={postalCode}
        autoComplete="postal-code"
        maxLength={20}
        onChange={(e) => setPostalCode(e.target.value)}
        className="h-10 w-full rounded-md border border-gray-400 px-2"
      />
      <button type="submit" disabled={saving || !countryId} className="mt-3 h-10 w-full rounded-md border border-gray-500 font-semibold disabled:opacity-60">
        {saving ? 'Updating…' : 'Update estimate'}
      </button>
    </form>
  );
}

/** The applied coupons, and a code to apply. */
export function Coupons({ cart, onAdd, onRemove }: { cart: Cart; onAdd: Actions['addCoupon']; onRemove: Actions['removeCoupon'] }) {
  const id = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const { data } = useCartChangeFetcher();
  // An applied code leaves the field; a refused one stays to be corrected.
  const [answered, setAnswered] = useState(data);
  if (data !== answered) {
    setAnswered(data);
    if (data?.ok && data.intent === 'addCoupon') setCode('');
  }
  return (
    <section aria-labelledby={`${id}-h`} className="rounded-lg border border-gray-200 p-4">
      <h2 id={`${id}-h`} className="text-lg font-bold">
        Coupon
      </h2>
      {cart.appliedDiscounts.length > 0 && (
        <ul className="mt-2 space-y-1">
          {cart.appliedDiscounts.map((d, i) => (
            <li key={d.couponCode} className="flex items-center justify-between gap-2 text-sm">
              <span>
                <span className="font-semibold">{d.couponCode}</span> · {d.name}
                {i > 0 && <span className="text-ink-700"> (not used: only the first coupon counts)</span>}
              </span>
              <button type="button" onClick={() => void onRemove(d.couponCode)} className="min-h-9 font-semibold text-blue-800 underline">
                Remove<span className="sr-only"> coupon {d.couponCode}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="mt-2 flex gap-2"
        onSubmit={async (e) => {
          e.preventDefault();
          const c = code.trim();
          if (!c) return;
          setBusy(true);
          await onAdd(c);
          setBusy(false);
        }}
      >
        <label htmlFor={`${id}-code`} className="sr-only">
          Coupon code
        </label>
        <input
          id={`${id}-code`}
          value={code}
          placeholder="Coupon code"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={50}
          onChange={(e) => setCode(e.target.value)}
          className="h-10 min-w-0 flex-1 rounded-md border border-gray-400 px-2"
        />
        <button type="submit" disabled={busy} className="h-10 rounded-md bg-ink-900 px-4 font-semibold text-white disabled:opacity-60">
          {busy ? 'Applying…' : 'Apply'}
        </button>
      </form>
    </section>
  );
}

import { parseShippingDestination, type ShippingDestinationInput } from '../../../shared/shipping-destination';
import { invalid } from '../../lib/errors';
import type { CartService } from '../cart/cart.service';
import type { ContentService } from '../content/content.service';

export interface ProductShippingArgs extends ShippingDestinationInput {
  /** The cart's way of naming a destination (spec 2 §7 setDestination): ids instead of codes. */
  countryId?: string | number | null;
  stateProvinceId?: string | number | null;
  quantity?: number | null;
}

export interface ProductShippingDeps {
  content: Pick<ContentService, 'countries'>;
  cart: Pick<CartService, 'productShippingOptions'>;
}

/**
 * `Product.shippingOptions`: the destination checked as the customer typed it (shared rule), its
 * country and state found in the store's reference data, then the cart's own estimate for a cart
 * holding only this part.
 */
export async function productShippingOptions({ content, cart }: ProductShippingDeps, productId: number, args: ProductShippingArgs) {
  const countries = await content.countries();
  const byId = args.countryId != null && args.countryId !== '' ? countries.find((c) => String(c.id) === String(args.countryId)) : undefined;
  if (args.countryId != null && args.countryId !== '' && !byId) throw invalid('Choose a country.');
  const stateById = byId && args.stateProvinceId != null && args.stateProvinceId !== '' ? byId.stateProvinces.find((s) => String(s.id) === String(args.stateProvinceId)) : undefined;
  const parsed = parseShippingDestination({
    countryCode: byId?.twoLetterIsoCode ?? args.countryCode,
    stateProvince: stateById?.abbreviation ?? args.stateProvince,
    zipPostalCode: args.zipPostalCode,
  });
  if ('problem' in parsed) throw invalid(parsed.problem.message);
  const d = parsed.destination;
  const country = countries.find((c) => c.twoLetterIsoCode.toUpperCase() === d.countryCode);
  if (!country) throw invalid('We do not know that country. Choose another.');
  const state = d.stateProvince === null ? null : country.stateProvinces.find((s) => s.abbreviation.toUpperCase() === d.stateProvince);
  if (state === undefined) throw invalid(`Choose a state or province of ${country.name}.`);
  return cart.productShippingOptions(productId, { countryId: country.id, stateProvinceId: state?.id ?? null, postalCode: d.zipPostalCode, quantity: args.quantity });
}

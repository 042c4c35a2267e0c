import { describe, expect, it } from 'vitest';
import { parseShippingDestination } from './shipping-destination';

describe('parseShippingDestination', () => {
  it('finds the state from a ZIP code, and the province from a Canadian postal code', () => {
    expect(parseShippingDestination({ zipPostalCode: ' 50010 ' })).toEqual({ destination: { countryCode: 'US', stateProvince: 'IA', zipPostalCode: '50010' } });
    expect(parseShippingDestination({ countryCode: 'us', zipPostalCode: '78701-1234' })).toEqual({ destination: { countryCode: 'US', stateProvince: 'TX', zipPostalCode: '78701-1234' } });
    expect(parseShippingDestination({ countryCode: 'CA', zipPostalCode: 'k1a 0b1' })).toEqual({ destination: { countryCode: 'CA', stateProvince: 'ON', zipPostalCode: 'K1A 0B1' } });
  });

  it('keeps a state that holds the ZIP code and refuses one that does not', () => {
    expect(parseShippingDestination({ stateProvince: 'ia', zipPostalCode: '50010' })).toEqual({ destination: { countryCode: 'US', stateProvince: 'IA', zipPostalCode: '50010' } });
    expect(parseShippingDestination({ stateProvince: 'FL', zipPostalCode: '50010' })).toEqual({
      problem: { field: 'zipPostalCode', message: 'The ZIP code 50010 is not in FL. Check the ZIP code and the state.' },
    });
  });

  it('names what is wrong with a postal code, next to its field', () => {
    expect(parseShippingDestination({ zipPostalCode: '' })).toEqual({ problem: { field: 'zipPostalCode', message: 'Enter a ZIP code.' } });
    expect(parseShippingDestination({ zipPostalCode: '1234' })).toEqual({ problem: { field: 'zipPostalCode', message: 'Enter a 5-digit ZIP code (or ZIP+4).' } });
    expect(parseShippingDestination({ countryCode: 'CA', zipPostalCode: '12345' })).toEqual({ problem: { field: 'zipPostalCode', message: 'Enter a postal code like K1A 0B1.' } });
    expect(parseShippingDestination({ zipPostalCode: '00001' })).toEqual({ problem: { field: 'zipPostalCode', message: 'No state uses the ZIP code 00001. Check the ZIP code.' } });
    expect(parseShippingDestination({ countryCode: 'DE', zipPostalCode: '<script>' })).toEqual({ problem: { field: 'zipPostalCode', message: 'Enter a valid postal code.' } });
    expect(parseShippingDestination({ countryCode: 'Germany', zipPostalCode: '10115' })).toEqual({ problem: { field: 'countryCode', message: 'Choose a country.' } });
  });

  it('takes other countries’ short codes as typed, without a state', () => {
    expect(parseShippingDestination({ countryCode: 'DE', zipPostalCode: '10115' })).toEqual({ destination: { countryCode: 'DE', stateProvince: null, zipPostalCode: '10115' } });
  });
});

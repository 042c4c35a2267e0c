/** Countries and their states/provinces: reference data every store needs, demo or not. */

export interface CountrySeed {
  name: string;
  iso2: string;
  iso3: string;
  states: readonly (readonly [name: string, abbreviation: string])[];
}

const US_STATES = [
  ['Alabama', 'AL'], ['Alaska', 'AK'], ['Arizona', 'AZ'], ['Arkansas', 'AR'], ['California', 'CA'],
  ['Colorado', 'CO'], ['Connecticut', 'CT'], ['Delaware', 'DE'], ['District of Columbia', 'DC'],
  ['Florida', 'FL'], ['Georgia', 'GA'], ['Hawaii', 'HI'], ['Idaho', 'ID'], ['Illinois', 'IL'],
  ['Indiana', 'IN'], ['Iowa', 'IA'], ['Kansas', 'KS'], ['Kentucky', 'KY'], ['Louisiana', 'LA'],
  ['Maine', 'ME'], ['Maryland', 'MD'], ['Massachusetts', 'MA'], ['Michigan', 'MI'], ['Minnesota', 'MN'],
  ['Mississippi', 'MS'], ['Missouri', 'MO'], ['Montana', 'MT'], ['Nebraska', 'NE'], ['Nevada', 'NV'],
  ['New Hampshire', 'NH'], ['New Jersey', 'NJ'], ['New Mexico', 'NM'], ['New York', 'NY'],
  ['North Carolina', 'NC'], ['North Dakota', 'ND'], ['Ohio', 'OH'], ['Oklahoma', 'OK'], ['Oregon', 'OR'],
  ['Pennsylvania', 'PA'], ['Rhode Island', 'RI'], ['South Carolina', 'SC'], ['South Dakota', 'SD'],
  ['Tennessee', 'TN'], ['Texas', 'TX'], ['Utah', 'UT'], ['Vermont', 'VT'], ['Virginia', 'VA'],
  ['Washington', 'WA'], ['West Virginia', 'WV'], ['Wisconsin', 'WI'], ['Wyoming', 'WY'],
] as const;

const CANADA_PROVINCES = [
  ['Alberta', 'AB'], ['British Columbia', 'BC'], ['Manitoba', 'MB'], ['New Brunswick', 'NB'],
  ['Newfoundland and Labrador', 'NL'], ['Northwest Territories', 'NT'], ['Nova Scotia', 'NS'],
  ['Nunavut', 'NU'], ['Ontario', 'ON'], ['Prince Edward Island', 'PE'], ['Quebec', 'QC'],
  ['Saskatchewan', 'SK'], ['Yukon', 'YT'],
] as const;

// ISO 3166-2:MX subdivision codes (without the "MX-" prefix).
const MEXICO_STATES = [
  ['Aguascalientes', 'AGU'], ['Baja California', 'BCN'], ['Baja California Sur', 'BCS'], ['Campeche', 'CAM'],
  ['Chiapas', 'CHP'], ['Chihuahua', 'CHH'], ['Ciudad de México', 'CMX'], ['Coahuila', 'COA'],
  ['Colima', 'COL'], ['Durango', 'DUR'], ['Guanajuato', 'GUA'], ['Guerrero', 'GRO'], ['Hidalgo', 'HID'],
  ['Jalisco', 'JAL'], ['México', 'MEX'], ['Michoacán', 'MIC'], ['Morelos', 'MOR'], ['Nayarit', 'NAY'],
  ['Nuevo León', 'NLE'], ['Oaxaca', 'OAX'], ['Puebla', 'PUE'], ['Querétaro', 'QUE'], ['Quintana Roo', 'ROO'],
  ['San Luis Potosí', 'SLP'], ['Sinaloa', 'SIN'], ['Sonora', 'SON'], ['Tabasco', 'TAB'], ['Tamaulipas', 'TAM'],
  ['Tlaxcala', 'TLA'], ['Veracruz', 'VER'], ['Yucatán', 'YUC'], ['Zacatecas', 'ZAC'],
] as const;

/** In display order: the United States first. */
export const COUNTRIES: readonly CountrySeed[] = [
  { name: 'United States', iso2: 'US', iso3: 'USA', states: US_STATES },
  { name: 'Canada', iso2: 'CA', iso3: 'CAN', states: CANADA_PROVINCES },
  { name: 'Mexico', iso2: 'MX', iso3: 'MEX', states: MEXICO_STATES },
];

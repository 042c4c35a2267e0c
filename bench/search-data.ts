/**
 * Deterministic synthetic catalogue for the search benchmark: brands with their real part-number
 * shapes (domain.md), machines and models, a category tree, belt specifications as facets,
 * interchange numbers, and queries the way customers type them (odd part-number spellings,
 * typos, brand + part, keystroke prefixes).
 */
import type { SearchProductRecord } from '../server/modules/search/search-types';

/** mulberry32: small, fast, good enough for test data. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const digits = (n: number) => {
    let s = String(int(1, 9));
    for (let i = 1; i < n; i++) s += String(int(0, 9));
    return s;
  };
  const letters = (n: number) => {
    let s = '';
    for (let i = 0; i < n; i++) s += 'ABCDEFGHJKLMNPRSTUVWXY'[int(0, 21)];
    return s;
  };
  return { next, int, pick, digits, letters, chance: (p: number) => next() < p };
}

export type Random = ReturnType<typeof seededRandom>;

interface Oem {
  brand: string;
  weight: number;
  partNumber: (r: Random) => string;
  models: string[];
}

const FORD_BASIC = ['8005', '8620', '9155', '6731', '7563', '10300', '11002', '9N451', '8A608', '3600', '6500', '7A543'];

const OEMS: Oem[] = [
  { brand: 'John Deere', weight: 18, partNumber: (r) => r.pick(['AR', 'RE', 'AM', 'M', 'GX', 'TY', 'AH', 'AT', 'AA', 'L', 'R', 'T', 'AL', 'GY', 'AN']) + r.digits(r.int(4, 6)), models: ['4020', '5075E', '1025R', 'X350', '6120M', '3032E', '2032R', 'D130', 'X590', 'LA145', '317', '7810', '8320R', '410L', '4440', '2510'] },
  { brand: 'Case IH', weight: 9, partNumber: (r) => r.pick([() => 'A' + r.digits(6), () => 'D' + r.digits(5), () => r.digits(7) + 'C' + r.int(1, 3)])(), models: ['580 Super N', 'SR210', 'Farmall 75C', 'Magnum 340', '590SN', 'TV380', 'Puma 150', '1086'] },
  { brand: 'Ford', weight: 7, partNumber: (r) => r.pick(['C5NN', 'D8NN', 'E0NN', 'C7NN', 'D0NN', 'E9NN']) + r.pick(FORD_BASIC) + r.pick(['A', 'B', 'AB', 'AA', 'C']), models: ['8N', '2000', '3000', '5000', '9N', '4000', '7710', '4600'] },
  { brand: 'New Holland', weight: 7, partNumber: (r) => '8' + r.digits(7), models: ['TC45', 'L218', 'T6.180', 'Workmaster 75', 'LS180', 'C238', 'TC30'] },
  { brand: 'Kubota', weight: 10, partNumber: (r) => r.pick(['TA040', 'W9501', '15841', '1G311', 'RD411', 'K7561', '3C081', 'HH164', '6C040', '1E051']) + '-' + r.digits(5), models: ['L3901', 'BX2380', 'SVL75', 'M7060', 'B2601', 'KX040', 'L2501', 'U35', 'BX25D'] },
  { brand: 'Caterpillar', weight: 8, partNumber: (r) => (r.chance(0.5) ? `${r.int(1, 9)}${r.letters(1)}-${r.digits(4)}` : `${r.digits(3)}-${r.digits(4)}`), models: ['D6', '320', '262D', '305.5E2', 'D3K2', '416F', '289D', 'D8T'] },
  { brand: 'Bobcat', weight: 6, partNumber: (r) => r.pick(['6', '7']) + r.digits(6), models: ['S650', 'T770', 'E35', 'S570', 'T595', 'S770', 'S185'] },
  { brand: 'Massey Ferguson', weight: 6, partNumber: (r) => r.digits(7) + 'M' + r.pick(['1', '2', '91', '92']), models: ['135', '165', '1735', 'GC1725M', '4710', '285', '35'] },
  { brand: 'Husqvarna', weight: 5, partNumber: (r) => `5${r.digits(2)} ${r.digits(2)} ${r.digits(2)}-${r.digits(2)}`, models: ['YTH24V48', 'Z254', 'LGT2654', 'YTA24V48', 'TS 354XD'] },
  { brand: 'Allis Chalmers', weight: 3, partNumber: (r) => '7' + r.digits(7), models: ['WD45', 'D17', 'WD', '190XT', 'CA'] },
  { brand: 'Snapper', weight: 3, partNumber: (r) => (r.chance(0.5) ? r.digits(7) + 'YP' : `1-${r.digits(4)}`), models: ['SPX2348', 'RE200', 'ZTX150'] },
  { brand: 'Yamaha', weight: 2, partNumber: (r) => `${r.digits(1)}${r.letters(2)}-${r.digits(5)}-${r.int(10, 99)}-00`, models: ['Rhino 660', 'Rhino 700', 'Grizzly 700', 'Viking'] },
  { brand: 'Bad Boy', weight: 2, partNumber: (r) => `0${r.int(10, 99)}-${r.digits(4)}-00`, models: ['ZT Elite', 'Maverick', 'Rebel'] },
];

const AFTERMARKET = ['Gates', 'Dayco', 'Stens', 'Rotary', 'Oregon', 'Baldwin', 'Fleetguard', 'Donaldson', 'WIX', 'Sparex', 'A&I Products', 'Milsco', 'Prestolite', 'Bosch', 'Concentric'];

interface Leaf {
  id: number;
  parentId: number;
  name: string;
  parts: string[];
  belt?: boolean;
}

const TREE: [string, [string, string[]][]][] = [
  ['Belts', [['V-Belts', ['V-Belt', 'Classical V-Belt']], ['Deck Belts', ['Deck Belt', 'Mower Deck Belt']], ['Drive Belts', ['Drive Belt', 'Traction Drive Belt']], ['Banded Belts', ['Banded Belt', 'Power Band Belt']], ['Cogged Belts', ['Cogged Belt']]]],
  ['Seats', [['Suspension Seats', ['Suspension Seat', 'High Back Seat']], ['Seat Cushions', ['Seat Cushion', 'Seat Pan']], ['Seat Covers', ['Seat Cover']], ['Armrests', ['Armrest Kit']]]],
  ['Cooling', [['Radiators', ['Radiator', 'Radiator Assembly']], ['Water Pumps', ['Water Pump']], ['Fan Blades', ['Fan Blade']], ['Thermostats', ['Thermostat']], ['Radiator Hoses', ['Upper Radiator Hose', 'Lower Radiator Hose']]]],
  ['Filters', [['Oil Filters', ['Oil Filter', 'Engine Oil Filter']], ['Fuel Filters', ['Fuel Filter', 'Fuel Water Separator']], ['Hydraulic Filters', ['Hydraulic Filter']], ['Air Filters', ['Air Filter', 'Primary Air Filter', 'Secondary Air Filter']], ['Transmission Filters', ['Transmission Filter']]]],
  ['Hydraulics', [['Hydraulic Pumps', ['Hydraulic Pump']], ['Hydraulic Cylinders', ['Hydraulic Cylinder', 'Lift Cylinder']], ['Hydraulic Hoses', ['Hydraulic Hose']], ['Seal Kits', ['Seal Kit', 'Cylinder Seal Kit']], ['Control Valves', ['Control Valve']]]],
  ['Electrical', [['Alternators', ['Alternator']], ['Starters', ['Starter', 'Starter Motor']], ['Switches', ['Ignition Switch', 'Safety Switch']], ['Lights', ['Work Light', 'Headlight']], ['Wiring Harnesses', ['Wiring Harness']]]],
  ['Engine', [['Gaskets', ['Gasket Set', 'Valve Cover Gasket']], ['Pistons', ['Piston Kit']], ['Head Gaskets', ['Head Gasket']], ['Fuel Injectors', ['Fuel Injector']], ['Turbochargers', ['Turbocharger']]]],
  ['Drivetrain', [['Clutches', ['Clutch Disc', 'Pressure Plate']], ['PTO Shafts', ['PTO Shaft']], ['Bearings', ['Bearing', 'Wheel Bearing']], ['Gears', ['Gear', 'Pinion Gear']], ['Axles', ['Axle Shaft']]]],
  ['Undercarriage', [['Tracks', ['Rubber Track', 'Steel Track']], ['Rollers', ['Track Roller', 'Bottom Roller']], ['Idlers', ['Front Idler']], ['Sprockets', ['Sprocket']]]],
  ['Mower Parts', [['Blades', ['Mower Blade', 'Mulching Blade']], ['Spindles', ['Spindle Assembly']], ['Pulleys', ['Pulley', 'Idler Pulley']]]],
];

const LEAVES: Leaf[] = (() => {
  const out: Leaf[] = [];
  let id = 100;
  TREE.forEach(([, leaves], p) => {
    for (const [name, parts] of leaves) out.push({ id: id++, parentId: p + 1, name, parts, belt: p === 0 });
  });
  return out;
})();

const WAREHOUSES: [string, string][] = [
  ['Des Moines', 'IA'], ['Fargo', 'ND'], ['Omaha', 'NE'], ['Wichita', 'KS'], ['Peoria', 'IL'], ['Fort Wayne', 'IN'], ['Lubbock', 'TX'],
  ['Fresno', 'CA'], ['Boise', 'ID'], ['Billings', 'MT'], ['Sioux Falls', 'SD'], ['Madison', 'WI'], ['Lansing', 'MI'], ['Columbus', 'OH'],
  ['Harrisburg', 'PA'], ['Syracuse', 'NY'], ['Raleigh', 'NC'], ['Macon', 'GA'], ['Jackson', 'MS'], ['Little Rock', 'AR'], ['Tulsa', 'OK'],
  ['Spokane', 'WA'], ['Salem', 'OR'], ['Greeley', 'CO'], ['Amarillo', 'TX'], ['Bakersfield', 'CA'], ['Lexington', 'KY'], ['Nashville', 'TN'],
];

const STATUSES: [string, number][] = [['IN_STOCK', 70], ['LOW_STOCK', 10], ['OUT_OF_STOCK', 8], ['BACKORDER', 6], ['SPECIAL_ORDER', 3], ['DISCONTINUED', 3]];

const BELT_TYPES = ['Classical V A', 'Classical V B', 'Classical V C', 'FHP 3L', 'FHP 4L', 'FHP 5L', 'Banded', 'Cogged', 'Double-V', 'Deck', 'Drive'];
const WIDTHS = ['3/8"', '1/2"', '5/8"', '21/32"', '3/4"', '7/8"'];
const THICKNESSES = ['5/16"', '3/8"', '13/32"', '1/2"'];
const BELT_MATERIALS = ['Rubber', 'Aramid Cord', 'Kevlar', 'Wrapped', 'Raw Edge'];
const BELT_APPLICATIONS = ['Mower Deck', 'Traction Drive', 'Fan', 'Alternator', 'Auger'];
const BELT_COLORS = ['Black', 'Green', 'Blue'];
const MATERIALS = ['Steel', 'Aluminum', 'Copper/Brass', 'Rubber', 'Plastic', 'Cast Iron', 'Vinyl'];
const COLORS = ['Black', 'Yellow', 'Green', 'Orange', 'Red', 'Gray'];
const APPLICATIONS = ['Engine', 'Hydraulic System', 'Cab', 'Loader', 'Transmission', 'Cooling System', 'Mower Deck'];

interface Machine {
  id: number;
  brand: string;
  model: string;
}

const MACHINES: Machine[] = (() => {
  const out: Machine[] = [];
  let id = 1;
  for (const o of OEMS) for (const model of o.models) out.push({ id: id++, brand: o.brand, model });
  return out;
})();

function weightedOem(r: Random): Oem {
  const total = OEMS.reduce((s, o) => s + o.weight, 0);
  let x = r.next() * total;
  for (const o of OEMS) if ((x -= o.weight) < 0) return o;
  return OEMS[0];
}

function weightedStatus(r: Random): string {
  let x = r.next() * 100;
  for (const [s, w] of STATUSES) if ((x -= w) < 0) return s;
  return 'IN_STOCK';
}

function slug(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

function beltAttributes(r: Random): { attributes: Record<string, string>; spec: string } {
  const section = r.pick(['3L', '4L', '5L', 'A', 'B', 'C']);
  const length = r.int(20, 150);
  const trade = /L$/.test(section) ? `${section}${length * 10}` : `${section}${length - 2}`;
  const attributes: Record<string, string> = {
    'Belt Type': r.pick(BELT_TYPES),
    Width: r.pick(WIDTHS),
    Thickness: r.pick(THICKNESSES),
    Length: `${length}"`,
    'Trade Size': trade,
    Material: r.pick(BELT_MATERIALS),
    'Number of Bands': String(r.chance(0.8) ? 1 : r.int(2, 5)),
    Application: r.pick(BELT_APPLICATIONS),
    Color: r.pick(BELT_COLORS),
  };
  return { attributes, spec: `${trade} ${attributes.Width} x ${length}"` };
}

function otherAttributes(r: Random): Record<string, string> {
  const a: Record<string, string> = {};
  if (r.chance(0.7)) a.Material = r.pick(MATERIALS);
  if (r.chance(0.5)) a.Color = r.pick(COLORS);
  if (r.chance(0.5)) a.Application = r.pick(APPLICATIONS);
  return a;
}

function machinesOf(r: Random, brand: string | null, count: number): Machine[] {
  const pool = brand ? MACHINES.filter((m) => m.brand === brand) : MACHINES;
  const out = new Set<Machine>();
  for (let i = 0; i < count; i++) out.add(r.pick(pool));
  return [...out];
}

/** Creates product number `i` of a catalogue (same seed, same product). */
function makeProduct(r: Random, i: number): SearchProductRecord {
  const leaf = r.pick(LEAVES);
  const partName = r.pick(leaf.parts);
  const isOem = r.chance(0.55);
  const oem = weightedOem(r);
  const brand = isOem ? oem.brand : r.pick(AFTERMARKET);
  const sku = isOem ? oem.partNumber(r) : `${brand.slice(0, 2).toUpperCase()}-${r.digits(3)}-${r.digits(4)}`;
  const machines = isOem ? machinesOf(r, oem.brand, r.int(0, 4)) : machinesOf(r, r.chance(0.6) ? oem.brand : null, r.int(1, 6));
  const interchange: string[] = [];
  const nx = isOem ? r.int(0, 2) : r.int(1, 3);
  for (let k = 0; k < nx; k++) interchange.push(oem.partNumber(r));
  const { attributes, spec } = leaf.belt ? beltAttributes(r) : { attributes: otherAttributes(r), spec: '' };
  const first = machines[0];
  const fits = first ? ` for ${first.brand} ${first.model}` : '';
  const title = isOem ? `${brand} ${partName}${spec ? ' ' + spec : ''} ${sku}` : `${brand} ${partName}${spec ? ' ' + spec : ''}${fits}`;
  const [city, state] = r.pick(WAREHOUSES);
  const status = r.chance(0.03) ? 'CALL_FOR_PRICE' : weightedStatus(r);
  const price = status === 'CALL_FOR_PRICE' ? null : Math.round(Math.exp(r.next() * 6.5 + 1.6) * 100) / 100;
  const sales = Math.floor(2000 / (1 + r.next() * 400)) - 4;
  return {
    id: i + 1,
    title,
    seoName: slug(title),
    sku,
    manufacturerPartNumber: isOem ? sku : r.chance(0.5) ? `${r.letters(2)}${r.digits(5)}` : sku,
    price,
    status,
    quantity: status === 'OUT_OF_STOCK' ? 0 : r.int(1, 400),
    brand,
    category: leaf.name,
    categoryIds: [leaf.id, leaf.parentId],
    picture: `/media/products/${i + 1}.jpg`,
    city,
    state,
    interchange,
    fitment: machines.map((m) => `${m.brand} ${m.model}`),
    model: machines.map((m) => m.model),
    machineModelIds: machines.map((m) => m.id),
    attributes,
    rating: r.chance(0.4) ? 0 : Math.round((3 + r.next() * 2) * 10) / 10,
    sales: Math.max(0, sales),
    createdAt: 1_600_000_000_000 + r.int(0, 150_000_000) * 1000,
  };
}

/** Streams a catalogue of `size` products; records are made on demand, so 1M of them never sit in memory at once. */
export function* generateCatalogue(size: number, seed = 42): Generator<SearchProductRecord> {
  const r = seededRandom(seed);
  for (let i = 0; i < size; i++) yield makeProduct(r, i);
}

const TYPOS = ['radiater', 'alternater', 'hydrualic', 'filtr', 'bleade', 'sprocekt', 'stater', 'thermostst', 'bering', 'cylnder', 'gaskt', 'pully', 'suspention seat', 'deck blet', 'water pmp'];
const BRAND_PARTS = [
  'john deere belt', 'kubota filter', 'jd radiator', 'case seat', 'ford 8n starter', 'massey ferguson 135 water pump', 'bobcat s650 filter',
  'deck belt 48', 'husqvarna deck belt', 'cat d6 track roller', 'new holland tc45 seat', 'allis chalmers wd45 gasket', 'yamaha rhino seat',
  'oil filter', 'hydraulic pump', 'v-belt 4l450', 'kevlar belt', 'fuel filter kubota', 'starter motor', 'seat cushion', 'john deere 4020',
];

/** Spellings customers use for a part number: lower case, no separators, extra separators, spaces. */
export function oddSpellings(r: Random, pn: string): string[] {
  const compact = pn.replace(/[\s\-./]/g, '');
  const dashed = compact.replace(/([A-Za-z])(\d)/, '$1-$2');
  const spaced = pn.replace(/-/g, ' ');
  return [compact.toLowerCase(), dashed, spaced.toLowerCase(), r.chance(0.5) ? pn : compact.toUpperCase()];
}

export interface BenchQueries {
  /** Complete queries of every kind. */
  queries: string[];
  /** Every prefix of a sample of queries, as typed one key at a time. */
  keystrokes: string[];
}

/** Queries for a catalogue: samples its products (same seed) for part and interchange numbers. */
export function benchQueries(size: number, seed = 42, count = 600): BenchQueries {
  const r = seededRandom(seed ^ 0x5eed);
  const sampleEvery = Math.max(1, Math.floor(size / 400));
  const samples: SearchProductRecord[] = [];
  let i = 0;
  for (const p of generateCatalogue(Math.min(size, sampleEvery * 400), seed)) if (i++ % sampleEvery === 0) samples.push(p);
  const queries: string[] = [];
  while (queries.length < count) {
    const kind = r.int(0, 9);
    const p = r.pick(samples);
    if (kind <= 2) queries.push(r.pick(oddSpellings(r, p.sku)));
    else if (kind === 3 && p.interchange.length) queries.push(r.pick(oddSpellings(r, r.pick(p.interchange))));
    else if (kind === 4) queries.push(r.pick(TYPOS));
    else if (kind <= 7) queries.push(r.pick(BRAND_PARTS));
    else if (kind === 8) queries.push('');
    else queries.push(`${p.brand} ${p.category}`.toLowerCase());
  }
  const keystrokes: string[] = [];
  for (let k = 0; k < 60; k++) {
    const q = r.pick(queries.filter((x) => x.length > 0));
    for (let n = 1; n <= q.length; n++) keystrokes.push(q.slice(0, n));
  }
  return { queries, keystrokes };
}

/** Facet filters a search page sends with a share of the queries (brand refinements, price radio, machine). */
export function benchFilters(r: Random): { facetFilters?: string[][]; numericFilters?: string[] } {
  const x = r.int(0, 9);
  if (x === 0) return { facetFilters: [[`brand:${r.pick(OEMS).brand}`]] };
  if (x === 1) return { numericFilters: r.pick([['price<200'], ['price>=200', 'price<=500'], ['price>500']]) };
  if (x === 2) return { facetFilters: [[`brand:${r.pick(OEMS).brand}`, `brand:${r.pick(AFTERMARKET)}`], [`Color:${r.pick(BELT_COLORS)}`]] };
  if (x === 3) {
    const m = r.pick(MACHINES);
    return { facetFilters: [[`fitment:${m.brand} ${m.model}`]] };
  }
  return {};
}

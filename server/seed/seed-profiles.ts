import type { Random } from './seed-random';

/**
 * Part profiles: what a kind of part costs, weighs and measures, and which specification
 * attributes it carries with believable values. Sub-categories point at a profile by name.
 */

export type Spec = readonly [name: string, value: string];

export interface SpecContext {
  /** Noun of the sub-category ("Deck Belt"), so one profile can serve several. */
  noun: string;
  subCategory: string;
  brand: string;
  /** A mower deck the part is for, when the fitment names one ('48" deck'). */
  deck?: string;
}

export interface PartProfile {
  /** Price range in USD (log-uniform inside it). */
  price: readonly [number, number];
  /** Shipping weight range in pounds. */
  weight: readonly [number, number];
  /** Package length, width and height ranges in inches. */
  dims: readonly [readonly [number, number], readonly [number, number], readonly [number, number]];
  /** Bulky or heavy: ships separately by truck freight. */
  freight?: boolean;
  specs(r: Random, ctx: SpecContext): Spec[];
  /** A descriptive product name built from the specs ("High Back Suspension Seat – Black Vinyl"). */
  title?(specs: ReadonlyMap<string, string>, ctx: SpecContext): string;
  /** Selling points for the description. */
  features: readonly string[];
}

/** The spec attribute names the search page shows as facets (spec 2 §2), in facet order. */
export const FACET_ATTRIBUTES = [
  'Belt Type',
  'Width',
  'Thickness',
  'Length',
  'Trade Size',
  'Material',
  'Number of Bands',
  'Application',
  'Color',
] as const;

const inch = (v: number): string => `${formatInches(v)}"`;

/** 1.5 → 1-1/2, 0.65625 → 21/32, 45 → 45; thirty-seconds are as fine as the trade goes. */
export function formatInches(v: number): string {
  const whole = Math.floor(v + 1e-9);
  let parts = Math.round((v - whole) * 32);
  if (parts === 32) return String(whole + 1);
  if (parts === 0) return String(whole);
  let den = 32;
  while (parts % 2 === 0) {
    parts /= 2;
    den /= 2;
  }
  const frac = `${parts}/${den}`;
  return whole === 0 ? frac : `${whole}-${frac}`;
}

const CONDITION = (r: Random): Spec => ['Condition', r.chance(0.75) ? 'New' : 'Remanufactured'];
const THREADS = ['3/4"-16 UNF', '13/16"-16 UN', '1"-12 UNF', '1-1/8"-16 UN', '1-1/2"-16 UN', 'M20 x 1.5', 'M18 x 1.5', '3/8" NPT'];
const PAINT_COLORS: Record<string, string> = {
  'John Deere': 'John Deere Green',
  Ford: 'Ford Blue',
  'Allis Chalmers': 'Persian Orange',
  'Case IH': 'Case IH Red',
  Case: 'Power Tan',
  'Massey Ferguson': 'Massey Red',
  Kubota: 'Kubota Orange',
  Caterpillar: 'Cat Yellow',
  Bobcat: 'Bobcat White',
  'New Holland': 'New Holland Blue',
};

// --- Belts: the facet-heavy kind, so the values follow the trade's own rules. ---

interface BeltSection {
  section: string;
  type: string;
  width: number;
  thickness: number;
  /** Added to the nominal (inside) length to get the outside length. */
  outsideAdd: number;
  lengths: readonly [number, number];
}

const BELT_SECTIONS: readonly BeltSection[] = [
  { section: '3L', type: 'Fractional HP', width: 3 / 8, thickness: 7 / 32, outsideAdd: 0, lengths: [18, 60] },
  { section: '4L', type: 'Fractional HP', width: 1 / 2, thickness: 5 / 16, outsideAdd: 0, lengths: [25, 110] },
  { section: '5L', type: 'Fractional HP', width: 21 / 32, thickness: 3 / 8, outsideAdd: 0, lengths: [30, 130] },
  { section: 'A', type: 'Classical V', width: 1 / 2, thickness: 5 / 16, outsideAdd: 2, lengths: [26, 120] },
  { section: 'B', type: 'Classical V', width: 21 / 32, thickness: 13 / 32, outsideAdd: 3, lengths: [35, 160] },
  { section: 'C', type: 'Classical V', width: 7 / 8, thickness: 17 / 32, outsideAdd: 4, lengths: [51, 180] },
  { section: 'AX', type: 'Cogged', width: 1 / 2, thickness: 5 / 16, outsideAdd: 2, lengths: [26, 100] },
  { section: 'BX', type: 'Cogged', width: 21 / 32, thickness: 13 / 32, outsideAdd: 3, lengths: [35, 120] },
  { section: 'AA', type: 'Double V', width: 1 / 2, thickness: 13 / 32, outsideAdd: 2, lengths: [50, 140] },
  { section: 'BB', type: 'Double V', width: 21 / 32, thickness: 17 / 32, outsideAdd: 3, lengths: [60, 160] },
];

const BELT_APPLICATIONS: Record<string, readonly string[]> = {
  'Deck Belt': ['Mower Deck'],
  'Drive Belt': ['Traction Drive', 'Hydrostatic Drive', 'Traction Drive'],
  'Fan Belt': ['Fan', 'Alternator', 'Fan'],
  'V-Belt': ['Fan', 'Alternator', 'Auger', 'PTO', 'Traction Drive'],
  Belt: ['Mower Deck', 'Traction Drive', 'Fan', 'Alternator', 'Auger', 'PTO'],
};

function beltSection(r: Random, noun: string): BeltSection {
  const pool =
    noun === 'Fan Belt'
      ? BELT_SECTIONS.filter((b) => ['3L', '4L', 'A', 'AX', 'B'].includes(b.section))
      : noun === 'Deck Belt' || noun === 'Drive Belt'
        ? BELT_SECTIONS.filter((b) => ['4L', '5L', 'A', 'B', 'AA', 'BB'].includes(b.section))
        : BELT_SECTIONS;
  return r.pick(pool);
}

function beltSpecs(r: Random, ctx: SpecContext): Spec[] {
  const sec = beltSection(r, ctx.noun);
  const banded = ctx.noun !== 'Deck Belt' && ctx.noun !== 'Fan Belt' && sec.type === 'Classical V' && r.chance(0.12);
  const bands = banded ? r.int(2, 5) : 1;
  const [lo, hi] = ctx.noun === 'Fan Belt' ? [sec.lengths[0], Math.min(sec.lengths[1], 70)] : sec.lengths;
  // L sections are sold in half-inch steps of outside length, classical ones by whole inside inches.
  const isL = sec.section.endsWith('L');
  const nominal = isL ? r.int(lo * 2, hi * 2) / 2 : r.int(lo, hi);
  const outside = nominal + sec.outsideAdd;
  const trade = isL ? `${sec.section}${Math.round(nominal * 10)}` : `${banded ? `${bands}/` : ''}${sec.section}${nominal}`;
  const kevlar = r.chance(ctx.noun === 'Deck Belt' || ctx.noun === 'Drive Belt' ? 0.45 : 0.2);
  const material = kevlar ? r.pick(['Aramid Cord', 'Kevlar Wrapped']) : r.pick(['Rubber', 'Rubber', 'Raw Edge Rubber', 'Polyester Cord']);
  const color = ctx.brand === 'John Deere' && r.chance(0.3) ? 'Green' : kevlar && r.chance(0.5) ? 'Blue' : 'Black';
  return [
    ['Belt Type', banded ? 'Banded' : sec.type],
    ['Width', inch(sec.width * bands)],
    ['Thickness', inch(sec.thickness)],
    ['Length', `${Number.isInteger(outside) ? outside : outside.toFixed(1)}"`],
    ['Trade Size', trade],
    ['Material', material],
    ['Number of Bands', String(bands)],
    ['Application', ctx.deck ? 'Mower Deck' : r.pick(BELT_APPLICATIONS[ctx.noun] ?? BELT_APPLICATIONS.Belt)],
    ['Color', color],
  ];
}

// --- Everything else: a handful of attributes each. ---

function radiatorSpecs(r: Random): Spec[] {
  const rows = r.weighted(['2', '3', '4', '5'], [3, 4, 3, 1]);
  const h = r.int(14, 30);
  const w = r.int(14, 28);
  return [
    ['Core Rows', rows],
    ['Core Material', r.chance(0.6) ? 'Copper/Brass' : 'Aluminum'],
    ['Core Size', `${h}" x ${w}"`],
    ['Inlet Diameter', r.pick(['1-1/4"', '1-1/2"', '1-3/4"', '2"'])],
    ['Outlet Diameter', r.pick(['1-1/4"', '1-1/2"', '1-3/4"', '2"'])],
    ['Oil Cooler', r.chance(0.3) ? 'Yes' : 'No'],
  ];
}

function seatSpecs(r: Random, ctx: SpecContext): Spec[] {
  const utv = ctx.brand === 'Rhino' || ctx.brand === 'Yamaha';
  return [
    ['Back Style', utv ? r.pick(['Bench', 'Bucket']) : r.weighted(['High Back', 'Mid Back', 'Low Back'], [5, 2, 3])],
    ['Suspension', utv ? 'Fixed' : r.weighted(['Mechanical Suspension', 'Air Suspension', 'Fixed'], [5, 1, 4])],
    ['Color', r.weighted(['Black', 'Gray', 'Yellow', 'Green', 'Tan', 'Orange'], [10, 3, 2, 2, 2, 1])],
    ['Material', r.weighted(['Vinyl', 'Fabric', 'Perforated Vinyl', 'Marine Vinyl'], [8, 2, 2, utv ? 5 : 1])],
    ['Armrests', r.chance(0.35) ? 'Folding' : 'None'],
    ['Mounting Pattern', r.pick(['11" x 11"', '11-1/4" x 10-1/2"', '12-1/2" x 11"', '13-1/2" x 10"', '10-3/4" x 11-1/2"'])],
    ['Weight Capacity', `${r.pick([250, 300, 350, 400])} lb`],
  ];
}

function cylinderSpecs(r: Random, ctx: SpecContext): Spec[] {
  const bore = r.pick([1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5]);
  const stroke = ctx.noun === 'Top Link' ? r.pick([6, 8, 10]) : r.int(3, 24) * 2;
  const rod = Math.min(bore - 0.5, r.pick([1, 1.25, 1.5, 1.75, 2, 2.5]));
  return [
    ['Bore', inch(bore)],
    ['Stroke', inch(stroke)],
    ['Rod Diameter', inch(rod)],
    ['Retracted Length', inch(stroke + r.int(8, 14))],
    ['Max Pressure', `${r.pick([2500, 3000, 3000, 3500])} PSI`],
    ['Mount Type', r.pick(['Clevis', 'Cross Tube', 'Pin Eye', 'Tang'])],
    ['Port Size', r.pick(['SAE #6', 'SAE #8', '1/2" NPT', '3/8" NPT'])],
  ];
}

function filterSpecs(r: Random, ctx: SpecContext): Spec[] {
  const spinOn = ctx.noun !== 'Air Filter' && r.chance(0.7);
  const micron = ctx.noun === 'Hydraulic Filter' ? r.pick(['10', '10', '25', '5']) : ctx.noun === 'Fuel Filter' ? r.pick(['2', '5', '10', '30']) : r.pick(['10', '20', '25', '40']);
  return [
    ['Filter Type', spinOn ? 'Spin-On' : r.pick(['Cartridge', 'Element', 'Inline'])],
    ...(spinOn ? [['Thread Size', r.pick(THREADS)] as Spec, ['Gasket OD', inch(r.int(40, 72) / 16)] as Spec] : []),
    ['Outside Diameter', inch(r.int(48, 96) / 16)],
    ['Height', inch(r.int(48, 160) / 16)],
    ['Micron Rating', `${micron} micron`],
    ['Media', r.pick(['Cellulose', 'Synthetic', 'Cellulose/Synthetic Blend', 'Microglass'])],
  ];
}

function airFilterSpecs(r: Random): Spec[] {
  return [
    ['Filter Type', r.weighted(['Primary Element', 'Secondary Element', 'Panel', 'Foam Pre-Cleaner'], [5, 3, 2, 1])],
    ['Outside Diameter', inch(r.int(48, 200) / 16)],
    ['Inside Diameter', inch(r.int(24, 120) / 16)],
    ['Height', inch(r.int(48, 320) / 16)],
    ['Media', r.pick(['Cellulose', 'Synthetic Nanofiber', 'Cellulose/Synthetic Blend'])],
    ['Efficiency', `${r.pick(['99.5', '99.9', '99.97'])}%`],
  ];
}

const pumpSpecs = (r: Random, ctx: SpecContext): Spec[] => [
  ['Pump Type', ctx.noun === 'Fuel Pump' ? r.pick(['Mechanical Lift', 'Electric', 'Injection']) : r.pick(['Centrifugal', 'Gear'])],
  ['Inlet Diameter', r.pick(['5/16"', '3/8"', '1-1/4"', '1-1/2"', '1-3/4"'])],
  ['Gasket Included', r.chance(0.7) ? 'Yes' : 'No'],
  CONDITION(r),
];

const hydraulicPumpSpecs = (r: Random): Spec[] => [
  ['Flow Rate', `${r.pick([4, 6, 8.5, 10, 12, 14, 17, 22, 28])} GPM`],
  ['Max Pressure', `${r.pick([2000, 2500, 3000, 3500])} PSI`],
  ['Displacement', `${r.int(8, 60) / 10} cu in/rev`],
  ['Rotation', r.pick(['Clockwise', 'Counterclockwise'])],
  ['Shaft Type', r.pick(['Splined 9T', 'Splined 13T', 'Keyed 3/4"', 'Keyed 7/8"', 'Tapered'])],
  CONDITION(r),
];

const electricalSpecs = (starter: boolean) => (r: Random): Spec[] =>
  starter
    ? [
        ['Volts', r.weighted(['12 V', '24 V'], [6, 1])],
        ['Kilowatts', `${r.pick(['1.2', '1.4', '2.0', '2.5', '3.0'])} kW`],
        ['Teeth', String(r.pick([9, 10, 11, 13]))],
        ['Rotation', r.pick(['Clockwise', 'Counterclockwise'])],
        ['Drive Type', r.pick(['Gear Reduction', 'Direct Drive'])],
        CONDITION(r),
      ]
    : [
        ['Volts', r.weighted(['12 V', '24 V'], [6, 1])],
        ['Amps', `${r.pick([40, 55, 65, 72, 95, 120])} A`],
        ['Rotation', 'Clockwise'],
        ['Regulator', r.pick(['Internal', 'External'])],
        ['Pulley', r.pick(['Single V Groove', 'Double V Groove', 'Serpentine 6-Groove'])],
        CONDITION(r),
      ];

const lightSpecs = (r: Random): Spec[] => {
  const watts = r.pick([18, 27, 36, 48, 72, 120]);
  return [
    ['Volts', r.pick(['12 V', '12-24 V', '12-48 V'])],
    ['Watts', `${watts} W`],
    ['Lumens', `${watts * r.int(70, 100)} lm`],
    ['Beam Pattern', r.pick(['Flood', 'Spot', 'Combo', 'Trapezoid'])],
    ['Color', r.pick(['Black', 'Black', 'Chrome'])],
    ['Lens Material', 'Polycarbonate'],
  ];
};

const switchSpecs = (r: Random): Spec[] => [
  ['Volts', r.weighted(['12 V', '24 V'], [6, 1])],
  ['Amps', `${r.pick([10, 15, 20, 25, 30, 40])} A`],
  ['Positions', String(r.int(2, 4))],
  ['Terminals', String(r.int(2, 6))],
];

const gearSpecs = (r: Random): Spec[] => [
  ['Teeth', String(r.int(12, 64))],
  ['Outside Diameter', inch(r.int(24, 160) / 8)],
  ['Bore', inch(r.int(8, 32) / 8)],
  ['Spline Count', String(r.pick([6, 10, 13, 15, 21, 23, 26]))],
  ['Material', r.pick(['Hardened Steel', 'Alloy Steel', 'Cast Iron'])],
];

const bearingSpecs = (r: Random): Spec[] => {
  const num = `${r.pick(['62', '63', '60'])}${String(r.int(3, 12)).padStart(2, '0')}`;
  return [
    ['Bearing Number', `${num}-${r.pick(['2RS', 'ZZ', 'Open'])}`],
    ['Inside Diameter', `${r.int(3, 12) * 5} mm`],
    ['Outside Diameter', `${r.int(7, 26) * 5} mm`],
    ['Bearing Width', `${r.int(8, 24)} mm`],
    ['Seal Type', r.pick(['Rubber Sealed', 'Metal Shielded', 'Open'])],
  ];
};

const bladeSpecs = (r: Random, ctx: SpecContext): Spec[] => {
  const deck = ctx.deck?.replace(' deck', '') ?? r.pick(['42"', '46"', '48"', '54"', '60"', '61"', '72"']);
  const deckInches = Number.parseInt(deck, 10);
  const length = deckInches >= 60 ? r.pick([20.5, 21, 24.5]) : deckInches >= 54 ? r.pick([18, 18.5, 19]) : r.pick([16.5, 17, 17.5, 21]);
  return [
    ['Blade Length', inch(length)],
    ['Deck Size', deck],
    ['Center Hole', r.pick(['5/8"', '5-Point Star', '6-Point Star', '1"', '3/4"'])],
    ['Blade Style', r.pick(['High Lift', 'Mulching', 'Standard Lift', 'Gator'])],
    ['Blade Thickness', r.pick(['0.160"', '0.203"', '0.250"'])],
    ['Application', 'Mower Deck'],
  ];
};

const fluidSpecs = (r: Random, ctx: SpecContext): Spec[] => {
  if (ctx.noun === 'Grease') return [['Volume', r.pick(['14 oz Cartridge', '35 lb Pail', '10-Pack Cartridges'])], ['Grade', r.pick(['NLGI #2 Lithium', 'NLGI #2 Moly', 'NLGI #0 Corn Head'])]];
  if (ctx.noun === 'Coolant') return [['Volume', r.pick(['1 gal', '2.5 gal', '5 gal'])], ['Type', r.pick(['50/50 Prediluted', 'Concentrate', 'Extended Life'])], ['Color', r.pick(['Green', 'Orange', 'Yellow'])]];
  return [
    ['Volume', r.pick(['1 qt', '1 gal', '2.5 gal', '5 gal'])],
    ['Viscosity', ctx.noun === 'Engine Oil' ? r.pick(['15W-40', '10W-30', 'SAE 30', '5W-30']) : r.pick(['Universal Tractor Fluid', 'AW32', 'AW46', 'Hy-Gard Equivalent'])],
    ['Type', r.pick(['Conventional', 'Synthetic Blend', 'Full Synthetic'])],
  ];
};

const bodySpecs = (r: Random): Spec[] => [
  ['Material', r.pick(['Steel', 'Powder-Coated Steel', 'ABS Plastic', 'Polyethylene', 'Aluminum'])],
  ['Color', r.pick(['Black', 'Gray', 'Yellow', 'Green', 'Red', 'Orange'])],
  ['Finish', r.pick(['Painted', 'Primed', 'Textured', 'Gloss'])],
];

const hardwareSpecs = (r: Random): Spec[] => [
  ['Thread Size', r.pick(['1/4"-20', '5/16"-18', '3/8"-16', '1/2"-13', '5/8"-11', 'M8 x 1.25', 'M10 x 1.5'])],
  ['Fastener Length', inch(r.int(4, 24) / 4)],
  ['Grade', r.pick(['Grade 2', 'Grade 5', 'Grade 8', 'Class 8.8'])],
  ['Pack Quantity', String(r.pick([1, 2, 5, 10, 25]))],
  ['Material', 'Zinc Plated Steel'],
];

const clutchSpecs = (r: Random): Spec[] => [
  ['Disc Diameter', inch(r.pick([9, 10, 11, 12, 13]))],
  ['Spline Count', String(r.pick([10, 14, 15, 18, 24]))],
  ['Spline Diameter', inch(r.pick([1, 1.125, 1.25, 1.5, 1.75]))],
  ['Clutch Type', r.pick(['Single Stage', 'Dual Stage'])],
  ['Material', r.pick(['Organic', 'Ceramic', 'Woven'])],
];

const pulleySpecs = (r: Random): Spec[] => [
  ['Outside Diameter', inch(r.int(20, 96) / 8)],
  ['Bore', r.pick(['3/8"', '1/2"', '5/8"', '3/4"', '17 mm'])],
  ['Groove', r.pick(['V-Groove', 'Flat', 'Double V-Groove'])],
  ['Material', r.pick(['Steel', 'Cast Iron', 'Nylon'])],
];

const wheelSpecs = (r: Random, ctx: SpecContext): Spec[] =>
  ctx.noun === 'Tire' || ctx.noun === 'Wheel'
    ? [
        ['Tire Size', r.pick(['23x10.50-12', '20x8.00-8', '18x8.50-8', '10-16.5', '12-16.5', '11.2-24', '13.6-28', '16.9-30'])],
        ['Ply Rating', String(r.pick([4, 6, 8, 10, 12]))],
        ['Tread Pattern', r.pick(['Turf', 'R4 Industrial', 'R1 Ag', 'Skid Steer SKS'])],
        ['Bolt Pattern', r.pick(['4 on 4"', '5 on 4-1/2"', '6 on 8"', '8 on 8"'])],
      ]
    : [
        ['Roller Type', r.pick(['Bottom Roller', 'Top Carrier', 'Front Idler', 'Rear Idler'])],
        ['Flange', r.pick(['Single Flange', 'Double Flange'])],
        ['Seal', 'Duo-Cone'],
      ];

const trackSpecs = (r: Random): Spec[] => [
  ['Track Width', `${r.pick([230, 300, 320, 400, 450])} mm`],
  ['Pitch', `${r.pick([72, 86, 90, 100])} mm`],
  ['Links', String(r.int(42, 60))],
  ['Tread Pattern', r.pick(['C-Lug', 'Block', 'Zig-Zag', 'Multi-Bar'])],
];

const PROFILES: Record<string, PartProfile> = {
  belt: {
    price: [8, 95],
    weight: [0.2, 2.5],
    dims: [[8, 14], [6, 10], [1, 3]],
    specs: beltSpecs,
    title: (s, ctx) => `${s.get('Trade Size')} ${ctx.noun} – ${s.get('Width')} x ${s.get('Length')}${s.get('Material') === 'Rubber' ? '' : `, ${s.get('Material')}`}`,
    features: ['Oil and heat resistant', 'Built to OEM length and angle', 'Stable tension for long life', 'Pre-stretched for less re-tensioning'],
  },
  radiator: {
    price: [180, 1400],
    weight: [22, 95],
    dims: [[18, 36], [16, 30], [4, 9]],
    freight: true,
    specs: radiatorSpecs,
    title: (s, ctx) => `${ctx.noun} – ${s.get('Core Rows')}-Row ${s.get('Core Material')} Core, ${s.get('Core Size')}`,
    features: ['Pressure tested before shipping', 'Direct bolt-in replacement', 'Heavy-gauge tanks and mounting brackets', 'Same core size as the original'],
  },
  cooler: {
    price: [120, 900],
    weight: [6, 28],
    dims: [[12, 28], [8, 18], [2, 5]],
    specs: (r) => [['Core Rows', String(r.int(1, 3))], ['Core Material', 'Aluminum'], ['Port Size', r.pick(['SAE #8', 'SAE #10', '3/4"-16'])]],
    features: ['Bar-and-plate construction', 'Pressure tested', 'Restores cooling capacity'],
  },
  seat: {
    price: [90, 650],
    weight: [18, 65],
    dims: [[20, 28], [20, 26], [14, 28]],
    freight: true,
    specs: seatSpecs,
    title: (s, ctx) =>
      `${s.get('Back Style')} ${s.get('Suspension') === 'Fixed' ? '' : `${s.get('Suspension')!.replace('Mechanical ', '')} `}${ctx.noun} – ${s.get('Color')} ${s.get('Material')}`,
    features: ['UV-resistant cover', 'High-density foam cushion', 'Adjustable slide rails', 'Drain holes keep the seat dry', 'Weight adjustment knob'],
  },
  cushion: {
    price: [35, 180],
    weight: [4, 14],
    dims: [[18, 24], [16, 22], [4, 8]],
    specs: (r) => [
      ['Color', r.pick(['Black', 'Gray', 'Yellow', 'Green'])],
      ['Material', r.pick(['Vinyl', 'Marine Vinyl', 'Fabric'])],
      ['Pieces', r.pick(['2 (seat and back)', '1 (seat only)', '1 (back only)'])],
    ],
    title: (s, ctx) => `${ctx.noun} – ${s.get('Color')} ${s.get('Material')}`,
    features: ['Replaces worn or cracked cushions', 'Mounts to the original pan', 'Stitched, weather-resistant cover'],
  },
  filter: {
    price: [6, 140],
    weight: [0.5, 6],
    dims: [[3, 8], [3, 8], [4, 12]],
    specs: filterSpecs,
    title: (s, ctx) => `${s.get('Filter Type')} ${ctx.noun} – ${s.get('Thread Size') ?? s.get('Outside Diameter') + ' OD'}, ${s.get('Micron Rating')}`,
    features: ['Meets or exceeds OEM specifications', 'Anti-drain-back valve', 'Protects against premature wear', 'Replace at every service interval'],
  },
  airFilter: {
    price: [12, 180],
    weight: [1, 9],
    dims: [[6, 16], [6, 16], [8, 24]],
    specs: airFilterSpecs,
    title: (s, ctx) => `${s.get('Filter Type')} ${ctx.noun} – ${s.get('Outside Diameter')} OD x ${s.get('Height')}`,
    features: ['High dirt-holding capacity', 'Urethane seal', 'Keeps dust out of the intake'],
  },
  serviceKit: {
    price: [29, 320],
    weight: [2, 14],
    dims: [[10, 16], [8, 14], [6, 10]],
    specs: (r) => [['Kit Contents', r.pick(['Oil, fuel and air filters', 'Filters and O-rings', 'Filters, spark plug and belt', 'Hydraulic and transmission filters'])], ['Service Interval', `${r.pick([50, 100, 250, 500])} hours`]],
    features: ['Everything for one scheduled service in one box', 'Part numbers matched to your machine'],
  },
  pump: {
    price: [35, 480],
    weight: [2, 18],
    dims: [[6, 14], [6, 12], [5, 10]],
    specs: pumpSpecs,
    features: ['Precision-machined housing', 'Gaskets included where noted', 'Tested for flow and leaks'],
  },
  hydraulicPump: {
    price: [250, 2500],
    weight: [12, 80],
    dims: [[10, 20], [8, 14], [8, 12]],
    specs: hydraulicPumpSpecs,
    title: (s, ctx) => `${ctx.noun} – ${s.get('Flow Rate')}, ${s.get('Max Pressure')}`,
    features: ['Gear-type pump built to the original displacement', 'Each unit flow tested', 'Direct replacement, no modification'],
  },
  cylinder: {
    price: [120, 1900],
    weight: [15, 140],
    dims: [[18, 60], [6, 10], [6, 10]],
    freight: true,
    specs: cylinderSpecs,
    title: (s, ctx) => `${ctx.noun} – ${s.get('Bore')} Bore x ${s.get('Stroke')} Stroke`,
    features: ['Chrome-plated, induction-hardened rod', 'Welded construction', 'Rebuildable with a standard seal kit'],
  },
  sealKit: {
    price: [12, 95],
    weight: [0.3, 2],
    dims: [[6, 10], [4, 8], [1, 3]],
    specs: (r) => [['Bore', inch(r.pick([1.5, 2, 2.5, 3, 3.5, 4]))], ['Rod Diameter', inch(r.pick([1, 1.25, 1.5, 1.75, 2]))], ['Seal Material', r.pick(['Polyurethane', 'Nitrile', 'Viton'])], ['Pieces', String(r.int(6, 18))]],
    features: ['Complete kit for one cylinder', 'Wipers, rod seals, piston seals and O-rings'],
  },
  hose: {
    price: [15, 140],
    weight: [0.5, 6],
    dims: [[10, 24], [8, 14], [2, 5]],
    specs: (r) => [
      ['Hose Size', r.pick(['-4 (1/4")', '-6 (3/8")', '-8 (1/2")', '-10 (5/8")', '-12 (3/4")', '1-1/2" ID', '1-3/4" ID'])],
      ['Hose Length', inch(r.int(6, 96))],
      ['Fitting Type', r.pick(['JIC Female Swivel', 'ORFS', 'NPT Male', 'ORB', 'Straight Cuff'])],
      ['Max Pressure', `${r.pick([250, 1500, 3000, 4000])} PSI`],
    ],
    features: ['Two-wire braided construction', 'Crimped ends, tested before shipping', 'Abrasion-resistant cover'],
  },
  fitting: {
    price: [4, 95],
    weight: [0.1, 2],
    dims: [[3, 6], [3, 5], [1, 3]],
    specs: (r) => [['Thread Size', r.pick(THREADS)], ['Fitting Type', r.pick(['JIC', 'ORFS', 'NPT', 'ORB', 'Flat Face', 'Poppet'])], ['Material', r.pick(['Zinc Plated Steel', 'Stainless Steel', 'Brass'])]],
    features: ['Made to SAE dimensions', 'Leak-free seal'],
  },
  valve: {
    price: [18, 950],
    weight: [0.5, 25],
    dims: [[4, 16], [4, 10], [3, 8]],
    specs: (r) => [['Ports', r.pick(['SAE #8', 'SAE #10', '1/2" NPT', '3/4" NPT'])], ['Sections', String(r.int(1, 4))], ['Max Pressure', `${r.pick([2500, 3000, 3500])} PSI`], ['Spool Type', r.pick(['Double Acting', 'Float', 'Single Acting'])]],
    features: ['Factory-set relief', 'Direct replacement mounting'],
  },
  alternator: { price: [95, 560], weight: [10, 28], dims: [[8, 12], [8, 12], [8, 10]], specs: electricalSpecs(false), features: ['100% tested for output', 'New bearings and brushes', 'Plug-and-play wiring'] },
  starter: { price: [90, 650], weight: [8, 30], dims: [[10, 14], [7, 10], [7, 10]], specs: electricalSpecs(true), features: ['High-torque gear reduction where noted', 'Tested for cranking current', 'New solenoid contacts'] },
  battery: {
    price: [80, 320],
    weight: [18, 70],
    dims: [[8, 21], [6, 11], [7, 10]],
    freight: true,
    specs: (r) => [['Volts', '12 V'], ['Cold Cranking Amps', `${r.int(7, 20) * 50} CCA`], ['Group Size', r.pick(['U1', '24', '27', '31', '4D', '8D'])], ['Terminal', r.pick(['Top Post', 'Side Post', 'Dual'])]],
    features: ['Maintenance-free', 'Vibration resistant for off-road use'],
  },
  switch: { price: [8, 140], weight: [0.1, 1.5], dims: [[3, 6], [3, 5], [2, 4]], specs: switchSpecs, features: ['Weather-sealed', 'OEM-style connector'] },
  light: { price: [15, 190], weight: [0.8, 6], dims: [[6, 12], [5, 10], [4, 8]], specs: lightSpecs, title: (s, ctx) => `${s.get('Watts')} ${ctx.noun} – ${s.get('Beam Pattern')} Beam, ${s.get('Lumens')}`, features: ['IP67 waterproof housing', 'Shock and vibration resistant', 'Stainless mounting bracket'] },
  harness: { price: [25, 420], weight: [1, 8], dims: [[10, 18], [8, 14], [3, 6]], specs: (r) => [['Harness Length', inch(r.int(12, 120))], ['Connectors', String(r.int(2, 14))], ['Volts', '12 V']], features: ['Correct wire gauges and colours', 'Weatherproof connectors'] },
  gauge: { price: [14, 480], weight: [0.3, 4], dims: [[4, 12], [4, 10], [3, 6]], specs: (r) => [['Volts', '12 V'], ['Gauge Diameter', r.pick(['2"', '2-1/16"', '2-5/8"'])], ['Reads', r.pick(['Oil Pressure', 'Coolant Temperature', 'Fuel Level', 'Hours', 'Tachometer', 'Ammeter'])]], features: ['Backlit face', 'Sealed against moisture'] },
  sensor: { price: [12, 260], weight: [0.1, 1], dims: [[3, 6], [3, 5], [2, 4]], specs: (r) => [['Thread Size', r.pick(['1/8" NPT', '1/4" NPT', 'M14 x 1.5', '3/8" NPT'])], ['Sensor Type', r.pick(['Oil Pressure', 'Coolant Temperature', 'Speed', 'Fuel Level'])], ['Volts', '12 V']], features: ['OEM-matched resistance curve', 'Sealed connector'] },
  gear: { price: [25, 780], weight: [1, 25], dims: [[5, 14], [5, 14], [2, 6]], specs: gearSpecs, features: ['Heat-treated teeth', 'Machined to OEM tolerances'] },
  bearing: { price: [6, 160], weight: [0.1, 4], dims: [[3, 8], [3, 8], [1, 4]], specs: bearingSpecs, features: ['Precision ground races', 'Pre-lubricated'] },
  shaft: {
    price: [60, 1200],
    weight: [6, 75],
    dims: [[24, 60], [4, 8], [4, 8]],
    specs: (r) => [['Overall Length', inch(r.int(24, 72))], ['Spline', r.pick(['1-3/8" 6-Spline', '1-3/8" 21-Spline', '1-3/4" 20-Spline'])], ['Series', `Series ${r.int(1, 8)}`], ['Shield', r.pick(['Plastic', 'Steel', 'None'])]],
    features: ['Heavy-duty yokes', 'Grease zerks on every joint'],
  },
  clutch: { price: [45, 980], weight: [4, 45], dims: [[10, 16], [10, 16], [3, 8]], specs: clutchSpecs, features: ['Balanced for smooth engagement', 'Friction material matched to the original'] },
  pulley: { price: [14, 180], weight: [0.5, 8], dims: [[4, 10], [4, 10], [2, 5]], specs: pulleySpecs, features: ['Sealed ball bearing', 'Precision-balanced'] },
  spindle: { price: [35, 240], weight: [3, 12], dims: [[8, 14], [6, 10], [6, 10]], specs: (r, ctx) => [['Deck Size', ctx.deck?.replace(' deck', '') ?? r.pick(['42"', '48"', '54"', '60"'])], ['Housing', r.pick(['Cast Aluminum', 'Cast Iron'])], ['Pulley Included', r.chance(0.5) ? 'Yes' : 'No'], ['Application', 'Mower Deck']], features: ['Sealed bearings', 'Grease fitting', 'Bolts straight to the deck'] },
  blade: { price: [9, 65], weight: [1.5, 5], dims: [[16, 26], [2, 4], [1, 2]], specs: bladeSpecs, title: (s, ctx) => `${s.get('Blade Style')} ${ctx.noun} for ${s.get('Deck Size')} Deck – ${s.get('Blade Length')}`, features: ['Heat-treated for long edge life', 'Balanced at the factory', 'Sharpened and ready to install'] },
  tooth: { price: [12, 75], weight: [3, 18], dims: [[8, 14], [4, 8], [4, 8]], specs: (r) => [['Tooth Style', r.pick(['Standard', 'Tiger', 'Twin Tiger', 'Flare', 'Heavy Duty'])], ['Adapter Series', r.pick(['23', '25', '27', '30', 'J200', 'J250', 'J300'])], ['Pin Size', r.pick(['5/8"', '3/4"', '7/8"'])], ['Material', 'Through-Hardened Steel']], features: ['Self-sharpening profile', 'Hardened to 500 BHN'] },
  edge: { price: [80, 620], weight: [25, 140], dims: [[48, 96], [6, 10], [1, 3]], freight: true, specs: (r) => [['Edge Length', inch(r.int(48, 96))], ['Edge Thickness', r.pick(['1/2"', '5/8"', '3/4"'])], ['Hole Spacing', r.pick(['6"', '12"'])], ['Material', 'AR400 Steel']], features: ['Pre-drilled to standard spacing', 'Reversible'] },
  bucket: { price: [600, 2500], weight: [150, 650], dims: [[48, 90], [24, 40], [20, 32]], freight: true, specs: (r) => [['Bucket Width', inch(r.int(48, 84))], ['Capacity', `${r.int(3, 12) / 10} cu yd`], ['Mount Type', r.pick(['Skid Steer Quick Attach', 'Euro Global', 'Pin-On'])]], features: ['Reinforced bottom and side cutters', 'Bolt-on edge option'] },
  hitch: { price: [25, 480], weight: [4, 60], dims: [[12, 40], [4, 12], [3, 8]], specs: (r) => [['Hitch Category', r.pick(['Category 1', 'Category 2', 'Category 3'])], ['Pin Diameter', r.pick(['3/4"', '7/8"', '1"', '1-1/8"'])], ['Material', r.pick(['Forged Steel', 'Cast Steel'])]], features: ['Forged for strength', 'Fits standard three-point geometry'] },
  hardware: { price: [3, 24], weight: [0.05, 1], dims: [[2, 6], [2, 4], [1, 2]], specs: hardwareSpecs, features: ['Made to SAE grade specifications', 'Corrosion-resistant plating'] },
  fluid: { price: [10, 95], weight: [2, 45], dims: [[6, 14], [6, 14], [8, 16]], specs: fluidSpecs, features: ['Meets OEM specifications', 'For year-round use'] },
  paint: { price: [12, 75], weight: [1, 10], dims: [[4, 8], [4, 8], [6, 10]], specs: (r, ctx) => [['Color', PAINT_COLORS[ctx.brand] ?? r.pick(Object.values(PAINT_COLORS))], ['Volume', r.pick(['12 oz Spray', '1 qt', '1 gal'])], ['Finish', 'Gloss']], features: ['Factory colour match', 'Enamel finish that stands up to weather'] },
  manual: { price: [25, 95], weight: [1, 4], dims: [[11, 12], [8, 9], [1, 3]], specs: (r) => [['Pages', String(r.int(6, 60) * 10)], ['Format', r.pick(['Paperback', 'Binder', 'Spiral Bound'])], ['Language', 'English']], features: ['Exploded views and torque specs', 'Step-by-step procedures'] },
  body: { price: [20, 780], weight: [2, 55], dims: [[12, 48], [8, 36], [4, 20]], specs: bodySpecs, features: ['Factory-style fit', 'Mounting holes pre-drilled'] },
  mirror: { price: [18, 160], weight: [1, 6], dims: [[8, 16], [6, 12], [4, 8]], specs: (r) => [['Mirror Size', r.pick(['5" x 8"', '6" x 10"', '7" x 11"', '8" round'])], ['Mount', r.pick(['Arm Mount', 'ROPS Clamp', 'Cab Post'])], ['Convex', r.chance(0.5) ? 'Yes' : 'No']], features: ['Vibration-damped mount', 'Shatter-resistant glass'] },
  steering: { price: [45, 220], weight: [3, 9], dims: [[16, 20], [16, 20], [4, 6]], specs: (r) => [['Wheel Diameter', inch(r.pick([14, 15, 16, 17, 18]))], ['Spline', r.pick(['36-Tooth', 'Keyed 3/4"', '19-Tooth'])], ['Color', r.pick(['Black', 'Gray'])]], features: ['Comfort-grip rim', 'Includes cap and nut'] },
  wheel: { price: [60, 900], weight: [15, 180], dims: [[18, 60], [8, 20], [18, 60]], freight: true, specs: wheelSpecs, features: ['Load-rated for heavy equipment', 'Ready to mount'] },
  roller: { price: [120, 760], weight: [30, 120], dims: [[12, 20], [8, 14], [8, 14]], freight: true, specs: wheelSpecs, features: ['Lifetime-lubricated', 'Induction-hardened tread'] },
  track: { price: [780, 2500], weight: [300, 900], dims: [[48, 60], [48, 60], [12, 20]], freight: true, specs: trackSpecs, title: (s, ctx) => `${s.get('Track Width')} x ${s.get('Pitch')} x ${s.get('Links')} ${ctx.noun}`, features: ['Continuous steel cords', 'Forged steel inserts', 'Anti-cracking compound'] },
  tank: { price: [180, 1100], weight: [20, 80], dims: [[20, 40], [12, 24], [12, 24]], freight: true, specs: (r) => [['Capacity', `${r.int(5, 40)} gal`], ['Material', r.pick(['Steel', 'Polyethylene'])]], features: ['Baffled to prevent foaming', 'Includes sight gauge'] },
  engine: { price: [40, 620], weight: [2, 22], dims: [[6, 14], [6, 12], [4, 10]], specs: (r) => [['Size', r.pick(['Standard', '.020" Oversize', '.040" Oversize', '0.5 mm Oversize'])], ['Material', r.pick(['Forged Steel', 'Cast Aluminum', 'Nodular Iron'])]], features: ['Machined to OEM tolerances', 'Ready to install'] },
  head: { price: [180, 2400], weight: [15, 110], dims: [[18, 36], [10, 16], [6, 12]], freight: true, specs: (r) => [['Assembly', r.pick(['Bare', 'Loaded (valves and springs)', 'Complete'])], ['Material', r.pick(['Cast Iron', 'Forged Steel'])], ['Condition', r.chance(0.5) ? 'New' : 'Remanufactured']], features: ['Pressure tested and magnafluxed', 'Surface machined flat'] },
  overhaul: { price: [320, 2500], weight: [12, 45], dims: [[16, 24], [12, 18], [8, 12]], specs: (r) => [['Kit Level', r.pick(['In-Frame', 'Out-of-Frame', 'Major'])], ['Includes', r.pick(['Pistons, rings, liners, gaskets, bearings', 'Pistons, rings, gaskets, bearings', 'Sleeves, pistons, rings, full gasket set'])], ['Size', r.pick(['Standard', '.020" Oversize'])]], features: ['Everything for a rebuild in one box', 'Matched components'] },
  gasket: { price: [9, 320], weight: [0.2, 5], dims: [[8, 24], [6, 14], [1, 3]], specs: (r) => [['Pieces', String(r.int(1, 60))], ['Material', r.pick(['Fiber', 'Multi-Layer Steel', 'Cork/Rubber', 'Graphite'])]], features: ['Precision-cut to OEM shape', 'Includes seals where noted'] },
  injector: { price: [85, 720], weight: [0.5, 3], dims: [[6, 10], [3, 5], [3, 5]], specs: (r) => [['Opening Pressure', `${r.int(150, 250) * 10} PSI`], ['Nozzle Holes', String(r.int(3, 6))], ['Condition', r.chance(0.5) ? 'New' : 'Remanufactured']], features: ['Flow and spray pattern tested', 'Balanced to a matched set'] },
  turbo: { price: [380, 2100], weight: [15, 40], dims: [[12, 18], [12, 18], [10, 14]], specs: (r) => [['Bearing Type', r.pick(['Journal', 'Ball Bearing'])], ['Wastegate', r.chance(0.5) ? 'Internal' : 'None'], ['Condition', r.chance(0.6) ? 'New' : 'Remanufactured']], features: ['Balanced core assembly', 'Gaskets included'] },
  exhaust: { price: [35, 480], weight: [4, 30], dims: [[14, 36], [8, 14], [6, 12]], specs: (r) => [['Inlet Diameter', r.pick(['1-1/2"', '1-3/4"', '2"', '2-1/2"', '3"'])], ['Outlet', r.pick(['Vertical', 'Horizontal', 'Curved'])], ['Finish', r.pick(['Aluminized', 'Black Painted', 'Chrome'])]], features: ['Spark-arresting screen where noted', 'Heavy-gauge shell'] },
  fan: { price: [35, 420], weight: [2, 18], dims: [[14, 30], [14, 30], [3, 8]], specs: (r) => [['Fan Diameter', inch(r.int(14, 28))], ['Blades', String(r.int(4, 9))], ['Rotation', r.pick(['Pusher', 'Puller'])]], features: ['Balanced blade set', 'Pilot bore matched to the hub'] },
  tool: { price: [12, 280], weight: [1, 12], dims: [[8, 20], [4, 12], [3, 8]], specs: (r) => [['Material', r.pick(['Forged Steel', 'Chrome Vanadium', 'Aluminum'])], ['Color', r.pick(['Red', 'Black', 'Yellow'])]], features: ['Shop-grade build', 'Lifetime warranty'] },
  decal: { price: [12, 95], weight: [0.2, 1], dims: [[12, 24], [4, 12], [1, 2]], specs: (r) => [['Material', 'Vinyl'], ['Pieces', String(r.int(1, 12))], ['Color', r.pick(['Black', 'Yellow', 'White', 'Green'])]], features: ['Cut to the original artwork', 'Weatherproof vinyl'] },
  small: { price: [3, 75], weight: [0.05, 2], dims: [[2, 8], [2, 6], [1, 4]], specs: (r) => [['Material', r.pick(['Steel', 'Brass', 'Rubber', 'Plastic', 'Stainless Steel'])], ['Pack Quantity', String(r.pick([1, 1, 1, 2, 4]))]], features: ['OEM-style fit', 'Quality tested'] },
};

/** The profile by name; an unknown name is a data error, so it throws. */
export function partProfile(name: string): PartProfile {
  const profile = PROFILES[name];
  if (!profile) throw new Error(`Unknown part profile ${name}`);
  return profile;
}

/**
 * Constant lists behind the demo catalogue: brands, categories, vendors (machines in seed-machines.ts,
 * people in seed-people.ts). Kept apart from the generator so the shape of the store can be read at a glance.
 */

/** Which kind of machines a brand or a part belongs to. */
export type Segment = 'ag' | 'construction' | 'lawn' | 'utv';
const ALL: readonly Segment[] = ['ag', 'construction', 'lawn', 'utv'];

export interface BrandSeed {
  name: string;
  /** Seo name; also the key of its part-number shape. */
  key: string;
  segments: readonly Segment[];
  makesMachines: boolean;
  /** Relative share of the catalogue. */
  weight: number;
  /** Aftermarket specialists only sell some part profiles (Gates: belts and hoses…). */
  onlyProfiles?: readonly string[];
  /** Whose machines an aftermarket brand's parts fit (none: any brand in its segments). */
  fitsBrands?: readonly string[];
  description: string;
}

export const BRANDS: readonly BrandSeed[] = [
  { name: 'John Deere', key: 'john-deere', segments: ALL, makesMachines: true, weight: 14, description: 'Tractors, mowers and construction equipment built in Moline, Illinois since 1837.' },
  { name: 'Case', key: 'case', segments: ['construction'], makesMachines: true, weight: 6, description: 'Backhoe loaders, skid steers, excavators and dozers from Case Construction Equipment.' },
  { name: 'Case IH', key: 'case-ih', segments: ['ag'], makesMachines: true, weight: 6, description: 'Farmall, Maxxum, Puma and Magnum tractors, heirs of International Harvester.' },
  { name: 'Ford', key: 'ford', segments: ['ag', 'construction'], makesMachines: true, weight: 8, description: 'Classic Ford tractors: the N series, the 2000 to 7000 range and Ford industrial loaders.' },
  { name: 'New Holland', key: 'new-holland', segments: ['ag', 'construction'], makesMachines: true, weight: 7, description: 'Workmaster, Boomer and T-series tractors, skid steers and compact track loaders.' },
  { name: 'Massey Ferguson', key: 'massey-ferguson', segments: ['ag'], makesMachines: true, weight: 6, description: 'From the MF 35 and 135 to the 1700 and 4700 series of today.' },
  { name: 'Allis Chalmers', key: 'allis-chalmers', segments: ['ag'], makesMachines: true, weight: 4, description: 'The orange tractors of West Allis, Wisconsin: WD45, D17 and the 7000 series.' },
  { name: 'Kubota', key: 'kubota', segments: ALL, makesMachines: true, weight: 8, description: 'Compact and utility tractors, excavators, track loaders, zero-turns and RTVs.' },
  { name: 'Caterpillar', key: 'caterpillar', segments: ['construction'], makesMachines: true, weight: 7, description: 'Dozers, excavators, backhoes and compact loaders from Caterpillar.' },
  { name: 'Bobcat', key: 'bobcat', segments: ['construction', 'utv', 'ag', 'lawn'], makesMachines: true, weight: 6, description: 'Skid-steer and compact track loaders, mini excavators, UTVs and mowers.' },
  { name: 'Husqvarna', key: 'husqvarna', segments: ['lawn'], makesMachines: true, weight: 4, description: 'Lawn tractors and zero-turn mowers; parts numbers printed as 532 14 41-66.' },
  { name: 'Snapper', key: 'snapper', segments: ['lawn'], makesMachines: true, weight: 3, description: 'Rear-engine riders, lawn tractors and zero-turns from McDonough, Georgia.' },
  { name: 'Bad Boy', key: 'bad-boy', segments: ['lawn'], makesMachines: true, weight: 3, description: 'Zero-turn mowers built in Batesville, Arkansas.' },
  { name: 'Yamaha', key: 'yamaha', segments: ['utv'], makesMachines: true, weight: 3, description: 'Rhino, Viking and Wolverine side-by-sides.' },
  { name: 'Rhino', key: 'rhino', segments: ['utv'], makesMachines: false, weight: 2, onlyProfiles: ['seat', 'cushion', 'body', 'mirror', 'light'], fitsBrands: ['Yamaha'], description: 'Seats, cushions and body parts for the Yamaha Rhino side-by-side.' },
  { name: 'Universal', key: 'universal', segments: ALL, makesMachines: false, weight: 5, description: 'Universal-fit replacement parts that cross many makes and models.' },
  { name: 'Gates', key: 'gates', segments: ALL, makesMachines: false, weight: 2, onlyProfiles: ['belt', 'hose'], description: 'Belts and hydraulic hose for every kind of machine.' },
  { name: 'Sparex', key: 'sparex', segments: ['ag'], makesMachines: false, weight: 3, fitsBrands: ['Ford', 'Massey Ferguson', 'John Deere', 'Case IH', 'New Holland', 'Allis Chalmers'], description: 'Aftermarket tractor parts for classic and modern tractors.' },
  { name: 'Stens', key: 'stens', segments: ['lawn'], makesMachines: false, weight: 3, fitsBrands: ['Husqvarna', 'Snapper', 'John Deere', 'Bad Boy', 'Kubota'], description: 'Replacement parts for outdoor power equipment.' },
  { name: 'Donaldson', key: 'donaldson', segments: ['ag', 'construction'], makesMachines: false, weight: 1, onlyProfiles: ['filter'], description: 'Engine and hydraulic filtration.' },
  { name: 'Baldwin', key: 'baldwin', segments: ALL, makesMachines: false, weight: 1, onlyProfiles: ['filter'], description: 'Heavy-duty filters for every engine.' },
];

/** What the parts are: name noun, drawing and the profile that shapes specs, price and weight. */
export interface SubCategorySeed {
  name: string;
  /** Singular noun used in product names. */
  noun: string;
  pictureKind: string;
  profile: string;
  segments: readonly Segment[];
  /** Relative share of products (Seats, Belts and Radiators carry the home page). */
  weight: number;
}

export interface CategoryGroupSeed {
  name: string;
  description: string;
  pictureKind: string;
  subs: readonly SubCategorySeed[];
}

const HEAVY: readonly Segment[] = ['ag', 'construction'];
const MOTOR: readonly Segment[] = ['ag', 'construction', 'utv'];

const s = (
  name: string,
  noun: string,
  pictureKind: string,
  profile: string,
  segments: readonly Segment[] = ALL,
  weight = 1,
): SubCategorySeed => ({ name, noun, pictureKind, profile, segments, weight });

/** The 8 home-page groups, in home-page order. */
export const CATEGORY_GROUPS: readonly CategoryGroupSeed[] = [
  {
    name: 'Engine Components',
    description: 'Internal engine parts, fuel system and exhaust for gas and diesel engines.',
    pictureKind: 'piston',
    subs: [
      s('Pistons & Rings', 'Piston & Ring Set', 'piston', 'engine', MOTOR),
      s('Gasket Sets', 'Gasket Set', 'gasket', 'gasket', ALL, 1.2),
      s('Overhaul Kits', 'Engine Overhaul Kit', 'generic', 'overhaul', MOTOR, 0.8),
      s('Cylinder Heads', 'Cylinder Head', 'generic', 'head', MOTOR, 0.5),
      s('Crankshafts', 'Crankshaft', 'shaft', 'head', MOTOR, 0.4),
      s('Camshafts', 'Camshaft', 'shaft', 'engine', MOTOR, 0.4),
      s('Engine Valves', 'Engine Valve', 'valve', 'small', MOTOR, 0.6),
      s('Fuel Injectors', 'Fuel Injector', 'plug', 'injector', HEAVY, 0.8),
      s('Fuel Pumps', 'Fuel Pump', 'pump', 'pump', ALL, 1),
      s('Oil Pumps', 'Oil Pump', 'pump', 'pump', MOTOR, 0.6),
      s('Turbochargers', 'Turbocharger', 'fan', 'turbo', HEAVY, 0.5),
      s('Glow Plugs', 'Glow Plug', 'plug', 'small', HEAVY, 0.7),
      s('Mufflers', 'Muffler', 'muffler', 'exhaust', ALL, 0.8),
      s('Timing Gears', 'Timing Gear', 'gear', 'gear', MOTOR, 0.5),
      s('Engine Bearings', 'Engine Bearing Set', 'bearing', 'bearing', MOTOR, 0.6),
      s('Connecting Rods', 'Connecting Rod', 'generic', 'engine', MOTOR, 0.4),
    ],
  },
  {
    name: 'Filtration & Cooling',
    description: 'Filters, radiators, water pumps and everything that keeps an engine clean and cool.',
    pictureKind: 'radiator',
    subs: [
      s('Radiators', 'Radiator', 'radiator', 'radiator', MOTOR, 5),
      s('Oil Filters', 'Oil Filter', 'filter', 'filter', ALL, 2),
      s('Fuel Filters', 'Fuel Filter', 'filter', 'filter', ALL, 1.6),
      s('Air Filters', 'Air Filter', 'filter', 'airFilter', ALL, 1.6),
      s('Hydraulic Filters', 'Hydraulic Filter', 'filter', 'filter', HEAVY, 1.2),
      s('Transmission Filters', 'Transmission Filter', 'filter', 'filter', HEAVY, 0.6),
      s('Water Pumps', 'Water Pump', 'pump', 'pump', MOTOR, 1),
      s('Fan Belts', 'Fan Belt', 'belt', 'belt', MOTOR, 1.2),
      s('Fan Blades', 'Fan Blade', 'fan', 'fan', MOTOR, 0.6),
      s('Thermostats', 'Thermostat', 'valve', 'small', MOTOR, 0.8),
      s('Radiator Caps', 'Radiator Cap', 'cap', 'small', MOTOR, 0.6),
      s('Oil Coolers', 'Oil Cooler', 'radiator', 'cooler', HEAVY, 0.5),
      s('Radiator Hoses', 'Radiator Hose', 'hose', 'hose', MOTOR, 0.8),
      s('Fuel Water Separators', 'Fuel Water Separator', 'filter', 'filter', HEAVY, 0.5),
      s('Coolant', 'Coolant', 'bottle', 'fluid', ALL, 0.4),
    ],
  },
  {
    name: 'Transmission & Drive',
    description: 'Belts, clutches, PTO shafts, gears, bearings and the rest of the drive line.',
    pictureKind: 'gear',
    subs: [
      s('Belts', 'Belt', 'belt', 'belt', ALL, 2),
      s('Drive Belts', 'Drive Belt', 'belt', 'belt', ['lawn', 'utv', 'construction'], 2.5),
      s('Deck Belts', 'Deck Belt', 'belt', 'belt', ['lawn'], 2.5),
      s('V-Belts', 'V-Belt', 'belt', 'belt', ALL, 1.5),
      s('Clutches', 'Clutch Assembly', 'clutch', 'clutch', MOTOR, 0.8),
      s('Clutch Discs', 'Clutch Disc', 'clutch', 'clutch', MOTOR, 0.7),
      s('Pressure Plates', 'Pressure Plate', 'clutch', 'clutch', HEAVY, 0.5),
      s('PTO Shafts', 'PTO Shaft', 'shaft', 'shaft', ['ag', 'lawn'], 0.7),
      s('Transmission Gears', 'Transmission Gear', 'gear', 'gear', HEAVY, 0.6),
      s('Bearings', 'Bearing', 'bearing', 'bearing', ALL, 1),
      s('U-Joints', 'U-Joint', 'generic', 'small', ALL, 0.6),
      s('Axles', 'Axle', 'shaft', 'shaft', ALL, 0.4),
      s('Pulleys', 'Pulley', 'pulley', 'pulley', ALL, 0.8),
      s('Idler Pulleys', 'Idler Pulley', 'pulley', 'pulley', ['lawn', 'ag'], 0.9),
      s('Drive Chains', 'Drive Chain', 'chain', 'small', ALL, 0.4),
      s('Sprockets', 'Sprocket', 'gear', 'gear', ['construction', 'ag'], 0.4),
    ],
  },
  {
    name: 'Hydraulic Systems',
    description: 'Pumps, cylinders, valves, hoses and seal kits for loaders, backhoes and three-point hitches.',
    pictureKind: 'cylinder',
    subs: [
      s('Hydraulic Pumps', 'Hydraulic Pump', 'pump', 'hydraulicPump', HEAVY, 1.2),
      s('Hydraulic Cylinders', 'Hydraulic Cylinder', 'cylinder', 'cylinder', HEAVY, 1.2),
      s('Cylinder Seal Kits', 'Cylinder Seal Kit', 'gasket', 'sealKit', HEAVY, 1),
      s('Hydraulic Hoses', 'Hydraulic Hose', 'hose', 'hose', HEAVY, 1),
      s('Hydraulic Fittings', 'Hydraulic Fitting', 'hose', 'fitting', HEAVY, 0.8),
      s('Control Valves', 'Control Valve', 'valve', 'valve', HEAVY, 0.7),
      s('Quick Couplers', 'Quick Coupler', 'valve', 'fitting', HEAVY, 0.6),
      s('Hydraulic Motors', 'Hydraulic Motor', 'pump', 'hydraulicPump', ['construction', 'lawn'], 0.5),
      s('Relief Valves', 'Relief Valve', 'valve', 'valve', HEAVY, 0.4),
      s('Steering Cylinders', 'Steering Cylinder', 'cylinder', 'cylinder', ['ag', 'construction'], 0.5),
      s('Hydraulic Tanks', 'Hydraulic Tank', 'generic', 'tank', HEAVY, 0.3),
      s('Joysticks', 'Joystick', 'switch', 'switch', ['construction'], 0.3),
      s('Hydraulic Fluid', 'Hydraulic Fluid', 'bottle', 'fluid', HEAVY, 0.4),
    ],
  },
  {
    name: 'Electrical & Controls',
    description: 'Alternators, starters, switches, lights, gauges and wiring.',
    pictureKind: 'alternator',
    subs: [
      s('Alternators', 'Alternator', 'alternator', 'alternator', ALL, 1.2),
      s('Starters', 'Starter', 'alternator', 'starter', ALL, 1.2),
      s('Batteries', 'Battery', 'battery', 'battery', ALL, 0.5),
      s('Switches', 'Switch', 'switch', 'switch', ALL, 0.9),
      s('Ignition Switches', 'Ignition Switch', 'key', 'switch', ALL, 0.9),
      s('Work Lights', 'LED Work Light', 'light', 'light', ALL, 1),
      s('Headlights', 'Headlight', 'light', 'light', ALL, 0.8),
      s('Wiring Harnesses', 'Wiring Harness', 'hose', 'harness', ALL, 0.5),
      s('Gauges', 'Gauge', 'gauge', 'gauge', MOTOR, 0.8),
      s('Sensors', 'Sensor', 'plug', 'sensor', MOTOR, 0.7),
      s('Solenoids', 'Solenoid', 'switch', 'switch', ALL, 0.6),
      s('Voltage Regulators', 'Voltage Regulator', 'switch', 'switch', MOTOR, 0.4),
      s('Fuses & Relays', 'Relay', 'switch', 'small', ALL, 0.4),
      s('Key Sets', 'Key Set', 'key', 'small', ALL, 0.4),
      s('Instrument Clusters', 'Instrument Cluster', 'gauge', 'gauge', MOTOR, 0.3),
    ],
  },
  {
    name: 'Chassis & Body',
    description: 'Seats, steps, mirrors, sheet metal, wheels and undercarriage.',
    pictureKind: 'seat',
    subs: [
      s('Seats', 'Seat', 'seat', 'seat', ALL, 5),
      s('Seat Cushions', 'Seat Cushion Set', 'seat', 'cushion', ALL, 1.2),
      s('Seat Belts', 'Seat Belt', 'generic', 'small', MOTOR, 0.4),
      s('Steps', 'Step', 'step', 'body', ['ag', 'construction', 'utv'], 0.6),
      s('Mirrors', 'Mirror', 'mirror', 'mirror', ['ag', 'construction', 'utv'], 0.6),
      s('Fenders', 'Fender', 'generic', 'body', ['ag', 'lawn', 'utv'], 0.6),
      s('Hoods', 'Hood', 'generic', 'body', ['ag', 'lawn', 'utv'], 0.5),
      s('Grilles', 'Grille', 'radiator', 'body', ['ag', 'lawn'], 0.4),
      s('Steering Wheels', 'Steering Wheel', 'wheel', 'steering', ['ag', 'lawn', 'utv'], 0.5),
      s('Wheels & Rims', 'Wheel', 'wheel', 'wheel', ALL, 0.5),
      s('Tires', 'Tire', 'wheel', 'wheel', ALL, 0.6),
      s('Track Rollers', 'Track Roller', 'wheel', 'roller', ['construction'], 0.5),
      s('Rubber Tracks', 'Rubber Track', 'chain', 'track', ['construction'], 0.5),
      s('Armrests', 'Armrest', 'seat', 'body', ['ag', 'construction'], 0.3),
      s('Decals', 'Decal Set', 'generic', 'decal', ALL, 0.5),
    ],
  },
  {
    name: 'Attachments & Accessories',
    description: 'Blades, bucket teeth, cutting edges, hitch parts and add-ons.',
    pictureKind: 'blade',
    subs: [
      s('Mower Blades', 'Mower Blade', 'blade', 'blade', ['lawn'], 2),
      s('Deck Spindles', 'Deck Spindle Assembly', 'pulley', 'spindle', ['lawn'], 1),
      s('Bucket Teeth', 'Bucket Tooth', 'tooth', 'tooth', ['construction'], 1),
      s('Cutting Edges', 'Cutting Edge', 'blade', 'edge', ['construction', 'ag'], 0.6),
      s('Loader Buckets', 'Loader Bucket', 'tooth', 'bucket', ['construction', 'ag'], 0.3),
      s('Pallet Forks', 'Pallet Fork', 'generic', 'bucket', ['construction', 'ag'], 0.3),
      s('Top Links', 'Top Link', 'cylinder', 'hitch', ['ag'], 0.6),
      s('Three-Point Hitch Parts', 'Lift Arm', 'generic', 'hitch', ['ag'], 0.6),
      s('Hitch Pins', 'Hitch Pin', 'bolt', 'hardware', ['ag', 'lawn'], 0.5),
      s('Drawbars', 'Drawbar', 'generic', 'hitch', ['ag'], 0.3),
      s('Canopies', 'Canopy', 'generic', 'body', ['ag', 'utv', 'lawn'], 0.3),
      s('Snow Plow Parts', 'Plow Blade', 'blade', 'edge', ['utv', 'lawn', 'construction'], 0.3),
      s('Tool Boxes', 'Tool Box', 'generic', 'body', ALL, 0.3),
      s('Quick Attach Plates', 'Quick Attach Plate', 'generic', 'hitch', ['construction', 'ag'], 0.3),
    ],
  },
  {
    name: 'Maintenance & Repair',
    description: 'Service kits, lubricants, manuals, hardware and shop supplies.',
    pictureKind: 'manual',
    subs: [
      s('Service Kits', 'Service Kit', 'filter', 'serviceKit', ALL, 1.2),
      s('Grease & Lubricants', 'Grease', 'bottle', 'fluid', ALL, 0.6),
      s('Engine Oil', 'Engine Oil', 'bottle', 'fluid', ALL, 0.6),
      s('Grease Guns', 'Grease Gun', 'generic', 'tool', ALL, 0.3),
      s('Spark Plugs', 'Spark Plug', 'plug', 'small', ['lawn', 'utv', 'ag'], 0.8),
      s('Tune-Up Kits', 'Tune-Up Kit', 'plug', 'serviceKit', ['lawn', 'utv', 'ag'], 0.6),
      s('Paint', 'Paint', 'bottle', 'paint', ALL, 0.4),
      s('Repair Manuals', 'Service Manual', 'manual', 'manual', ALL, 0.6),
      s('Operator Manuals', 'Operator Manual', 'manual', 'manual', ALL, 0.4),
      s('Shear Bolts', 'Shear Bolt', 'bolt', 'hardware', ['ag', 'lawn'], 0.5),
      s('Hardware Kits', 'Hardware Kit', 'bolt', 'hardware', ALL, 0.4),
      s('Cotter Pins', 'Cotter Pin Assortment', 'bolt', 'hardware', ALL, 0.3),
      s('Shop Tools', 'Tool', 'generic', 'tool', ALL, 0.3),
    ],
  },
];

/** Home-page sections: the sub-category and the brand chips that must each have products. */
export const HOME_SECTIONS: readonly { category: string; brands: readonly string[] }[] = [
  { category: 'Seats', brands: ['Ford', 'John Deere', 'Caterpillar', 'Bobcat', 'Rhino', 'Yamaha', 'New Holland'] },
  { category: 'Belts', brands: ['Universal', 'John Deere', 'Bobcat', 'Husqvarna', 'Snapper', 'Bad Boy', 'Kubota'] },
  { category: 'Radiators', brands: ['Case', 'Ford', 'Allis Chalmers', 'New Holland', 'Massey Ferguson'] },
];

/** Belt products are all listed under "Belts" as well as their own kind. */
export const BELT_UMBRELLA = 'Belts';

/**
 * Every filter (oil, fuel, air, hydraulic, transmission, fuel-water separator) is also listed under
 * "Filters", a category of the group with no products of its own: what a customer means by "filters".
 */
export const FILTER_UMBRELLA = { name: 'Filters', group: 'Filtration & Cooling', profiles: ['filter', 'airFilter'], pictureKind: 'filter' } as const;

export interface WarehouseSeed {
  name: string;
  city: string;
  state: string;
  country: 'US' | 'CA' | 'MX';
  zip: string;
  timeZone: string;
}

export interface VendorSeed {
  name: string;
  email: string;
  weight: number;
  warehouses: readonly WarehouseSeed[];
}

export const VENDORS: readonly VendorSeed[] = [
  {
    name: 'Ironyard',
    email: 'orders@ironyard.test',
    weight: 40,
    warehouses: [
      { name: 'Ironyard Des Moines', city: 'Des Moines', state: 'IA', country: 'US', zip: '50309', timeZone: 'America/Chicago' },
      { name: 'Ironyard Harrisburg', city: 'Harrisburg', state: 'PA', country: 'US', zip: '17101', timeZone: 'America/New_York' },
    ],
  },
  {
    name: 'Midwest Tractor Supply',
    email: 'sales@midwesttractor.test',
    weight: 14,
    warehouses: [{ name: 'Midwest Columbus', city: 'Columbus', state: 'OH', country: 'US', zip: '43215', timeZone: 'America/New_York' }],
  },
  {
    name: 'Prairie Ag Parts',
    email: 'parts@prairieag.test',
    weight: 12,
    warehouses: [
      { name: 'Prairie Fargo', city: 'Fargo', state: 'ND', country: 'US', zip: '58102', timeZone: 'America/Chicago' },
      { name: 'Prairie Winnipeg', city: 'Winnipeg', state: 'MB', country: 'CA', zip: 'R3C 0A5', timeZone: 'America/Winnipeg' },
    ],
  },
  {
    name: 'Gulf Coast Equipment',
    email: 'service@gulfcoastequip.test',
    weight: 10,
    warehouses: [{ name: 'Gulf Coast Houston', city: 'Houston', state: 'TX', country: 'US', zip: '77002', timeZone: 'America/Chicago' }],
  },
  {
    name: 'Sierra Heavy Parts',
    email: 'hello@sierraheavy.test',
    weight: 9,
    warehouses: [{ name: 'Sierra Fresno', city: 'Fresno', state: 'CA', country: 'US', zip: '93721', timeZone: 'America/Los_Angeles' }],
  },
  {
    name: 'Keystone Mower & Turf',
    email: 'orders@keystoneturf.test',
    weight: 8,
    warehouses: [{ name: 'Keystone Lancaster', city: 'Lancaster', state: 'PA', country: 'US', zip: '17602', timeZone: 'America/New_York' }],
  },
  {
    name: 'Red River Implement',
    email: 'counter@redriverimplement.test',
    weight: 7,
    warehouses: [
      { name: 'Red River Shreveport', city: 'Shreveport', state: 'LA', country: 'US', zip: '71101', timeZone: 'America/Chicago' },
      { name: 'Red River Monterrey', city: 'Monterrey', state: 'NLE', country: 'MX', zip: '64000', timeZone: 'America/Monterrey' },
    ],
  },
];

/** Range texts shown next to availability ("Build to Order: 2-3 weeks"). */
export const BUILD_TO_ORDER_RANGES = ['2-3 weeks', '3-4 weeks', '4-6 weeks', '10-14 business days', '6-8 weeks'];
export const BACKORDER_RANGES = ['3-5 business days', '1-2 weeks', '2-3 weeks', '2-4 weeks', '4-6 weeks'];

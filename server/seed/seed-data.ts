/**
 * Constant lists behind the demo catalogue: brands, machines, categories, vendors, reviewers.
 * Kept apart from the generator so the shape of the store can be read at a glance.
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

export interface MachineTypeSeed {
  name: string;
  segment: Segment;
  /** How a product name says it: "Radiator for Ford 2000, 3000 Tractors". */
  plural: string;
}

export const MACHINE_TYPES: readonly MachineTypeSeed[] = [
  { name: 'Compact Tractor', segment: 'ag', plural: 'Compact Tractors' },
  { name: 'Utility Tractor', segment: 'ag', plural: 'Tractors' },
  { name: 'Row-Crop Tractor', segment: 'ag', plural: 'Tractors' },
  { name: 'Lawn Tractor', segment: 'lawn', plural: 'Lawn Tractors' },
  { name: 'Zero-Turn Mower', segment: 'lawn', plural: 'Zero-Turn Mowers' },
  { name: 'Skid Steer', segment: 'construction', plural: 'Skid Steers' },
  { name: 'Compact Track Loader', segment: 'construction', plural: 'Track Loaders' },
  { name: 'Backhoe Loader', segment: 'construction', plural: 'Backhoes' },
  { name: 'Excavator', segment: 'construction', plural: 'Excavators' },
  { name: 'Dozer', segment: 'construction', plural: 'Dozers' },
  { name: 'UTV', segment: 'utv', plural: 'UTVs' },
];

export interface ModelSeed {
  name: string;
  type: string;
  years: readonly [number, number | null];
  hp: number;
  engines: readonly string[];
  attachments: readonly string[];
}

const m = (
  name: string,
  type: string,
  from: number,
  to: number | null,
  hp: number,
  engines: readonly string[],
  attachments: readonly string[] = [],
): ModelSeed => ({ name, type, years: [from, to], hp, engines, attachments });


/** Machine models by brand name (domain.md's examples and more). */
export const MODELS: Readonly<Record<string, readonly ModelSeed[]>> = {
  'John Deere': [
    m('4020', 'Row-Crop Tractor', 1964, 1972, 95, ['JD 404 Diesel', 'JD 362 Gas'], ['Front weights']),
    m('5075E', 'Utility Tractor', 2014, null, 75, ['PowerTech 2.9L'], ['520M Loader']),
    m('1025R', 'Compact Tractor', 2013, null, 24, ['Yanmar 3TNV80F'], ['60D Mower Deck', '120R Loader', '260B Backhoe']),
    m('X350', 'Lawn Tractor', 2016, null, 22, ['Briggs & Stratton 22 HP'], ['42" deck', '48" deck']),
    m('X590', 'Lawn Tractor', 2016, null, 25, ['Kawasaki FS730V'], ['48" deck', '54" deck']),
    m('D130', 'Lawn Tractor', 2011, 2018, 22, ['Briggs & Stratton 22 HP'], ['42" deck']),
    m('Z930M', 'Zero-Turn Mower', 2015, null, 25, ['Kawasaki FX730V'], ['54" deck', '60" deck']),
    m('310SL', 'Backhoe Loader', 2013, null, 97, ['PowerTech 4.5L'], ['Extendable dipperstick']),
    m('333G', 'Compact Track Loader', 2015, null, 100, ['PowerTech 5.0L']),
    m('35G', 'Excavator', 2014, null, 23, ['Yanmar 3TNV88']),
    m('650K', 'Dozer', 2012, null, 116, ['PowerTech 4.5L']),
    m('Gator XUV835M', 'UTV', 2018, null, 23, ['3-cylinder gas 812cc']),
    m('6120M', 'Utility Tractor', 2016, null, 120, ['PowerTech PVS 4.5L'], ['640R Loader']),
    m('2510', 'Row-Crop Tractor', 1966, 1968, 55, ['JD 202 Diesel', 'JD 180 Gas']),
    m('318', 'Lawn Tractor', 1983, 1992, 18, ['Onan P218G'], ['46" deck', '50" deck']),
  ],
  Case: [
    m('580 Super N', 'Backhoe Loader', 2011, null, 97, ['FPT F4HFE413'], ['Extendahoe']),
    m('580K', 'Backhoe Loader', 1986, 1993, 62, ['Case 4-390 Diesel']),
    m('590 Super M', 'Backhoe Loader', 2003, 2011, 100, ['Case 445T/M2']),
    m('SR210', 'Skid Steer', 2015, null, 74, ['FPT F5C']),
    m('SV280', 'Skid Steer', 2011, 2016, 84, ['FPT F5H']),
    m('TR310', 'Compact Track Loader', 2015, null, 74, ['FPT F5C']),
    m('CX80C', 'Excavator', 2014, null, 55, ['Isuzu 4JJ1X']),
    m('1150K', 'Dozer', 2005, 2014, 118, ['Case 6T-590']),
    m('1845C', 'Skid Steer', 1987, 2004, 51, ['Case 4-390 Diesel']),
  ],
  'Case IH': [
    m('Farmall 75C', 'Utility Tractor', 2011, null, 75, ['FPT F5C 3.4L'], ['L545 Loader']),
    m('Magnum 340', 'Row-Crop Tractor', 2013, null, 340, ['FPT Cursor 9']),
    m('Maxxum 125', 'Utility Tractor', 2008, null, 125, ['FPT NEF 4.5L']),
    m('Puma 185', 'Row-Crop Tractor', 2012, null, 185, ['FPT NEF 6.7L']),
    m('1066', 'Row-Crop Tractor', 1971, 1976, 125, ['IH DT-414']),
    m('856', 'Row-Crop Tractor', 1967, 1971, 100, ['IH D-407']),
    m('Farmall 140A', 'Utility Tractor', 2014, null, 140, ['FPT NEF 4.5L']),
    m('Farmall 45C', 'Compact Tractor', 2012, null, 45, ['FPT S8000'], ['L340 Loader']),
  ],
  Ford: [
    m('8N', 'Utility Tractor', 1947, 1952, 27, ['Ford 120 cu in gas'], ['Ford Dearborn loader']),
    m('9N', 'Utility Tractor', 1939, 1942, 23, ['Ford 120 cu in gas']),
    m('2N', 'Utility Tractor', 1942, 1947, 23, ['Ford 120 cu in gas']),
    m('2000', 'Utility Tractor', 1965, 1975, 37, ['Ford 158 cu in gas', 'Ford 158 cu in diesel']),
    m('3000', 'Utility Tractor', 1965, 1975, 47, ['Ford 175 cu in gas', 'Ford 175 cu in diesel']),
    m('4000', 'Utility Tractor', 1965, 1975, 55, ['Ford 201 cu in gas', 'Ford 201 cu in diesel']),
    m('5000', 'Row-Crop Tractor', 1965, 1975, 67, ['Ford 256 cu in diesel']),
    m('7000', 'Row-Crop Tractor', 1971, 1975, 83, ['Ford 256 cu in turbo diesel']),
    m('1720', 'Compact Tractor', 1989, 1997, 26, ['Shibaura N843']),
    m('1920', 'Compact Tractor', 1989, 1997, 30, ['Shibaura N844']),
    m('555A', 'Backhoe Loader', 1985, 1987, 65, ['Ford 256 cu in diesel']),
  ],
  'New Holland': [
    m('TC45', 'Compact Tractor', 2000, 2004, 45, ['Shibaura N844T'], ['16LA Loader']),
    m('L218', 'Skid Steer', 2011, 2016, 60, ['FPT F5C']),
    m('L228', 'Skid Steer', 2011, 2016, 74, ['FPT F5C']),
    m('C232', 'Compact Track Loader', 2011, 2016, 74, ['FPT F5C']),
    m('Workmaster 75', 'Utility Tractor', 2014, null, 75, ['FPT F5C 3.4L'], ['655TL Loader']),
    m('T6.180', 'Row-Crop Tractor', 2014, null, 145, ['FPT NEF 6.7L']),
    m('Boomer 25', 'Compact Tractor', 2014, null, 24, ['Shibaura N843'], ['60" mid-mount deck', '100LC Loader']),
    m('TC33D', 'Compact Tractor', 2003, 2008, 33, ['Shibaura N844']),
    m('LS180', 'Skid Steer', 2001, 2007, 60, ['NH 675T']),
    m('TS110', 'Utility Tractor', 1998, 2003, 110, ['NH 456T']),
  ],
  'Massey Ferguson': [
    m('135', 'Utility Tractor', 1964, 1975, 45, ['Perkins AD3.152', 'Continental Z145 gas']),
    m('165', 'Utility Tractor', 1965, 1975, 52, ['Perkins AD4.203']),
    m('1735', 'Compact Tractor', 2015, null, 35, ['Iseki E3CG']),
    m('35', 'Utility Tractor', 1960, 1964, 37, ['Perkins 3.152', 'Continental Z134 gas']),
    m('255', 'Utility Tractor', 1976, 1983, 50, ['Perkins AD4.203']),
    m('2705E', 'Utility Tractor', 2016, null, 75, ['AGCO Power 3.3L']),
    m('4710', 'Utility Tractor', 2016, null, 100, ['AGCO Power 4.4L']),
    m('1526', 'Compact Tractor', 2008, 2014, 25, ['Iseki E3CD'], ['60" mid-mount deck', 'DL95 Loader']),
  ],
  'Allis Chalmers': [
    m('WD45', 'Row-Crop Tractor', 1953, 1957, 43, ['AC 226 cu in gas']),
    m('D17', 'Row-Crop Tractor', 1957, 1967, 52, ['AC 226 cu in gas', 'AC 262 cu in diesel']),
    m('WD', 'Row-Crop Tractor', 1948, 1953, 35, ['AC 201 cu in gas']),
    m('B', 'Utility Tractor', 1937, 1957, 22, ['AC 116 cu in gas']),
    m('CA', 'Utility Tractor', 1950, 1958, 26, ['AC 125 cu in gas']),
    m('D15', 'Row-Crop Tractor', 1960, 1968, 40, ['AC 149 cu in gas']),
    m('190XT', 'Row-Crop Tractor', 1965, 1973, 93, ['AC 301 cu in turbo diesel']),
    m('7000', 'Row-Crop Tractor', 1975, 1981, 106, ['AC 3500 diesel']),
  ],
  Kubota: [
    m('L3901', 'Compact Tractor', 2015, null, 37, ['Kubota D1803-CR'], ['LA526 Loader']),
    m('BX2380', 'Compact Tractor', 2016, null, 23, ['Kubota D902'], ['60" mid-mount deck', 'LA344 Loader', 'BT603 Backhoe']),
    m('SVL75', 'Compact Track Loader', 2011, 2020, 74, ['Kubota V3307-DI-T']),
    m('B2650', 'Compact Tractor', 2013, 2020, 26, ['Kubota D1305'], ['LA434 Loader']),
    m('M7060', 'Utility Tractor', 2015, null, 71, ['Kubota V3307-CR-T'], ['LA1065 Loader']),
    m('L2501', 'Compact Tractor', 2016, null, 25, ['Kubota D1105'], ['LA525 Loader']),
    m('SVL95-2s', 'Compact Track Loader', 2015, null, 96, ['Kubota V3800-CR-TIE4']),
    m('KX040-4', 'Excavator', 2013, null, 41, ['Kubota V2203-M']),
    m('U35', 'Excavator', 2007, null, 24, ['Kubota D1703']),
    m('ZD1211', 'Zero-Turn Mower', 2013, null, 24, ['Kubota D902'], ['60" deck', '72" deck']),
    m('RTV-X1100C', 'UTV', 2014, null, 25, ['Kubota D1105']),
    m('T2290', 'Lawn Tractor', 2010, 2016, 22, ['Kawasaki FH641V'], ['48" deck', '54" deck']),
  ],
  Caterpillar: [
    m('D6', 'Dozer', 1935, null, 215, ['Cat C9.3', 'Cat 3306']),
    m('D5K2', 'Dozer', 2016, null, 104, ['Cat C4.4']),
    m('D3K2', 'Dozer', 2016, null, 80, ['Cat C4.4']),
    m('320', 'Excavator', 1992, null, 160, ['Cat C7.1', 'Cat 3066']),
    m('308', 'Excavator', 2003, null, 67, ['Cat C3.3B']),
    m('262D', 'Skid Steer', 2013, 2019, 74, ['Cat C3.3B']),
    m('259D', 'Compact Track Loader', 2013, 2019, 74, ['Cat C3.3B']),
    m('299D3', 'Compact Track Loader', 2019, null, 110, ['Cat C3.8']),
    m('416F', 'Backhoe Loader', 2013, 2019, 87, ['Cat C4.4']),
    m('420F', 'Backhoe Loader', 2013, 2019, 93, ['Cat C4.4']),
  ],
  Bobcat: [
    m('S650', 'Skid Steer', 2012, null, 74, ['Kubota V2607-DI-T']),
    m('T770', 'Compact Track Loader', 2012, null, 92, ['Kubota V3800-DI-T']),
    m('S570', 'Skid Steer', 2012, null, 61, ['Kubota V2403-M-DI-T']),
    m('S770', 'Skid Steer', 2012, null, 92, ['Kubota V3800-DI-T']),
    m('T590', 'Compact Track Loader', 2012, null, 66, ['Kubota V2607-DI-T']),
    m('S185', 'Skid Steer', 2003, 2013, 56, ['Kubota V2203-M-DI-E2B']),
    m('753', 'Skid Steer', 1995, 2003, 43, ['Kubota V2203']),
    m('E35', 'Excavator', 2013, null, 25, ['Kubota D1703-M-DI']),
    m('E50', 'Excavator', 2013, null, 49, ['Kubota V2607-DI']),
    m('CT2025', 'Compact Tractor', 2016, null, 25, ['Yanmar 3TNV86CT']),
    m('UV34', 'UTV', 2020, null, 34, ['Bobcat 1.0L gas']),
    m('ZT6000', 'Zero-Turn Mower', 2017, null, 31, ['Kawasaki FX1000V'], ['52" deck', '61" deck', '72" deck']),
  ],
  Husqvarna: [
    m('YTH24V48', 'Lawn Tractor', 2010, null, 24, ['Briggs & Stratton Intek 24 HP'], ['48" deck']),
    m('YTH18542', 'Lawn Tractor', 2011, null, 18, ['Briggs & Stratton 18.5 HP'], ['42" deck']),
    m('TS348XD', 'Lawn Tractor', 2018, null, 24, ['Kohler 7000 Series'], ['48" deck']),
    m('Z254', 'Zero-Turn Mower', 2014, null, 26, ['Kohler Confidant'], ['54" deck']),
    m('MZ61', 'Zero-Turn Mower', 2013, null, 27, ['Briggs & Stratton Endurance'], ['61" deck']),
    m('LGT2654', 'Lawn Tractor', 2006, 2011, 26, ['Kohler Courage 26 HP'], ['54" deck']),
    m('YT42XLS', 'Lawn Tractor', 2008, 2012, 20, ['Kohler Courage 20 HP'], ['42" deck']),
    m('Z248F', 'Zero-Turn Mower', 2016, null, 22, ['Kawasaki FR651V'], ['48" deck']),
  ],
  Snapper: [
    m('SPX2346', 'Lawn Tractor', 2012, 2016, 23, ['Briggs & Stratton 23 HP'], ['46" deck']),
    m('SPX2548', 'Lawn Tractor', 2012, 2016, 25, ['Briggs & Stratton 25 HP'], ['48" deck']),
    m('360Z', 'Zero-Turn Mower', 2016, null, 22, ['Briggs & Stratton 22 HP'], ['42" deck', '48" deck']),
    m('LT2246', 'Lawn Tractor', 2009, 2012, 22, ['Briggs & Stratton 22 HP'], ['46" deck']),
    m('XT2246', 'Lawn Tractor', 2020, null, 22, ['Briggs & Stratton 22 HP'], ['46" deck']),
    m('Pro S150XT', 'Zero-Turn Mower', 2015, null, 25, ['Kawasaki FX730V'], ['52" deck', '61" deck']),
  ],
  'Bad Boy': [
    m('ZT Elite', 'Zero-Turn Mower', 2015, null, 25, ['Kohler 7000 Series', 'Kawasaki FR730V'], ['54" deck', '60" deck']),
    m('MZ Magnum', 'Zero-Turn Mower', 2015, null, 25, ['Kohler 7000 Series'], ['48" deck', '54" deck']),
    m('Maverick', 'Zero-Turn Mower', 2016, null, 26, ['Kawasaki FR730V'], ['54" deck', '60" deck']),
    m('Rebel', 'Zero-Turn Mower', 2017, null, 25, ['Kohler 7000 Series'], ['54" deck', '61" deck']),
    m('Outlaw XP', 'Zero-Turn Mower', 2014, null, 35, ['Kawasaki FX1000V'], ['61" deck', '72" deck']),
    m('ZT Avenger', 'Zero-Turn Mower', 2019, null, 24, ['Kohler 7000 Series'], ['54" deck', '60" deck']),
  ],
  Yamaha: [
    m('Rhino 660', 'UTV', 2004, 2007, 36, ['Yamaha 660cc']),
    m('Rhino 700', 'UTV', 2008, 2013, 44, ['Yamaha 686cc FI']),
    m('Rhino 450', 'UTV', 2006, 2009, 27, ['Yamaha 421cc']),
    m('Viking VI', 'UTV', 2015, null, 44, ['Yamaha 686cc FI']),
    m('Wolverine X4', 'UTV', 2019, null, 78, ['Yamaha 847cc twin']),
    m('Wolverine RMAX2', 'UTV', 2021, null, 108, ['Yamaha 999cc twin']),
  ],
};

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

/** Registered customers who wrote the demo reviews (they have no password). */
export const REVIEWERS: readonly (readonly [first: string, last: string, state: string])[] = [
  ['Dale', 'Hoffman', 'IA'], ['Marty', 'Kowalski', 'WI'], ['Earl', 'Whitaker', 'TN'], ['Janet', 'Lindqvist', 'MN'],
  ['Ray', 'Delgado', 'TX'], ['Bonnie', 'Schultz', 'NE'], ['Gus', 'Petersen', 'ND'], ['Lorna', 'McAllister', 'OH'],
  ['Travis', 'Boone', 'KY'], ['Wade', 'Thibodeaux', 'LA'], ['Carla', 'Nguyen', 'CA'], ['Hank', 'Yoder', 'PA'],
  ['Denise', 'Fortier', 'VT'], ['Luis', 'Ortega', 'NM'], ['Shirley', 'Brandt', 'KS'], ['Cody', 'Ramsey', 'MT'],
];

export const REVIEW_TITLES: Readonly<Record<number, readonly string[]>> = {
  5: ['Perfect fit', 'Exactly like the original', 'Great part, fast shipping', 'Back in business', 'Better than OEM', 'Would buy again', 'Spot on'],
  4: ['Good part', 'Works well', 'Fit with a little adjusting', 'Solid replacement', 'Good value'],
  3: ['It works', 'OK for the price', 'Decent, not great', 'Took some fiddling'],
  2: ['Had to modify it', 'Not quite right', 'Shipping was slow'],
  1: ['Wrong part', 'Did not fit', 'Failed after a month'],
};

export const REVIEW_TEXTS: Readonly<Record<number, readonly string[]>> = {
  5: [
    'Bolted right on, every hole lined up. Machine is back to work the same day.',
    'Matched the old {noun} exactly. Ordered by the part number off the old one and it was the right one.',
    'Quality looks as good as the dealer part for a lot less money. Arrived two days after ordering.',
    'Third one I have bought for our fleet. Never had a problem.',
    'Had my {model} down for a week waiting on the dealer. Ordered here, arrived Thursday, running Friday.',
  ],
  4: [
    'Good quality {noun}. Instructions could be better but it went on fine.',
    'Fit my {model} fine. Packaging was a little beat up but the part was undamaged.',
    'Works as it should. Took off a star because shipping took a week.',
  ],
  3: [
    'Fit is close but I had to elongate one mounting hole. Working for now.',
    'Does the job. Finish is rougher than the original.',
    'Part is fine, but the listing should say the hardware is not included.',
  ],
  2: [
    'Needed a spacer to make it fit my {model}. Customer service was helpful though.',
    'Not the same as the original, had to modify it to fit.',
  ],
  1: [
    'Listed as fitting my {model} but it does not. Returned it.',
    'Did not last a season. Expected better.',
  ],
};

export const REVIEW_REPLIES: readonly string[] = [
  'Thanks for the review! Glad to hear your machine is back in service.',
  'Thank you for the feedback. We have passed your note on to our product team.',
  'Sorry to hear about the trouble. Please call our parts counter and we will make it right.',
  'We appreciate you taking the time to write this. Happy mowing!',
];

/** Range texts shown next to availability ("Build to Order: 2-3 weeks"). */
export const BUILD_TO_ORDER_RANGES = ['2-3 weeks', '3-4 weeks', '4-6 weeks', '10-14 business days', '6-8 weeks'];
export const BACKORDER_RANGES = ['3-5 business days', '1-2 weeks', '2-3 weeks', '2-4 weeks', '4-6 weeks'];

/** Demo accounts: the README shows them. */
export const DEMO_ADMIN = { email: 'admin@ironyard.test', firstName: 'Avery', lastName: 'Admin' } as const;
export const DEMO_CUSTOMER = { email: 'customer@ironyard.test', firstName: 'Casey', lastName: 'Customer' } as const;
export const DEMO_STAFF = { email: 'staff@ironyard.test', firstName: 'Sam', lastName: 'Staff' } as const;

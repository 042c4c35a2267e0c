import type { Segment } from './seed-data';

// The demo catalogue's machines: the machine types and, by brand, the models with their years,
// horsepower, engines and attachments (fitment is built from these).

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

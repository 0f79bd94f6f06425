/**
 * A hand-made catalogue of Australian-market vehicles and caravans: enough variety for demo
 * stock, model pages and facets. Prices are indicative drive-away prices in AUD.
 */
import type { PaintKey, TrimKey } from './images/palette'

export type SimpleBody =
  | 'Sedan'
  | 'Hatch'
  | 'SUV'
  | 'Ute'
  | 'Wagon'
  | 'Van'
  | 'Coupe'
  | 'Convertible'
  | 'People Mover'
  | 'Caravan'
  | 'Camper Trailer'
  | 'Pop Top'
export type SimpleFuel = 'Petrol' | 'Diesel' | 'Hybrid' | 'Electric' | 'Plug-in Hybrid'
export type SimpleDrive = 'FWD' | 'RWD' | 'AWD' | '4WD'

export interface Powertrain {
  fuel: string
  simpleFuel: SimpleFuel
  /** Engine capacity in cc; null for electric. */
  cc: number | null
  cylinders: number
  induction: string
  trans: string
  manual: boolean
  gears: number
  drive: SimpleDrive
  /** Combined L/100km (null for electric). */
  cons: number | null
  torque: number
  tank: number | null
}

const DRIVE_TEXT: Record<SimpleDrive, string> = {
  FWD: 'Front Wheel Drive',
  RWD: 'Rear Wheel Drive',
  AWD: 'All Wheel Drive',
  '4WD': 'Four Wheel Drive',
}
export function driveText(d: SimpleDrive): string {
  return DRIVE_TEXT[d]
}

function pt(
  simpleFuel: SimpleFuel,
  cc: number | null,
  cylinders: number,
  trans: string,
  gears: number,
  drive: SimpleDrive,
  cons: number | null,
  torque: number,
  extra: Partial<Powertrain> = {},
): Powertrain {
  const fuel =
    simpleFuel === 'Diesel'
      ? 'Diesel'
      : simpleFuel === 'Electric'
        ? 'Electric'
        : simpleFuel === 'Hybrid'
          ? 'Hybrid (Petrol)'
          : simpleFuel === 'Plug-in Hybrid'
            ? 'Plug-in Hybrid (Petrol)'
            : 'Unleaded Petrol'
  return {
    fuel,
    simpleFuel,
    cc,
    cylinders,
    induction: simpleFuel === 'Electric' ? 'Electric' : simpleFuel === 'Diesel' ? 'Turbo Intercooled' : 'Aspirated',
    trans,
    manual: /manual/i.test(trans),
    gears,
    drive,
    cons,
    torque,
    tank: simpleFuel === 'Electric' ? null : 50,
    ...extra,
  }
}

export interface VariantDef {
  badge: string
  price: number
  pt: Powertrain
  series?: string | null
  /** Highlights shown on model pages (short HTML) and used for features. */
  highlights?: string[]
  seats?: number
  /** The colour group this variant belongs to (model colour viewer). */
  group?: string
}

export interface ColourDef {
  name: string
  hex: string
  paint: PaintKey
  code: string
}

export interface ModelDef {
  make: string
  model: string
  body: SimpleBody
  bodyText: string
  bodyconfiguration: string
  seats: number
  doors: number
  /** length, width, height (mm) */
  dims: [number, number, number]
  gvm: number
  towing: number
  ancap: number | null
  popularity: number
  /** Model years on the used market. */
  years: [number, number]
  variants: VariantDef[]
  short: string
  /** Value retention multiplier for used prices. */
  retention?: number
  features: string[]
  status?: 'available' | 'coming_soon'
}

// ───────────────────────────── colours ─────────────────────────────

export const MAKE_COLOURS: Record<string, ColourDef[]> = {
  Toyota: [
    { name: 'Glacier White', hex: '#f2f3f1', paint: 'white', code: '040' },
    { name: 'Frosted White', hex: '#f4f2ea', paint: 'white', code: '070' },
    { name: 'Silver Pearl', hex: '#bfc2c5', paint: 'silver', code: '1D6' },
    { name: 'Graphite', hex: '#54575b', paint: 'grey', code: '1G3' },
    { name: 'Eclipse Black', hex: '#141517', paint: 'black', code: '218' },
    { name: 'Feverish Red', hex: '#a3131c', paint: 'red', code: '3T3' },
    { name: 'Saturn Blue', hex: '#223f6e', paint: 'blue', code: '8X8' },
    { name: 'Oxide Bronze', hex: '#7d6048', paint: 'sand', code: '4X7' },
    { name: 'Eclectic Green', hex: '#4c5d4a', paint: 'green', code: '6X3' },
  ],
  Mazda: [
    { name: 'Snowflake White Pearl', hex: '#f3f2ee', paint: 'white', code: '25D' },
    { name: 'Sonic Silver', hex: '#b6b9bc', paint: 'silver', code: '45P' },
    { name: 'Machine Grey', hex: '#5c5f62', paint: 'grey', code: '46G' },
    { name: 'Polymetal Grey', hex: '#7a8185', paint: 'grey', code: '47S' },
    { name: 'Jet Black', hex: '#121315', paint: 'black', code: '41W' },
    { name: 'Soul Red Crystal', hex: '#9e0d18', paint: 'red', code: '46V' },
    { name: 'Deep Crystal Blue', hex: '#1d2f52', paint: 'blue', code: '42M' },
    { name: 'Zircon Sand', hex: '#a99a84', paint: 'sand', code: '48D' },
  ],
  Hyundai: [
    { name: 'Creamy White', hex: '#f1efe8', paint: 'white', code: 'WC9' },
    { name: 'Typhoon Silver', hex: '#b4b8bc', paint: 'silver', code: 'T2X' },
    { name: 'Amazon Grey', hex: '#62676b', paint: 'grey', code: 'A5G' },
    { name: 'Abyss Black', hex: '#15161a', paint: 'black', code: 'A2B' },
    { name: 'Ultimate Red', hex: '#a5161e', paint: 'red', code: 'PR2' },
    { name: 'Intense Blue', hex: '#234a8c', paint: 'blue', code: 'YP5' },
    { name: 'Performance Blue', hex: '#2f6fb5', paint: 'blue', code: 'PB3' },
    { name: 'Lucid Orange', hex: '#d2641f', paint: 'orange', code: 'LO2' },
  ],
  Kia: [
    { name: 'Clear White', hex: '#f2f2f0', paint: 'white', code: 'UD' },
    { name: 'Snow White Pearl', hex: '#f5f4ef', paint: 'white', code: 'SWP' },
    { name: 'Steel Grey', hex: '#6b6f73', paint: 'grey', code: 'KLG' },
    { name: 'Gravity Grey', hex: '#4a4e52', paint: 'grey', code: 'KDG' },
    { name: 'Aurora Black Pearl', hex: '#141518', paint: 'black', code: 'ABP' },
    { name: 'Runway Red', hex: '#a7141d', paint: 'red', code: 'CR5' },
    { name: 'Blueflame', hex: '#26508f', paint: 'blue', code: 'B4U' },
    { name: 'Jungle Wood Green', hex: '#3f5a45', paint: 'green', code: 'JWG' },
  ],
}

/** Generic colours for other makes and used stock. */
export const GENERIC_COLOURS: ColourDef[] = [
  { name: 'White', hex: '#f2f2f0', paint: 'white', code: 'WHT' },
  { name: 'Arctic White', hex: '#f4f5f3', paint: 'white', code: 'AWT' },
  { name: 'Silver', hex: '#bcc0c4', paint: 'silver', code: 'SLV' },
  { name: 'Grey', hex: '#5e6367', paint: 'grey', code: 'GRY' },
  { name: 'Gunmetal Grey', hex: '#4c5055', paint: 'grey', code: 'GMG' },
  { name: 'Black', hex: '#141517', paint: 'black', code: 'BLK' },
  { name: 'Red', hex: '#a8141d', paint: 'red', code: 'RED' },
  { name: 'Blue', hex: '#23498a', paint: 'blue', code: 'BLU' },
  { name: 'Green', hex: '#405c46', paint: 'green', code: 'GRN' },
  { name: 'Orange', hex: '#d4621e', paint: 'orange', code: 'ORG' },
  { name: 'Bronze', hex: '#8a6a4e', paint: 'sand', code: 'BRZ' },
  { name: 'Beige', hex: '#bca98c', paint: 'sand', code: 'BGE' },
]

/** Colour weights for used stock (white and grey dominate Australian roads). */
export const COLOUR_WEIGHTS: Record<PaintKey, number> = {
  white: 34,
  silver: 14,
  grey: 18,
  black: 12,
  red: 7,
  blue: 8,
  green: 2,
  orange: 2,
  sand: 3,
}

export const INTERIORS: { name: string; trim: TrimKey; premium: boolean }[] = [
  { name: 'Black Cloth', trim: 'black', premium: false },
  { name: 'Black', trim: 'black', premium: false },
  { name: 'Grey Cloth', trim: 'grey', premium: false },
  { name: 'Black Leather', trim: 'black', premium: true },
  { name: 'Black Leather-Accented', trim: 'black', premium: true },
  { name: 'Grey Leather', trim: 'grey', premium: true },
  { name: 'Tan Leather', trim: 'tan', premium: true },
  { name: 'Saddle Tan Leather', trim: 'tan', premium: true },
]

// ───────────────────────────── powertrains ─────────────────────────────

const HILUX_TD = pt('Diesel', 2755, 4, '6 Speed Automatic', 6, '4WD', 7.9, 500, { tank: 80 })
const HILUX_TD_MAN = pt('Diesel', 2755, 4, '6 Speed Manual', 6, '4WD', 8.4, 420, { tank: 80 })
const HILUX_27 = pt('Petrol', 2694, 4, '6 Speed Automatic', 6, 'RWD', 10.9, 245, { tank: 80 })
const RAV4_HYB = pt('Hybrid', 2487, 4, 'e-CVT Automatic', 1, 'FWD', 4.7, 221, { tank: 55 })
const RAV4_HYB_AWD = pt('Hybrid', 2487, 4, 'e-CVT Automatic', 1, 'AWD', 4.8, 221, { tank: 55 })
const LC300 = pt('Diesel', 3346, 6, '10 Speed Automatic', 10, '4WD', 8.9, 700, {
  induction: 'Twin Turbo Intercooled',
  tank: 110,
})
const PRADO = pt('Diesel', 2755, 4, '8 Speed Automatic', 8, '4WD', 7.9, 500, { tank: 110 })
const COROLLA_HYB = pt('Hybrid', 1798, 4, 'e-CVT Automatic', 1, 'FWD', 3.9, 142, { tank: 43 })
const CAMRY_HYB = pt('Hybrid', 2487, 4, 'e-CVT Automatic', 1, 'FWD', 4.2, 221, { tank: 50 })
const KLUGER_HYB = pt('Hybrid', 2487, 4, 'e-CVT Automatic', 1, 'AWD', 5.6, 239, { tank: 65 })
const YARIS_CROSS = pt('Hybrid', 1490, 3, 'e-CVT Automatic', 1, 'FWD', 3.8, 120, { tank: 36 })

const CX5_20 = pt('Petrol', 1998, 4, '6 Speed Automatic', 6, 'FWD', 7.0, 199, { tank: 56 })
const CX5_25 = pt('Petrol', 2488, 4, '6 Speed Automatic', 6, 'AWD', 7.4, 258, { tank: 58 })
const CX30_20 = pt('Petrol', 1998, 4, '6 Speed Automatic', 6, 'FWD', 6.5, 200, { tank: 51 })
const BT50 = pt('Diesel', 2999, 4, '6 Speed Automatic', 6, '4WD', 8.0, 450, { tank: 76 })
const MAZDA3 = pt('Petrol', 1998, 4, '6 Speed Automatic', 6, 'FWD', 6.2, 200, { tank: 51 })
const CX60_PHEV = pt('Plug-in Hybrid', 2488, 4, '8 Speed Automatic', 8, 'AWD', 2.1, 500, { tank: 50 })
const CX90 = pt('Petrol', 3283, 6, '8 Speed Automatic', 8, 'AWD', 8.2, 500, {
  induction: 'Turbo Intercooled',
  tank: 74,
})
const MX5 = pt('Petrol', 1998, 4, '6 Speed Manual', 6, 'RWD', 6.8, 205, { tank: 45 })

const I30_20 = pt('Petrol', 1999, 4, 'CVT Automatic', 1, 'FWD', 6.4, 192, { tank: 50 })
const I30_16T = pt('Petrol', 1598, 4, '7 Speed Auto-Dual Clutch', 7, 'FWD', 6.8, 265, {
  induction: 'Turbo Intercooled',
  tank: 50,
})
const I30N = pt('Petrol', 1998, 4, '6 Speed Manual', 6, 'FWD', 8.5, 392, { induction: 'Turbo Intercooled', tank: 50 })
const TUCSON_20 = pt('Petrol', 1999, 4, '6 Speed Automatic', 6, 'FWD', 8.1, 192, { tank: 54 })
const TUCSON_HYB = pt('Hybrid', 1598, 4, '6 Speed Automatic', 6, 'AWD', 5.5, 367, {
  induction: 'Turbo Intercooled',
  tank: 52,
})
const SANTAFE = pt('Petrol', 2497, 4, '8 Speed Auto-Dual Clutch', 8, 'AWD', 9.1, 422, {
  induction: 'Turbo Intercooled',
  tank: 67,
})
const SANTAFE_HYB = pt('Hybrid', 1598, 4, '6 Speed Automatic', 6, 'AWD', 5.6, 367, {
  induction: 'Turbo Intercooled',
  tank: 67,
})
const KONA = pt('Petrol', 1999, 4, 'CVT Automatic', 1, 'FWD', 6.6, 180, { tank: 47 })
const KONA_EV = pt('Electric', null, 0, '1 Speed Reduction Gear', 1, 'FWD', null, 255)
const IONIQ5 = pt('Electric', null, 0, '1 Speed Reduction Gear', 1, 'RWD', null, 350)
const IONIQ5_AWD = pt('Electric', null, 0, '1 Speed Reduction Gear', 1, 'AWD', null, 605)
const STARIA = pt('Diesel', 2199, 4, '8 Speed Automatic', 8, 'AWD', 8.6, 430, { tank: 75 })
const STARIA_LOAD = pt('Diesel', 2199, 4, '8 Speed Automatic', 8, 'RWD', 8.4, 430, { tank: 75 })

const SPORTAGE_20 = pt('Petrol', 1999, 4, '6 Speed Automatic', 6, 'FWD', 8.1, 192, { tank: 54 })
const SPORTAGE_HYB = pt('Hybrid', 1598, 4, '6 Speed Automatic', 6, 'AWD', 5.5, 350, {
  induction: 'Turbo Intercooled',
  tank: 52,
})
const CARNIVAL = pt('Petrol', 3470, 6, '8 Speed Automatic', 8, 'FWD', 9.6, 355, { tank: 72 })
const CARNIVAL_HYB = pt('Hybrid', 1598, 4, '6 Speed Automatic', 6, 'FWD', 6.6, 367, {
  induction: 'Turbo Intercooled',
  tank: 72,
})
const SORENTO_PHEV = pt('Plug-in Hybrid', 1598, 4, '6 Speed Automatic', 6, 'AWD', 1.6, 350, {
  induction: 'Turbo Intercooled',
  tank: 47,
})
const SORENTO_D = pt('Diesel', 2151, 4, '8 Speed Auto-Dual Clutch', 8, 'AWD', 6.1, 440, { tank: 67 })
const K4 = pt('Petrol', 1999, 4, 'CVT Automatic', 1, 'FWD', 6.8, 179, { tank: 47 })
const SELTOS = pt('Petrol', 1999, 4, 'CVT Automatic', 1, 'FWD', 6.8, 179, { tank: 50 })
const EV5 = pt('Electric', null, 0, '1 Speed Reduction Gear', 1, 'FWD', null, 310)
const TASMAN = pt('Diesel', 2151, 4, '8 Speed Automatic', 8, '4WD', 8.0, 441, { tank: 80 })
const PICANTO = pt('Petrol', 1248, 4, '4 Speed Automatic', 4, 'FWD', 5.8, 122, { tank: 35 })
const PICANTO_MAN = pt('Petrol', 1248, 4, '5 Speed Manual', 5, 'FWD', 5.0, 122, { tank: 35 })

// ───────────────────────────── franchise models ─────────────────────────────

const h = (...items: string[]) => items

export const FRANCHISE_MODELS: ModelDef[] = [
  {
    make: 'Toyota',
    model: 'HiLux',
    body: 'Ute',
    bodyText: 'Dual Cab Utility',
    bodyconfiguration: 'Double Cab Pick Up',
    seats: 5,
    doors: 4,
    dims: [5325, 1855, 1815],
    gvm: 3050,
    towing: 3500,
    ancap: 5,
    popularity: 30,
    years: [2008, 2026],
    retention: 1.25,
    short: "Australia's favourite ute: tough, dependable and ready for work or the weekend.",
    features: ['Apple CarPlay', 'Android Auto', 'Reversing Camera', 'Tow Bar', 'Bluetooth', 'Cruise Control'],
    variants: [
      {
        badge: 'Workmate',
        price: 38990,
        pt: HILUX_27,
        series: 'TGN121R',
        group: 'Workmate',
        highlights: h(
          '<strong>2.7L</strong> petrol engine',
          'Vinyl floor covering',
          '<strong>8-inch</strong> touchscreen',
        ),
      },
      {
        badge: 'SR',
        price: 57990,
        pt: HILUX_TD_MAN,
        series: 'GUN126R',
        group: 'SR',
        highlights: h(
          '<strong>2.8L</strong> turbo-diesel, 500Nm',
          'Part-time 4WD with rear diff lock',
          '17-inch steel wheels',
        ),
      },
      {
        badge: 'SR5',
        price: 67990,
        pt: HILUX_TD,
        series: 'GUN126R',
        group: 'SR5',
        highlights: h(
          '18-inch alloy wheels',
          'LED headlamps',
          'Satellite navigation',
          'Leather-accented steering wheel',
        ),
      },
      {
        badge: 'Rogue',
        price: 76990,
        pt: HILUX_TD,
        series: 'GUN126R',
        group: 'Rogue',
        highlights: h('Hard tonneau cover', 'Leather-accented seats', 'Panoramic view monitor'),
      },
      {
        badge: 'GR Sport',
        price: 79990,
        pt: HILUX_TD,
        series: 'GUN126R',
        group: 'Rogue',
        highlights: h('Monotube shock absorbers', 'GR Sport styling', 'Widened track'),
      },
    ],
  },
  {
    make: 'Toyota',
    model: 'RAV4',
    body: 'SUV',
    bodyText: 'Wagon',
    bodyconfiguration: 'Wagon',
    seats: 5,
    doors: 5,
    dims: [4600, 1855, 1685],
    gvm: 2260,
    towing: 1500,
    ancap: 5,
    popularity: 26,
    years: [2008, 2026],
    retention: 1.15,
    short: 'The hybrid SUV that does everything, from the school run to the long weekend away.',
    features: [
      'Apple CarPlay',
      'Android Auto',
      'Reversing Camera',
      'Adaptive Cruise Control',
      'Lane Keep Assist',
      'Keyless Entry',
    ],
    variants: [
      {
        badge: 'GX Hybrid',
        price: 45990,
        pt: RAV4_HYB,
        series: 'AXAH54R',
        group: 'GX',
        highlights: h('Self-charging hybrid', '<strong>10.5-inch</strong> multimedia', 'Toyota Safety Sense'),
      },
      {
        badge: 'GXL Hybrid',
        price: 50990,
        pt: RAV4_HYB,
        series: 'AXAH54R',
        group: 'GXL',
        highlights: h('Synthetic leather-accented seats', 'Dual-zone climate control', 'Wireless phone charger'),
      },
      {
        badge: 'XSE Hybrid',
        price: 55990,
        pt: RAV4_HYB_AWD,
        series: 'AXAH54R',
        group: 'XSE',
        highlights: h('AWD hybrid', 'Black roof', '19-inch alloy wheels'),
      },
      {
        badge: 'Edge Hybrid',
        price: 59990,
        pt: RAV4_HYB_AWD,
        series: 'AXAH54R',
        group: 'Edge',
        highlights: h('Panoramic view monitor', 'Head-up display', 'Power tailgate'),
      },
    ],
  },
  {
    make: 'Toyota',
    model: 'LandCruiser 300',
    body: 'SUV',
    bodyText: 'Wagon',
    bodyconfiguration: 'Wagon',
    seats: 7,
    doors: 5,
    dims: [4980, 1980, 1950],
    gvm: 3280,
    towing: 3500,
    ancap: null,
    popularity: 9,
    years: [2021, 2026],
    retention: 1.3,
    short: 'Legendary go-anywhere capability with a 3.3L twin-turbo V6 diesel.',
    features: [
      'Apple CarPlay',
      'Android Auto',
      '360 Camera',
      'Tow Bar',
      'Leather Seats',
      'Sunroof',
      'Third Row Seating',
    ],
    variants: [
      {
        badge: 'GX',
        price: 106990,
        pt: LC300,
        series: 'FJA300R',
        group: 'GX',
        seats: 5,
        highlights: h('3.3L twin-turbo V6 diesel', 'Full-time 4WD', 'Rear diff lock'),
      },
      {
        badge: 'GXL',
        price: 118990,
        pt: LC300,
        series: 'FJA300R',
        group: 'GXL',
        highlights: h('Seven seats', 'Tri-zone climate control', 'Roof rails'),
      },
      {
        badge: 'VX',
        price: 131990,
        pt: LC300,
        series: 'FJA300R',
        group: 'VX',
        highlights: h('Leather-accented seats', 'Heated and ventilated front seats', '20-inch alloys'),
      },
      {
        badge: 'Sahara',
        price: 150990,
        pt: LC300,
        series: 'FJA300R',
        group: 'Sahara',
        highlights: h('Rear-seat entertainment', 'Head-up display', 'Heated rear seats'),
      },
      {
        badge: 'GR Sport',
        price: 155990,
        pt: LC300,
        series: 'FJA300R',
        group: 'Sahara',
        highlights: h('E-KDSS', 'Front and rear diff locks', 'GR styling'),
      },
    ],
  },
  {
    make: 'Toyota',
    model: 'Prado',
    body: 'SUV',
    bodyText: 'Wagon',
    bodyconfiguration: 'Wagon',
    seats: 7,
    doors: 5,
    dims: [4925, 1980, 1870],
    gvm: 3140,
    towing: 3500,
    ancap: 5,
    popularity: 8,
    years: [2009, 2026],
    retention: 1.2,
    short: 'The all-new Prado: modern tech, serious off-road ability and room for seven.',
    features: ['Apple CarPlay', 'Android Auto', 'Reversing Camera', 'Tow Bar', 'Third Row Seating'],
    variants: [
      {
        badge: 'GX',
        price: 79990,
        pt: PRADO,
        series: 'TJA250R',
        group: 'GX',
        highlights: h('2.8L turbo-diesel with V-Active', 'Full-time 4WD', '12.3-inch touchscreen'),
      },
      {
        badge: 'GXL',
        price: 88990,
        pt: PRADO,
        series: 'TJA250R',
        group: 'GXL',
        highlights: h('Seven seats', 'Synthetic leather trim', 'Roof rails'),
      },
      {
        badge: 'VX',
        price: 97990,
        pt: PRADO,
        series: 'TJA250R',
        group: 'VX',
        highlights: h('Leather-accented seats', 'Head-up display', 'Panoramic view monitor'),
      },
      {
        badge: 'Kakadu',
        price: 109990,
        pt: PRADO,
        series: 'TJA250R',
        group: 'VX',
        highlights: h('Disconnecting front stabiliser bar', 'Adaptive variable suspension', 'JBL audio'),
      },
    ],
  },
  {
    make: 'Toyota',
    model: 'Corolla',
    body: 'Hatch',
    bodyText: 'Hatchback',
    bodyconfiguration: 'Hatchback',
    seats: 5,
    doors: 5,
    dims: [4375, 1790, 1435],
    gvm: 1845,
    towing: 450,
    ancap: 5,
    popularity: 14,
    years: [2008, 2026],
    short: 'Efficient, easy to live with and now a hybrid across the range.',
    features: ['Apple CarPlay', 'Android Auto', 'Reversing Camera', 'Adaptive Cruise Control', 'Bluetooth'],
    variants: [
      {
        badge: 'Ascent Sport Hybrid',
        price: 36990,
        pt: COROLLA_HYB,
        series: 'ZWE219R',
        group: 'Ascent Sport',
        highlights: h('1.8L hybrid', '<strong>8-inch</strong> touchscreen', '16-inch alloys'),
      },
      {
        badge: 'SX Hybrid',
        price: 40990,
        pt: COROLLA_HYB,
        series: 'ZWE219R',
        group: 'SX',
        highlights: h('Satellite navigation', 'Dual-zone climate', 'Wireless charger'),
      },
      {
        badge: 'ZR Hybrid',
        price: 45990,
        pt: COROLLA_HYB,
        series: 'ZWE219R',
        group: 'ZR',
        highlights: h('Head-up display', 'JBL audio', 'Heated sports seats'),
      },
    ],
  },
  {
    make: 'Toyota',
    model: 'Camry',
    body: 'Sedan',
    bodyText: 'Sedan',
    bodyconfiguration: 'Sedan',
    seats: 5,
    doors: 4,
    dims: [4915, 1840, 1445],
    gvm: 2100,
    towing: 1200,
    ancap: 5,
    popularity: 7,
    years: [2008, 2026],
    short: 'A spacious, quiet hybrid sedan that sips fuel.',
    features: ['Apple CarPlay', 'Android Auto', 'Reversing Camera', 'Adaptive Cruise Control', 'Leather Seats'],
    variants: [
      {
        badge: 'Ascent Hybrid',
        price: 42990,
        pt: CAMRY_HYB,
        series: 'AXVH80R',
        group: 'Ascent',
        highlights: h('2.5L hybrid', '<strong>12.3-inch</strong> touchscreen'),
      },
      {
        badge: 'SX Hybrid',
        price: 48990,
        pt: CAMRY_HYB,
        series: 'AXVH80R',
        group: 'SX',
        highlights: h('Sports styling', 'Paddle shifters'),
      },
      {
        badge: 'SL Hybrid',
        price: 55990,
        pt: CAMRY_HYB,
        series: 'AXVH80R',
        group: 'SL',
        highlights: h('Leather-accented seats', 'Head-up display', 'JBL audio'),
      },
    ],
  },
  {
    make: 'Toyota',
    model: 'Kluger',
    body: 'SUV',
    bodyText: 'Wagon',
    bodyconfiguration: 'Wagon',
    seats: 7,
    doors: 5,
    dims: [4965, 1930, 1755],
    gvm: 2750,
    towing: 2000,
    ancap: 5,
    popularity: 6,
    years: [2008, 2026],
    short: 'Seven seats, all-wheel-drive hybrid and space for the whole family.',
    features: ['Apple CarPlay', 'Android Auto', 'Reversing Camera', 'Third Row Seating', 'Power Tailgate'],
    variants: [
      {
        badge: 'GX Hybrid',
        price: 68990,
        pt: KLUGER_HYB,
        series: 'AXUH78R',
        group: 'GX',
        highlights: h('Seven seats', 'Hybrid AWD'),
      },
      {
        badge: 'GXL Hybrid',
        price: 77990,
        pt: KLUGER_HYB,
        series: 'AXUH78R',
        group: 'GXL',
        highlights: h('Leather-accented seats', 'Power tailgate'),
      },
      {
        badge: 'Grande Hybrid',
        price: 87990,
        pt: KLUGER_HYB,
        series: 'AXUH78R',
        group: 'Grande',
        highlights: h('Sunroof', 'Head-up display', 'Ventilated front seats'),
      },
    ],
  },
  {
    make: 'Toyota',
    model: 'Yaris Cross',
    body: 'SUV',
    bodyText: 'Wagon',
    bodyconfiguration: 'Wagon',
    seats: 5,
    doors: 5,
    dims: [4180, 1765, 1590],
    gvm: 1615,
    towing: 400,
    ancap: 5,
    popularity: 6,
    years: [2020, 2026],
    short: 'A compact hybrid SUV for the city with surprising space.',
    features: ['Apple CarPlay', 'Android Auto', 'Reversing Camera', 'Bluetooth'],
    variants: [
      {
        badge: 'GX Hybrid',
        price: 35990,
        pt: YARIS_CROSS,
        series: 'city',
        group: 'GX',
        highlights: h('1.5L hybrid', 'Toyota Safety Sense'),
      },
      {
        badge: 'Urban Hybrid',
        price: 40990,
        pt: YARIS_CROSS,
        series: 'city',
        group: 'Urban',
        highlights: h('18-inch alloys', 'Power tailgate'),
      },
    ],
  },
  {
    make: 'Mazda',
    model: 'CX-5',
    body: 'SUV',
    bodyText: 'Wagon',
    bodyconfiguration: 'Wagon',
    seats: 5,
    doors: 5,
    dims: [4575, 1845, 1680],
    gvm: 2180,
    towing: 1800,
    ancap: 5,
    popularity: 20,
    years: [2012, 2026],
    short: 'Premium feel, sharp handling and a beautifully finished cabin.',
    features: ['Apple CarPlay', 'Android Auto', 'Reversing Camera', 'Adaptive Cruise Control', 'Blind Spot Monitoring'],
    variants: [
      {
        badge: 'G20 Maxx',
        price: 39990,
        pt: CX5_20,
        series: 'KF Series',
        group: 'Maxx',
        highlights: h('2.0L SKYACTIV-G', '<strong>10.25-inch</strong> display', 'Smart City Brake Support'),
      },
      {
        badge: 'G25 Maxx Sport',
        price: 45990,
        pt: CX5_25,
        series: 'KF Series',
        group: 'Maxx Sport',
        highlights: h('i-ACTIV AWD', 'Satellite navigation', 'Dual-zone climate'),
      },
      {
        badge: 'G25 Touring',
        price: 49990,
        pt: CX5_25,
        series: 'KF Series',
        group: 'Touring',
        highlights: h('Leather seats', 'Power tailgate', 'Keyless entry'),
      },
      {
        badge: 'G25 GT SP',
        price: 54990,
        pt: CX5_25,
        series: 'KF Series',
        group: 'GT SP',
        highlights: h('Sunroof', 'Bose audio', '19-inch black alloys'),
      },
      {
        badge: 'G35 Akera',
        price: 60990,
        pt: CX5_25,
        series: 'KF Series',
        group: 'GT SP',
        highlights: h('2.5L turbo', 'Nappa leather', '360 View Monitor'),
      },
    ],
  },
  {
    make: 'Mazda',
    model: 'CX-30',
    body: 'SUV',
    bodyText: 'Wagon',
    bodyconfiguration: 'Wagon',
    seats: 5,
    doors: 5,
    dims: [4395, 1795, 1540],
    gvm: 1865,
    towing: 1200,
    ancap: 5,
    popularity: 10,
    years: [2019, 2026],
    short: 'A stylish small SUV with a cabin that punches above its class.',
    features: ['Apple CarPlay', 'Android Auto', 'Reversing Camera', 'Blind Spot Monitoring'],
    variants: [
      {
        badge: 'G20 Pure',
        price: 36990,
        pt: CX30_20,
        series: 'DM Series',
        group: 'Pure',
        highlights: h('2.0L SKYACTIV-G', '18-inch alloys'),
      },
      {
        badge: 'G20 Evolve',
        price: 39990,
        pt: CX30_20,
        series: 'DM Series',
        group: 'Evolve',
        highlights: h('Dual-zone climate', 'Paddle shifters'),
      },
      {
        badge: 'G25 Astina',
        price: 49990,
        pt: CX5_25,
        series: 'DM Series',
        group: 'Astina',
        highlights: h('AWD', 'Sunroof', 'Bose audio'),
      },
    ],
  },
  {
    make: 'Mazda',
    model: 'BT-50',
    body: 'Ute',
    bodyText: 'Dual Cab Utility',
    bodyconfiguration: 'Dual Cab Pick-up',
    seats: 5,
    doors: 4,
    dims: [5280, 1870, 1790],
    gvm: 3100,
    towing: 3500,
    ancap: 5,
    popularity: 14,
    years: [2011, 2026],
    retention: 1.15,
    short: 'A tough 3.0L turbo-diesel ute with a refined Mazda cabin.',
    features: ['Apple CarPlay', 'Android Auto', 'Reversing Camera', 'Tow Bar', 'Cruise Control'],
    variants: [
      {
        badge: 'XT',
        price: 55990,
        pt: BT50,
        series: 'TF',
        group: 'XT',
        highlights: h('3.0L turbo-diesel', 'Rear diff lock'),
      },
      {
        badge: 'XTR',
        price: 61990,
        pt: BT50,
        series: 'TF',
        group: 'XTR',
        highlights: h('18-inch alloys', 'LED headlamps', 'Satellite navigation'),
      },
      {
        badge: 'GT',
        price: 65990,
        pt: BT50,
        series: 'TF',
        group: 'GT',
        highlights: h('Leather seats', 'Power driver seat'),
      },
      {
        badge: 'Thunder',
        price: 73990,
        pt: BT50,
        series: 'TF',
        group: 'GT',
        highlights: h('Sports bar', 'Electric roller cover', 'Black flares'),
      },
    ],
  },
  {
    make: 'Mazda',
    model: '3',
    body: 'Hatch',
    bodyText: 'Hatchback',
    bodyconfiguration: 'Hatchback',
    seats: 5,
    doors: 5,
    dims: [4460, 1795, 1435],
    gvm: 1830,
    towing: 1200,
    ancap: 5,
    popularity: 8,
    years: [2008, 2026],
    short: 'A beautifully made small car with a premium cabin.',
    features: ['Apple CarPlay', 'Android Auto', 'Reversing Camera', 'Bluetooth'],
    variants: [
      {
        badge: 'G20 Pure',
        price: 33990,
        pt: MAZDA3,
        series: 'BP Series',
        group: 'Pure',
        highlights: h('2.0L SKYACTIV-G', 'Head-up display'),
      },
      {
        badge: 'G25 Evolve SP',
        price: 38990,
        pt: MAZDA3,
        series: 'BP Series',
        group: 'Evolve',
        highlights: h('2.5L', 'Black accents'),
      },
      {
        badge: 'G25 GT',
        price: 42990,
        pt: MAZDA3,
        series: 'BP Series',
        group: 'GT',
        highlights: h('Leather seats', 'Bose audio'),
      },
    ],
  },
  {
    make: 'Mazda',
    model: 'CX-60',
    body: 'SUV',
    bodyText: 'Wagon',
    bodyconfiguration: 'Wagon',
    seats: 5,
    doors: 5,
    dims: [4745, 1890, 1680],
    gvm: 2650,
    towing: 2500,
    ancap: 5,
    popularity: 4,
    years: [2023, 2026],
    short: 'Mazda’s first plug-in hybrid: 500Nm and around 76km of electric driving.',
    features: ['Apple CarPlay', 'Android Auto', '360 Camera', 'Leather Seats', 'Heated Seats'],
    variants: [
      {
        badge: 'P50e Evolve',
        price: 66990,
        pt: CX60_PHEV,
        series: 'KH Series',
        group: 'Evolve',
        highlights: h('Plug-in hybrid AWD', '17.8kWh battery'),
      },
      {
        badge: 'P50e GT',
        price: 71990,
        pt: CX60_PHEV,
        series: 'KH Series',
        group: 'GT',
        highlights: h('Leather seats', 'Bose audio'),
      },
      {
        badge: 'P50e Azami',
        price: 78990,
        pt: CX60_PHEV,
        series: 'KH Series',
        group: 'Azami',
        highlights: h('Nappa leather', 'Panoramic sunroof'),
      },
    ],
  },
  {
    make: 'Mazda',
    model: 'CX-90',
    body: 'SUV',
    bodyText: 'Wagon',
    bodyconfiguration: 'Wagon',
    seats: 8,
    doors: 5,
    dims: [5120, 1994, 1745],
    gvm: 2980,
    towing: 2500,
    ancap: 5,
    popularity: 3,
    years: [2023, 2026],
    short: 'A luxurious eight-seat flagship with a smooth inline six.',
    features: ['Apple CarPlay', 'Android Auto', '360 Camera', 'Third Row Seating', 'Sunroof'],
    variants: [
      {
        badge: 'G50e Touring',
        price: 79990,
        pt: CX90,
        series: 'KK Series',
        group: 'Touring',
        highlights: h('3.3L turbo inline six', 'Eight seats'),
      },
      {
        badge: 'G50e GT',
        price: 91990,
        pt: CX90,
        series: 'KK Series',
        group: 'GT',
        highlights: h('Panoramic sunroof', 'Bose 12-speaker audio'),
      },
      {
        badge: 'G50e Azami',
        price: 98990,
        pt: CX90,
        series: 'KK Series',
        group: 'Azami',
        highlights: h('Nappa leather', 'Ventilated seats'),
      },
    ],
  },
  {
    make: 'Mazda',
    model: 'MX-5',
    body: 'Convertible',
    bodyText: 'Roadster',
    bodyconfiguration: 'Roadster',
    seats: 2,
    doors: 2,
    dims: [3915, 1735, 1225],
    gvm: 1250,
    towing: 0,
    ancap: null,
    popularity: 2,
    years: [2008, 2026],
    short: 'Pure driving joy, top down.',
    features: ['Apple CarPlay', 'Android Auto', 'Bluetooth', 'Leather Seats'],
    variants: [
      {
        badge: 'Roadster',
        price: 44990,
        pt: MX5,
        series: 'sport',
        group: 'Roadster',
        highlights: h('2.0L SKYACTIV-G', 'Six-speed manual', 'Soft top'),
      },
      {
        badge: 'Roadster GT',
        price: 50990,
        pt: MX5,
        series: 'sport',
        group: 'GT',
        highlights: h('Bose audio', 'Leather seats'),
      },
    ],
  },
  {
    make: 'Hyundai',
    model: 'i30',
    body: 'Hatch',
    bodyText: 'Hatchback',
    bodyconfiguration: 'Hatchback',
    seats: 5,
    doors: 5,
    dims: [4340, 1795, 1455],
    gvm: 1840,
    towing: 1300,
    ancap: 5,
    popularity: 14,
    years: [2008, 2026],
    short: 'A smart, practical hatch with plenty of equipment.',
    features: ['Apple CarPlay', 'Android Auto', 'Reversing Camera', 'Bluetooth', 'Lane Keep Assist'],
    variants: [
      {
        badge: 'Active',
        price: 30990,
        pt: I30_20,
        series: 'PD.V4 MY26',
        group: 'Active',
        highlights: h('2.0L MPi', '<strong>10.25-inch</strong> touchscreen'),
      },
      {
        badge: 'N Line',
        price: 35990,
        pt: I30_16T,
        series: 'sport',
        group: 'N Line',
        highlights: h('1.6L turbo', 'Seven-speed DCT', 'N Line body kit'),
      },
      {
        badge: 'N Line Premium',
        price: 41490,
        pt: I30_16T,
        series: 'sport',
        group: 'N Line',
        highlights: h('Sunroof', 'Ventilated seats', 'Wireless charging'),
      },
      {
        badge: 'N',
        price: 54990,
        pt: I30N,
        series: 'PDe.V4 MY26',
        group: 'N',
        highlights: h('2.0L turbo 206kW', 'N Corner Carving Differential', 'Six-speed manual'),
      },
    ],
  },
  {
    make: 'Hyundai',
    model: 'i30 Sedan',
    body: 'Sedan',
    bodyText: 'Sedan',
    bodyconfiguration: 'Sedan',
    seats: 5,
    doors: 4,
    dims: [4710, 1825, 1415],
    gvm: 1790,
    towing: 1200,
    ancap: 5,
    popularity: 6,
    years: [2021, 2026],
    short: 'A roomy small sedan with a hybrid option.',
    features: ['Apple CarPlay', 'Android Auto', 'Reversing Camera', 'Bluetooth'],
    variants: [
      { badge: 'Active', price: 32990, pt: I30_20, series: 'CN7.V2 MY26', group: 'Active' },
      { badge: 'Elite', price: 36990, pt: I30_20, series: 'CN7.V2 MY26', group: 'Elite' },
      {
        badge: 'Hybrid',
        price: 38990,
        pt: pt('Hybrid', 1580, 4, '6 Speed Auto-Dual Clutch', 6, 'FWD', 3.9, 265, { tank: 42 }),
        series: 'CN7.V2 MY26',
        group: 'Elite',
      },
    ],
  },
  {
    make: 'Hyundai',
    model: 'Tucson',
    body: 'SUV',
    bodyText: 'Wagon',
    bodyconfiguration: 'Wagon',
    seats: 5,
    doors: 5,
    dims: [4640, 1865, 1665],
    gvm: 2250,
    towing: 1650,
    ancap: 5,
    popularity: 16,
    years: [2008, 2026],
    short: 'Bold design, hybrid efficiency and a spacious, high-tech cabin.',
    features: ['Apple CarPlay', 'Android Auto', 'Reversing Camera', 'Blind Spot Monitoring', 'Adaptive Cruise Control'],
    variants: [
      {
        badge: '2.0 MPi',
        price: 38990,
        pt: TUCSON_20,
        series: 'NX4.V2 MY26',
        group: 'Base',
        highlights: h('2.0L MPi', 'Dual 12.3-inch screens'),
      },
      {
        badge: 'Elite',
        price: 46990,
        pt: TUCSON_20,
        series: 'NX4.V2 MY26',
        group: 'Elite',
        highlights: h('Leather-appointed seats', 'Power tailgate'),
      },
      {
        badge: 'Elite Hybrid',
        price: 52990,
        pt: TUCSON_HYB,
        series: 'NX4.V2 MY26',
        group: 'Elite',
        highlights: h('1.6L turbo hybrid', 'HTRAC AWD'),
      },
      {
        badge: 'Highlander Hybrid',
        price: 60990,
        pt: TUCSON_HYB,
        series: 'NX4.V2 MY26',
        group: 'Highlander',
        highlights: h('Panoramic sunroof', 'Surround view monitor', 'Heated steering wheel'),
      },
    ],
  },
  {
    make: 'Hyundai',
    model: 'Santa Fe',
    body: 'SUV',
    bodyText: 'Wagon',
    bodyconfiguration: 'Wagon',
    seats: 7,
    doors: 5,
    dims: [4830, 1900, 1770],
    gvm: 2720,
    towing: 2000,
    ancap: 5,
    popularity: 7,
    years: [2008, 2026],
    short: 'A boxy, clever seven-seater with a hybrid option.',
    features: ['Apple CarPlay', 'Android Auto', '360 Camera', 'Third Row Seating', 'Power Tailgate'],
    variants: [
      { badge: 'Elite', price: 66990, pt: SANTAFE, series: 'MX5.V1 MY26', group: 'Elite' },
      { badge: 'Elite Hybrid', price: 68990, pt: SANTAFE_HYB, series: 'MX5.V1 MY26', group: 'Elite' },
      {
        badge: 'Calligraphy Hybrid',
        price: 80990,
        pt: SANTAFE_HYB,
        series: 'MX5.V1 MY26',
        group: 'Calligraphy',
        highlights: h('Nappa leather', 'Relaxation seats', 'Bose audio'),
      },
    ],
  },
  {
    make: 'Hyundai',
    model: 'Kona',
    body: 'SUV',
    bodyText: 'Wagon',
    bodyconfiguration: 'Wagon',
    seats: 5,
    doors: 5,
    dims: [4350, 1825, 1580],
    gvm: 1870,
    towing: 1300,
    ancap: 5,
    popularity: 8,
    years: [2017, 2026],
    short: 'A funky small SUV, now with an all-electric option.',
    features: ['Apple CarPlay', 'Android Auto', 'Reversing Camera', 'Bluetooth'],
    variants: [
      { badge: '2.0 MPi', price: 36990, pt: KONA, series: 'SX2.V2 MY26', group: 'Base' },
      { badge: 'N Line', price: 41990, pt: KONA, series: 'sport', group: 'N Line' },
      {
        badge: 'Electric Extended Range',
        price: 59990,
        pt: KONA_EV,
        series: 'SX2.V2 MY26',
        group: 'Electric',
        highlights: h('65.4kWh battery', 'Up to 505km WLTP range', 'Vehicle-to-load'),
      },
    ],
  },
  {
    make: 'Hyundai',
    model: 'IONIQ 5',
    body: 'SUV',
    bodyText: 'Wagon',
    bodyconfiguration: 'Wagon',
    seats: 5,
    doors: 5,
    dims: [4655, 1890, 1605],
    gvm: 2520,
    towing: 1600,
    ancap: 5,
    popularity: 4,
    years: [2021, 2026],
    short: 'Ultra-fast charging, retro-futurist design and a flat, roomy floor.',
    features: ['Apple CarPlay', 'Android Auto', '360 Camera', 'Heated Seats', 'Wireless Charging'],
    variants: [
      {
        badge: 'Standard Range',
        price: 66990,
        pt: IONIQ5,
        series: 'NE.V3 MY26',
        group: 'Base',
        highlights: h('63kWh battery', '800V charging', 'Vehicle-to-load'),
      },
      {
        badge: 'Long Range AWD',
        price: 79990,
        pt: IONIQ5_AWD,
        series: 'duo',
        group: 'Epiq',
        highlights: h('84kWh battery', 'Dual motor AWD', 'Head-up display'),
      },
    ],
  },
  {
    make: 'Hyundai',
    model: 'Staria',
    body: 'People Mover',
    bodyText: 'Wagon',
    bodyconfiguration: 'Wagon',
    seats: 8,
    doors: 4,
    dims: [5253, 1997, 1990],
    gvm: 3140,
    towing: 2500,
    ancap: null,
    popularity: 3,
    years: [2021, 2026],
    short: 'A spaceship-styled eight-seater with room for everyone and everything.',
    features: ['Apple CarPlay', 'Android Auto', 'Reversing Camera', 'Third Row Seating'],
    variants: [
      { badge: 'Staria', price: 62990, pt: STARIA, series: 'US4.V3 MY26', group: 'Base' },
      {
        badge: 'Highlander',
        price: 76990,
        pt: STARIA,
        series: 'US4.V3 MY26',
        group: 'Highlander',
        highlights: h('Dual sunroofs', 'Power sliding doors', 'Leather seats'),
      },
    ],
  },
  {
    make: 'Hyundai',
    model: 'Staria Load',
    body: 'Van',
    bodyText: 'Van',
    bodyconfiguration: 'Van',
    seats: 3,
    doors: 4,
    dims: [5253, 1997, 1990],
    gvm: 3230,
    towing: 2500,
    ancap: null,
    popularity: 3,
    years: [2021, 2026],
    short: 'A workhorse van with car-like comfort.',
    features: ['Apple CarPlay', 'Android Auto', 'Reversing Camera', 'Bluetooth'],
    variants: [{ badge: 'Crew Cab', price: 54990, pt: STARIA_LOAD, series: 'US4.V3 MY26', group: 'Load' }],
  },
  {
    make: 'Kia',
    model: 'Sportage',
    body: 'SUV',
    bodyText: 'Wagon',
    bodyconfiguration: 'Wagon',
    seats: 5,
    doors: 5,
    dims: [4660, 1865, 1665],
    gvm: 2250,
    towing: 1650,
    ancap: 5,
    popularity: 18,
    years: [2008, 2026],
    short: 'Big on space and tech with a seven-year warranty.',
    features: ['Apple CarPlay', 'Android Auto', 'Reversing Camera', 'Blind Spot Monitoring', 'Adaptive Cruise Control'],
    variants: [
      {
        badge: 'S',
        price: 37990,
        pt: SPORTAGE_20,
        series: 'NQ5 MY26',
        group: 'S',
        highlights: h('2.0L MPi', '12.3-inch touchscreen'),
      },
      {
        badge: 'SX',
        price: 41990,
        pt: SPORTAGE_20,
        series: 'NQ5 MY26',
        group: 'SX',
        highlights: h('Satellite navigation', 'Wireless charging'),
      },
      {
        badge: 'SX+',
        price: 47990,
        pt: SPORTAGE_20,
        series: 'NQ5 MY26',
        group: 'SX+',
        highlights: h('Power driver seat', 'Harman Kardon audio', 'Smart power tailgate'),
      },
      {
        badge: 'GT-Line Hybrid',
        price: 57990,
        pt: SPORTAGE_HYB,
        series: 'NQ5 MY26',
        group: 'GT-Line',
        highlights: h('1.6L turbo hybrid AWD', 'Panoramic sunroof', 'Ventilated seats'),
      },
    ],
  },
  {
    make: 'Kia',
    model: 'Carnival',
    body: 'People Mover',
    bodyText: 'Wagon',
    bodyconfiguration: 'Wagon',
    seats: 8,
    doors: 5,
    dims: [5155, 1995, 1775],
    gvm: 2720,
    towing: 2000,
    ancap: 5,
    popularity: 10,
    years: [2008, 2026],
    short: 'The ultimate family mover, now with a hybrid.',
    features: ['Apple CarPlay', 'Android Auto', 'Reversing Camera', 'Third Row Seating', 'Power Tailgate'],
    variants: [
      { badge: 'S', price: 54990, pt: CARNIVAL, series: 'KA4 PE MY26', group: 'S' },
      { badge: 'Sport', price: 58990, pt: CARNIVAL, series: 'KA4 PE MY26', group: 'Sport' },
      { badge: 'Sport+', price: 64990, pt: CARNIVAL, series: 'KA4 PE MY26', group: 'Sport+' },
      { badge: 'GT-Line Hybrid', price: 79990, pt: CARNIVAL_HYB, series: 'KA4 PE MY26', group: 'GT-Line' },
      {
        badge: 'Platinum',
        price: 76990,
        pt: CARNIVAL,
        series: 'KA4 PE MY26',
        group: 'GT-Line',
        highlights: h('Nappa leather', 'Dual sunroofs', 'Heated and ventilated seats'),
      },
    ],
  },
  {
    make: 'Kia',
    model: 'Sorento',
    body: 'SUV',
    bodyText: 'Wagon',
    bodyconfiguration: 'Wagon',
    seats: 7,
    doors: 5,
    dims: [4815, 1900, 1700],
    gvm: 2570,
    towing: 2000,
    ancap: 5,
    popularity: 7,
    years: [2009, 2026],
    short: 'A seven-seat SUV with diesel and plug-in hybrid choices.',
    features: ['Apple CarPlay', 'Android Auto', '360 Camera', 'Third Row Seating', 'Leather Seats'],
    variants: [
      { badge: 'Sport Diesel', price: 59990, pt: SORENTO_D, series: 'MQ4 PE MY26', group: 'Sport' },
      { badge: 'GT-Line Diesel', price: 72990, pt: SORENTO_D, series: 'MQ4 PE MY26', group: 'GT-Line' },
      { badge: 'GT-Line PHEV', price: 84990, pt: SORENTO_PHEV, series: 'MQ4 PE MY26', group: 'GT-Line' },
    ],
  },
  {
    make: 'Kia',
    model: 'K4',
    body: 'Sedan',
    bodyText: 'Sedan',
    bodyconfiguration: 'Sedan',
    seats: 5,
    doors: 4,
    dims: [4710, 1850, 1420],
    gvm: 1820,
    towing: 1000,
    ancap: 5,
    popularity: 6,
    years: [2025, 2026],
    short: 'The all-new small sedan that replaces Cerato.',
    features: ['Apple CarPlay', 'Android Auto', 'Reversing Camera', 'Bluetooth'],
    variants: [
      { badge: 'S', price: 30990, pt: K4, series: 'CL4 MY26', group: 'S' },
      { badge: 'Sport', price: 34990, pt: K4, series: 'CL4 MY26', group: 'Sport' },
      { badge: 'GT-Line', price: 41990, pt: K4, series: 'CL4 MY26', group: 'GT-Line' },
    ],
  },
  {
    make: 'Kia',
    model: 'Seltos',
    body: 'SUV',
    bodyText: 'Wagon',
    bodyconfiguration: 'Wagon',
    seats: 5,
    doors: 5,
    dims: [4385, 1800, 1615],
    gvm: 1860,
    towing: 1300,
    ancap: 5,
    popularity: 6,
    years: [2019, 2026],
    short: 'A small SUV with a big-car feel.',
    features: ['Apple CarPlay', 'Android Auto', 'Reversing Camera'],
    variants: [
      { badge: 'S', price: 32990, pt: SELTOS, series: 'SP2 PE MY26', group: 'S' },
      { badge: 'Sport+', price: 39990, pt: SELTOS, series: 'SP2 PE MY26', group: 'Sport+' },
    ],
  },
  {
    make: 'Kia',
    model: 'EV5',
    body: 'SUV',
    bodyText: 'Wagon',
    bodyconfiguration: 'Wagon',
    seats: 5,
    doors: 5,
    dims: [4615, 1875, 1715],
    gvm: 2380,
    towing: 1600,
    ancap: 5,
    popularity: 4,
    years: [2024, 2026],
    short: 'A family-sized electric SUV with up to 555km of range.',
    features: ['Apple CarPlay', 'Android Auto', 'Reversing Camera', 'Heated Seats', 'Wireless Charging'],
    variants: [
      {
        badge: 'Air',
        price: 58990,
        pt: EV5,
        series: 'OV MY26',
        group: 'Air',
        highlights: h('64.2kWh battery', '400km WLTP range'),
      },
      {
        badge: 'Earth',
        price: 66990,
        pt: EV5,
        series: 'OV MY26',
        group: 'Earth',
        highlights: h('88.1kWh battery', '555km WLTP range'),
      },
      {
        badge: 'GT-Line AWD',
        price: 77990,
        pt: { ...EV5, drive: 'AWD', torque: 480 },
        series: 'duo',
        group: 'GT-Line',
      },
    ],
  },
  {
    make: 'Kia',
    model: 'Tasman',
    body: 'Ute',
    bodyText: 'Dual Cab Utility',
    bodyconfiguration: 'Dual Cab Pick-up',
    seats: 5,
    doors: 4,
    dims: [5410, 1930, 1870],
    gvm: 3250,
    towing: 3500,
    ancap: 5,
    popularity: 6,
    years: [2025, 2026],
    short: "Kia's first ute: built for Australian conditions.",
    features: ['Apple CarPlay', 'Android Auto', 'Reversing Camera', 'Tow Bar'],
    variants: [
      { badge: 'S', price: 52990, pt: TASMAN, series: 'TK MY26', group: 'S' },
      { badge: 'SX', price: 58990, pt: TASMAN, series: 'TK MY26', group: 'SX' },
      { badge: 'SX+', price: 65990, pt: TASMAN, series: 'TK MY26', group: 'SX+' },
      {
        badge: 'X-Pro',
        price: 79990,
        pt: TASMAN,
        series: 'TK MY26',
        group: 'X-Pro',
        highlights: h('All-terrain tyres', 'Locking rear diff', 'Off-road cameras'),
      },
    ],
  },
  {
    make: 'Kia',
    model: 'Picanto',
    body: 'Hatch',
    bodyText: 'Hatchback',
    bodyconfiguration: 'Hatchback',
    seats: 5,
    doors: 5,
    dims: [3595, 1595, 1485],
    gvm: 1360,
    towing: 0,
    ancap: null,
    popularity: 4,
    years: [2011, 2026],
    short: 'A cheerful city car that is easy to park and cheap to run.',
    features: ['Apple CarPlay', 'Android Auto', 'Reversing Camera'],
    variants: [
      { badge: 'Sport', price: 19990, pt: PICANTO_MAN, series: 'city', group: 'Sport' },
      { badge: 'GT-Line', price: 23990, pt: PICANTO, series: 'city', group: 'GT-Line' },
    ],
  },
  {
    make: 'Kia',
    model: 'EV3',
    body: 'SUV',
    bodyText: 'Wagon',
    bodyconfiguration: 'Wagon',
    status: 'coming_soon',
    seats: 5,
    doors: 5,
    dims: [4300, 1850, 1560],
    gvm: 2180,
    towing: 1000,
    ancap: null,
    popularity: 0,
    years: [2026, 2026],
    short: 'Coming soon: a compact electric SUV with up to 600km of range. Register your interest today.',
    features: ['Apple CarPlay', 'Android Auto', 'Reversing Camera', 'Heated Seats'],
    variants: [
      { badge: 'Air Standard Range', price: 47990, pt: { ...EV5, torque: 283 }, series: 'SV1 MY26', group: 'Air' },
      { badge: 'GT-Line Long Range', price: 63950, pt: { ...EV5, torque: 283 }, series: 'SV1 MY26', group: 'GT-Line' },
    ],
  },
  {
    make: 'Mazda',
    model: '6e',
    body: 'Sedan',
    bodyText: 'Liftback',
    bodyconfiguration: 'Liftback',
    status: 'coming_soon',
    seats: 5,
    doors: 5,
    dims: [4921, 1890, 1485],
    gvm: 2370,
    towing: 1000,
    ancap: null,
    popularity: 0,
    years: [2026, 2026],
    short: 'Mazda’s first electric sedan arrives soon.',
    features: ['Apple CarPlay', 'Android Auto', '360 Camera', 'Sunroof'],
    variants: [
      {
        badge: 'GT',
        price: 54990,
        pt: pt('Electric', null, 0, '1 Speed Reduction Gear', 1, 'RWD', null, 320),
        series: 'EZ-6',
        group: 'GT',
      },
    ],
  },
]

// ───────────────────────────── other makes (used stock) ─────────────────────────────

const DIESEL_UTE = (cc: number, torque: number, cons: number, man = false) =>
  pt('Diesel', cc, 4, man ? '6 Speed Manual' : '6 Speed Automatic', 6, '4WD', cons, torque, { tank: 80 })

function used(
  make: string,
  model: string,
  body: SimpleBody,
  years: [number, number],
  popularity: number,
  variants: [string, number, Powertrain, (string | null)?][],
  extra: Partial<ModelDef> = {},
): ModelDef {
  const isUte = body === 'Ute'
  const isPM = body === 'People Mover'
  const bodyText = isUte ? 'Dual Cab Utility' : body === 'Hatch' ? 'Hatchback' : body === 'SUV' ? 'Wagon' : body
  return {
    make,
    model,
    body,
    bodyText,
    bodyconfiguration: isUte ? 'Double Cab Pick Up' : bodyText,
    seats: isPM ? 8 : body === 'Coupe' || body === 'Convertible' ? 4 : 5,
    doors: body === 'Coupe' || body === 'Convertible' ? 2 : body === 'Sedan' ? 4 : isUte ? 4 : 5,
    dims: isUte
      ? [5370, 1918, 1884]
      : body === 'SUV'
        ? [4640, 1860, 1700]
        : body === 'Sedan'
          ? [4800, 1830, 1450]
          : [4300, 1790, 1450],
    gvm: isUte ? 3200 : 2200,
    towing: isUte ? 3500 : body === 'SUV' ? 2000 : 1200,
    ancap: 5,
    popularity,
    years,
    short: `${make} ${model}`,
    features: ['Bluetooth', 'Reversing Camera', 'Cruise Control'],
    variants: variants.map(([badge, price, p, series]) => ({ badge, price, pt: p, series: series ?? null })),
    ...extra,
  }
}

export const USED_ONLY_MODELS: ModelDef[] = [
  used(
    'Ford',
    'Ranger',
    'Ute',
    [2011, 2025],
    22,
    [
      ['XL', 52990, DIESEL_UTE(2198, 385, 8.4, true), 'PX MkIII'],
      ['XLT', 64990, DIESEL_UTE(1996, 500, 8.4), 'PY'],
      [
        'Wildtrak',
        72990,
        { ...DIESEL_UTE(2993, 600, 8.9), cylinders: 6, trans: '10 Speed Automatic', gears: 10 },
        'PY',
      ],
      [
        'Raptor',
        89990,
        pt('Petrol', 2956, 6, '10 Speed Automatic', 10, '4WD', 11.5, 583, {
          induction: 'Twin Turbo Intercooled',
          tank: 80,
        }),
        'PY',
      ],
    ],
    { retention: 1.2, features: ['Apple CarPlay', 'Android Auto', 'Reversing Camera', 'Tow Bar', 'Bull Bar'] },
  ),
  used(
    'Ford',
    'Everest',
    'SUV',
    [2015, 2025],
    6,
    [
      ['Trend', 68990, pt('Diesel', 1996, 4, '10 Speed Automatic', 10, '4WD', 7.1, 500, { tank: 80 }), 'UB'],
      ['Platinum', 82990, pt('Diesel', 2993, 6, '10 Speed Automatic', 10, '4WD', 8.6, 600, { tank: 80 }), 'UB'],
    ],
    { seats: 7, features: ['Apple CarPlay', 'Android Auto', 'Third Row Seating', 'Tow Bar'] },
  ),
  used(
    'Ford',
    'Mustang',
    'Coupe',
    [2015, 2025],
    2,
    [['GT Fastback', 76990, pt('Petrol', 5038, 8, '10 Speed Automatic', 10, 'RWD', 12.7, 556), 'FN']],
    { features: ['Apple CarPlay', 'Leather Seats', 'Reversing Camera'] },
  ),
  used(
    'Mitsubishi',
    'Triton',
    'Ute',
    [2008, 2025],
    14,
    [
      ['GLX', 44990, DIESEL_UTE(2442, 430, 8.6, true), 'MR'],
      ['GLS', 54990, DIESEL_UTE(2442, 430, 8.6), 'MR'],
      ['GSR', 59990, DIESEL_UTE(2442, 470, 7.7), 'MV'],
    ],
    { retention: 1.05, features: ['Apple CarPlay', 'Reversing Camera', 'Tow Bar'] },
  ),
  used(
    'Mitsubishi',
    'Outlander',
    'SUV',
    [2008, 2025],
    8,
    [
      ['ES', 37990, pt('Petrol', 2488, 4, 'CVT Automatic', 1, 'FWD', 7.5, 245), 'ZM'],
      ['Exceed PHEV', 64990, pt('Plug-in Hybrid', 2360, 4, '1 Speed Automatic', 1, 'AWD', 1.5, 195), 'ZM'],
    ],
    { features: ['Apple CarPlay', 'Reversing Camera', 'Third Row Seating'] },
  ),
  used('Mitsubishi', 'ASX', 'SUV', [2010, 2024], 5, [
    ['ES', 28990, pt('Petrol', 1998, 4, 'CVT Automatic', 1, 'FWD', 7.6, 197), 'XD'],
  ]),
  used(
    'Nissan',
    'X-Trail',
    'SUV',
    [2008, 2025],
    9,
    [
      ['ST', 38990, pt('Petrol', 2488, 4, 'CVT Automatic', 1, 'FWD', 7.4, 244), 'T33'],
      ['ST-L', 45990, pt('Petrol', 2488, 4, 'CVT Automatic', 1, 'AWD', 7.8, 244), 'T33'],
      ['Ti e-POWER', 57990, pt('Hybrid', 1497, 3, '1 Speed Automatic', 1, 'AWD', 6.1, 525), 'T33'],
    ],
    { features: ['Apple CarPlay', 'Android Auto', '360 Camera', 'Adaptive Cruise Control'] },
  ),
  used(
    'Nissan',
    'Navara',
    'Ute',
    [2008, 2025],
    8,
    [
      ['ST', 55990, DIESEL_UTE(2298, 450, 7.0), 'D23'],
      ['ST-X', 62990, DIESEL_UTE(2298, 450, 7.0), 'D23'],
    ],
    { retention: 1.05, features: ['Apple CarPlay', 'Reversing Camera', 'Tow Bar'] },
  ),
  used(
    'Nissan',
    'Patrol',
    'SUV',
    [2012, 2025],
    3,
    [['Ti', 89990, pt('Petrol', 5552, 8, '7 Speed Automatic', 7, '4WD', 14.4, 560, { tank: 140 }), 'Y62']],
    { seats: 8, retention: 1.15 },
  ),
  used(
    'Subaru',
    'Outback',
    'Wagon',
    [2008, 2025],
    8,
    [
      ['AWD', 44990, pt('Petrol', 2498, 4, 'CVT Automatic', 8, 'AWD', 7.3, 245), '6GEN'],
      ['AWD Touring', 54990, pt('Petrol', 2498, 4, 'CVT Automatic', 8, 'AWD', 7.3, 245), '6GEN'],
    ],
    { features: ['Apple CarPlay', 'Android Auto', 'Adaptive Cruise Control', 'Roof Racks'] },
  ),
  used('Subaru', 'Forester', 'SUV', [2008, 2025], 8, [
    ['2.5i-L', 41990, pt('Petrol', 2498, 4, 'CVT Automatic', 7, 'AWD', 7.4, 239), 'S5'],
    ['Hybrid S', 52990, pt('Hybrid', 1995, 4, 'CVT Automatic', 7, 'AWD', 6.7, 196), 'S5'],
  ]),
  used('Subaru', 'WRX', 'Sedan', [2008, 2025], 3, [
    [
      'Premium',
      52990,
      pt('Petrol', 2387, 4, '6 Speed Manual', 6, 'AWD', 9.9, 350, { induction: 'Turbo Intercooled' }),
      'VB',
    ],
  ]),
  used(
    'Volkswagen',
    'Golf',
    'Hatch',
    [2008, 2025],
    7,
    [
      [
        '110TSI Life',
        38990,
        pt('Petrol', 1395, 4, '8 Speed Automatic', 8, 'FWD', 5.8, 250, { induction: 'Turbo Intercooled' }),
        'Mk8',
      ],
      [
        'GTI',
        57990,
        pt('Petrol', 1984, 4, '7 Speed Auto-Dual Clutch', 7, 'FWD', 7.0, 370, { induction: 'Turbo Intercooled' }),
        'Mk8',
      ],
      [
        'R',
        69990,
        pt('Petrol', 1984, 4, '7 Speed Auto-Dual Clutch', 7, 'AWD', 7.8, 420, { induction: 'Turbo Intercooled' }),
        'sport',
      ],
    ],
    { features: ['Apple CarPlay', 'Android Auto', 'Adaptive Cruise Control'] },
  ),
  used(
    'Volkswagen',
    'Amarok',
    'Ute',
    [2011, 2025],
    5,
    [
      ['Core', 59990, DIESEL_UTE(1996, 500, 7.9), '2H'],
      ['Highline V6', 74990, pt('Diesel', 2967, 6, '8 Speed Automatic', 8, '4WD', 9.5, 580, { tank: 80 }), '2H'],
    ],
    { retention: 1.1 },
  ),
  used('Volkswagen', 'Tiguan', 'SUV', [2008, 2025], 5, [
    [
      '110TSI Life',
      45990,
      pt('Petrol', 1395, 4, '6 Speed Auto-Dual Clutch', 6, 'FWD', 6.3, 250, { induction: 'Turbo Intercooled' }),
      '5N',
    ],
  ]),
  used(
    'Tesla',
    'Model 3',
    'Sedan',
    [2019, 2025],
    6,
    [
      ['Rear-Wheel Drive', 58900, pt('Electric', null, 0, '1 Speed Reduction Gear', 1, 'RWD', null, 420), null],
      ['Long Range', 71900, pt('Electric', null, 0, '1 Speed Reduction Gear', 1, 'AWD', null, 493), 'duo'],
      ['Performance', 85900, pt('Electric', null, 0, '1 Speed Reduction Gear', 1, 'AWD', null, 741), 'duo'],
    ],
    { features: ['Navigation', 'Heated Seats', 'Adaptive Cruise Control', 'Keyless Entry', 'Sunroof'] },
  ),
  used(
    'Tesla',
    'Model Y',
    'SUV',
    [2022, 2025],
    5,
    [
      ['Rear-Wheel Drive', 61900, pt('Electric', null, 0, '1 Speed Reduction Gear', 1, 'RWD', null, 420), null],
      ['Long Range AWD', 72900, pt('Electric', null, 0, '1 Speed Reduction Gear', 1, 'AWD', null, 493), 'duo'],
    ],
    { features: ['Navigation', 'Heated Seats', 'Adaptive Cruise Control', 'Power Tailgate'] },
  ),
  used(
    'BYD',
    'Atto 3',
    'SUV',
    [2022, 2025],
    4,
    [
      ['Standard Range', 46990, pt('Electric', null, 0, '1 Speed Reduction Gear', 1, 'FWD', null, 310), null],
      ['Extended Range', 50990, pt('Electric', null, 0, '1 Speed Reduction Gear', 1, 'FWD', null, 310), null],
    ],
    { features: ['Apple CarPlay', 'Android Auto', '360 Camera', 'Sunroof'] },
  ),
  used('BYD', 'Seal', 'Sedan', [2024, 2025], 2, [
    ['Premium', 58990, pt('Electric', null, 0, '1 Speed Reduction Gear', 1, 'RWD', null, 360), null],
  ]),
  used('BYD', 'Shark 6', 'Ute', [2025, 2025], 2, [
    ['Premium', 57900, pt('Plug-in Hybrid', 1497, 4, '1 Speed Automatic', 1, '4WD', 2.0, 650), null],
  ]),
  used('MG', 'ZS EV', 'SUV', [2020, 2025], 4, [
    ['Excite', 40990, pt('Electric', null, 0, '1 Speed Reduction Gear', 1, 'FWD', null, 280), null],
  ]),
  used('MG', 'ZS', 'SUV', [2018, 2025], 6, [
    ['Vibe', 25990, pt('Petrol', 1498, 4, '4 Speed Automatic', 4, 'FWD', 6.9, 141), null],
  ]),
  used('MG', '3', 'Hatch', [2018, 2025], 5, [
    ['Excite', 23990, pt('Hybrid', 1498, 4, 'e-CVT Automatic', 1, 'FWD', 4.3, 250), 'city'],
  ]),
  used(
    'Isuzu',
    'D-MAX',
    'Ute',
    [2008, 2025],
    10,
    [
      ['SX', 48990, DIESEL_UTE(2999, 450, 8.0, true), 'RG'],
      ['LS-U', 62990, DIESEL_UTE(2999, 450, 8.0), 'RG'],
      ['X-Terrain', 70990, DIESEL_UTE(2999, 450, 8.0), 'RG'],
    ],
    { retention: 1.1, features: ['Apple CarPlay', 'Android Auto', 'Reversing Camera', 'Tow Bar'] },
  ),
  used(
    'Isuzu',
    'MU-X',
    'SUV',
    [2013, 2025],
    5,
    [['LS-T', 66990, pt('Diesel', 2999, 4, '6 Speed Automatic', 6, '4WD', 8.3, 450, { tank: 80 }), 'RJ']],
    { seats: 7 },
  ),
  used(
    'Holden',
    'Commodore',
    'Sedan',
    [2008, 2020],
    6,
    [
      ['SV6', 42990, pt('Petrol', 3564, 6, '6 Speed Automatic', 6, 'RWD', 9.9, 350), 'VF II'],
      ['SS', 48990, pt('Petrol', 6162, 8, '6 Speed Manual', 6, 'RWD', 12.6, 570), 'VF II'],
    ],
    { retention: 1.05 },
  ),
  used('Holden', 'Colorado', 'Ute', [2012, 2020], 5, [['LTZ', 54990, DIESEL_UTE(2776, 500, 8.6), 'RG MY20']]),
  used('Holden', 'Commodore Sportwagon', 'Wagon', [2008, 2017], 2, [
    ['SV6', 44990, pt('Petrol', 3564, 6, '6 Speed Automatic', 6, 'RWD', 10.1, 350), 'VF'],
  ]),
  used('Honda', 'CR-V', 'SUV', [2008, 2025], 6, [
    [
      'VTi L AWD',
      47990,
      pt('Petrol', 1498, 4, 'CVT Automatic', 1, 'AWD', 7.3, 240, { induction: 'Turbo Intercooled' }),
      'RS',
    ],
  ]),
  used('Honda', 'Civic', 'Hatch', [2008, 2025], 4, [
    [
      'VTi-LX',
      47990,
      pt('Petrol', 1498, 4, 'CVT Automatic', 1, 'FWD', 6.3, 240, { induction: 'Turbo Intercooled' }),
      'sport',
    ],
  ]),
  used('Honda', 'Jazz', 'Hatch', [2008, 2021], 3, [
    ['VTi', 22990, pt('Petrol', 1497, 4, 'CVT Automatic', 1, 'FWD', 5.8, 145), 'city'],
  ]),
  used('Suzuki', 'Swift', 'Hatch', [2008, 2025], 5, [
    ['GL', 22990, pt('Petrol', 1197, 4, '5 Speed Manual', 5, 'FWD', 4.9, 112), 'city'],
    [
      'Sport',
      33990,
      pt('Petrol', 1373, 4, '6 Speed Automatic', 6, 'FWD', 6.1, 230, { induction: 'Turbo Intercooled' }),
      'sport',
    ],
  ]),
  used(
    'Suzuki',
    'Jimny',
    'SUV',
    [2018, 2025],
    3,
    [['Lite', 31990, pt('Petrol', 1462, 4, '5 Speed Manual', 5, '4WD', 6.4, 130), null]],
    { seats: 4, doors: 3, retention: 1.2 },
  ),
  used(
    'Jeep',
    'Grand Cherokee',
    'SUV',
    [2011, 2024],
    3,
    [['Limited', 74990, pt('Petrol', 3604, 6, '8 Speed Automatic', 8, '4WD', 10.4, 347), 'WK MY20']],
    { retention: 0.85 },
  ),
  used(
    'BMW',
    'X5',
    'SUV',
    [2008, 2025],
    2,
    [['xDrive30d', 129900, pt('Diesel', 2993, 6, '8 Speed Automatic', 8, 'AWD', 7.2, 650), 'G05']],
    { retention: 0.85 },
  ),
  used(
    'BMW',
    '3 Series',
    'Sedan',
    [2008, 2025],
    3,
    [
      [
        '330i M Sport',
        81900,
        pt('Petrol', 1998, 4, '8 Speed Automatic', 8, 'RWD', 6.4, 400, { induction: 'Turbo Intercooled' }),
        'G20',
      ],
    ],
    { retention: 0.85 },
  ),
  used(
    'Mercedes-Benz',
    'C-Class',
    'Sedan',
    [2008, 2025],
    3,
    [
      [
        'C300',
        89900,
        pt('Petrol', 1999, 4, '9 Speed Automatic', 9, 'RWD', 7.1, 400, { induction: 'Turbo Intercooled' }),
        'W206',
      ],
    ],
    { retention: 0.85 },
  ),
  used(
    'Mercedes-Benz',
    'GLC',
    'SUV',
    [2016, 2025],
    2,
    [
      [
        'GLC300 4MATIC',
        98900,
        pt('Petrol', 1999, 4, '9 Speed Automatic', 9, 'AWD', 7.6, 400, { induction: 'Turbo Intercooled' }),
        'X254',
      ],
    ],
    { retention: 0.85 },
  ),
  used(
    'Audi',
    'Q5',
    'SUV',
    [2009, 2025],
    2,
    [['40 TDI quattro', 79900, pt('Diesel', 1968, 4, '7 Speed Auto-Dual Clutch', 7, 'AWD', 5.7, 400), 'FY']],
    { retention: 0.85 },
  ),
  used(
    'Land Rover',
    'Defender',
    'SUV',
    [2020, 2025],
    2,
    [['110 D300 SE', 129900, pt('Diesel', 2997, 6, '8 Speed Automatic', 8, '4WD', 7.6, 650), null]],
    { retention: 1.0 },
  ),
  used('Lexus', 'RX', 'SUV', [2009, 2025], 2, [
    ['RX350h Luxury', 94900, pt('Hybrid', 2487, 4, 'e-CVT Automatic', 1, 'AWD', 5.0, 239), 'AALH10R'],
  ]),
  used('GWM', 'Cannon', 'Ute', [2021, 2025], 3, [['Ultra', 45990, DIESEL_UTE(2393, 480, 9.4), null]]),
  used('GWM', 'Haval Jolion', 'SUV', [2021, 2025], 3, [
    ['Lux Hybrid', 34990, pt('Hybrid', 1497, 4, '2 Speed Automatic', 2, 'FWD', 4.7, 375), null],
  ]),
  used('Volvo', 'XC60', 'SUV', [2009, 2025], 2, [
    [
      'B5 Plus',
      79990,
      pt('Petrol', 1969, 4, '8 Speed Automatic', 8, 'AWD', 7.6, 350, { induction: 'Turbo Intercooled' }),
      null,
    ],
  ]),
  used('Polestar', '2', 'Hatch', [2022, 2025], 1, [
    ['Long Range Dual Motor', 73400, pt('Electric', null, 0, '1 Speed Reduction Gear', 1, 'AWD', null, 740), 'duo'],
  ]),
  used(
    'Toyota',
    'HiAce',
    'Van',
    [2008, 2025],
    3,
    [['LWB', 52990, pt('Diesel', 2755, 4, '6 Speed Automatic', 6, 'RWD', 8.4, 450), 'GDH300R']],
    { seats: 2, doors: 4, retention: 1.2 },
  ),
  used(
    'Toyota',
    '86',
    'Coupe',
    [2012, 2021],
    2,
    [['GTS', 38990, pt('Petrol', 1998, 4, '6 Speed Manual', 6, 'RWD', 8.4, 205), 'ZN6']],
    { retention: 1.05 },
  ),
  used('Toyota', 'Tarago', 'People Mover', [2008, 2019], 2, [
    ['GLi', 49990, pt('Petrol', 2362, 4, 'CVT Automatic', 7, 'FWD', 8.1, 224), 'ACR50R'],
  ]),
  used('Mazda', '6', 'Wagon', [2008, 2023], 2, [
    ['Touring', 42990, pt('Petrol', 2488, 4, '6 Speed Automatic', 6, 'FWD', 7.0, 252), 'GL Series'],
  ]),
  used('Hyundai', 'iLoad', 'Van', [2008, 2021], 3, [
    ['Crew Cab', 46990, pt('Diesel', 2497, 4, '5 Speed Automatic', 5, 'RWD', 8.8, 441), 'TQ4 MY21'],
  ]),
  used('Kia', 'Cerato', 'Hatch', [2009, 2024], 6, [
    ['Sport', 28990, pt('Petrol', 1999, 4, '6 Speed Automatic', 6, 'FWD', 7.4, 192), 'BD MY24'],
  ]),
  used('Kia', 'Stinger', 'Sedan', [2017, 2023], 2, [
    [
      'GT',
      70990,
      pt('Petrol', 3342, 6, '8 Speed Automatic', 8, 'RWD', 10.2, 510, { induction: 'Twin Turbo Intercooled' }),
      'CK PE',
    ],
  ]),
]

// ───────────────────────────── caravans ─────────────────────────────

export interface CaravanDef {
  make: string
  model: string
  body: 'Caravan' | 'Pop Top' | 'Camper Trailer'
  layouts: {
    badge: string
    price: number
    length: number
    width: number
    tare: number
    atm: number
    axle: string
    sleeps: number
    series?: string
  }[]
  years: [number, number]
  popularity: number
  short: string
  features: string[]
  colours: ColourDef[]
}

const VAN_COLOURS: ColourDef[] = [
  { name: 'White with Charcoal Decals', hex: '#f1f1ee', paint: 'white', code: 'WCD' },
  { name: 'Silver Composite', hex: '#b9bdc1', paint: 'silver', code: 'SVC' },
  { name: 'Charcoal Composite', hex: '#585d62', paint: 'grey', code: 'CHC' },
  { name: 'Black Composite', hex: '#17191b', paint: 'black', code: 'BKC' },
]

export const CARAVANS: CaravanDef[] = [
  {
    make: 'Jayco',
    model: 'Journey',
    body: 'Caravan',
    years: [2010, 2026],
    popularity: 14,
    short: "Built for touring Australia's back roads with JTECH chassis and independent suspension.",
    features: ['Off Road', 'Solar Panel', 'Lithium Battery', 'Air Conditioning', 'Ensuite', 'Annex', 'Queen Bed'],
    colours: VAN_COLOURS,
    layouts: [
      {
        badge: 'Outback 19.61-2',
        price: 96990,
        length: 6.1,
        width: 2.44,
        tare: 2380,
        atm: 2980,
        axle: 'Tandem',
        sleeps: 2,
        series: 'Outback',
      },
      {
        badge: 'Outback 21.66-3',
        price: 104990,
        length: 6.6,
        width: 2.44,
        tare: 2590,
        atm: 3190,
        axle: 'Tandem',
        sleeps: 2,
        series: 'Outback',
      },
      {
        badge: 'Outback 21.66-4 Family',
        price: 108990,
        length: 6.6,
        width: 2.44,
        tare: 2640,
        atm: 3200,
        axle: 'Tandem',
        sleeps: 6,
        series: 'Outback',
      },
    ],
  },
  {
    make: 'Jayco',
    model: 'Silverline',
    body: 'Caravan',
    years: [2014, 2026],
    popularity: 8,
    short: 'Jayco’s luxury tourer with full ensuite, washing machine and lithium power.',
    features: ['Ensuite', 'Washing Machine', 'Solar Panel', 'Lithium Battery', 'Air Conditioning', 'TV', 'Queen Bed'],
    colours: VAN_COLOURS,
    layouts: [
      { badge: '21.66-3', price: 124990, length: 6.6, width: 2.44, tare: 2790, atm: 3400, axle: 'Tandem', sleeps: 2 },
      {
        badge: '23.76-3 Outback',
        price: 134990,
        length: 7.2,
        width: 2.44,
        tare: 3050,
        atm: 3500,
        axle: 'Tandem',
        sleeps: 2,
        series: 'Outback',
      },
    ],
  },
  {
    make: 'Jayco',
    model: 'Starcraft',
    body: 'Caravan',
    years: [2008, 2026],
    popularity: 10,
    short: 'A light, affordable family caravan that tows behind the average SUV.',
    features: ['Annex', 'Gas/Electric Hot Water', 'Queen Bed', 'Bunks', 'External Kitchen'],
    colours: VAN_COLOURS,
    layouts: [
      { badge: '17.55-3', price: 64990, length: 5.4, width: 2.4, tare: 1790, atm: 2290, axle: 'Single', sleeps: 2 },
      {
        badge: '19.61-4 Family',
        price: 72990,
        length: 6.1,
        width: 2.4,
        tare: 2080,
        atm: 2580,
        axle: 'Tandem',
        sleeps: 5,
      },
    ],
  },
  {
    make: 'Jayco',
    model: 'Journey Pop Top',
    body: 'Pop Top',
    years: [2012, 2026],
    popularity: 6,
    short: 'A garage-friendly pop top with the Journey’s outback chassis.',
    features: ['Off Road', 'Solar Panel', 'Annex', 'Queen Bed', 'External Kitchen'],
    colours: VAN_COLOURS,
    layouts: [
      {
        badge: '17.55-3 Outback',
        price: 79990,
        length: 5.4,
        width: 2.3,
        tare: 1920,
        atm: 2500,
        axle: 'Single',
        sleeps: 2,
        series: 'Outback',
      },
    ],
  },
  {
    make: 'Jayco',
    model: 'Swan',
    body: 'Camper Trailer',
    years: [2008, 2026],
    popularity: 6,
    short: 'The classic wind-up camper: quick to set up with beds at each end.',
    features: ['Annex', 'External Kitchen', 'Queen Bed', 'Gas/Electric Hot Water'],
    colours: VAN_COLOURS,
    layouts: [
      {
        badge: 'Outback',
        price: 39990,
        length: 4.2,
        width: 2.1,
        tare: 1230,
        atm: 1600,
        axle: 'Single',
        sleeps: 4,
        series: 'Outback',
      },
    ],
  },
  {
    make: 'Lotus Caravans',
    model: 'Trooper',
    body: 'Caravan',
    years: [2012, 2026],
    popularity: 5,
    short: 'Hand-built in Melbourne for serious off-road touring.',
    features: ['Off Road', 'Solar Panel', 'Lithium Battery', 'Diesel Heater', 'Ensuite', 'Queen Bed'],
    colours: VAN_COLOURS,
    layouts: [
      {
        badge: "21'6 Off Road",
        price: 139990,
        length: 6.6,
        width: 2.45,
        tare: 2950,
        atm: 3500,
        axle: 'Independent Tandem',
        sleeps: 2,
      },
    ],
  },
  {
    make: 'Lotus Caravans',
    model: 'Freelander',
    body: 'Caravan',
    years: [2014, 2026],
    popularity: 3,
    short: 'A compact, couples off-roader with a big battery bank.',
    features: ['Off Road', 'Solar Panel', 'Lithium Battery', 'Queen Bed'],
    colours: VAN_COLOURS,
    layouts: [
      {
        badge: "19'6 Off Road",
        price: 124990,
        length: 6.0,
        width: 2.45,
        tare: 2700,
        atm: 3300,
        axle: 'Independent Tandem',
        sleeps: 2,
      },
    ],
  },
  {
    make: 'Zone RV',
    model: 'Z-20',
    body: 'Caravan',
    years: [2017, 2026],
    popularity: 4,
    short: 'Composite-bodied, truly off-grid and built to last.',
    features: ['Off Road', 'Solar Panel', 'Lithium Battery', 'Diesel Heater', 'Ensuite'],
    colours: [VAN_COLOURS[2]!, VAN_COLOURS[3]!],
    layouts: [
      {
        badge: 'Full Ensuite',
        price: 129990,
        length: 6.1,
        width: 2.4,
        tare: 2650,
        atm: 3300,
        axle: 'Independent Tandem',
        sleeps: 2,
      },
    ],
  },
  {
    make: 'Zone RV',
    model: 'Z-16',
    body: 'Pop Top',
    years: [2019, 2026],
    popularity: 2,
    short: 'A tough hybrid pop top for tracks the big vans can’t reach.',
    features: ['Off Road', 'Solar Panel', 'Lithium Battery', 'External Kitchen'],
    colours: [VAN_COLOURS[2]!, VAN_COLOURS[3]!],
    layouts: [
      { badge: 'Hybrid', price: 94990, length: 4.9, width: 2.3, tare: 1850, atm: 2500, axle: 'Single', sleeps: 2 },
    ],
  },
  {
    make: 'Crusader',
    model: 'Excalibur',
    body: 'Caravan',
    years: [2012, 2026],
    popularity: 4,
    short: 'Spacious family touring with bunks and a full ensuite.',
    features: ['Ensuite', 'Bunks', 'Air Conditioning', 'Annex', 'TV'],
    colours: VAN_COLOURS,
    layouts: [
      {
        badge: "21'6 Family Bunk",
        price: 99990,
        length: 6.6,
        width: 2.45,
        tare: 2700,
        atm: 3300,
        axle: 'Tandem',
        sleeps: 6,
      },
    ],
  },
  {
    make: 'Crusader',
    model: 'Exodus',
    body: 'Caravan',
    years: [2015, 2026],
    popularity: 3,
    short: 'Semi off-road couples van with a luxurious interior.',
    features: ['Ensuite', 'Solar Panel', 'Air Conditioning', 'Queen Bed'],
    colours: VAN_COLOURS,
    layouts: [
      {
        badge: "19'6 Semi Off Road",
        price: 94990,
        length: 6.0,
        width: 2.45,
        tare: 2550,
        atm: 3200,
        axle: 'Tandem',
        sleeps: 2,
      },
    ],
  },
  {
    make: 'Avan',
    model: 'Aliner',
    body: 'Pop Top',
    years: [2008, 2026],
    popularity: 4,
    short: 'The iconic A-frame folding camper: light, clever and easy to tow.',
    features: ['Gas/Electric Hot Water', 'External Kitchen', 'Queen Bed'],
    colours: [VAN_COLOURS[0]!, VAN_COLOURS[1]!],
    layouts: [
      { badge: 'Classic', price: 42990, length: 4.3, width: 2.1, tare: 860, atm: 1250, axle: 'Single', sleeps: 2 },
    ],
  },
  {
    make: 'Avan',
    model: 'Aspire',
    body: 'Pop Top',
    years: [2010, 2026],
    popularity: 3,
    short: 'A lightweight pop top with a full kitchen.',
    features: ['Air Conditioning', 'Queen Bed', 'Annex'],
    colours: [VAN_COLOURS[0]!, VAN_COLOURS[1]!],
    layouts: [
      { badge: '555', price: 69990, length: 5.5, width: 2.3, tare: 1450, atm: 1950, axle: 'Single', sleeps: 2 },
    ],
  },
]

export const CARAVAN_INTERIORS: { name: string; trim: TrimKey }[] = [
  { name: 'Slate Upholstery', trim: 'black' },
  { name: 'Storm Grey Upholstery', trim: 'grey' },
  { name: 'Mocha Leather', trim: 'tan' },
]

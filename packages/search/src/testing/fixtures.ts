import { carSchema, type Car, type CarInput } from '@dealer/domain'
import { toSearchDoc, type SearchDoc, type SearchDocCar } from '../search-doc'
import { buildVocabulary, type SearchVocabulary } from '../vocabulary'

/** Deterministic PRNG (mulberry32): the same seed gives the same stock on every machine. */
export function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

type Body = 'SUV' | 'Sedan' | 'Hatch' | 'Ute' | 'Wagon' | 'Coupe' | 'Van' | 'Convertible'
const M = (name: string, body: Body, seats = 5, base = 35_000) => ({ name, body, seats, base })

/** More than 20 makes, so the popular-makes rule has something to cut. */
export const FIXTURE_MAKES: readonly { make: string; weight: number; models: readonly ReturnType<typeof M>[] }[] = [
  {
    make: 'Toyota',
    weight: 20,
    models: [
      M('Corolla', 'Hatch', 5, 30_000),
      M('Camry', 'Sedan', 5, 38_000),
      M('RAV4', 'SUV', 5, 42_000),
      M('HiLux', 'Ute', 5, 52_000),
      M('LandCruiser 300', 'SUV', 7, 95_000),
      M('Kluger', 'SUV', 7, 60_000),
    ],
  },
  {
    make: 'Mazda',
    weight: 12,
    models: [
      M('CX-5', 'SUV', 5, 40_000),
      M('CX-3', 'SUV', 5, 30_000),
      M('Mazda3', 'Hatch', 5, 29_000),
      M('BT-50', 'Ute', 5, 48_000),
    ],
  },
  {
    make: 'Hyundai',
    weight: 10,
    models: [
      M('i30', 'Hatch', 5, 27_000),
      M('Tucson', 'SUV', 5, 38_000),
      M('Kona', 'SUV', 5, 32_000),
      M('Santa Fe', 'SUV', 7, 52_000),
    ],
  },
  {
    make: 'Kia',
    weight: 9,
    models: [
      M('Cerato', 'Sedan', 5, 26_000),
      M('Sportage', 'SUV', 5, 37_000),
      M('Sorento', 'SUV', 7, 50_000),
      M('Carnival', 'Van', 8, 52_000),
    ],
  },
  {
    make: 'Ford',
    weight: 9,
    models: [M('Ranger', 'Ute', 5, 55_000), M('Everest', 'SUV', 7, 62_000), M('Mustang', 'Coupe', 4, 70_000)],
  },
  {
    make: 'Mitsubishi',
    weight: 7,
    models: [M('Triton', 'Ute', 5, 42_000), M('Outlander', 'SUV', 7, 40_000), M('ASX', 'SUV', 5, 28_000)],
  },
  {
    make: 'Nissan',
    weight: 6,
    models: [M('Navara', 'Ute', 5, 45_000), M('X-Trail', 'SUV', 7, 40_000), M('Patrol', 'SUV', 8, 85_000)],
  },
  {
    make: 'Volkswagen',
    weight: 5,
    models: [M('Golf', 'Hatch', 5, 38_000), M('Amarok', 'Ute', 5, 60_000), M('Tiguan', 'SUV', 5, 48_000)],
  },
  { make: 'Subaru', weight: 4, models: [M('Outback', 'Wagon', 5, 45_000), M('Forester', 'SUV', 5, 40_000)] },
  { make: 'Honda', weight: 4, models: [M('Civic', 'Hatch', 5, 38_000), M('CR-V', 'SUV', 5, 42_000)] },
  { make: 'MG', weight: 4, models: [M('MG3', 'Hatch', 5, 20_000), M('ZS', 'SUV', 5, 26_000)] },
  { make: 'Isuzu', weight: 4, models: [M('D-Max', 'Ute', 5, 50_000), M('MU-X', 'SUV', 7, 55_000)] },
  { make: 'BYD', weight: 3, models: [M('Atto 3', 'SUV', 5, 45_000), M('Seal', 'Sedan', 5, 50_000)] },
  { make: 'Tesla', weight: 3, models: [M('Model 3', 'Sedan', 5, 55_000), M('Model Y', 'SUV', 5, 60_000)] },
  { make: 'Suzuki', weight: 3, models: [M('Swift', 'Hatch', 5, 22_000), M('Jimny', 'SUV', 4, 32_000)] },
  { make: 'Audi', weight: 2, models: [M('A3', 'Hatch', 5, 48_000), M('Q5', 'SUV', 5, 75_000)] },
  { make: 'BMW', weight: 2, models: [M('3 Series', 'Sedan', 5, 75_000), M('X5', 'SUV', 5, 120_000)] },
  { make: 'Mercedes-Benz', weight: 2, models: [M('C-Class', 'Sedan', 5, 80_000), M('GLC', 'SUV', 5, 90_000)] },
  { make: 'Jeep', weight: 2, models: [M('Wrangler', 'SUV', 4, 70_000), M('Grand Cherokee', 'SUV', 5, 80_000)] },
  { make: 'Land Rover', weight: 1, models: [M('Defender', 'SUV', 5, 110_000)] },
  { make: 'Lexus', weight: 1, models: [M('RX', 'SUV', 5, 95_000)] },
  { make: 'Volvo', weight: 1, models: [M('XC60', 'SUV', 5, 75_000)] },
  { make: 'Skoda', weight: 1, models: [M('Octavia', 'Wagon', 5, 40_000)] },
  { make: 'GWM', weight: 1, models: [M('Cannon', 'Ute', 5, 40_000)] },
  { make: 'LDV', weight: 1, models: [M('T60', 'Ute', 5, 40_000), M('G10', 'Van', 8, 35_000)] },
]

const BADGES = ['GX', 'GXL', 'Sport', 'Limited', 'Premium', 'Ascent', 'Cruise', 'Titanium', 'SR5', 'Active', 'Elite']
const COLOURS = ['White', 'Black', 'Silver', 'Grey', 'Blue', 'Red', 'Green']
const FEATURES = [
  'Apple CarPlay',
  'Android Auto',
  'Reversing Camera',
  'Sunroof',
  'Leather Seats',
  'Tow Bar',
  'Heated Seats',
  'Adaptive Cruise',
]
const SERIES = ['duo', 'city', 'sport']
const DAY = 86_400_000

export interface FixtureOptions {
  readonly seed?: number
  readonly tenant?: string
  /** Visibility and 'new' windows are relative to this instant. */
  readonly now?: Date
  /** Share of caravans (item_type filter); default 0.02. */
  readonly caravanShare?: number
}

/** The fixture's fixed instant: tests and benchmarks judge sold cars against it. */
export const FIXTURE_NOW = new Date('2026-03-02T00:00:00.000Z')

export interface FixtureDealership {
  readonly slug: string
  readonly name: string
  readonly city: string
  readonly state: string
  readonly locationId: string
  readonly locationSlug: string
  readonly locationName: string
}

/** Three dealerships of a tenant, each with one location. */
export function fixtureDealerships(tenant: string): FixtureDealership[] {
  return [
    ['north', 'Brisbane', 'QLD'],
    ['south', 'Gold Coast', 'QLD'],
    ['west', 'Perth', 'WA'],
  ].map(([part, city, state]) => ({
    slug: `${tenant}-${part}`,
    name: `${tenant.replace(/-/g, ' ')} ${part}`.replace(/\b\w/g, (c) => c.toUpperCase()),
    city: city!,
    state: state!,
    locationId: `${tenant}-loc-${part}`,
    locationSlug: `${tenant}-${part}-sales`,
    locationName: `${city} Sales`,
  }))
}

function pickWeighted<T extends { weight: number }>(rnd: () => number, items: readonly T[]): T {
  const total = items.reduce((s, i) => s + i.weight, 0)
  let x = rnd() * total
  for (const item of items) {
    x -= item.weight
    if (x < 0) return item
  }
  return items[items.length - 1]!
}

/** `count` cars for one tenant, deterministic for a seed. */
export function generateCars(count: number, options: FixtureOptions = {}): Car[] {
  const rnd = random(options.seed ?? 1)
  const tenant = options.tenant ?? 'tenant-a'
  const now = (options.now ?? FIXTURE_NOW).getTime()
  const dealers = fixtureDealerships(tenant)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!
  const cars: Car[] = []
  for (let i = 0; i < count; i++) {
    const { make, models } = pickWeighted(rnd, FIXTURE_MAKES)
    const model = pick(models)
    const typeRoll = rnd()
    const car_type = typeRoll < 0.25 ? 'new' : typeRoll < 0.35 ? 'demo' : 'used'
    const year =
      car_type === 'new'
        ? 2025 + (rnd() < 0.3 ? 1 : 0)
        : car_type === 'demo'
          ? 2024 + (rnd() < 0.5 ? 1 : 0)
          : 2008 + Math.floor(rnd() * 17)
    const age = 2026 - year
    const km =
      car_type === 'new'
        ? Math.floor(rnd() * 50)
        : car_type === 'demo'
          ? 1000 + Math.floor(rnd() * 14_000)
          : Math.floor(age * (8_000 + rnd() * 14_000))
    const priceRaw = model.base * Math.pow(0.88, age) * (0.85 + rnd() * 0.3)
    const price = rnd() < 0.02 ? 0 : Math.round(priceRaw / 10) * 10
    const statusRoll = rnd()
    const status = statusRoll < 0.84 ? 'in_stock' : statusRoll < 0.9 ? 'coming_soon' : 'sold'
    const dealer = pick(dealers)
    const badge = rnd() < 0.9 ? pick(BADGES) : null
    const series = rnd() < 0.15 ? pick(SERIES) : null
    const caravan = rnd() < (options.caravanShare ?? 0.02)
    const input: CarInput = {
      id: `${tenant}-car-${i}`,
      slug: `${year}-${make}-${model.name}-${i}`.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      name: [year, make, model.name, badge, series].filter(Boolean).join(' '),
      year,
      make,
      model: model.name,
      badge,
      series,
      colour: pick(COLOURS),
      price,
      before_price: rnd() < 0.1 && price > 0 ? price + 1500 : null,
      subscription_price: rnd() < 0.3 ? 100 + Math.floor(rnd() * 350) : null,
      weekly_price: price > 0 ? Math.round(price / 230) : null,
      price_type: pick(['drive_away', 'egc', null]),
      status,
      car_type,
      reserved: status === 'in_stock' && rnd() < 0.04,
      sold_date: status === 'sold' ? new Date(now - Math.floor(rnd() * 10 * DAY)).toISOString() : null,
      tag: rnd() < 0.05 ? 'Runout Sale' : rnd() < 0.03 ? 'Price Drop' : null,
      certified: car_type === 'used' && rnd() < 0.12,
      created_at: new Date(now - Math.floor(rnd() * 200 * DAY)).toISOString(),
      show_on_dealer_website: rnd() < 0.97,
      stocknum: `S${tenant.slice(-1).toUpperCase()}${String(10_000 + i)}`,
      km,
      drive:
        model.body === 'Ute' || model.name === 'LandCruiser 300' || model.name === 'Patrol'
          ? '4WD'
          : pick(['FWD', 'AWD', 'FWD', 'RWD']),
      seats: model.seats,
      fuel:
        make === 'Tesla' || make === 'BYD'
          ? 'Electric'
          : model.body === 'Ute'
            ? 'Diesel'
            : pick(['Petrol', 'Petrol', 'Hybrid', 'Diesel']),
      body: caravan ? 'Pop Top' : model.body,
      trans: rnd() < 0.85 ? 'Automatic' : 'Manual',
      images: [{ url: `/img/${i}.jpg`, thumb: { url: `/img/${i}-t.jpg` } }],
      filtered_features: FEATURES.filter(() => rnd() < 0.25),
      dealership_id: dealer.slug,
      dealership_slug: dealer.slug,
      location_id: dealer.locationId,
      city: dealer.city,
      state: dealer.state,
      item_type: caravan ? 'caravan' : 'car',
    }
    cars.push(carSchema.parse(input))
  }
  return cars
}

/** Categories of a fixture car: a multi-valued field for the categories filter. */
export function fixtureCategories(car: SearchDocCar): string[] {
  const out: string[] = []
  if ((car.seats ?? 0) >= 7) out.push('Family')
  if (car.body === 'Ute') out.push('Work')
  if (car.fuel === 'Electric' || car.fuel === 'Hybrid') out.push('Eco')
  if (car.price > 0 && car.price < 20_000) out.push('Under $20k')
  return out
}

/** `count` search documents for one tenant. */
export function generateSearchDocs(count: number, options: FixtureOptions = {}): SearchDoc[] {
  const tenant = options.tenant ?? 'tenant-a'
  const dealers = fixtureDealerships(tenant)
  const ctx = {
    dealershipNames: Object.fromEntries(dealers.map((d) => [d.slug, d.name])),
    locationNames: Object.fromEntries(dealers.map((d) => [d.locationId, d.locationName])),
    categoriesOf: fixtureCategories,
  }
  return generateCars(count, options).map((car) => toSearchDoc(car, ctx))
}

/** The codec vocabulary of a generated tenant. */
export function fixtureVocabulary(docs: readonly SearchDoc[], tenant = 'tenant-a'): SearchVocabulary {
  const dealers = fixtureDealerships(tenant)
  return buildVocabulary({
    makeModels: docs,
    dealerships: dealers.map((d) => ({ slug: d.slug, name: d.name })),
    locations: dealers.map((d) => ({ slug: d.locationSlug, name: d.locationName })),
  })
}

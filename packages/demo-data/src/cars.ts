import { carDisplayName, type Car, type CarType } from '@dealer/domain'
import type { TenantConfig } from '@dealer/tenant'
import {
  CARAVANS,
  CARAVAN_INTERIORS,
  COLOUR_WEIGHTS,
  FRANCHISE_MODELS,
  GENERIC_COLOURS,
  INTERIORS,
  MAKE_COLOURS,
  USED_ONLY_MODELS,
  driveText,
  type CaravanDef,
  type ColourDef,
  type ModelDef,
  type SimpleBody,
  type VariantDef,
} from './catalog'
import { lendersFor, weeklyEstimate } from './finance'
import { DEMO_IMAGE_PREFIX } from './images/paths'
import {
  CARAVAN_SHAPES,
  drawnPaint,
  interiorFile,
  photoFiles,
  type PaintKey,
  type ShapeId,
  type TrimKey,
} from './images/palette'
import { hasSpinSet, spinFrameFiles, spinHotspots } from './images/spin'
import { historyReportUrl } from './media/history-report'
import { walkaroundUrl } from './media/walkaround'
import { hashString, type Rng } from './rng'
import { CARAVAN_EQUIPMENT, dealerComments, standardEquipment } from './text'
import { DAY_MS, dealerPrice, isoDate, monthYear, round, slugify, tenantPrefix } from './util'

type TenantLocation = TenantConfig['locations'][number]

export const BODY_SHAPE: Record<SimpleBody, ShapeId> = {
  Sedan: 'sedan',
  Hatch: 'hatch',
  SUV: 'suv',
  Ute: 'ute',
  Wagon: 'wagon',
  Van: 'van',
  Coupe: 'coupe',
  Convertible: 'coupe',
  'People Mover': 'people-mover',
  Caravan: 'caravan',
  'Pop Top': 'pop-top',
  'Camper Trailer': 'camper-trailer',
}

// VIN world manufacturer identifiers by make.
const WMI: Record<string, string[]> = {
  Toyota: ['JTM', 'MR0', 'JTN', 'JTE'],
  Mazda: ['JM0', 'MM0'],
  Hyundai: ['KMH', 'MAL'],
  Kia: ['KNA', 'KNE'],
  Ford: ['MPB', 'WF0'],
  Mitsubishi: ['MMB', 'JMF'],
  Nissan: ['JN1', 'MNT'],
  Subaru: ['JF1', 'JF2'],
  Volkswagen: ['WVW', 'WV1', 'WVG'],
  Tesla: ['LRW', '5YJ'],
  BYD: ['LGX', 'LC0'],
  MG: ['LSJ'],
  Isuzu: ['MPA'],
  Holden: ['6G1', 'MMU'],
  Honda: ['MRH', 'JHM'],
  Suzuki: ['JS3', 'MA3'],
  Jeep: ['1C4'],
  BMW: ['WBA', 'WBS'],
  'Mercedes-Benz': ['W1K', 'WDD'],
  Audi: ['WAU'],
  'Land Rover': ['SAL'],
  Lexus: ['JTH'],
  GWM: ['LGW'],
  Volvo: ['YV1'],
  Polestar: ['LPS'],
}
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'

function vinYearCode(year: number): string {
  // 2001-2009 → 1-9, 2010-2030 → A..Y (skipping I, O, Q, U, Z)
  if (year >= 2001 && year <= 2009) return String(year - 2000)
  const letters = 'ABCDEFGHJKLMNPRSTVWXY'
  return letters[(year - 2010) % letters.length] ?? 'A'
}

interface Pick {
  carType: CarType
  caravan: boolean
  make: string
  model: string
  badge: string
  series: string | null
  year: number
  body: SimpleBody
  bodyText: string
  bodyconfiguration: string | null
  basePrice: number
  model_: ModelDef | null
  variant: VariantDef | null
  van: CaravanDef | null
  layout: CaravanDef['layouts'][number] | null
  variantIndex: number
  variantCount: number
}

interface StatusPlan {
  status: Car['status']
  reserved: boolean
  soldAgeDays: number | null
  hidden: boolean
}

const ISO_STATES: Record<string, { plate: (r: Rng) => string }> = {
  QLD: { plate: (r) => `${r.int(100, 999)}${r.chars(3, 'ABCDEFGHJKLMNPRSTUVWXYZ')}` },
  WA: { plate: (r) => `1${r.chars(3, 'ABCDEFGHJKLMNPRSTUVWXYZ')}${r.int(100, 999)}` },
  VIC: {
    plate: (r) =>
      r.chance(0.6)
        ? `${r.int(1, 9)}${r.chars(2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}${r.int(1, 9)}${r.chars(2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}`
        : `${r.chars(3, 'ABCDEFGHJKLMNPRSTUVWXYZ')}${r.int(100, 999)}`,
  },
}

function plate(rng: Rng, state: string, caravan: boolean): string {
  if (caravan) return `${rng.chars(2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}${rng.int(1000, 9999)}`
  return (ISO_STATES[state] ?? ISO_STATES.QLD!).plate(rng)
}

/** Exact-count plan of statuses so every branch appears, then shuffled. */
function statusPlan(rng: Rng, n: number): StatusPlan[] {
  const plans: StatusPlan[] = []
  const sold = Math.max(6, Math.round(n * 0.025))
  const comingSoon = Math.max(3, Math.round(n * 0.05))
  const reserved = Math.max(3, Math.round(n * 0.03))
  const hidden = Math.max(2, Math.round(n * 0.01))
  for (let i = 0; i < sold; i++) {
    // half sold recently enough to stay visible (≤ 3 days), half older (up to 6 days)
    const age = i % 2 === 0 ? rng.float(1, 2.9) : rng.float(3.3, 6)
    plans.push({ status: 'sold', reserved: false, soldAgeDays: age, hidden: false })
  }
  for (let i = 0; i < comingSoon; i++)
    plans.push({ status: 'coming_soon', reserved: false, soldAgeDays: null, hidden: false })
  for (let i = 0; i < reserved; i++)
    plans.push({ status: 'in_stock', reserved: true, soldAgeDays: null, hidden: false })
  for (let i = 0; i < hidden; i++) plans.push({ status: 'in_stock', reserved: false, soldAgeDays: null, hidden: true })
  while (plans.length < n) plans.push({ status: 'in_stock', reserved: false, soldAgeDays: null, hidden: false })
  return rng.shuffle(plans.slice(0, n))
}

function typeMix(rng: Rng, n: number, types: readonly CarType[], caravan: boolean): CarType[] {
  const weights: Record<CarType, number> = caravan
    ? { new: 0.6, demo: 0.05, used: 0.4 }
    : { new: 0.45, demo: 0.12, used: 0.43 }
  const total = types.reduce((s, t) => s + weights[t], 0)
  const out: CarType[] = []
  types.forEach((t, i) => {
    const count = i === types.length - 1 ? n - out.length : Math.round((n * weights[t]) / total)
    for (let k = 0; k < count; k++) out.push(t)
  })
  return rng.shuffle(out)
}

function pickVariantIndex(rng: Rng, count: number): number {
  // mid grades sell best
  const w = Array.from(
    { length: count },
    (_, i) => [i, count === 1 ? 1 : 1 + Math.min(i, count - 1 - i) * 1.5 + (i === 0 ? 0.8 : 0)] as const,
  )
  return rng.weighted(w)
}

/** Model-year codes follow the car's year; old cars drop chassis codes of a later generation. */
function usedSeries(series: string | null, carType: CarType, year: number): string | null {
  if (!series || carType !== 'used') return series
  if (series === 'duo' || series === 'city' || series === 'sport') return series
  if (/MY\d\d/.test(series)) return year >= 2019 ? series.replace(/MY\d\d/, `MY${String(year).slice(2)}`) : null
  return year >= 2019 ? series : null
}

function pickCar(rng: Rng, carType: CarType, tenant: TenantConfig, now: Date): Pick {
  const demo = tenant.demo!
  const thisYear = now.getUTCFullYear()
  if (demo.itemType === 'caravan') {
    const van = rng.weighted(CARAVANS.map((v) => [v, v.popularity] as const))
    const li = rng.int(0, van.layouts.length - 1)
    const layout = van.layouts[li]!
    let year: number
    if (carType === 'used') {
      const span = Math.max(0, Math.min(thisYear - 1, van.years[1]) - Math.max(2008, van.years[0]))
      year = Math.min(thisYear - 1, van.years[1]) - Math.floor(Math.pow(rng.next(), 1.4) * (span + 1))
    } else
      year = rng.weighted([
        [thisYear, 7],
        [thisYear - 1, 2],
        [thisYear + 1, 1],
      ] as const)
    return {
      carType,
      caravan: true,
      make: van.make,
      model: van.model,
      badge: layout.badge,
      series: layout.series ?? null,
      year,
      body: van.body,
      bodyText: van.body,
      bodyconfiguration: null,
      basePrice: layout.price,
      model_: null,
      variant: null,
      van,
      layout,
      variantIndex: li,
      variantCount: van.layouts.length,
    }
  }
  let model: ModelDef
  if (carType === 'used') {
    const franchise = new Set(demo.makes)
    const pool = [...FRANCHISE_MODELS.filter((m) => m.popularity > 0), ...USED_ONLY_MODELS]
    model = rng.weighted(pool.map((m) => [m, m.popularity * (franchise.has(m.make) ? 1.4 : 1)] as const))
  } else {
    const makes = demo.makes.length ? demo.makes : [...new Set(FRANCHISE_MODELS.map((m) => m.make))]
    const makeWeight: Record<string, number> = { Toyota: 4, Mazda: 2, Hyundai: 2, Kia: 2 }
    const pool = FRANCHISE_MODELS.filter((m) => makes.includes(m.make) && m.popularity > 0)
    model = rng.weighted(pool.map((m) => [m, m.popularity * (makeWeight[m.make] ?? 1)] as const))
  }
  const vi = pickVariantIndex(rng, model.variants.length)
  const variant = model.variants[vi]!
  let year: number
  if (carType === 'new')
    year = rng.weighted([
      [thisYear, 70],
      [thisYear - 1, 20],
      [thisYear + 1, 10],
    ] as const)
  else if (carType === 'demo')
    year = rng.weighted([
      [thisYear, 65],
      [thisYear - 1, 35],
    ] as const)
  else {
    const hi = Math.min(thisYear - 1, model.years[1])
    const lo = Math.max(2008, model.years[0])
    year = hi - Math.floor(Math.pow(rng.next(), 1.35) * (hi - lo + 1))
  }
  return {
    carType,
    caravan: false,
    make: model.make,
    model: model.model,
    badge: variant.badge,
    series: usedSeries(variant.series ?? null, carType, year),
    year,
    body: model.body,
    bodyText: model.bodyText,
    bodyconfiguration: model.bodyconfiguration,
    basePrice: variant.price,
    model_: model,
    variant,
    van: null,
    layout: null,
    variantIndex: vi,
    variantCount: model.variants.length,
  }
}

function pickColour(rng: Rng, p: Pick): ColourDef {
  const list = p.van
    ? p.van.colours
    : p.carType !== 'used' && MAKE_COLOURS[p.make]
      ? MAKE_COLOURS[p.make]!
      : (MAKE_COLOURS[p.make] ?? GENERIC_COLOURS)
  return rng.weighted(list.map((c) => [c, COLOUR_WEIGHTS[c.paint]] as const))
}

function pickInterior(rng: Rng, p: Pick): { name: string; trim: TrimKey } {
  if (p.caravan) return rng.pick(CARAVAN_INTERIORS)
  const premium = p.variantCount > 1 && p.variantIndex >= Math.ceil(p.variantCount / 2)
  const options = INTERIORS.filter((i) => i.premium === premium)
  return rng.pick(options)
}

function locationFor(rng: Rng, tenant: TenantConfig, p: Pick): TenantLocation {
  const selling = tenant.locations.filter((l) => l.location_type === 'sales' || l.location_type === 'used')
  const primary = tenant.locations.find((l) => l.primary) ?? tenant.locations[0]!
  if (selling.length === 0) return primary
  if (p.carType === 'used') {
    const usedSites = selling.filter((l) => l.location_type === 'used')
    if (usedSites.length && rng.chance(0.55)) return rng.pick(usedSites)
    return rng.pick(selling)
  }
  const franchised = selling.filter(
    (l) => l.location_type === 'sales' && l.manufacturers.some((m) => m.toLowerCase() === p.make.toLowerCase()),
  )
  if (franchised.length) return rng.pick(franchised)
  const sales = selling.filter((l) => l.location_type === 'sales')
  return sales.length ? rng.pick(sales) : rng.pick(selling)
}

function usedKm(rng: Rng, p: Pick, age: number): number {
  if (p.caravan) return 0
  const heavy = p.body === 'Ute' || p.body === 'Van' || p.variant?.pt.simpleFuel === 'Diesel'
  const perYear = rng.float(9000, 21000) * (heavy ? 1.25 : 1)
  if (age <= 0) return rng.int(2500, 18000)
  return Math.max(1500, Math.round(age * perYear + rng.int(-3000, 4000)))
}

function usedPrice(rng: Rng, p: Pick, age: number, km: number): number {
  const newThen = p.basePrice * Math.pow(0.985, age)
  if (p.caravan) {
    const dep = age <= 0 ? 0.9 : 0.86 * Math.pow(0.93, age - 1)
    return Math.max(9990, dealerPrice(newThen * dep * (1 + 0.04 * rng.normal())))
  }
  let dep = age <= 0 ? 0.92 : 0.9 * Math.pow(0.93, age - 1)
  const retention = p.model_?.retention ?? 1
  dep = Math.min(0.97, dep * Math.pow(retention, Math.min(age, 8) / 3))
  const expected = Math.max(1, age) * 15000
  const kmFactor = Math.min(1.08, Math.max(0.8, 1.08 - 0.08 * (km / expected)))
  return Math.max(4990, dealerPrice(newThen * dep * kmFactor * (1 + 0.04 * rng.normal())))
}

function vinFor(rng: Rng, make: string, year: number, caravan: boolean, used: Set<string>): string {
  for (;;) {
    const wmi = caravan ? `6${rng.chars(2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}` : rng.pick(WMI[make] ?? ['MNA'])
    const vin = `${wmi}${rng.chars(5, VIN_CHARS)}${rng.int(0, 9)}${vinYearCode(year)}${rng.chars(1, VIN_CHARS)}${String(rng.int(0, 999999)).padStart(6, '0')}`
    if (!used.has(vin)) {
      used.add(vin)
      return vin
    }
  }
}

const EXTRA_FEATURES: [string, number, (p: Pick) => boolean][] = [
  ['Tow Bar', 0.35, (p) => p.body === 'Ute' || p.body === 'SUV' || p.body === 'Wagon'],
  ['Bull Bar', 0.25, (p) => p.body === 'Ute'],
  ['Roof Racks', 0.2, (p) => p.body === 'SUV' || p.body === 'Wagon' || p.body === 'Ute'],
  ['Sunroof', 0.25, (p) => p.variantIndex > 0 && p.body !== 'Ute' && p.body !== 'Van'],
  ['Leather Seats', 0.3, (p) => p.variantIndex >= Math.ceil(p.variantCount / 2)],
  ['Heated Seats', 0.2, (p) => p.variantIndex >= Math.ceil(p.variantCount / 2)],
  ['Navigation', 0.4, () => true],
  ['Keyless Entry', 0.4, () => true],
  ['Parking Sensors', 0.5, () => true],
  ['Wireless Charging', 0.2, (p) => p.year >= 2020],
  ['Adaptive Cruise Control', 0.3, (p) => p.year >= 2018],
  ['Apple CarPlay', 0.6, (p) => p.year >= 2016],
  ['Android Auto', 0.55, (p) => p.year >= 2016],
]

/** Generate a tenant's demo stock. */
export function generateCars(rng: Rng, tenant: TenantConfig, now: Date): Car[] {
  const demo = tenant.demo
  if (!demo || demo.cars <= 0) return []
  const caravanTenant = demo.itemType === 'caravan'
  const n = demo.cars
  const types = typeMix(rng.fork('types'), n, demo.carTypes, caravanTenant)
  const plans = statusPlan(rng.fork('status'), n)
  const prefix = tenantPrefix(tenant)
  const slugs = new Set<string>()
  const vins = new Set<string>()
  const thisYear = now.getUTCFullYear()
  const nowMs = now.getTime()
  const cars: Car[] = []
  let stockSeq = 10000

  for (let i = 0; i < n; i++) {
    const r = rng.fork(`car-${i}`)
    const carType = types[i]!
    const plan = plans[i]!
    const p = pickCar(r, carType, tenant, now)
    const colour = pickColour(r, p)
    const interior = pickInterior(r, p)
    const loc = locationFor(r, tenant, p)
    const age = Math.max(0, thisYear - p.year)
    const pt = p.variant?.pt ?? null

    // km and price
    let km: number
    let price: number
    let beforePrice: number | null = null
    let offerPrice: number | null = null
    let priceType = 'drive_away'
    let tag: string | null = null
    if (carType === 'new') {
      km = p.caravan ? 0 : r.int(0, 49)
      price = p.basePrice
      if (p.year < thisYear) {
        price = dealerPrice(price * 0.94)
        if (r.chance(0.65)) tag = 'Runout Sale'
      } else if (p.year > thisYear) price = dealerPrice(price * 1.02)
      if (r.chance(0.18) && !p.caravan) {
        priceType = 'egc'
        price = dealerPrice(price * 0.92)
      }
      if (r.chance(0.12)) {
        beforePrice = price
        price = price - round(r.int(1000, 4500), 500)
        if (!tag && r.chance(0.6)) tag = 'Hot Deal'
      }
      if (r.chance(0.04)) offerPrice = price - 1000
    } else if (carType === 'demo') {
      km = p.caravan ? 0 : r.int(1000, 15000)
      price = dealerPrice(p.basePrice * r.float(0.86, 0.95))
      if (r.chance(0.6)) beforePrice = p.basePrice
      if (r.chance(0.08)) tag = 'Hot Deal'
    } else {
      km = usedKm(r, p, age)
      price = usedPrice(r, p, age, km)
      priceType = r.chance(0.8) ? 'drive_away' : 'egc'
      if (r.chance(0.07)) {
        beforePrice = price + round(r.int(1000, 3000), 500)
        tag = 'Hot Deal'
      }
      if (p.caravan && r.chance(0.18)) tag = 'Ex-Hire'
    }

    // dates
    let createdMs: number
    let soldDate: string | null = null
    if (plan.status === 'sold') {
      const soldMs = nowMs - plan.soldAgeDays! * DAY_MS
      soldDate = new Date(Math.round(soldMs / 1000) * 1000).toISOString()
      createdMs = soldMs - r.float(6, 90) * DAY_MS
    } else if (plan.status === 'coming_soon') {
      createdMs = nowMs - r.float(0.2, 12) * DAY_MS
    } else {
      createdMs = nowMs - (r.chance(0.12) ? r.float(0.1, 7.9) : r.float(8.1, 120)) * DAY_MS
    }
    createdMs = Math.round(createdMs / 1000) * 1000
    const recent = nowMs - createdMs <= 8 * DAY_MS
    if (!tag && carType === 'used' && recent && r.chance(0.35)) tag = 'Just Arrived'

    const certifiedMake = tenant.lists.certifiedMake
    let certified = false
    if (carType === 'used' && !p.caravan) {
      if (certifiedMake && p.make.toLowerCase() === certifiedMake.toLowerCase() && age <= 6 && km < 140000)
        certified = r.chance(0.6)
      else certified = r.chance(0.08)
    }

    // identifiers
    const suffix = r.chars(6, 'abcdefghijkmnpqrstuvwxyz23456789')
    let slug = slugify(`${p.year} ${p.make} ${p.model} ${p.badge}`) + `-${suffix}`
    while (slugs.has(slug)) slug = `${slug}${r.chars(1, 'abcdefghjkmnpqrstuvwxyz')}`
    slugs.add(slug)
    stockSeq += r.int(1, 4)
    const stockPrefix = carType === 'used' ? 'U' : p.make.charAt(0).toUpperCase()
    const stocknum = `${stockPrefix}${stockSeq}`
    const vin = vinFor(r, p.make, p.year, p.caravan, vins)
    const state = loc.address.state
    const buildMonth = r.int(1, 12)
    const buildYear = carType === 'used' ? p.year : p.year - (buildMonth > 9 ? 1 : 0)
    const registered = carType !== 'new'

    // features and equipment
    const features = new Set<string>(p.model_?.features ?? p.van?.features ?? [])
    if (!p.caravan) for (const [f, pr, when] of EXTRA_FEATURES) if (when(p) && r.chance(pr)) features.add(f)
    if (p.caravan && carType === 'used' && r.chance(0.3)) features.delete('Lithium Battery')
    const filtered = [...features].sort()
    const equipment = p.caravan
      ? [...r.shuffle([...CARAVAN_EQUIPMENT]).slice(0, r.int(8, 14)), ...filtered]
      : standardEquipment(
          r,
          filtered,
          (p.variant?.highlights ?? []).map((x) => x.replace(/<[^>]+>/g, '')),
        )

    const photos = photoFiles(
      BODY_SHAPE[p.body],
      colour.paint,
      interior.trim,
      plan.status === 'coming_soon'
        ? r.int(4, 5)
        : r.weighted([
            [r.int(4, 7), 2],
            [r.int(8, 10), 4],
            [r.int(11, 12), 3],
          ] as const),
    )
    const images = photos.map((f) => ({ url: `${DEMO_IMAGE_PREFIX}${f}`, thumb: { url: `${DEMO_IMAGE_PREFIX}${f}` } }))

    const financeEligible = price > 5000 && !p.caravan ? r.chance(0.4) : p.caravan ? r.chance(0.3) : false
    const lenders = financeEligible ? lendersFor(r, price, p.make, carType === 'new') : {}
    const firstLender = Object.values(lenders)[0]
    const weekly = firstLender?.paymentWeek
      ? Math.round(firstLender.paymentWeek)
      : price > 200 && r.chance(0.5)
        ? weeklyEstimate(price)
        : null

    const dealerName = tenant.dealer.name
    const car: Car = {
      id: `${prefix}-${100001 + i}`,
      slug,
      name: '',
      carsales_title: null,
      year: p.year,
      make: p.make,
      model: p.model,
      badge: p.badge,
      series: p.series,
      colour: colour.name,
      interior_colour: interior.name,
      price,
      before_price: beforePrice,
      offer_price: offerPrice,
      subscription_price:
        pt?.simpleFuel === 'Electric' && carType !== 'used' && r.chance(0.3) ? round(price / 190, 1) : null,
      weekly_price: weekly,
      preorder: plan.status === 'coming_soon' && carType === 'new' && r.chance(0.5),
      price_type: priceType,
      status: plan.status,
      car_type: carType,
      reserved: plan.reserved,
      sold_date: soldDate,
      tag,
      certified,
      created_at: new Date(createdMs).toISOString(),
      show_on_dealer_website: !plan.hidden,
      test_drive_only: carType === 'demo' && r.chance(0.08),
      stocknum,
      vin,
      nvic:
        !p.caravan && r.chance(carType === 'used' ? 0.4 : 0.5)
          ? `0${r.chars(5, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789')}`
          : null,
      regplate: registered ? plate(r, state, p.caravan) : null,
      rego_expiry: registered ? isoDate(new Date(nowMs + r.int(20, 360) * DAY_MS)) : null,
      compliance_date: monthYear(buildYear, buildMonth),
      build_date: monthYear(buildYear, Math.max(1, buildMonth - r.int(0, 2))),
      km,
      // Its own sample report, written by the seed (media/history-report.ts).
      file: carType === 'used' && r.chance(0.4) ? historyReportUrl(tenant.slug, slug) : null,
      drive: pt ? driveText(pt.drive) : null,
      seats: p.caravan ? null : (p.variant?.seats ?? p.model_?.seats ?? 5),
      doors: p.caravan ? null : (p.model_?.doors ?? 4),
      engine_size: pt?.cc ?? null,
      gearnum: pt ? pt.gears : null,
      bodyconfiguration: p.bodyconfiguration,
      fuel: pt?.fuel ?? null,
      simple_fuel: pt?.simpleFuel ?? null,
      body: p.bodyText,
      simple_body: p.body,
      trans: pt?.trans ?? null,
      simple_transmission: pt ? (pt.manual ? 'Manual' : 'Automatic') : null,
      simple_drive: pt?.drive ?? null,
      images,
      // The walkaround of its body and paint, where one is drawn (media/walkaround.ts).
      video_url: r.chance(0.08) ? walkaroundFor(BODY_SHAPE[p.body], colour.paint) : null,
      external_video_url: null,
      ...spinFor(`${prefix}-${100001 + i}`, BODY_SHAPE[p.body], colour.paint, interior.trim),
      views: Math.round(Math.pow(r.next(), 2) * 2400) + r.int(0, 25),
      dealercomments: null,
      standard_equipment: equipment,
      filtered_features: filtered,
      dealership_id: tenant.slug,
      dealership_slug: tenant.slug,
      location_id: loc.id,
      city: loc.address.city,
      state,
      item_type: p.caravan ? 'caravan' : 'car',
      variant:
        p.model_ && pt
          ? {
              fuelconsumptioncombined: pt.cons,
              cylinders: pt.cylinders,
              enginesize: pt.cc,
              enginesize_litres: pt.cc ? Math.round(pt.cc / 100) / 10 : null,
              induction: pt.induction,
              geartype: pt.manual ? 'Manual' : /CVT/.test(pt.trans) ? 'CVT' : 'Automatic',
              fuelcapacity: pt.tank,
              grossvehiclemass: p.model_.gvm,
              vehiclelength: p.model_.dims[0],
              vehiclewidth: p.model_.dims[1],
              vehicleheight: p.model_.dims[2],
              towingcapacitybraked: p.model_.towing,
              torque: pt.torque,
              ancaprating: p.model_.ancap,
              bodyconfiguration: p.bodyconfiguration,
            }
          : null,
      caravan: p.layout
        ? {
            body_width: p.layout.width,
            body_length: p.layout.length,
            tare_weight: p.layout.tare + (carType === 'used' ? r.int(0, 60) : 0),
            axle_type: p.layout.axle,
            sleeps: p.layout.sleeps,
            aggregate_trailer_mass: p.layout.atm,
          }
        : null,
      autograb_data:
        carType === 'used' && !p.caravan
          ? (() => {
              const avg = round(price * r.float(0.94, 1.1), 100)
              return { average_market_price: avg, state_average_market_price: round(avg * r.float(0.97, 1.04), 100) }
            })()
          : null,
      finance_lenders: lenders,
    }
    car.name = carDisplayName(car)
    car.carsales_title = p.caravan
      ? `${car.name} ${p.layout?.axle ?? ''} Axle`.trim()
      : `${car.name} ${car.simple_transmission === 'Manual' ? 'Manual' : 'Auto'} ${car.simple_drive === '4WD' ? '4x4' : (car.simple_drive ?? '')} ${p.bodyconfiguration ?? ''}`
          .replace(/\s+/g, ' ')
          .trim()
    car.dealercomments = dealerComments(r, {
      carType,
      caravan: p.caravan,
      year: p.year,
      make: p.make,
      model: p.model,
      badge: p.badge,
      colour: colour.name,
      km,
      features: filtered,
      dealer: dealerName,
      location: loc.name,
      city: loc.address.city,
      state,
      phone: loc.phone,
      body: p.body,
      fuel: pt?.simpleFuel ?? 'Caravan',
      certified,
    })
    cars.push(car)
  }
  return cars
}

/** The walkaround video of a body shape and paint, or null where no spin set is drawn for them. */
function walkaroundFor(shape: ShapeId, paint: PaintKey): string | null {
  const drawn = drawnPaint(shape, paint)
  return hasSpinSet(shape, drawn) ? walkaroundUrl(shape, drawn) : null
}

/**
 * About one car in ten whose body and paint have a drawn spin set gets a 360° view: its frames,
 * the cabin photo as the interior view, and hotspots. Chosen by a hash of the id, not the RNG,
 * so adding spins did not change any other demo field.
 */
function spinFor(
  id: string,
  shape: ShapeId,
  paint: PaintKey,
  trim: TrimKey,
): { spin_images: Car['spin_images']; spin_interior_image: Car['spin_interior_image']; hotspots: Car['hotspots'] } {
  const drawn = drawnPaint(shape, paint)
  if (hashString(`spin:${id}`) % 10 !== 0 || !hasSpinSet(shape, drawn))
    return { spin_images: [], spin_interior_image: null, hotspots: [] }
  return {
    spin_images: spinFrameFiles(shape, drawn).map((f) => `${DEMO_IMAGE_PREFIX}${f}`),
    spin_interior_image: `${DEMO_IMAGE_PREFIX}${interiorFile(CARAVAN_SHAPES.includes(shape) ? 'caravan' : 'car', trim, 'cabin')}`,
    hotspots: spinHotspots(shape),
  }
}

import {
  type AutoGaugeView,
  type Car,
  FINANCE_PRESETS,
  type FinanceCalculatorConfig,
  type FinanceEstimateConfig,
  FREQUENCY_LABELS,
  REPAYMENT_FREQUENCIES,
  autoGaugeView,
  boundFuelInput,
  financeQuote,
  formatMoney,
  fuelCost,
  fuelEconomy,
  hasListedEconomy,
  normalizeFinanceState,
  showFuelCalculator,
} from '@dealer/domain'

/** The calculator of the page's finance section (typed inputs, amount up to 250000). */
export const FINANCE_CONFIG: FinanceCalculatorConfig = FINANCE_PRESETS.standardInput

/** Lender mapping for the estimate panel; tenant config has none yet, so this is the platform default. */
export const FINANCE_ESTIMATE_CONFIG: Omit<FinanceEstimateConfig, 'excludedMakes'> = {
  lenders: {
    plenti: 'recentCarWithComparisonRate',
    ratesetter: 'availableCar',
    wisr: 'weeklyPayment',
    money3: 'monthlyPayment',
  },
}

export interface FinanceSectionView {
  amountInput: number
  amountHelp: string | null
  term: number
  interest: number
  deposit: number
  residual: number
  frequency: 'week' | 'fortnight' | 'month'
  frequencyLabel: string
  label: string
  total: string | null
  enquire: boolean
  bounds: {
    amount: { min: number; max: number; step: number }
    term: { min: number; max: number; step: number }
    interest: { min: number; max: number; step: number }
    money: { min: number; max: number; step: number }
  }
  frequencies: { value: string; label: string }[]
  /** The weekly repayment at the defaults, for the sidebar teaser. */
  weeklyTeaser: string | null
}

/** The finance section for a price and the GET form's query parameters (docs/spec-coverage.md, Car page). */
export function financeSection(
  price: number,
  params: URLSearchParams,
  config: FinanceCalculatorConfig = FINANCE_CONFIG,
): FinanceSectionView {
  const { state, amountInput, amountHelp } = normalizeFinanceState(config, price, {
    amount: params.get('amount'),
    term: params.get('term'),
    interest: params.get('interest'),
    tradeIn: params.get('deposit'),
    residual: params.get('residual'),
    frequency: params.get('frequency'),
  })
  const quote = financeQuote(config, state)
  const teaser = financeQuote(config, { ...normalizeFinanceState(config, price, {}).state, frequency: 'week' })
  const bounds = normalizeBounds(config, price)
  return {
    amountInput,
    amountHelp,
    term: state.term,
    interest: state.interest,
    deposit: state.tradeIn,
    residual: state.residual,
    frequency: state.frequency,
    frequencyLabel: FREQUENCY_LABELS[state.frequency],
    label: quote.label,
    total: quote.total === null ? null : formatMoney(quote.total),
    enquire: quote.repayment === null,
    bounds,
    frequencies: REPAYMENT_FREQUENCIES.map((f) => ({ value: f, label: FREQUENCY_LABELS[f] })),
    weeklyTeaser: teaser.repayment === null ? null : teaser.label,
  }
}

function normalizeBounds(config: FinanceCalculatorConfig, price: number) {
  const max =
    config.amount.overPriceFactor !== null && price > config.amount.max
      ? Math.ceil(price * config.amount.overPriceFactor)
      : config.amount.max
  return {
    amount: { min: config.amount.min, max, step: config.amount.step },
    term: { min: config.term.min, max: config.term.max, step: config.term.step },
    interest: { min: config.interest.min, max: config.interest.max, step: config.interest.step },
    money: { min: config.deposit.min, max: config.deposit.max, step: config.deposit.step },
  }
}

/**
 * The auto-gauge response the page derives from the car's autograb data: a market range of
 * ±10% around the average (state preferred), the fill as where the price sits in it
 * (1 = at the bottom), the confidence higher for a state average. Null hides the panel.
 */
export function autoGaugeFromCar(car: Pick<Car, 'price' | 'autograb_data'>): AutoGaugeView | null {
  const data = car.autograb_data
  if (!data) return null
  const state = data.state_average_market_price
  const national = data.average_market_price
  const average =
    typeof state === 'number' && state > 0 ? state : typeof national === 'number' && national > 0 ? national : null
  if (average === null || !(car.price > 10)) return null
  const min = Math.round(average * 0.9)
  const max = Math.round(average * 1.1)
  const fill = Math.min(1, Math.max(0, (max - car.price) / (max - min)))
  return autoGaugeView({
    fill: Math.round(fill * 100) / 100,
    listing_price: car.price,
    market_range_min: min,
    market_range_max: max,
    confidence: average === state ? 0.8 : 0.5,
    description: `Based on similar cars listed ${average === state ? 'in this state' : 'nationally'}.`,
  })
}

export interface ShareLink {
  id: 'facebook' | 'twitter' | 'whatsapp' | 'email' | 'sms'
  label: string
  href: string
}

/** Share: plain links; share URL = site url + /cars/{slug} (docs/spec-coverage.md, Car page). */
export function shareLinks(
  origin: string,
  slug: string,
  carName: string,
  showTwitter: boolean,
): { url: string; links: ShareLink[] } {
  const url = `${origin.replace(/\/$/, '')}/cars/${slug}`
  const u = encodeURIComponent(url)
  const text = encodeURIComponent(`Check out this ${carName}`)
  const links: ShareLink[] = [
    { id: 'facebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { id: 'twitter', label: 'Twitter', href: `https://twitter.com/intent/tweet?url=${u}&text=${text}` },
    { id: 'whatsapp', label: 'WhatsApp', href: `https://wa.me/?text=${text}%20${u}` },
    { id: 'email', label: 'Email', href: `mailto:?subject=${encodeURIComponent(carName)}&body=${text}%20${u}` },
    { id: 'sms', label: 'SMS', href: `sms:?&body=${text}%20${u}` },
  ]
  return { url, links: showTwitter ? links : links.filter((l) => l.id !== 'twitter') }
}

export const COPIED_NOTICE_MS = 1500
export const COPY_TOAST_MS = 3000
export const copyToastText = (carName: string) => `Copied ${carName} to your clipboard!`

/**
 * Announcement bar: 'Located at {city}' when the car's city differs from the primary location's
 * (docs/spec-coverage.md, Car page).
 */
export function locatedAt(
  carCity: string | null | undefined,
  locations: readonly { primary: boolean; address: { city: string } }[],
  carLocation: { address: { lat: number; long: number; place_url: string | null } } | null,
): { text: string; directions: string } | null {
  const primary = locations.find((l) => l.primary) ?? locations[0]
  if (!carCity || !primary) return null
  if (carCity.trim().toLowerCase() === primary.address.city.trim().toLowerCase()) return null
  const directions = carLocation
    ? directionsUrl(carLocation.address)
    : `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(carCity)}`
  return { text: `Located at ${carCity}`, directions }
}

/**
 * Directions to a location (docs/spec-coverage.md, Car page): its own maps link when the dealer
 * set one, else Google Maps directions to its coordinates.
 */
export function directionsUrl(address: { lat: number; long: number; place_url: string | null }): string {
  return address.place_url ?? `https://www.google.com/maps/dir/?api=1&destination=${address.lat},${address.long}`
}

/** Bottom banner (docs/spec-coverage.md, Car page): three links; {noun} is the vehicle noun. */
export const BOTTOM_BANNER_LINKS = [
  { label: 'Latest Offers', href: '/special-offers' },
  { label: 'Book a Service', href: '/service' },
  { label: 'Sell Your {noun}', href: '/trade-in' },
] as const

/** What the page calls the vehicle: 'Car' / 'Cars', or 'Caravan' / 'Caravans' for a caravan. */
export function vehicleNoun(car: Pick<Car, 'item_type'>): { singular: string; plural: string } {
  return car.item_type === 'caravan' ? { singular: 'Caravan', plural: 'Caravans' } : { singular: 'Car', plural: 'Cars' }
}

/**
 * The label beside the price for a car a shopper cannot simply buy today (docs/spec-coverage.md,
 * Car page): the card tags' wording, so the page and the card agree. Null for an available car.
 */
export function statusLabel(
  car: Pick<Car, 'status' | 'reserved'>,
): { kind: 'sold' | 'reserved' | 'coming_soon'; label: string; note: string } | null {
  if (car.status === 'sold') return { kind: 'sold', label: 'SOLD', note: 'This vehicle has been sold.' }
  if (car.reserved) {
    return {
      kind: 'reserved',
      label: 'RESERVED',
      note: 'A buyer has reserved this vehicle; ask us to be next in line.',
    }
  }
  if (car.status === 'coming_soon') {
    return {
      kind: 'coming_soon',
      label: 'COMING SOON',
      note: 'This vehicle is on its way to us and not yet on the lot.',
    }
  }
  return null
}

/**
 * The fuel calculator (docs/spec-coverage.md, Car page): hidden for electric cars and caravans;
 * bounded inputs with the reason next to a field that was out of range; the economy it is based on.
 */
export function fuelSection(car: Parameters<typeof fuelEconomy>[0] & Pick<Car, 'item_type'>, params: URLSearchParams) {
  if (!showFuelCalculator(car)) return null
  const price = boundFuelInput('pricePerLitre', params.get('fuel_price'))
  const km = boundFuelInput('weeklyKm', params.get('weekly_km'))
  const economy = fuelEconomy(car)
  return {
    economy,
    economyListed: hasListedEconomy(car),
    price,
    km,
    ...fuelCost({ economy, pricePerLitre: price.value, weeklyKm: km.value }),
  }
}

export const CAR_DISCLAIMER =
  'While we make every effort to ensure the information on this page is accurate, prices, specifications and availability may change without notice and errors may occur. Please confirm all details with the dealer before purchase. Finance is subject to approval; fees and charges apply.'

import sanitizeHtml from 'sanitize-html'
import {
  type AutoGaugeView,
  type Car,
  DEALER_COMMENTS_PENDING,
  DELIVERY_NO_PRICE_MESSAGE,
  type DeliveryPriceTable,
  FINANCE_PRESETS,
  type FinanceCalculatorConfig,
  type FinanceEstimateConfig,
  FREQUENCY_LABELS,
  REPAYMENT_FREQUENCIES,
  autoGaugeView,
  dealerCommentsView,
  deliveryEstimate,
  financeQuote,
  formatMoney,
  normalizeFinanceState,
  validatePostcode,
} from '@dealer/domain'
import { lookupPostcode } from '@dealer/geo'

/**
 * Feed HTML (dealer comments, variant features) is untrusted: a strict allow-list of
 * formatting tags, no attributes except safe link hrefs, no scripts, styles or handlers.
 */
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'h5', 'h6', 'a', 'span'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener noreferrer' }),
    h1: 'h3',
    h2: 'h3',
  },
  allowedSchemesAppliedToAttributes: ['href'],
}

/** Sanitized HTML; plain text with newlines becomes paragraphs. */
export function sanitizeFeedHtml(html: string): string {
  // Feeds send either block HTML or text (with a few inline tags) where blank lines are paragraphs.
  const hasBlocks = /<\s*(p|br|div|ul|ol|li|h[1-6]|table)\b/i.test(html)
  const source = hasBlocks
    ? html
    : html
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p) => `<p>${p.replace(/\n/g, '<br>')}</p>`)
        .join('')
  return sanitizeHtml(source, { ...SANITIZE_OPTIONS, allowedAttributes: { a: ['href', 'rel'] } }).trim()
}

export type CommentsView =
  | { kind: 'pending'; text: string }
  | { kind: 'comments'; preview: string; truncated: boolean; html: string }

/** Spec §4/§9: 400-char text preview, the full sanitized HTML behind 'Show more', or the pending text. */
export function commentsView(raw: string | null | undefined): CommentsView {
  const view = dealerCommentsView(raw)
  if (view.kind === 'pending') return { kind: 'pending', text: DEALER_COMMENTS_PENDING }
  const html = sanitizeFeedHtml(raw ?? '')
  if (!html) return { kind: 'pending', text: DEALER_COMMENTS_PENDING }
  return { kind: 'comments', preview: view.preview, truncated: view.truncated, html }
}

/** The calculator of the page's finance section (typed inputs, amount up to 250000). */
export const FINANCE_CONFIG: FinanceCalculatorConfig = FINANCE_PRESETS.standardInput

/** Lender mapping for the estimate panel; tenant config has none yet, so this is the platform default. */
export const FINANCE_ESTIMATE_CONFIG: Omit<FinanceEstimateConfig, 'excludedMakes'> = {
  lenders: { plenti: 'recentCarWithComparisonRate', ratesetter: 'availableCar', wisr: 'weeklyPayment', money3: 'monthlyPayment' },
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

/** Spec §5/§9: the finance section for a price and the GET form's query parameters. */
export function financeSection(price: number, params: URLSearchParams, config: FinanceCalculatorConfig = FINANCE_CONFIG): FinanceSectionView {
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
  const max = config.amount.overPriceFactor !== null && price > config.amount.max ? Math.ceil(price * config.amount.overPriceFactor) : config.amount.max
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
  const average = typeof state === 'number' && state > 0 ? state : typeof national === 'number' && national > 0 ? national : null
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

/** Platform default delivery table (tenants have none yet): bands by km from the car's location. */
export const DEFAULT_DELIVERY_TABLE: DeliveryPriceTable = {
  bands: [
    { upToKm: 50, price: 0, name: 'Local delivery' },
    { upToKm: 150, price: 199, name: 'Metro delivery' },
    { upToKm: 500, price: 499, name: 'Regional delivery' },
    { upToKm: 1000, price: 899, name: 'Interstate delivery' },
  ],
}

export type DeliveryView =
  | { kind: 'idle'; postcode: string }
  | { kind: 'error'; postcode: string; error: string }
  | { kind: 'price'; postcode: string; price: string; name: string; distanceKm: number; place: string }

/** Spec §5/§8 delivery calculator for a submitted postcode (null = form not submitted). */
export function deliveryView(
  raw: string | null,
  carLocation: { lat: number; long: number } | null,
  table: DeliveryPriceTable = DEFAULT_DELIVERY_TABLE,
): DeliveryView {
  if (raw === null) return { kind: 'idle', postcode: '' }
  const postcode = raw.trim().slice(0, 12)
  const valid = validatePostcode(raw)
  if (!valid.ok) return { kind: 'error', postcode, error: valid.error }
  const place = lookupPostcode(valid.postcode)
  if (!place) return { kind: 'error', postcode, error: 'Invalid postcode. Please enter a 4-digit number.' }
  if (!carLocation) return { kind: 'error', postcode, error: DELIVERY_NO_PRICE_MESSAGE }
  const est = deliveryEstimate(table, { lat: place.lat, lng: place.lng }, { lat: carLocation.lat, lng: carLocation.long })
  if (!est.ok) return { kind: 'error', postcode, error: est.error }
  return {
    kind: 'price',
    postcode,
    price: est.price === 0 ? 'Free' : formatMoney(est.price),
    name: est.name,
    distanceKm: est.distanceKm,
    place: `${place.name} ${place.state}`,
  }
}

export interface ShareLink {
  id: 'facebook' | 'twitter' | 'whatsapp' | 'email' | 'sms'
  label: string
  href: string
}

/** Spec §2 Share: plain links; share URL = site url + /cars/{slug}. */
export function shareLinks(origin: string, slug: string, carName: string, showTwitter: boolean): { url: string; links: ShareLink[] } {
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

/** Spec §2 announcement bar: 'Located at {city}' when the car's city differs from the primary location's. */
export function locatedAt(
  carCity: string | null | undefined,
  locations: readonly { primary: boolean; address: { city: string } }[],
  carLocation: { address: { lat: number; long: number; place_url: string | null } } | null,
): { text: string; directions: string } | null {
  const primary = locations.find((l) => l.primary) ?? locations[0]
  if (!carCity || !primary) return null
  if (carCity.trim().toLowerCase() === primary.address.city.trim().toLowerCase()) return null
  const directions =
    carLocation?.address.place_url ??
    (carLocation
      ? `https://www.google.com/maps/dir/?api=1&destination=${carLocation.address.lat},${carLocation.address.long}`
      : `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(carCity)}`)
  return { text: `Located at ${carCity}`, directions }
}

/** Bottom banner (spec §2): three links. */
export const BOTTOM_BANNER_LINKS = [
  { label: 'Latest Offers', href: '/special-offers' },
  { label: 'Book a Service', href: '/service' },
  { label: 'Sell Your Car', href: '/trade-in' },
] as const

export const CAR_DISCLAIMER =
  'While we make every effort to ensure the information on this page is accurate, prices, specifications and availability may change without notice and errors may occur. Please confirm all details with the dealer before purchase. Finance is subject to approval; fees and charges apply.'

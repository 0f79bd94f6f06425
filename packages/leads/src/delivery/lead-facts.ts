import { formatMoney, ownValue, priceTypeLabel } from '@dealer/domain'
import { LEAD_FORM_LABELS, isLeadFormType } from '../forms/registry'
import type { TradeInValuation } from '../valuation/trade-in-valuation'
import type { LeadDirectory, LeadLocation, TenantDeliverySettings } from './config'
import type { StoredLead } from './stored-lead'

/** A vehicle as a CRM lead describes it. */
export interface VehicleFacts {
  interest: 'buy' | 'test-drive' | 'trade-in' | 'sell'
  status: 'new' | 'used'
  year: string
  make: string
  model: string
  vin: string | null
  stock: string | null
  trim: string | null
  km: number | null
  price: number | null
  /** How the page stated the price: 'Drive Away', 'Excl. Govt. Charges'... */
  priceLabel: string | null
  comments: string | null
}

/** What every channel says about a lead, read from its stored payload whatever the form. */
export interface LeadFacts {
  formLabel: string
  vehicles: VehicleFacts[]
  customer: {
    names: [part: 'first' | 'last' | 'full', value: string][]
    email: string | null
    phone: string | null
    postcode: string | null
  }
  /** The shopper's message, then one line per other detail, for the CRM's notes. */
  comments: string
  /** "Ann Citizen", for subject lines. */
  displayName: string
  /** Where the lead is for: the car's location, else the location the shopper chose; null when unknown. */
  location: LeadLocation | null
  /**
   * The page the lead is about (leadPageUrl): null when there is none, or when it is a car's page
   * that no longer shows that car (sold past the dealer's sold days, hidden, or its address taken).
   */
  page: string | null
  /** The dealer has more than one location, so a lead names the yard it is for. */
  multiLocation: boolean
}

/** What the site says about a lead's car at send time. */
export interface LeadFactsOptions {
  /**
   * Whether the car's page (/cars/{slug}) still shows the car the lead is about; false drops the
   * link (a dealer must never be sent to a 404 or to another car). Undefined: not checked, linked.
   */
  carPageLive?: boolean
}

/** Asks the site, at send time, whether the lead's car still has its page (TenantDeliverySettings.carPageLive). */
export async function sendTimeOptions(
  settings: Pick<TenantDeliverySettings, 'carPageLive'>,
  stored: StoredLead,
): Promise<LeadFactsOptions> {
  const car = stored.payload.vehicle
  if (!car || !settings.carPageLive) return {}
  return { carPageLive: await settings.carPageLive({ id: car.id, slug: car.slug }) }
}

/**
 * Reads a stored lead into the facts the channels render. The directory turns the dealership and
 * location ids the lead stores into the names the dealer knows them by.
 */
export function lead(stored: StoredLead, directory: LeadDirectory = {}, options: LeadFactsOptions = {}): LeadFacts {
  const f = stored.payload.fields
  const text = (key: string): string | null => {
    const v = ownValue(f, key)
    return typeof v === 'string' && v.trim() !== ''
      ? v.trim()
      : typeof v === 'number' && Number.isFinite(v)
        ? String(v)
        : null
  }
  const formLabel = isLeadFormType(stored.formType) ? LEAD_FORM_LABELS[stored.formType] : stored.formType
  const first = text('name') ?? ''
  const last = text('last_name')
  const places = placesOf(stored, text, directory)
  const page = leadPageUrl(stored, options.carPageLive)
  return {
    formLabel,
    vehicles: vehicles(stored, text),
    customer: { names: names(first, last), email: text('email'), phone: text('phone'), postcode: text('postcode') },
    comments: comments(
      stored,
      text,
      formLabel,
      places,
      page ?? (carPageGone(stored, options.carPageLive) ? CAR_PAGE_GONE : null),
    ),
    displayName: [first, last].filter(Boolean).join(' '),
    location: places.carLocation ?? places.chosenLocation,
    page,
    multiLocation: places.multiLocation,
  }
}

type Text = (key: string) => string | null

interface Places {
  /** The dealership the shopper picked (or the site's only one), by name. */
  dealership: string | null
  /** The location field the form sent, by name when known. */
  chosen: string | null
  chosenLocation: LeadLocation | null
  /** The yard the car is at. */
  carLocation: LeadLocation | null
  /** More than one location: only then does naming the car's yard tell the dealer anything. */
  multiLocation: boolean
}

function placesOf(stored: StoredLead, text: Text, directory: LeadDirectory): Places {
  const locations = directory.locations ?? []
  const byIdOrSlug = (key: string | null): LeadLocation | null =>
    key === null ? null : (locations.find((l) => l.id === key) ?? locations.find((l) => l.slug === key) ?? null)
  const dealershipKey = text('dealership_slug') ?? text('preferredDealership')
  // The finance form's preferred dealership is a location's slug; the enquiry form's a dealership's.
  const dealership =
    dealershipKey === null
      ? null
      : (ownValue(directory.dealerships, dealershipKey) ?? byIdOrSlug(dealershipKey)?.name ?? dealershipKey)
  const chosenKey = text('location') ?? text('location_id')
  const chosenLocation = byIdOrSlug(chosenKey)
  const carLocationId = stored.payload.vehicle?.location_id ?? null
  return {
    dealership,
    chosen: chosenLocation?.name ?? chosenKey,
    chosenLocation,
    carLocation: byIdOrSlug(carLocationId),
    multiLocation: locations.length > 1,
  }
}

/** "Westside Bentley, 12 Parramatta Rd, Granville NSW 2142, (02) 9000 1111". */
export function describeLocation(location: LeadLocation): string {
  const a = location.address
  const address = a
    ? [a.street, [a.city, a.state, a.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ')
    : ''
  return [location.name, address, location.phone].filter(Boolean).join(', ')
}

/**
 * The page the lead is about: for a car, the car's page on the site the form was sent from (the
 * form itself may be on /cars/{slug}/enquire or /cars/{slug}/test-drive); otherwise the form's page.
 * None for a car whose page no longer shows it (`carPageLive` false): a link to a 404, or to the
 * car that now has its address, would mislead.
 */
export function leadPageUrl(stored: StoredLead, carPageLive?: boolean): string | null {
  const { url, vehicle } = stored.payload
  if (carPageGone(stored, carPageLive)) return null
  if (vehicle?.slug) {
    try {
      return new URL(`/cars/${encodeURIComponent(vehicle.slug)}`, url).href
    } catch {
      // No usable site address: the form's page is all there is.
    }
  }
  return url || null
}

/** A car lead whose car's page, asked at send time, no longer shows that car. */
function carPageGone(stored: StoredLead, carPageLive: boolean | undefined): boolean {
  return Boolean(stored.payload.vehicle) && carPageLive === false
}

function names(first: string, last: string | null): LeadFacts['customer']['names'] {
  if (last)
    return [
      ['first', first],
      ['last', last],
    ]
  // CRMs file by first and last name; a single-field name splits at its first space.
  const words = first.split(/\s+/).filter(Boolean)
  if (words.length >= 2)
    return [
      ['first', words[0]!],
      ['last', words.slice(1).join(' ')],
    ]
  return [['full', first]]
}

function vehicles(stored: StoredLead, text: Text): VehicleFacts[] {
  const { payload } = stored
  const list: VehicleFacts[] = []
  const car = payload.vehicle
  const interest = stored.formType === 'test-drive' ? 'test-drive' : 'buy'
  if (car) {
    list.push({
      interest,
      status: car.car_type === 'new' ? 'new' : 'used',
      year: String(car.year),
      make: car.make,
      model: car.model,
      vin: car.vin,
      stock: car.stock_number,
      trim: car.badge,
      km: car.km,
      price: car.price,
      priceLabel: car.price === null ? null : priceTypeLabel(car.price_type),
      comments: null,
    })
  } else if (text('Vehicle Make') || text('Vehicle Model') || text('stock_number') || payload.car_id) {
    // The car was not found (sold and removed since the page was loaded): what the page said.
    list.push({
      interest,
      status: text('vehicle_status') === 'new' ? 'new' : 'used',
      year: '',
      make: text('Vehicle Make') ?? '',
      model: text('Vehicle Model') ?? '',
      vin: null,
      stock: text('stock_number'),
      trim: null,
      km: null,
      price: null,
      priceLabel: null,
      comments: payload.car_id ? `Car id ${payload.car_id}` : null,
    })
  }
  if (stored.formType === 'trade-in') {
    const rego = text('rego')
    const km = payload.fields.km
    list.push({
      interest: text('interest') === 'sell' ? 'sell' : 'trade-in',
      status: 'used',
      year: text('year') ?? '',
      make: text('make') ?? '',
      model: text('model') ?? '',
      vin: null,
      stock: null,
      trim: null,
      km: typeof km === 'number' ? km : null,
      price: null,
      priceLabel: null,
      comments: rego ? `Rego ${rego}${text('regoState') ? ` (${text('regoState')})` : ''}` : null,
    })
  }
  // ADF needs at least one vehicle; a general enquiry names none.
  if (list.length === 0) {
    list.push({
      interest: 'buy',
      status: 'used',
      year: '',
      make: '',
      model: '',
      vin: null,
      stock: null,
      trim: null,
      km: null,
      price: null,
      priceLabel: null,
      comments: null,
    })
  }
  return list
}

function comments(stored: StoredLead, text: Text, formLabel: string, places: Places, page: string | null): string {
  const { payload } = stored
  const car = payload.vehicle
  const f = payload.fields
  const message = [text('request_text'), text('message')].filter(Boolean).join('\n')
  const budget = typeof f.vehiclePriceBudget === 'number' ? formatMoney(f.vehiclePriceBudget) : null
  const answers =
    f.adjustmentAnswers && typeof f.adjustmentAnswers === 'object'
      ? Object.entries(f.adjustmentAnswers as Record<string, unknown>)
          .map(([k, v]) => `${k}: ${String(v)}`)
          .join('; ')
      : ''
  // The server's own record of the estimate the shopper saw (an accepted offer copies it).
  const estimate = storedEstimate(f.valuation)
  const details: [string, string | null][] = [
    ['Form', formLabel],
    ['Category', text('category')],
    ['Subcategory', text('subcategory')],
    ['Car', car ? car.name : null],
    ['Price', car && car.price !== null ? carPrice(car.price, car.price_type) : null],
    // A dealer with one yard has nowhere else the car could be.
    ['Car location', places.carLocation && places.multiLocation ? describeLocation(places.carLocation) : null],
    ['Dealership', places.dealership],
    ['Location', places.chosen],
    ['Rego', text('Rego')],
    ['Preferred date and time', text('preferred_datetime')],
    ['Finance', text('finance_type')],
    ['Budget', budget],
    ['Car type', text('car_type')],
    ['VIN', text('vin')],
    ['Deposit', text('deposit')],
    ['Amount', text('amount')],
    ['Reference', text('reference')],
    ['Payment', text('payment_reference')],
    ['Prize', text('prize')],
    ['Campaign', text('campaign')],
    ['Adjustment answers', answers || null],
    ['Estimate shown', estimate ? `${formatMoney(estimate.low)} – ${formatMoney(estimate.high)}` : null],
    ['Estimate based on', estimate ? estimateBasis(estimate) : null],
    ['Valuation id', text('id')],
    ['Offer accepted', f.offer_accepted === true ? `Yes${text('lead_id') ? ` (lead ${text('lead_id')})` : ''}` : null],
    ['Opt-in', f.opt_in === true ? 'Yes' : 'No'],
    ['Page', page],
    ['Lead ID', stored.id],
  ]
  const lines = details.filter((d): d is [string, string] => d[1] !== null).map(([k, v]) => `${k}: ${v}`)
  return [message, lines.join('\n')].filter(Boolean).join('\n\n')
}

/** The range a trade-in lead stored as shown to the shopper, when it holds one that reads right. */
function storedEstimate(value: unknown): TradeInValuation | null {
  if (!value || typeof value !== 'object') return null
  const v = value as Record<string, unknown>
  const int = (key: keyof TradeInValuation) => Number.isSafeInteger(ownValue(v, key))
  return int('low') && int('high') && int('comparables') && int('yearFrom') && int('yearTo')
    ? (v as unknown as TradeInValuation)
    : null
}

/** "the advertised prices of 12 used and demo cars of that make and model in stock, built 2015–2019, ...". */
function estimateBasis(v: TradeInValuation): string {
  const years = v.yearFrom === v.yearTo ? `in ${v.yearFrom}` : `${v.yearFrom}–${v.yearTo}`
  return `the advertised prices of ${v.comparables} used and demo cars of that make and model in our stock, built ${years}, each adjusted to the shopper's year and km; the range is the middle half of them`
}

/** The Page line of a car lead whose car the site no longer shows: no link to a 404 or to another car. */
export const CAR_PAGE_GONE = 'none, the car is no longer on the site'

/** "$61,990 Drive Away", as the car's page showed it. */
function carPrice(price: number, priceType: string | null | undefined): string {
  return [formatMoney(price), priceTypeLabel(priceType)].filter(Boolean).join(' ')
}

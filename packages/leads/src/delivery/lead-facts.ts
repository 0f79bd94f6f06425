import { formatMoney, ownValue } from '@dealer/domain'
import { LEAD_FORM_LABELS, isLeadFormType } from '../forms/registry'
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
}

/** Reads a stored lead into the facts the channels render. */
export function lead(stored: StoredLead): LeadFacts {
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
  return {
    formLabel,
    vehicles: vehicles(stored, text),
    customer: { names: names(first, last), email: text('email'), phone: text('phone'), postcode: text('postcode') },
    comments: comments(stored, text, formLabel),
    displayName: [first, last].filter(Boolean).join(' '),
  }
}

type Text = (key: string) => string | null

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
      comments: null,
    })
  }
  return list
}

function comments(stored: StoredLead, text: Text, formLabel: string): string {
  const { payload } = stored
  const f = payload.fields
  const message = [text('request_text'), text('message')].filter(Boolean).join('\n')
  const budget = typeof f.vehiclePriceBudget === 'number' ? formatMoney(f.vehiclePriceBudget) : null
  const answers =
    f.adjustmentAnswers && typeof f.adjustmentAnswers === 'object'
      ? Object.entries(f.adjustmentAnswers as Record<string, unknown>)
          .map(([k, v]) => `${k}: ${String(v)}`)
          .join('; ')
      : ''
  const details: [string, string | null][] = [
    ['Form', formLabel],
    ['Category', text('category')],
    ['Subcategory', text('subcategory')],
    ['Dealership', text('dealership_slug') ?? text('preferredDealership')],
    ['Location', text('location') ?? text('location_id')],
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
    ['Valuation id', text('id')],
    ['Offer accepted', f.offer_accepted === true ? `Yes${text('lead_id') ? ` (lead ${text('lead_id')})` : ''}` : null],
    ['Opt-in', f.opt_in === true ? 'Yes' : 'No'],
    ['Page', payload.url || null],
    ['Lead ID', stored.id],
  ]
  const lines = details.filter((d): d is [string, string] => d[1] !== null).map(([k, v]) => `${k}: ${v}`)
  return [message, lines.join('\n')].filter(Boolean).join('\n\n')
}

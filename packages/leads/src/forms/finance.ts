import { CAR_TYPES } from '@dealer/domain'
import { z } from 'zod'
import { carFields, contactFields, values, type Choice } from './common'
import { commentsField, postcodeField, selectField, termsField } from './fields'
import { AMOUNT_INVALID, CHOICE_INVALID, VIN_INVALID } from './messages'

/**
 * Routes of the finance pages (docs/spec-coverage.md, Trade-in, finance and reserve); the form sits
 * at `#finance-form`.
 */
export const FINANCE_PATHS = [
  '/finance',
  '/finance-enquiry',
  '/apply-for-finance',
  '/finance-pre-approval',
  '/finance-and-insurance',
] as const
/** The anchor finance links point at (docs/spec-coverage.md, Trade-in, finance and reserve). */
export const FINANCE_FORM_ANCHOR = 'finance-form'

/** What the shopper asks for: an enquiry, a full application, or pre-approval. */
export const FINANCE_TYPES = ['enquiry', 'application', 'pre-approval'] as const
export type FinanceType = (typeof FINANCE_TYPES)[number]

const MAX_BUDGET = 10_000_000

/** The money input's quick-picks (docs/spec-coverage.md, Trade-in, finance and reserve), in dollars. */
export const FINANCE_QUICK_PICKS = [5_000, 10_000, 15_000, 20_000, 25_000, 30_000, 40_000, 50_000, 70_000] as const

/** The posted quick-pick's amount, or null for anything that is not one of them. */
export function quickPickAmount(raw: unknown): number | null {
  const n = typeof raw === 'string' && /^\d{1,7}$/.test(raw) ? Number(raw) : NaN
  return (FINANCE_QUICK_PICKS as readonly number[]).includes(n) ? n : null
}

export interface FinanceFormOptions {
  /** The site's dealerships (value = slug) for the preferred-dealership select. */
  dealerships?: readonly Choice[]
  /** The disclaimer checkbox; default true. */
  termsRequired?: boolean
}

/** A dollar amount typed as "$25,000" or "25000"; conform turns the rest into a number. */
const amountField = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/[$,\s]/g, '') : v),
    z.number({ invalid_type_error: AMOUNT_INVALID }).min(0, AMOUNT_INVALID).max(MAX_BUDGET, AMOUNT_INVALID),
  )

/** A VIN or chassis number: up to 17 letters and digits, uppercased. */
const vinField = () =>
  z
    .string({ invalid_type_error: VIN_INVALID })
    .trim()
    .max(17, VIN_INVALID)
    .regex(/^[A-Za-z0-9]*$/, VIN_INVALID)
    .transform((v) => v.toUpperCase())

/**
 * Finance enquiry and application (/finance and the four pages like it; docs/spec-coverage.md,
 * Trade-in, finance and reserve).
 */
export function financeSchema(options: FinanceFormOptions = {}) {
  return z.object({
    ...contactFields(),
    postcode: postcodeField().optional(),
    message: commentsField(false),
    finance_type: z.enum(FINANCE_TYPES, { errorMap: () => ({ message: CHOICE_INVALID }) }).default('enquiry'),
    preferredDealership: selectField(values(options.dealerships), undefined),
    vehiclePriceBudget: amountField().optional(),
    car_type: z.enum(CAR_TYPES, { errorMap: () => ({ message: CHOICE_INVALID }) }).optional(),
    vin: vinField().optional(),
    ...carFields(),
    terms_conditions: termsField(options.termsRequired ?? true),
  })
}

/** The finance form type a finance route asks for. */
export function financeTypeForPath(pathname: string): FinanceType {
  if (pathname.startsWith('/apply-for-finance')) return 'application'
  if (pathname.startsWith('/finance-pre-approval')) return 'pre-approval'
  return 'enquiry'
}

/** Prefilled values of the finance form, as strings for the inputs' defaultValue. */
export interface FinancePrefill {
  preferredDealership?: string
  vehiclePriceBudget?: string
  car_id?: string
  car_type?: string
  vin?: string
}

/**
 * The finance form's defaults from a finance link's query (preferredDealership,
 * vehiclePriceBudget, car_id, car_type, vin). Anything malformed or oversized is dropped, so a
 * crafted link can prefill nothing the form would not accept.
 */
export function financePrefill(query: URLSearchParams | string, options: FinanceFormOptions = {}): FinancePrefill {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query
  const shape = financeSchema(options).shape
  const prefill: FinancePrefill = {}
  const take = (key: keyof FinancePrefill, parse: (raw: string) => unknown) => {
    const raw = params.get(key)
    if (raw === null || raw.length > 200) return
    const parsed = parse(raw)
    if (parsed !== undefined && parsed !== null && parsed !== '') prefill[key] = String(parsed)
  }
  const safe = (schema: z.ZodTypeAny) => (raw: string) => {
    const r = schema.safeParse(raw)
    return r.success ? r.data : undefined
  }
  take('preferredDealership', safe(shape.preferredDealership))
  take('vehiclePriceBudget', (raw) => {
    const n = Number(raw.replace(/[$,\s]/g, ''))
    return raw.trim() !== '' && Number.isFinite(n) && n >= 0 && n <= MAX_BUDGET ? n : undefined
  })
  take('car_id', safe(shape.car_id))
  take('car_type', safe(shape.car_type))
  take('vin', safe(shape.vin))
  return prefill
}

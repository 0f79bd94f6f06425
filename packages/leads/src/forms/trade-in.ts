import { z } from 'zod'
import { carFields, contactFields } from './common'
import {
  commentsField,
  hasLetterOrDigit,
  hiddenText,
  optionalLetteredText,
  optionalText,
  postcodeField,
  regoField,
  termsField,
} from './fields'
import {
  ANSWERS_INVALID,
  CHOICE_INVALID,
  KM_INVALID,
  MAKE_REQUIRED,
  MODEL_REQUIRED,
  OFFER_ACCEPTED_SUBCATEGORY,
  REGO_REQUIRED,
  REGO_STATE_REQUIRED,
  YEAR_INVALID,
} from './messages'
import type { TradeInStep } from './trade-in-steps'

/** Australian states and territories, for the rego lookup. */
export const AU_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const

export { TRADE_IN_STEPS, type TradeInStep } from './trade-in-steps'

/** An adjustment question: its id (the answer's key) and the answers it accepts. */
export interface AdjustmentQuestion {
  id: string
  label: string
  options: readonly string[]
}

export interface TradeInFormOptions {
  /** The dealer's adjustment questions; without them any bounded answers are accepted. */
  adjustmentQuestions?: readonly AdjustmentQuestion[]
  /** For the year bound (next year's models are on sale); default now. */
  now?: Date
}

const MAX_KM = 2_000_000
const MAX_VALUATION = 10_000_000

/**
 * The adjustment questions of step 2 when a dealer sets none: what a dealer asks before valuing
 * a car (the trade-in FAQ names outstanding finance and the inspection).
 */
export const DEFAULT_ADJUSTMENT_QUESTIONS: readonly AdjustmentQuestion[] = [
  { id: 'accident', label: 'Has the car been in an accident?', options: ['No', 'Yes'] },
  { id: 'body', label: 'Any body damage, dents or scratches?', options: ['None', 'Minor', 'Major'] },
  { id: 'service_history', label: 'Does it have a full service history?', options: ['Yes', 'Partial', 'No'] },
  { id: 'warning_lights', label: 'Are any warning lights on?', options: ['No', 'Yes'] },
  { id: 'keys', label: 'How many keys do you have?', options: ['2 or more', '1'] },
  { id: 'finance_owing', label: 'Is there finance owing on the car?', options: ['No', 'Yes'] },
]

function vehicleShape(now: Date) {
  return {
    /** How the shopper identifies the car: rego + state, or make/model/year/km. */
    lookup: z.enum(['rego', 'details'], { errorMap: () => ({ message: CHOICE_INVALID }) }).default('rego'),
    rego: regoField().optional(),
    regoState: z
      .enum(AU_STATES, {
        errorMap: (_i, ctx) => ({ message: ctx.data === undefined ? REGO_STATE_REQUIRED : CHOICE_INVALID }),
      })
      .optional(),
    make: optionalLetteredText('Make', 50, MAKE_REQUIRED),
    // A model may be all digits (Mazda 3, Toyota 86), never only emoji or punctuation.
    model: optionalLetteredText('Model', 50, MODEL_REQUIRED, hasLetterOrDigit),
    year: z
      .number({ invalid_type_error: YEAR_INVALID })
      .int(YEAR_INVALID)
      .min(1900, YEAR_INVALID)
      .max(now.getFullYear() + 1, YEAR_INVALID)
      .optional(),
    km: z
      .number({ invalid_type_error: KM_INVALID })
      .int(KM_INVALID)
      .min(0, KM_INVALID)
      .max(MAX_KM, KM_INVALID)
      .optional(),
  }
}

type VehicleValues = {
  lookup: 'rego' | 'details'
  rego?: string
  regoState?: string
  make?: string
  model?: string
  year?: number
  km?: number
}

/** Rego + state, or make, model, year and km: whichever way the shopper chose. */
function requireVehicle(v: VehicleValues, ctx: z.RefinementCtx): void {
  const missing = (path: keyof VehicleValues, message: string) =>
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message })
  if (v.lookup === 'rego') {
    if (!v.rego) missing('rego', REGO_REQUIRED)
    if (!v.regoState) missing('regoState', REGO_STATE_REQUIRED)
    return
  }
  if (!v.make) missing('make', MAKE_REQUIRED)
  if (!v.model) missing('model', MODEL_REQUIRED)
  if (v.year === undefined) missing('year', YEAR_INVALID)
  if (v.km === undefined) missing('km', KM_INVALID)
}

function conditionShape(questions: readonly AdjustmentQuestion[] | undefined) {
  if (questions && questions.length > 0) {
    const answers = Object.fromEntries(
      questions.map((q) => [
        q.id,
        z.enum(q.options as [string, ...string[]], { errorMap: () => ({ message: ANSWERS_INVALID }) }),
      ]),
    )
    return { adjustmentAnswers: z.object(answers) }
  }
  return {
    adjustmentAnswers: z
      .record(z.string().max(64, ANSWERS_INVALID), z.string().trim().max(200, ANSWERS_INVALID))
      .refine((a) => Object.keys(a).length <= 30, ANSWERS_INVALID)
      .default({}),
  }
}

function contactShape() {
  return {
    ...contactFields(),
    postcode: postcodeField(),
    message: commentsField(false),
    terms_conditions: termsField(true),
  }
}

/**
 * With 'I will enter its details' the rego and its state are hidden: whatever was typed there
 * before the shopper switched is dropped, so a field they cannot see never holds the form back.
 */
function withoutHiddenRego(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || (input as { lookup?: unknown }).lookup !== 'details') return input
  const { rego: _rego, regoState: _state, ...rest } = input as Record<string, unknown>
  return rest
}

/** One step of the multi-step form, for validating as the shopper goes (with or without JS). */
export function tradeInStepSchema(step: TradeInStep, options: TradeInFormOptions = {}) {
  switch (step) {
    case 'vehicle':
      return z.preprocess(
        withoutHiddenRego,
        z.object(vehicleShape(options.now ?? new Date())).superRefine(requireVehicle),
      )
    case 'condition': {
      // A rego lookup confirms the car's details here (nothing outside the dealer's own records
      // can be looked up), so they are optional in this step; a details lookup carries them.
      const { make, model, year, km } = vehicleShape(options.now ?? new Date())
      return z.object({ ...conditionShape(options.adjustmentQuestions), make, model, year, km })
    }
    case 'contact':
      return z.object(contactShape())
  }
}

/**
 * The whole trade-in / sell-my-car lead: every step's fields plus the valuation payload of
 * the trade-in lead (id, adjustmentAnswers, rego, regoState, lead_id, form_completed, offer_accepted).
 * An accepted offer sets subcategory '3. Offer Accepted' (docs/spec-coverage.md, Trade-in, finance and reserve).
 */
export function tradeInSchema(options: TradeInFormOptions = {}) {
  return z.preprocess(withoutHiddenRego, tradeInObject(options))
}

function tradeInObject(options: TradeInFormOptions) {
  return z
    .object({
      ...vehicleShape(options.now ?? new Date()),
      ...conditionShape(options.adjustmentQuestions),
      ...contactShape(),
      /** 'sell' from /sell-my-car, 'trade-in' from /trade-in and /cars/trade-in. */
      interest: z.enum(['trade-in', 'sell'], { errorMap: () => ({ message: CHOICE_INVALID }) }).default('trade-in'),
      /** The valuation's id, when an estimate was made. */
      id: hiddenText(),
      /** The earlier lead an offer acceptance refers to. */
      lead_id: hiddenText(),
      form_completed: z.boolean({ invalid_type_error: CHOICE_INVALID }).default(false),
      offer_accepted: z.boolean({ invalid_type_error: CHOICE_INVALID }).default(false),
      subcategory: optionalText('Subcategory', 100),
      /** The estimate shown to the shopper; set by the server from the dealer's stock, never posted. */
      valuation: z
        .object({
          low: z.number().int().min(0).max(MAX_VALUATION),
          high: z.number().int().min(0).max(MAX_VALUATION),
          comparables: z.number().int().min(0).max(100_000),
          yearFrom: z.number().int().min(1900).max(3000),
          yearTo: z.number().int().min(1900).max(3000),
        })
        .optional(),
      /** The car the shopper wants to buy (/cars/trade-in?car_id=...). */
      ...carFields(),
    })
    .superRefine(requireVehicle)
    .transform((v) => (v.offer_accepted ? { ...v, subcategory: OFFER_ACCEPTED_SUBCATEGORY } : v))
}

import { z } from 'zod'
import { carFields, contactFields } from './common'
import { LIMITS, commentsField, hiddenText, postcodeField, termsField } from './fields'
import { DEFAULT_RESERVE_DEPOSIT_TEXT, HIDDEN_INVALID } from './messages'

export interface ReserveFormOptions {
  /** The deposit text shown and sent; default '$200' (docs/spec-coverage.md, Trade-in, finance and reserve). */
  depositText?: string
  /** The disclaimer checkbox; default true. */
  termsRequired?: boolean
}

/** Reserve Car Now (/cars/{slug}/checkout or /buy-online): always about one car. */
export function reserveSchema(options: ReserveFormOptions = {}) {
  return z.object({
    ...contactFields(),
    postcode: postcodeField().optional(),
    message: commentsField(false),
    ...carFields(),
    car_id: z
      .string({ required_error: HIDDEN_INVALID })
      .trim()
      .min(1, HIDDEN_INVALID)
      .max(LIMITS.hidden, HIDDEN_INVALID),
    deposit: hiddenText(40).default(options.depositText ?? DEFAULT_RESERVE_DEPOSIT_TEXT),
    terms_conditions: termsField(options.termsRequired ?? true),
  })
}

/** Default values for the reserve form's inputs. */
export function reserveDefaults(options: ReserveFormOptions = {}): { deposit: string; opt_in: boolean } {
  return { deposit: options.depositText ?? DEFAULT_RESERVE_DEPOSIT_TEXT, opt_in: true }
}

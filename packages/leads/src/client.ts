// What browser code may import from @dealer/leads: the form schemas and their texts, no database.
export * from './forms/messages'
export { LIMITS } from './forms/fields'
export type { Choice } from './forms/common'
export { enquirySchema, enquiryDefaults, enquiryFormLayout, locationEnquirySchema } from './forms/enquiry'
export { requestPhotosSchema, requestPhotosDefaults } from './forms/request-photos'
export { testDriveSchema, type TestDriveFormOptions, type TestDriveAvailability } from './forms/test-drive'
export {
  tradeInSchema,
  tradeInStepSchema,
  AU_STATES,
  DEFAULT_ADJUSTMENT_QUESTIONS,
  type AdjustmentQuestion,
} from './forms/trade-in'
export { TRADE_IN_STEPS, type TradeInStep } from './forms/trade-in-steps'
export { financeSchema, financePrefill, FINANCE_FORM_ANCHOR } from './forms/finance'
export { reserveSchema, reserveDefaults, type ReserveFormOptions } from './forms/reserve'
export { marketingLeadSchema } from './forms/marketing'
export {
  checkoutSchema,
  onlinePaymentSchema,
  PAYMENT_MESSAGES,
  PAYMENT_LABELS,
  ONLINE_PAYMENT_MIN_CENTS,
  ONLINE_PAYMENT_MAX_CENTS,
} from './forms/payments'

/** The hidden form field that carries a form's idempotency key (same as the server's). */
export const IDEMPOTENCY_FIELD = 'idempotency_key'
export {
  estimateEligibility,
  NO_ONLINE_ESTIMATE_TEXT,
  ESTIMATE_MAX_AGE_YEARS,
  ESTIMATE_MAX_KM,
} from './forms/trade-in-estimate'
export {
  financeTypeForPath,
  FINANCE_PATHS,
  FINANCE_QUICK_PICKS,
  quickPickAmount,
  type FinanceType,
} from './forms/finance'
export { MIN_COMPARABLES, COMPARABLE_YEAR_WINDOW } from './valuation/trade-in-valuation'

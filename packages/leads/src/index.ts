export * from './forms/messages'
export { LIMITS } from './forms/fields'
export { normaliseAustralianPhone, formatAustralianPhone, isMobilePhone } from './forms/phone'
export type { Choice } from './forms/common'
export { enquirySchema, enquiryDefaults, enquiryFormLayout, locationEnquirySchema, type EnquiryFormOptions, type EnquiryFormLayout } from './forms/enquiry'
export { requestPhotosSchema, requestPhotosDefaults, type RequestPhotosFormOptions } from './forms/request-photos'
export { testDriveSchema, type TestDriveFormOptions } from './forms/test-drive'
export { isLocalDateTime } from './forms/date-time'
export {
  tradeInSchema,
  tradeInStepSchema,
  TRADE_IN_STEPS,
  AU_STATES,
  type TradeInStep,
  type TradeInFormOptions,
  type AdjustmentQuestion,
} from './forms/trade-in'
export {
  estimateEligibility,
  ESTIMATE_MAX_AGE_YEARS,
  ESTIMATE_MAX_KM,
  NO_ONLINE_ESTIMATE_TEXT,
  type EstimateEligibility,
} from './forms/trade-in-estimate'
export {
  financeSchema,
  financePrefill,
  financeTypeForPath,
  FINANCE_PATHS,
  FINANCE_FORM_ANCHOR,
  FINANCE_TYPES,
  type FinanceType,
  type FinanceFormOptions,
  type FinancePrefill,
} from './forms/finance'
export { reserveSchema, reserveDefaults, type ReserveFormOptions } from './forms/reserve'
export { marketingLeadSchema, type MarketingFormOptions } from './forms/marketing'
export {
  leadFormSchema,
  isLeadFormType,
  LEAD_FORM_TYPES,
  LEAD_FORM_LABELS,
  type LeadFormType,
  type LeadFormOptionsMap,
  type LeadFormValues,
} from './forms/registry'
export { rememberedDetails, type RememberedDetails } from './forms/remember'

export * from './forms/messages'
export { LIMITS } from './forms/fields'
export { normaliseAustralianPhone, formatAustralianPhone, isMobilePhone } from './forms/phone'
export type { Choice } from './forms/common'
export {
  enquirySchema,
  enquiryDefaults,
  enquiryFormLayout,
  locationEnquirySchema,
  type EnquiryFormOptions,
  type EnquiryFormLayout,
} from './forms/enquiry'
export { requestPhotosSchema, requestPhotosDefaults, type RequestPhotosFormOptions } from './forms/request-photos'
export { testDriveSchema, type TestDriveFormOptions, type TestDriveAvailability } from './forms/test-drive'
export { isLocalDateTime } from './forms/date-time'
export {
  tradeInSchema,
  tradeInStepSchema,
  TRADE_IN_STEPS,
  AU_STATES,
  DEFAULT_ADJUSTMENT_QUESTIONS,
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
  FINANCE_QUICK_PICKS,
  quickPickAmount,
  FINANCE_TYPES,
  type FinanceType,
  type FinanceFormOptions,
  type FinancePrefill,
} from './forms/finance'
export { reserveSchema, reserveDefaults, type ReserveFormOptions } from './forms/reserve'
export { marketingLeadSchema, type MarketingFormOptions } from './forms/marketing'
export {
  checkoutSchema,
  onlinePaymentSchema,
  spinToWinLeadSchema,
  PAYMENT_MESSAGES,
  PAYMENT_LABELS,
  ONLINE_PAYMENT_MIN_CENTS,
  ONLINE_PAYMENT_MAX_CENTS,
} from './forms/payments'
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

// Submitting
export {
  submitLead,
  type LeadTenant,
  type LeadSubmission,
  type SubmitLeadOptions,
  type SubmitLeadResult,
} from './submit/submit-lead'
export { acceptTradeInOffer } from './submit/accept-offer'
export { LeadValidationError, type LeadValidationIssues } from './submit/errors'
export { IDEMPOTENCY_FIELD, newIdempotencyKey, isIdempotencyKey, readIdempotencyKey } from './submit/idempotency'
export { normaliseContext, hashIp, type LeadContextInput, type LeadContext } from './submit/context'
export type { LeadPayload, VehicleSnapshot } from './submit/payload'

// Delivering
export {
  channelNames,
  emailRecipients,
  type DeliveryChannelsConfig,
  type EmailChannelConfig,
  type WebhookChannelConfig,
  type AdfVendor,
  type LeadDirectory,
  type LeadLocation,
  type TenantDeliverySettings,
  type DeliverySettingsLookup,
} from './delivery/config'
export {
  PermanentDeliveryError,
  TransientDeliveryError,
  type DeliveryChannel,
  type DeliveryJob,
} from './delivery/channel'
export { loadStoredLead, type StoredLead } from './delivery/stored-lead'
export { buildAdfXml, DEFAULT_ADF_PROVIDER, type AdfProvider } from './delivery/adf'
export { createEmailChannel, type EmailChannel, type EmailChannelOptions } from './delivery/email-channel'
export { createWebhookChannel, type WebhookChannelOptions } from './delivery/webhook-channel'
export { webhookJson } from './delivery/webhook-body'
export { sendTimeOptions, type LeadFactsOptions } from './delivery/lead-facts'
export {
  signWebhook,
  verifyWebhookSignature,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  LEAD_ID_HEADER,
} from './delivery/signature'
export { retryDelayMs, runWorkerUntilSignal, type BackoffOptions } from '@dealer/outbox'
export {
  createDeliveryWorker,
  type DeliveryWorker,
  type DeliveryWorkerOptions,
  type DeliveryEvent,
  type RunSummary,
} from './delivery/worker'
// Reporting: failed deliveries are kept, listed and can be requeued.
export { formatFailedDeliveries } from './delivery/failed-report'
export {
  listFailedDeliveries,
  requeueFailedDeliveries,
  countDeliveriesByStatus,
  outboxHealth,
  type FailedDelivery,
  type OutboxHealth,
} from '@dealer/db'
export {
  valueTradeIn,
  fitRates,
  MIN_COMPARABLES,
  COMPARABLE_YEAR_WINDOW,
  type TradeInValuation,
  type ValuationResult,
  type ValuedVehicle,
} from './valuation/trade-in-valuation'

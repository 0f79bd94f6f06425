export { PaymentProviderError, type ChargeRequest, type ChargeResult, type PaymentProvider } from './provider'
export { createDemoProvider } from './demo-provider'
export {
  createHttpProvider,
  chargeBody,
  signCharge,
  verifyChargeSignature,
  PAYMENT_SIGNATURE_HEADER,
  PAYMENT_TIMESTAMP_HEADER,
  type HttpProviderOptions,
} from './http-provider'
export { paymentProviderFromEnv } from './provider-from-env'
export {
  createPayments,
  type Payments,
  type PaymentsOptions,
  type PaymentRequest,
  type PaymentHooks,
  type PaymentOutcome,
} from './payments'
export type { PaymentRecord } from '@dealer/db'

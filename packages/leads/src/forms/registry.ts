import type { z } from 'zod'
import { enquirySchema, locationEnquirySchema, type EnquiryFormOptions } from './enquiry'
import { financeSchema, type FinanceFormOptions } from './finance'
import { marketingLeadSchema, type MarketingFormOptions } from './marketing'
import { checkoutSchema, onlinePaymentSchema, spinToWinLeadSchema, type NoFormOptions } from './payments'
import { requestPhotosSchema, type RequestPhotosFormOptions } from './request-photos'
import { reserveSchema, type ReserveFormOptions } from './reserve'
import { testDriveSchema, type TestDriveFormOptions } from './test-drive'
import { tradeInSchema, type TradeInFormOptions } from './trade-in'

/** Every kind of lead form, as stored in `leads.form_type`. */
export const LEAD_FORM_TYPES = [
  'enquiry',
  'location-enquiry',
  'request-photos',
  'test-drive',
  'trade-in',
  'finance',
  'reserve',
  'marketing',
  'checkout',
  'online-payment',
  'spin-to-win',
] as const
export type LeadFormType = (typeof LEAD_FORM_TYPES)[number]

/** Each form's switches. */
export interface LeadFormOptionsMap {
  enquiry: EnquiryFormOptions
  'location-enquiry': EnquiryFormOptions & { locationIds?: readonly string[] }
  'request-photos': RequestPhotosFormOptions
  'test-drive': TestDriveFormOptions
  'trade-in': TradeInFormOptions
  finance: FinanceFormOptions
  reserve: ReserveFormOptions
  marketing: MarketingFormOptions
  checkout: NoFormOptions
  'online-payment': NoFormOptions
  'spin-to-win': NoFormOptions
}

const BUILDERS = {
  enquiry: enquirySchema,
  'location-enquiry': locationEnquirySchema,
  'request-photos': requestPhotosSchema,
  'test-drive': testDriveSchema,
  'trade-in': tradeInSchema,
  finance: financeSchema,
  reserve: reserveSchema,
  marketing: marketingLeadSchema,
  checkout: checkoutSchema,
  'online-payment': onlinePaymentSchema,
  'spin-to-win': spinToWinLeadSchema,
} as const satisfies { [F in LeadFormType]: (options: LeadFormOptionsMap[F]) => z.ZodTypeAny }

/** The values a form's schema produces. */
export type LeadFormValues<F extends LeadFormType> = z.output<ReturnType<(typeof BUILDERS)[F]>>

/** How each form is named to the dealer (email subject, ADF comments). */
export const LEAD_FORM_LABELS: Record<LeadFormType, string> = {
  enquiry: 'Enquiry',
  'location-enquiry': 'Location Enquiry',
  'request-photos': 'Request Photos',
  'test-drive': 'Test Drive',
  'trade-in': 'Trade-in Valuation',
  finance: 'Finance Enquiry',
  reserve: 'Reserve Car',
  marketing: 'Marketing Lead',
  checkout: 'Online Deposit',
  'online-payment': 'Online Payment',
  'spin-to-win': 'Spin to Win',
}

/** Whether `value` names a lead form. */
export function isLeadFormType(value: unknown): value is LeadFormType {
  return typeof value === 'string' && (LEAD_FORM_TYPES as readonly string[]).includes(value)
}

/** The schema of `form` built with `options`: the one the route and submitLead both use. */
export function leadFormSchema<F extends LeadFormType>(
  form: F,
  options?: LeadFormOptionsMap[F],
): ReturnType<(typeof BUILDERS)[F]> {
  const build = BUILDERS[form] as (o: LeadFormOptionsMap[F]) => ReturnType<(typeof BUILDERS)[F]>
  return build(options ?? ({} as LeadFormOptionsMap[F]))
}

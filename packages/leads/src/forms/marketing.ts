import { z } from 'zod'
import { emailField, hiddenText, nameField, optInField, phoneField, postcodeField, termsField } from './fields'
import { FIRST_NAME_REQUIRED, LAST_NAME_REQUIRED, MARKETING_LABELS } from './messages'

export interface MarketingFormOptions {
  /** Marketing pages show no disclaimer by default. */
  termsRequired?: boolean
}

/**
 * The lead form on marketing pages (docs/spec-coverage.md, Lead forms): a hidden campaign field, First Name, last name,
 * postcode, Mobile Number and Email Address.
 */
export function marketingLeadSchema(options: MarketingFormOptions = {}) {
  return z.object({
    campaign: hiddenText(),
    name: nameField(MARKETING_LABELS.name, FIRST_NAME_REQUIRED),
    last_name: nameField(MARKETING_LABELS.last_name, LAST_NAME_REQUIRED),
    postcode: postcodeField(),
    phone: phoneField(),
    email: emailField(),
    opt_in: optInField(),
    terms_conditions: termsField(options.termsRequired ?? false),
  })
}

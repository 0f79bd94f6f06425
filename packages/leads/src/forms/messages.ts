import { formatTime12h, type SlotProblem } from '@dealer/domain'

/*
 * Texts shown to shoppers. The first group is the product's given wording and must not change
 * (browser tests look for them; docs/spec-coverage.md, Lead forms); the second is ours, as no bounds or
 * messages were given for name, email and phone.
 */

// ── Given wording ─────────────────────────────────────────────────────────────────────────────
/** Postcode field message (docs/spec-coverage.md, Lead forms). */
export const POSTCODE_MESSAGE = 'Invalid postcode. Please enter a 4-digit number.'
/** Disclaimer checkbox message (docs/spec-coverage.md, Lead forms). */
export const TERMS_MESSAGE = '*You must agree to the terms of use before submitting.'
/** Disclaimer checkbox label (docs/spec-coverage.md, Lead forms). */
export const TERMS_LABEL = 'I agree to the Privacy Policy and Terms & Conditions*.'
/** Website location select placeholder (docs/spec-coverage.md, Lead forms). */
export const LOCATION_PLACEHOLDER = 'Please Select a Dealership Location'
/** The same select's placeholder for some dealers (docs/spec-coverage.md, Lead forms). */
export const DEPARTMENT_PLACEHOLDER = 'Please Select a Department'
/** Default enquiry category (docs/spec-coverage.md, Lead forms). */
export const DEFAULT_CATEGORY = 'General Enquiry'
/** The enquiry type whose category select is required (docs/spec-coverage.md, Lead forms). */
export const GENERAL_ENQUIRY_TYPE = 22
/** Hidden default text of the Request Photos form (docs/spec-coverage.md, Lead forms). */
export const REQUEST_PHOTOS_TEXT = 'Please send photos for this car'
/** Subcategory that marks an accepted trade-in offer (docs/spec-coverage.md, Trade-in, finance and reserve). */
export const OFFER_ACCEPTED_SUBCATEGORY = '3. Offer Accepted'
/** Default reserve deposit text (docs/spec-coverage.md, Trade-in, finance and reserve). */
export const DEFAULT_RESERVE_DEPOSIT_TEXT = '$200'
/** Heading of the form-level error list (docs/spec-coverage.md, Lead forms). */
export const FORM_ERRORS_HEADING = 'Please fix the following errors:'
/** Failed form submit, as an alert and as the stored form error (docs/spec-coverage.md, Lead forms). */
export const SUBMIT_FAILED_MESSAGE = 'An error occurred when submitting this form'
/**
 * Multi-step form with neither lead_id nor error text; wording and spelling kept as given
 * (docs/spec-coverage.md, Trade-in, finance and reserve).
 */
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occured'
/** `source` of every lead payload (docs/spec-coverage.md, Lead forms). */
export const LEAD_SOURCE = 'Website'

/** Field labels of the enquiry forms (the message is labelled Comments; docs/spec-coverage.md, Lead forms). */
export const ENQUIRY_LABELS = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  message: 'Comments',
  Rego: 'Rego',
  category: 'Category',
  subcategory: 'Subcategory',
  dealership_slug: 'Dealership',
  location: 'Location',
  opt_in: 'Keep me up to date with news and offers',
  terms_conditions: TERMS_LABEL,
} as const

/** Field labels of the marketing-page lead form (docs/spec-coverage.md, Lead forms). */
export const MARKETING_LABELS = {
  name: 'First Name',
  last_name: 'Last Name',
  postcode: 'Postcode',
  phone: 'Mobile Number',
  email: 'Email Address',
} as const

// ── Ours (no bounds or messages were given for these) ──────────────────────────────────────
export const NAME_REQUIRED = 'Please enter your name.'
export const FIRST_NAME_REQUIRED = 'Please enter your first name.'
export const LAST_NAME_REQUIRED = 'Please enter your last name.'
export const EMAIL_REQUIRED = 'Please enter your email address.'
export const EMAIL_INVALID = 'Please enter a valid email address.'
export const PHONE_REQUIRED = 'Please enter your phone number.'
export const PHONE_INVALID = 'Please enter a valid Australian phone number, e.g. 0412 345 678 or 02 9876 5432.'
export const MESSAGE_REQUIRED = 'Please enter your comments.'
export const CATEGORY_REQUIRED = 'Please select a category.'
export const DEALERSHIP_REQUIRED = 'Please select a dealership.'
export const LOCATION_REQUIRED = 'Please select a dealership location.'
export const DEPARTMENT_REQUIRED = 'Please select a department.'
export const CHOICE_INVALID = 'Please choose one of the options.'
export const CONTROL_CHARACTERS = 'Please remove special characters.'
export const REGO_INVALID = 'Please enter a valid registration (letters and numbers, up to 9).'
export const REGO_REQUIRED = 'Please enter your registration number.'
export const REGO_STATE_REQUIRED = 'Please select the state the car is registered in.'
export const MAKE_REQUIRED = 'Please enter the make.'
export const MODEL_REQUIRED = 'Please enter the model.'
export const YEAR_INVALID = 'Please enter a valid year.'
export const KM_INVALID = 'Please enter the kilometres as a whole number.'
export const DATE_TIME_INVALID = 'Please choose a valid date and time.'
export const AMOUNT_INVALID = 'Please enter an amount in dollars.'
export const VIN_INVALID = 'Please enter a valid VIN (up to 17 letters and numbers).'
export const HIDDEN_INVALID = 'This form is out of date. Please reload the page and try again.'
export const ANSWERS_INVALID = 'Please answer each question with one of its options.'

export const TEST_DRIVE_DAY_NEEDED = 'Please choose a day for this time.'
export const TEST_DRIVE_TIME_NEEDED = 'Please choose a time on this day.'

/** Why a test drive slot was refused, naming the location and the hours it does offer. */
export function slotMessage(location: string, problem: SlotProblem): string {
  switch (problem.kind) {
    case 'invalid':
      return DATE_TIME_INVALID
    case 'out-of-range':
      return `Please choose a day in the next ${problem.days} days.`
    case 'closed':
      return `${location} is closed on ${problem.day}. Please choose another day.`
    case 'past':
      return 'That time has passed. Please choose a later time.'
    case 'outside-hours':
      return `${location} is open ${formatTime12h(problem.open)} to ${formatTime12h(problem.close)} on ${problem.day}. Please choose a time from ${formatTime12h(problem.first)} to ${formatTime12h(problem.last)}.`
  }
}

/** "{label} must be at most {max} characters." */
export function tooLong(label: string, max: number): string {
  return `${label} must be at most ${max} characters.`
}

import { z } from 'zod'
import { carFields, contactFields, values, type Choice } from './common'
import { LIMITS, commentsField, hiddenText, optionalText, regoField, selectField, termsField } from './fields'
import {
  CATEGORY_REQUIRED,
  DEALERSHIP_REQUIRED,
  DEFAULT_CATEGORY,
  DEPARTMENT_PLACEHOLDER,
  DEPARTMENT_REQUIRED,
  GENERAL_ENQUIRY_TYPE,
  HIDDEN_INVALID,
  LOCATION_PLACEHOLDER,
  LOCATION_REQUIRED,
} from './messages'

/** The tenant's and page's switches for the enquiry form (docs/spec-coverage.md, Lead forms). */
export interface EnquiryFormOptions {
  /** Comments are required unless a tenant flag relaxes it. Default true. */
  messageRequired?: boolean
  /** Category options; listing 'General Enquiry' makes the select required. */
  categories?: readonly string[]
  /** The page's enquiry type; 22 makes the category select required. */
  enquiryType?: number
  subcategories?: readonly string[]
  /** The site's dealerships (value = dealership slug); more than one makes the select required. */
  dealerships?: readonly Choice[]
  /** The tenant removed the dealership select. */
  dealershipSelectRemoved?: boolean
  /** Website locations (value = location id). When given, the location select is shown and required. */
  locations?: readonly Choice[]
  /** Some dealers call the location select "department". */
  locationLabel?: 'location' | 'department'
  /** The disclaimer checkbox; default true. */
  termsRequired?: boolean
}

/** What the enquiry form shows, derived from the same switches as its schema. */
export interface EnquiryFormLayout {
  messageRequired: boolean
  categoryRequired: boolean
  showDealership: boolean
  dealershipRequired: boolean
  /** More than one location: the select, required (docs/spec-coverage.md, Lead forms). */
  showLocation: boolean
  /** Exactly one location: nothing to choose, so it shows as text and goes as a hidden field. */
  fixedLocation: Choice | undefined
  locationPlaceholder: string
  termsRequired: boolean
}

/**
 * Which selects the form shows and requires (docs/spec-coverage.md, Lead forms), so the page
 * renders exactly what the schema validates.
 */
export function enquiryFormLayout(options: EnquiryFormOptions = {}): EnquiryFormLayout {
  const dealerships = options.dealerships ?? []
  const dealershipRequired = dealerships.length > 1 && !options.dealershipSelectRemoved
  const locations = options.locations ?? []
  return {
    messageRequired: options.messageRequired ?? true,
    categoryRequired:
      options.enquiryType === GENERAL_ENQUIRY_TYPE || (options.categories ?? []).includes(DEFAULT_CATEGORY),
    showDealership: dealershipRequired,
    dealershipRequired,
    showLocation: locations.length > 1,
    fixedLocation: locations.length === 1 ? locations[0] : undefined,
    locationPlaceholder: options.locationLabel === 'department' ? DEPARTMENT_PLACEHOLDER : LOCATION_PLACEHOLDER,
    termsRequired: options.termsRequired ?? true,
  }
}

/**
 * The Enquire Now form, for a car or general (docs/spec-coverage.md, Lead forms). Conditional rules are fixed when the
 * schema is built, so getZodConstraint gives the browser the right `required` attributes.
 */
export function enquirySchema(options: EnquiryFormOptions = {}) {
  return z.object(enquiryShape(options))
}

/** The enquiry fields, for forms that extend them. */
export function enquiryShape(options: EnquiryFormOptions) {
  const layout = enquiryFormLayout(options)
  return {
    ...contactFields(),
    message: commentsField(layout.messageRequired),
    category: categoryField(options.categories ?? [], layout.categoryRequired),
    subcategory: selectField(options.subcategories ?? [], undefined),
    dealership_slug: dealershipField(options.dealerships ?? [], layout.dealershipRequired),
    location: locationField(options, layout),
    Rego: regoField().optional(),
    ...carFields(),
    terms_conditions: termsField(layout.termsRequired),
  }
}

/** Default values for the enquiry form's inputs: 'General Enquiry' and opt-in ticked. */
export function enquiryDefaults(options: EnquiryFormOptions = {}): {
  category: string
  opt_in: boolean
  dealership_slug?: string
} {
  const only = options.dealerships?.length === 1 ? options.dealerships[0]?.value : undefined
  return { category: DEFAULT_CATEGORY, opt_in: true, ...(only ? { dealership_slug: only } : {}) }
}

function categoryField(categories: readonly string[], required: boolean) {
  if (required) return selectField(categories, CATEGORY_REQUIRED)
  // Absent means the default category, when the list allows it.
  if (categories.length === 0 || categories.includes(DEFAULT_CATEGORY))
    return optionalText('Category', LIMITS.select).default(DEFAULT_CATEGORY)
  return selectField(categories, undefined)
}

function locationField(options: EnquiryFormOptions, layout: EnquiryFormLayout) {
  if (!layout.showLocation && !layout.fixedLocation) return hiddenText()
  const field = selectField(
    values(options.locations),
    options.locationLabel === 'department' ? DEPARTMENT_REQUIRED : LOCATION_REQUIRED,
  )
  // The only location is meant even when the page sent none.
  return layout.fixedLocation ? field.default(layout.fixedLocation.value) : field
}

function dealershipField(dealerships: readonly Choice[], required: boolean) {
  if (required) return selectField(values(dealerships), DEALERSHIP_REQUIRED)
  // One dealership (or the select removed): the page sends nothing and the site's only one is meant.
  const only = dealerships.length === 1 ? dealerships[0]?.value : undefined
  const field = dealerships.length > 0 ? selectField(values(dealerships), undefined) : hiddenText()
  return only ? field.default(only) : field
}

/** A location enquiry (docs/spec-coverage.md, Lead forms): the enquiry fields plus the hidden location_id. */
export function locationEnquirySchema(options: EnquiryFormOptions & { locationIds?: readonly string[] } = {}) {
  const ids = options.locationIds ?? []
  return z.object({
    ...enquiryShape(options),
    location_id:
      ids.length > 0
        ? z.enum(ids as [string, ...string[]], { errorMap: () => ({ message: HIDDEN_INVALID }) })
        : z.string({ required_error: HIDDEN_INVALID }).trim().min(1, HIDDEN_INVALID).max(LIMITS.hidden, HIDDEN_INVALID),
  })
}

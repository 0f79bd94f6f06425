import { contactUsSlug, localNow, stateTimeZone } from '@dealer/domain'
import {
  DEFAULT_ADJUSTMENT_QUESTIONS,
  type Choice,
  type EnquiryFormOptions,
  type FinanceFormOptions,
  type LeadFormOptionsMap,
  type MarketingFormOptions,
  type RequestPhotosFormOptions,
  type ReserveFormOptions,
  type TestDriveAvailability,
  type TestDriveFormOptions,
  type TradeInFormOptions,
} from '@dealer/leads'
import type { TenantConfig } from '@dealer/tenant'

/*
 * Each lead form's switches, from the tenant's config (what some dealers do differently is a
 * per-tenant switch; docs/spec-coverage.md, Lead forms). The page's loader sends these options to
 * the browser, and the action builds the same schema from them, so both sides validate by one rule.
 */

/** The locations a shopper can pick for an enquiry: visible ones, sales first, by name. */
export function websiteLocations(
  tenant: TenantConfig,
  types: readonly string[] = ['sales', 'used', 'service', 'parts'],
): Choice[] {
  const order = (t: string) => types.indexOf(t)
  return tenant.locations
    .filter((l) => l.visible && types.includes(l.location_type))
    .sort((a, b) => order(a.location_type) - order(b.location_type) || a.name.localeCompare(b.name))
    .map((l) => ({ value: l.id, label: l.name }))
}

/**
 * The Enquire Now form. About a car, the car's own location is meant, so no location select;
 * a general enquiry asks which location. Every tenant is one dealership here, so the dealership
 * select is never required (only with more than one; docs/spec-coverage.md, Lead forms).
 */
export function enquiryOptions(tenant: TenantConfig, page: { aboutCar: boolean }): EnquiryFormOptions {
  const { leads } = tenant
  return {
    messageRequired: leads.messageRequired,
    categories: leads.enquiryCategories,
    subcategories: leads.enquirySubcategories,
    dealerships: [{ value: tenant.slug, label: tenant.dealer.name }],
    dealershipSelectRemoved: leads.dealershipSelectRemoved,
    locations: page.aboutCar ? [] : websiteLocations(tenant),
    locationLabel: leads.locationLabel,
  }
}

/** Sales and used locations take test drives. */
const TEST_DRIVE_TYPES = ['sales', 'used']

/**
 * The Test Drive form. A car at a sales or used yard is driven there, so no location select, nor
 * when the dealer has one such yard; otherwise (the general page, or a car listed elsewhere) the
 * shopper picks one. Either way the
 * day and time must be inside that location's opening hours on its own clock.
 */
export function testDriveOptions(
  tenant: TenantConfig,
  page: { carLocationId?: string | null; now: Date },
): TestDriveFormOptions {
  const bookable = tenant.locations.filter((l) => l.visible && TEST_DRIVE_TYPES.includes(l.location_type))
  // A dealer with one such yard has nothing to choose: the drive is there, car or not.
  const fixed = bookable.find((l) => l.id === page.carLocationId) ?? (bookable.length === 1 ? bookable[0] : undefined)
  const locations: TestDriveAvailability['locations'] = {}
  const now: TestDriveAvailability['now'] = {}
  for (const l of bookable) {
    const timeZone = stateTimeZone(l.address.state)
    locations[l.id] = {
      name: l.name,
      timeZone,
      hours: l.opening_hours,
      special: l.special_hours.map(({ date, status, start_hour, end_hour }) => ({
        date,
        status,
        start_hour,
        end_hour,
      })),
    }
    now[l.id] = localNow(page.now, timeZone)
  }
  return {
    locations: fixed ? [] : websiteLocations(tenant, TEST_DRIVE_TYPES),
    termsRequired: tenant.leads.testDriveTerms,
    availability: { locations, now, ...(fixed ? { fixedLocationId: fixed.id } : {}) },
  }
}

/** The Request Photos form: no tenant switches yet (the disclaimer stays on). */
export function requestPhotosOptions(_tenant: TenantConfig): RequestPhotosFormOptions {
  return {}
}

/**
 * The enquiry sent to one location: the general enquiry fields, the location fixed
 * (docs/spec-coverage.md, Lead forms).
 */
export function locationEnquiryOptions(tenant: TenantConfig): LeadFormOptionsMap['location-enquiry'] {
  return {
    ...enquiryOptions(tenant, { aboutCar: true }),
    locationIds: tenant.locations.filter((l) => l.visible).map((l) => l.id),
  }
}

/**
 * The visible locations that /contact-us/{slug} reaches (the name without a Sales, Service or Parts
 * suffix; docs/spec-coverage.md, Lead forms), sales first.
 */
export function contactUsLocations(tenant: TenantConfig, slug: string | undefined) {
  const order = ['sales', 'used', 'service', 'parts']
  return tenant.locations
    .filter((l) => l.visible && slug !== undefined && contactUsSlug(l.name) === slug)
    .sort((a, b) => order.indexOf(a.location_type) - order.indexOf(b.location_type))
}

/** The lead form of marketing pages (docs/spec-coverage.md, Lead forms): no disclaimer, as marketing forms ask none. */
export function marketingOptions(_tenant: TenantConfig): MarketingFormOptions {
  return {}
}

/** The finance form: the preferred-dealership select lists the sales and used-car locations (value = slug). */
export function financeOptions(tenant: TenantConfig): FinanceFormOptions {
  const dealerships = tenant.locations
    .filter((l) => l.visible && (l.location_type === 'sales' || l.location_type === 'used'))
    .map((l) => ({ value: l.slug, label: l.name }))
  return { dealerships }
}

/** The trade-in form: the default adjustment questions (no tenant sets its own yet). */
export function tradeInOptions(_tenant: TenantConfig, now: Date): TradeInFormOptions {
  return { adjustmentQuestions: DEFAULT_ADJUSTMENT_QUESTIONS, now }
}

/** Reserve Car Now: the dealer's deposit text (docs/spec-coverage.md, Trade-in, finance and reserve). */
export function reserveOptions(tenant: TenantConfig): ReserveFormOptions {
  return { depositText: tenant.leads.reserveDepositText }
}

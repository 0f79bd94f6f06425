import {
  DEFAULT_ADJUSTMENT_QUESTIONS,
  type Choice,
  type EnquiryFormOptions,
  type FinanceFormOptions,
  type ReserveFormOptions,
  type TradeInFormOptions,
} from '@dealer/leads'
import type { TenantConfig } from '@dealer/tenant'

/*
 * Each lead form's switches, from the tenant's config (spec §5: "some dealers" are per-tenant
 * switches). The page's loader sends these options to the browser, and the action builds the
 * same schema from them, so both sides validate by one rule.
 */

/** The locations a shopper can pick for an enquiry: visible ones, sales first, by name. */
export function websiteLocations(tenant: TenantConfig, types: readonly string[] = ['sales', 'used', 'service', 'parts']): Choice[] {
  const order = (t: string) => types.indexOf(t)
  return tenant.locations
    .filter((l) => l.visible && types.includes(l.location_type))
    .sort((a, b) => order(a.location_type) - order(b.location_type) || a.name.localeCompare(b.name))
    .map((l) => ({ value: l.id, label: l.name }))
}

/**
 * The Enquire Now form. About a car, the car's own location is meant, so no location select;
 * a general enquiry asks which location. Every tenant is one dealership here, so the dealership
 * select is never required (spec §5: only with more than one).
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

/** Reserve Car Now: the dealer's deposit text (spec §9 default '$200'). */
export function reserveOptions(tenant: TenantConfig): ReserveFormOptions {
  return { depositText: tenant.leads.reserveDepositText }
}

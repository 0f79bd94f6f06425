import { ownValue } from '@dealer/domain'

/*
 * What a tenant configures for lead delivery. Plain data: the app reads it from tenant.json
 * (secrets from the environment) and hands it to submitLead (which channels get an outbox row)
 * and to the channels (where and how to send, read again at send time so a fixed address
 * applies to leads already waiting).
 */

/** ADF/XML 1.0 by email. */
export interface EmailChannelConfig {
  to: readonly string[]
  cc?: readonly string[]
}

/** A signed HTTP POST of each lead, as JSON (default) or as the same ADF/XML as the email. */
export interface WebhookChannelConfig {
  url: string
  /** HMAC-SHA256 key shared with the receiver; keep it out of tenant.json (use an env var). */
  secret: string
  format?: 'json' | 'adf'
}

/** The channels a tenant's leads go to. A channel without config gets no outbox row. */
export interface DeliveryChannelsConfig {
  email?: EmailChannelConfig
  webhook?: WebhookChannelConfig
}

/** The dealer as the ADF `<vendor>` names it. */
export interface AdfVendor {
  name: string
  email?: string | null
  phone?: string | null
  url?: string | null
  /** Who at the dealer the lead is for; defaults to the dealer's name. */
  contactName?: string | null
}

/** A dealer location (yard) as a lead names it, so the dealer knows where the car or the visit is. */
export interface LeadLocation {
  id: string
  slug: string
  name: string
  /** "12 Parramatta Rd, Granville NSW 2142". */
  address?: { street: string; city: string; state: string; postcode: string } | null
  phone?: string | null
  email?: string | null
}

/**
 * What turns the ids and slugs a lead stores into the names a dealer reads: the tenant's
 * dealerships (slug → name) and locations (by id or slug).
 */
export interface LeadDirectory {
  dealerships?: Readonly<Record<string, string>>
  locations?: readonly LeadLocation[]
}

/** Everything the channels need about one tenant. */
export interface TenantDeliverySettings {
  vendor: AdfVendor
  /** Names for the dealership and location ids a lead holds; without it the ids are shown. */
  directory?: LeadDirectory
  deliveryChannels: DeliveryChannelsConfig
  /**
   * Location id → that location's own address: a location enquiry goes there instead of the
   * channel's `to` (docs/spec-coverage.md, Dealer site: locations). Read at send time like the rest.
   */
  locationEmails?: Readonly<Record<string, string>>
  /**
   * Whether the site's page of this car (/cars/{slug}) still shows this car, asked when a lead is
   * sent: a car sold past the dealer's sold days, hidden, gone, or whose address another car now
   * has gets no link (a 404 or another car), its details still come from the lead. Without it a
   * car lead links its car's page unchecked.
   */
  carPageLive?: (car: { id: string; slug: string }) => boolean | Promise<boolean>
}

/**
 * Where an email of this lead goes: a location enquiry to its location's own address when the
 * dealer lists one, every other lead (and a location without an address) to the channel's `to`.
 */
export function emailRecipients(
  settings: TenantDeliverySettings,
  config: EmailChannelConfig,
  lead: { formType: string; payload: { fields: Record<string, unknown> } },
): readonly string[] {
  const id = lead.payload.fields.location_id
  if (lead.formType !== 'location-enquiry' || typeof id !== 'string') return config.to
  const own = ownValue(settings.locationEmails, id)
  return own ? [own] : config.to
}

/** Finds a tenant's delivery settings by slug at send time; undefined when it has none. */
export type DeliverySettingsLookup = (
  tenant: string,
) => TenantDeliverySettings | undefined | Promise<TenantDeliverySettings | undefined>

/** The names of the configured channels, in a stable order. */
export function channelNames(config: DeliveryChannelsConfig | undefined): string[] {
  if (!config) return []
  return (Object.keys(config) as (keyof DeliveryChannelsConfig)[]).filter((k) => config[k] != null).sort()
}

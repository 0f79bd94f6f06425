import { LEAD_FORM_LABELS, isLeadFormType } from '../forms/registry'
import { isMobilePhone } from '../forms/phone'
import type { StoredLead } from './stored-lead'
import type { AdfVendor, LeadDirectory, LeadLocation } from './config'
import { lead as describeLead, type LeadFactsOptions } from './lead-facts'
import { el, renderXml, type XmlElement } from './xml'

/** Who sends the lead, as the ADF `<provider>` names it: this platform. */
export interface AdfProvider {
  name: string
  url?: string | null
  email?: string | null
  phone?: string | null
}

/** The provider used when none is configured. */
export const DEFAULT_ADF_PROVIDER: AdfProvider = { name: 'Dealer Website Platform' }

/**
 * The lead as ADF/XML 1.0 (Auto-Lead Data Format), the format dealer CRMs read from email.
 * Element order follows the ADF 1.0 DTD exactly (prospect: id, requestdate, vehicle+, customer,
 * vendor, provider; vehicle: year, make, model, vin, stock, trim, odometer, price, pricecomments,
 * comments; vendor: id, vendorname, url, contact; contact: name+, email, phone, address; address:
 * street, city, regioncode, postalcode, country). Every value is
 * escaped. The prospect `<id>` is the lead id, which receivers use to drop a repeated delivery.
 * The vendor is the dealer by name, with the tenant slug as its `<id>`; its contact is the
 * location the lead is for (the car's yard, or the one the shopper chose) when that is known.
 * A price is the dealer's asking price; how the page stated it (Drive Away...) is its `<pricecomments>`.
 */
export function buildAdfXml(
  lead: StoredLead,
  parties: { vendor: AdfVendor; provider?: AdfProvider; directory?: LeadDirectory },
  options: LeadFactsOptions = {},
): string {
  const facts = describeLead(lead, parties.directory, options)
  const place = facts.location
  const provider = parties.provider ?? DEFAULT_ADF_PROVIDER
  const prospect = el(
    'prospect',
    { status: 'new' },
    el('id', { sequence: '1', source: provider.name }, lead.id),
    el('requestdate', {}, adfDate(lead.createdAt)),
    ...facts.vehicles.map((v) =>
      el(
        'vehicle',
        { interest: v.interest, status: v.status },
        el('year', {}, v.year),
        el('make', {}, v.make),
        el('model', {}, v.model),
        v.vin && el('vin', {}, v.vin),
        v.stock && el('stock', {}, v.stock),
        v.trim && el('trim', {}, v.trim),
        v.km !== null && el('odometer', { units: 'km' }, String(v.km)),
        v.price !== null && el('price', { type: 'asking', currency: 'AUD' }, String(v.price)),
        v.price !== null && v.priceLabel && el('pricecomments', {}, v.priceLabel),
        v.comments && el('comments', {}, v.comments),
      ),
    ),
    el('customer', {}, contact(facts.customer, 'individual'), el('comments', {}, facts.comments)),
    el(
      'vendor',
      {},
      el('id', { source: 'dealership' }, lead.tenant),
      el('vendorname', {}, parties.vendor.name),
      parties.vendor.url && el('url', {}, parties.vendor.url),
      contact(
        {
          names: [['full', parties.vendor.contactName || place?.name || parties.vendor.name]],
          email: place?.email || parties.vendor.email || null,
          phone: place?.phone || parties.vendor.phone || null,
          postcode: null,
        },
        'business',
        place?.address,
      ),
    ),
    el(
      'provider',
      {},
      el('name', { part: 'full' }, provider.name),
      el('service', {}, isLeadFormType(lead.formType) ? LEAD_FORM_LABELS[lead.formType] : lead.formType),
      provider.url && el('url', {}, provider.url),
      provider.email && el('email', {}, provider.email),
      provider.phone && el('phone', {}, provider.phone),
    ),
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n${renderXml(el('adf', {}, prospect))}\n`
}

interface ContactFacts {
  names: [part: 'first' | 'last' | 'full', value: string][]
  email: string | null
  phone: string | null
  postcode: string | null
}

function contact(c: ContactFacts, type: 'individual' | 'business', address?: LeadLocation['address']): XmlElement {
  return el(
    'contact',
    { primarycontact: '1' },
    ...c.names.map(([part, value]) => el('name', { part, type }, value)),
    c.email && el('email', {}, c.email),
    c.phone && el('phone', { type: isMobilePhone(c.phone) ? 'cellphone' : 'voice' }, c.phone),
    address
      ? el(
          'address',
          {},
          el('street', { line: '1' }, address.street),
          address.city && el('city', {}, address.city),
          address.state && el('regioncode', {}, address.state),
          address.postcode && el('postalcode', {}, address.postcode),
          el('country', {}, 'AU'),
        )
      : // ADF 1.0 requires at least one street line in an address; of a shopper we only know the postcode.
        c.postcode &&
          el('address', {}, el('street', { line: '1' }), el('postalcode', {}, c.postcode), el('country', {}, 'AU')),
  )
}

/** ISO 8601 with an explicit offset, as ADF examples write it (2025-06-01T10:00:00+00:00). */
function adfDate(iso: string): string {
  const time = Date.parse(iso)
  return Number.isNaN(time) ? iso : new Date(time).toISOString().replace(/\.\d{3}Z$/, '+00:00')
}

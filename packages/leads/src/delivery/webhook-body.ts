import { ownValue } from '@dealer/domain'
import { LEAD_FORM_LABELS, isLeadFormType } from '../forms/registry'
import type { LeadDirectory } from './config'
import { lead as describeLead, type LeadFactsOptions } from './lead-facts'
import type { StoredLead } from './stored-lead'

/**
 * The JSON a webhook receives: the lead's payload (fields and payload extras) plus
 * its id, tenant and form. `lead_id` is the receiver's key for dropping repeats. The ids stay
 * as stored; `dealer_name`, `location` (where the lead is for: the car's yard, else the chosen
 * location) and `page_url` (a car lead's car page; null once the site no longer shows the car) say
 * the same in the dealer's words.
 */
export function webhookJson(lead: StoredLead, directory?: LeadDirectory, options: LeadFactsOptions = {}): string {
  const p = lead.payload
  const facts = describeLead(lead, directory, options)
  return JSON.stringify({
    event: 'lead.created',
    lead_id: lead.id,
    tenant: lead.tenant,
    form: lead.formType,
    form_label: isLeadFormType(lead.formType) ? LEAD_FORM_LABELS[lead.formType] : lead.formType,
    created_at: lead.createdAt,
    source: p.source,
    url: p.url,
    user_agent: p.user_agent,
    car_id: p.car_id,
    car_dealership_id: p.car_dealership_id,
    lead_attributes: p.lead_attributes,
    fields: p.fields,
    vehicle: p.vehicle,
    dealer_name: ownValue(directory?.dealerships, lead.tenant) ?? null,
    location: facts.location,
    page_url: facts.page,
  })
}

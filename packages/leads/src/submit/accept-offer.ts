import { findLead, type Schema } from '@dealer/db'
import type { Kysely } from 'kysely'
import { HIDDEN_INVALID } from '../forms/messages'
import type { LeadContextInput } from './context'
import { LeadValidationError } from './errors'
import type { LeadPayload } from './payload'
import { submitLead, type LeadTenant, type SubmitLeadOptions, type SubmitLeadResult } from './submit-lead'

/**
 * The shopper accepts the trade-in offer of an earlier valuation lead (docs/spec-coverage.md,
 * Trade-in, finance and reserve): a new trade-in lead with the same details, `lead_id` pointing at
 * the first, `offer_accepted` set and so subcategory '3. Offer Accepted', delivered like any lead.
 * A new lead rather than an update, because the dealer's CRM already has the first one and needs to
 * hear about the acceptance.
 */
export async function acceptTradeInOffer(
  db: Kysely<Schema>,
  tenant: LeadTenant,
  input: { leadId: string; context: LeadContextInput },
  options: SubmitLeadOptions,
): Promise<SubmitLeadResult> {
  const original = typeof input.leadId === 'string' ? await findLead(db, tenant.slug, input.leadId) : undefined
  if (!original || original.formType !== 'trade-in')
    throw new LeadValidationError({ fieldErrors: { lead_id: [HIDDEN_INVALID] } })
  const payload = original.payload as LeadPayload
  return submitLead(
    db,
    tenant,
    {
      form: 'trade-in',
      values: { ...payload.fields, lead_id: original.id, offer_accepted: true, form_completed: true },
      context: input.context,
    },
    options,
  )
}

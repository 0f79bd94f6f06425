import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { findLead, findLeadByIdempotencyKey } from '@dealer/db'
import { formatKm, formatMoney } from '@dealer/domain'
import {
  LeadValidationError,
  SUBMIT_FAILED_MESSAGE,
  acceptTradeInOffer,
  estimateEligibility,
  type LeadPayload,
  type TradeInValuation,
} from '@dealer/leads'
import { checkDealerCap, checkLeadPost, keysAfter, leadCommitted, leadFormBoot, refusalResponse } from './lead-action'
import { REFUSAL_MESSAGES, type Refusal } from './lead-guard'
import { leadPhone } from './lead-phone'
import { leadTenant } from './leads'
import { sentByThisBrowser } from './sent-lead'
import { gate } from './shopper'

/*
 * The estimate after the trade-in form's last step, and its Accept Offer button (a new lead
 * marked '3. Offer Accepted' that points at the first; docs/spec-coverage.md, Trade-in, finance and reserve).
 */

/** Why the page shows a range, or what it says instead. */
export type EstimateOutcome = 'estimate' | 'ineligible' | 'too-few' | 'no-details'

/**
 * The trade-in lead the estimate is about: one of this dealer's, sent from this browser (the
 * shopper's car and its valuation are theirs alone; docs/spec-coverage.md, Hardening). Anyone else
 * holding the link gets a 404.
 */
async function tradeInLead(request: Request, context: AppLoadContext, id: string | null) {
  const mine = id !== null && (await sentByThisBrowser(request, context, id))
  const lead = mine ? await findLead(context.services.database.db, context.tenant.slug, id) : undefined
  if (!lead || lead.formType !== 'trade-in') throw new Response(null, { status: 404 })
  return { lead, fields: (lead.payload as LeadPayload).fields }
}

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null)
const int = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : null)

export async function estimateLoader({ request, context }: LoaderFunctionArgs) {
  // The estimate is the end of the trade-in journey, gated with it where the dealer gates it.
  await gate(request, context, 'trade-in')
  const { lead, fields } = await tradeInLead(request, context, new URL(request.url).searchParams.get('lead'))
  // An accepted offer is a lead of its own: its page is the thank-you page.
  if (fields.offer_accepted === true) throw redirect(`/success?lead=${encodeURIComponent(lead.id)}`)
  const [make, model, year, km] = [text(fields.make), text(fields.model), int(fields.year), int(fields.km)]
  const valuation = (fields.valuation as TradeInValuation | undefined) ?? null
  const known = make !== null && model !== null && year !== null && km !== null
  const outcome: EstimateOutcome = valuation
    ? 'estimate'
    : year !== null && km !== null && !estimateEligibility({ year, km }, context.services.now()).eligible
      ? 'ineligible'
      : known
        ? 'too-few'
        : 'no-details'
  return {
    leadId: lead.id,
    interest: fields.interest === 'sell' ? ('sell' as const) : ('trade-in' as const),
    vehicle: {
      name: [year, make, model].filter((p) => p !== null).join(' ') || null,
      km: km !== null ? formatKm(km) : null,
      rego: text(fields.rego),
      regoState: text(fields.regoState),
      make,
      model,
    },
    outcome,
    range: valuation ? { low: formatMoney(valuation.low), high: formatMoney(valuation.high) } : null,
    valuation,
    dealer: context.tenant.dealer.name,
    // The car traded towards, as its page gives it; else the dealer's number (leadPhone).
    phone: leadPhone(context.tenant, { car: (lead.payload as LeadPayload).vehicle, locationId: null }).number,
    boot: await leadFormBoot(request, context),
  }
}

const formError = (message: string, status: number) =>
  Response.json({ status: 'error', initialValue: null, error: { '': [message] } }, { status })

const refused = (request: Request, context: AppLoadContext, refusal: Refusal) => {
  context.services.leadGuard.refused(refusal.reason)
  return refusalResponse(refusal, {
    status: 'error',
    initialValue: null,
    error: { '': [REFUSAL_MESSAGES[refusal.reason]] },
    ...keysAfter(refusal, request, context),
  })
}

export async function estimateAction({ request, context }: ActionFunctionArgs) {
  await gate(request, context, 'trade-in')
  const { lead, fields } = await tradeInLead(request, context, new URL(request.url).searchParams.get('lead'))
  let formData: FormData
  try {
    formData = await request.formData()
  } catch {
    return formError(SUBMIT_FAILED_MESSAGE, 400)
  }
  // One acceptance per estimate, however often the button is pressed.
  const idempotencyKey = `accept-${lead.id}`
  const refusal = await checkLeadPost(request, context, formData)
  if (refusal?.reason === 'expired') {
    // Accepted already: a late press answers like the first one.
    const accepted = await findLeadByIdempotencyKey(context.services.database.db, context.tenant.slug, idempotencyKey)
    if (accepted)
      return leadCommitted(request, context, accepted.id, `/success?lead=${encodeURIComponent(accepted.id)}`)
  }
  if (refusal) return refused(request, context, refusal)
  // Only an estimate can be accepted; the page shows no button otherwise.
  if (!fields.valuation || fields.offer_accepted === true) throw new Response(null, { status: 404 })
  const overCap = await checkDealerCap(context)
  if (overCap) return refused(request, context, overCap)
  try {
    const { leadId } = await acceptTradeInOffer(
      context.services.database.db,
      leadTenant(context.tenant),
      {
        leadId: lead.id,
        context: {
          url: request.headers.get('referer') ?? request.url,
          userAgent: request.headers.get('user-agent'),
          ip: context.clientIp ?? null,
        },
      },
      {
        idempotencyKey,
        now: context.services.now(),
        ipHashKey: context.services.leadGuard.settings.secret,
      },
    )
    context.services.leadDelivery?.wake()
    return leadCommitted(request, context, leadId, `/success?lead=${encodeURIComponent(leadId)}`)
  } catch (err) {
    if (err instanceof LeadValidationError) return formError(err.issues.formErrors[0] ?? SUBMIT_FAILED_MESSAGE, 400)
    console.error(`offer acceptance for ${context.tenant.slug} not stored:`, err instanceof Error ? err.message : err)
    return formError(SUBMIT_FAILED_MESSAGE, 503)
  }
}

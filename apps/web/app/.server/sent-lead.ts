import { findCarById, findLead } from '@dealer/db'
import type { AppLoadContext } from '@remix-run/node'
import { signedIdList } from './signed-cookie'

const LEAD_ID = /^[A-Za-z0-9_-]{1,64}$/

// The leads this browser sent: the latest few, for an hour, signed with the form secret, per host
// (so per dealer); docs/spec-coverage.md, Hardening.
const sentHere = signedIdList('lead_sent', {
  maxAge: 60 * 60,
  keep: 10,
  id: LEAD_ID,
  secret: (s) => s.leadGuard.settings.secret,
})

/**
 * The Set-Cookie that marks `leadId` as sent by this browser, sent with the redirect after the
 * commit; the thank-you page confirms a lead only for the browser holding it.
 */
export function rememberSentLead(request: Request, context: AppLoadContext, leadId: string): Promise<string> {
  return sentHere.add(request, context, leadId)
}

/** Whether this browser sent the lead `id` (it holds the cookie set with the lead's redirect). */
export async function sentByThisBrowser(request: Request, context: AppLoadContext, id: string): Promise<boolean> {
  return LEAD_ID.test(id) && (await sentHere.read(request, context)).includes(id)
}

/**
 * The lead a thank-you page names and the car it was about: a committed lead of this tenant that
 * this browser sent (docs/spec-coverage.md, Hardening). A malformed id, another dealer's lead, or
 * a lead this browser did not send finds nothing, and the page then confirms nothing.
 */
export async function sentLead(context: AppLoadContext, request: Request, id: string) {
  const { db } = context.services.database
  const mine = await sentByThisBrowser(request, context, id)
  const lead = mine ? await findLead(db, context.tenant.slug, id) : undefined
  const car = lead?.carId ? await findCarById(db, context.tenant.slug, lead.carId) : undefined
  return { lead, car }
}

import { findCarById, findLead } from '@dealer/db'
import type { AppLoadContext } from '@remix-run/node'

const LEAD_ID = /^[A-Za-z0-9_-]{1,64}$/

/**
 * The lead a thank-you page names and the car it was about, both scoped by tenant: a malformed
 * id or another dealer's lead finds nothing, and the page then thanks in general terms.
 */
export async function sentLead({ tenant, services }: AppLoadContext, id: string) {
  const { db } = services.database
  const lead = LEAD_ID.test(id) ? await findLead(db, tenant.slug, id) : undefined
  const car = lead?.carId ? await findCarById(db, tenant.slug, lead.carId) : undefined
  return { lead, car }
}

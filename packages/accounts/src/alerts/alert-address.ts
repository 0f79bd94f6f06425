import { isAlertEmailOptedOut, latestAlertEmail, recentLeadContacts, type Database } from '@dealer/db'
import { normaliseAustralianPhone } from '@dealer/domain'

/** Leads searched for a shopper's address; older ones are unlikely to hold a current one. */
const LEADS_SCANNED = 2_000

/** The newest lead address for each phone (national form), from a tenant's recent leads. */
export async function leadAddresses(database: Database, tenant: string): Promise<Map<string, string>> {
  const byPhone = new Map<string, string>()
  for (const c of await recentLeadContacts(database, tenant, LEADS_SCANNED)) {
    const phone = normaliseAustralianPhone(c.phone)
    const email = c.email.trim().toLowerCase()
    if (phone && email.includes('@') && !byPhone.has(phone)) byPhone.set(phone, email)
  }
  return byPhone
}

/**
 * Where a shopper's price-drop alerts go: the address of their most recent saved search, else
 * the address of their newest lead with that phone; never an address that unsubscribed. Null
 * when there is none: no email, no alert (the saved-searches page says so).
 */
export async function alertAddress(
  database: Database,
  tenant: string,
  phone: string,
  leads?: Map<string, string>,
): Promise<string | null> {
  const saved = await latestAlertEmail(database.db, tenant, phone)
  if (saved) return saved
  const fromLead = (leads ?? (await leadAddresses(database, tenant))).get(phone)
  if (!fromLead || (await isAlertEmailOptedOut(database.db, tenant, fromLead))) return null
  return fromLead
}

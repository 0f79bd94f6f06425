import { formatAustralianPhone, rememberedDetails, type RememberedDetails } from '@dealer/leads'
import { openValue, sealValue } from './sealed-value'
import { siteCookie } from './site-cookie'

/*
 * The shopper's name, email and phone, kept after a lead so the next form is filled in
 * (docs/spec-coverage.md, Lead forms). Sealed (docs/spec-coverage.md, Hardening): the browser
 * holds the cookie for 90 days but neither it nor anything that copies the cookie can read the
 * details, and a cookie from before the seal (signed, readable base64) is ignored, not shown.
 */

const REMEMBER_MAX_AGE = 60 * 60 * 24 * 90
const PURPOSE = 'lead_details'

const cookie = siteCookie('lead_details', { maxAge: REMEMBER_MAX_AGE })

/** The details remembered by this browser, as people write them; null when none can be read. */
export async function readRemembered(request: Request, secret: string): Promise<RememberedDetails | null> {
  const plain = openValue(await cookie.parse(request), secret, PURPOSE)
  if (plain === null) return null
  let value: unknown
  try {
    value = JSON.parse(plain)
  } catch {
    return null
  }
  // Back through the same rule that wrote it: a cookie is only ever read as plain strings.
  const details = value && typeof value === 'object' ? rememberedDetails(value as Record<string, unknown>) : null
  // Shown as people write it (stored as digits).
  return details ? { ...details, phone: formatAustralianPhone(details.phone) } : null
}

/** The Set-Cookie that remembers `details` for the next form. */
export function rememberDetailsCookie(request: Request, details: RememberedDetails, secret: string): Promise<string> {
  return cookie.serialize(request, sealValue(JSON.stringify(details), secret, PURPOSE))
}

import { createHmac, timingSafeEqual } from 'node:crypto'

/** Signs and reads the token of an alert email's unsubscribe link. */
export interface UnsubscribeTokens {
  sign(tenant: string, email: string): string
  /** The address a token was signed for on this tenant, or null for anything else. */
  verify(tenant: string, token: unknown): string | null
}

/**
 * `<address, base64url>.<HMAC-SHA256 of tenant and address, base64url>`: the link works without
 * signing in, for that address on that dealer's site only, and a changed character in either
 * half is refused. It does not expire: an unsubscribe link must keep working for as long as
 * the emails that carry it are in someone's inbox.
 */
export function createUnsubscribeTokens(secret: string): UnsubscribeTokens {
  if (secret.length < 16) throw new RangeError('createUnsubscribeTokens: the secret is too short')
  const mac = (tenant: string, email: string) =>
    createHmac('sha256', secret).update(`alert-unsubscribe\n${tenant}\n${email}`).digest()
  return {
    sign(tenant, email) {
      return `${Buffer.from(email, 'utf8').toString('base64url')}.${mac(tenant, email).toString('base64url')}`
    },
    verify(tenant, token) {
      if (typeof token !== 'string' || token.length > 1_000) return null
      const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token)
      if (!match) return null
      const email = Buffer.from(match[1]!, 'base64url').toString('utf8')
      // base64url decoding ignores stray bits; only the canonical encoding of the address counts.
      if (Buffer.from(email, 'utf8').toString('base64url') !== match[1]) return null
      // Compared as text: the last base64url character carries two unused bits, so comparing
      // decoded bytes would take four spellings of one signature.
      const given = Buffer.from(match[2]!, 'utf8')
      const expected = Buffer.from(mac(tenant, email).toString('base64url'), 'utf8')
      return given.length === expected.length && timingSafeEqual(given, expected) ? email : null
    },
  }
}

/** `ann@example.com` → `a••@example.com`: enough for the shopper to know it, little for anyone else. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 1) return '•••'
  return `${email[0]}${'•'.repeat(Math.min(5, Math.max(2, at - 1)))}${email.slice(at)}`
}

import { createHash, timingSafeEqual } from 'node:crypto'

/**
 * Whether an Authorization header carries `Bearer <expected>`, compared in constant time (both
 * sides hashed first, so neither the token nor its length leaks through timing). An empty
 * expected token never matches (docs/spec-coverage.md, Stock feeds).
 */
export function feedTokenMatches(authorization: string | null, expected: string | undefined): boolean {
  if (!expected) return false
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(authorization ?? '')
  const given = match?.[1] ?? ''
  const a = createHash('sha256').update(given).digest()
  const b = createHash('sha256').update(expected).digest()
  return timingSafeEqual(a, b) && given !== ''
}

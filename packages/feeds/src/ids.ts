import { createHash } from 'node:crypto'

/** Slugs and id prefixes are made as the demo stock's are (one rule, in the domain). */
export { stockSlug as slugify, tenantPrefix } from '@dealer/domain'

const SUFFIX_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789'

/** A stable suffix of `length` characters drawn from a hash of `key` (the demo's alphabet). */
export function hashSuffix(key: string, length: number): string {
  const bytes = createHash('sha256').update(key).digest()
  let out = ''
  for (let i = 0; i < length; i++) out += SUFFIX_ALPHABET[bytes[i % bytes.length]! % SUFFIX_ALPHABET.length]
  return out
}

/** A hex digest prefix, for photo ids and file names. */
export function shortHash(key: string, length = 20): string {
  return createHash('sha256').update(key).digest('hex').slice(0, length)
}

/** One path segment the image route accepts: letters, digits, dot, dash, underscore. */
export function safeSegment(value: string): string {
  const s = value.replace(/[^a-zA-Z0-9._-]/g, '-').replace(/^[^a-zA-Z0-9]+/, '')
  return (s || 'x').slice(0, 100)
}

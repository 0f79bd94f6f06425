import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

/*
 * Text sealed for a cookie the browser keeps but must not read (docs/spec-coverage.md,
 * Hardening): AES-256-GCM under a key derived from the app secret (HKDF-SHA-256, one key per
 * purpose), a fresh 96-bit IV each time. GCM's tag also stands in for a signature: a changed,
 * truncated or foreign value does not open.
 */

const IV_BYTES = 12
const TAG_BYTES = 16
const VERSION = 'v1'

const keys = new Map<string, Buffer>()

function keyFor(secret: string, purpose: string): Buffer {
  const id = `${purpose}\u0000${secret}`
  let key = keys.get(id)
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'dealer-sealed-value', `${VERSION}:${purpose}`, 32))
    keys.set(id, key)
  }
  return key
}

/** `plain` sealed under `secret` for `purpose`, as base64url text (cookie-safe). */
export function sealValue(plain: string, secret: string, purpose: string): string {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret, purpose), iv)
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return `${VERSION}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`
}

/** The text `sealValue` sealed, or null for anything else (another key or purpose, tampered, junk). */
export function openValue(sealed: unknown, secret: string, purpose: string): string | null {
  if (typeof sealed !== 'string' || !sealed.startsWith(`${VERSION}.`)) return null
  const bytes = Buffer.from(sealed.slice(VERSION.length + 1), 'base64url')
  if (bytes.length < IV_BYTES + TAG_BYTES) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(secret, purpose), bytes.subarray(0, IV_BYTES))
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES))
    return Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8')
  } catch {
    return null
  }
}

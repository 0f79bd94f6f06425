import { createHash, createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto'
import {
  countSignInCodesSince,
  endShopperSession,
  findLiveSession,
  insertShopperSession,
  insertSignInCode,
  latestSignInCode,
  markSignInCodeSendFailed,
  recordWrongCode,
  upsertShopper,
  consumeSignInCode,
  type Database,
} from '@dealer/db'
import { isMobilePhone, normaliseAustralianPhone } from '@dealer/domain'
import type { SmsSender } from './sms'

/*
 * Phone sign-in with a one-time code (OWASP ASVS 5.0, V6 authentication and V7 sessions): codes
 * from the CSPRNG, kept only as a keyed hash, 10 minutes of life, one use, at most 5 wrong tries,
 * at most 3 sends per phone and a cap per client address in any 10 minutes. Whether a phone has
 * signed in before never changes an answer. Sessions are random tokens whose SHA-256 is stored
 * with the tenant, so a session of one dealer means nothing on another, and sign-out ends it.
 */

export interface SignInLimits {
  readonly codeTtlMs: number
  readonly maxWrongTries: number
  readonly sendsPerPhone: number
  readonly sendsPerClient: number
  /** The window both send limits count in. */
  readonly sendWindowMs: number
  readonly sessionTtlMs: number
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  codeTtlMs: 10 * 60_000,
  maxWrongTries: 5,
  sendsPerPhone: 3,
  sendsPerClient: 10,
  sendWindowMs: 10 * 60_000,
  sessionTtlMs: 30 * 24 * 60 * 60_000,
}

export const SIGN_IN_MESSAGES = {
  phoneRequired: 'Please enter your mobile number.',
  phoneInvalid: 'Please enter an Australian mobile number, e.g. 0412 345 678.',
  tooManyForPhone: 'Too many codes have been sent to this number. Please wait 10 minutes and try again.',
  tooManyForClient: 'Too many codes have been requested from your connection. Please wait 10 minutes and try again.',
  sendFailed: 'We could not send a code just now. Please try again in a minute.',
  codeRequired: 'Please enter the 6-digit code we sent you.',
  codeFormat: 'The code is 6 digits.',
  codeWrong: (left: number) => `That code is not right. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`,
  codeLocked: 'Too many wrong codes. Please request a new code.',
  codeExpired: 'That code has expired. Please request a new code.',
  noCode: 'Please request a code first.',
} as const

export type RequestCodeResult =
  | { readonly ok: true; readonly phone: string }
  | { readonly ok: false; readonly field: 'phone' | 'form'; readonly message: string }

export type VerifyCodeResult =
  | { readonly ok: true; readonly phone: string; readonly sessionToken: string; readonly expiresAt: Date }
  | { readonly ok: false; readonly message: string; readonly locked: boolean }

export interface SignInServiceOptions {
  readonly database: Database
  readonly sms: SmsSender
  /** Keys the code and client-address hashes. */
  readonly secret: string
  readonly limits?: Partial<SignInLimits>
}

export interface SignInService {
  /** A mobile number in national form (`0412345678`), or null for anything else. */
  parseMobile(input: unknown): string | null
  requestCode(input: {
    tenant: string
    dealerName: string
    phone: unknown
    clientAddress: string
    now: Date
  }): Promise<RequestCodeResult>
  verifyCode(input: { tenant: string; phone: string; code: unknown; now: Date }): Promise<VerifyCodeResult>
  /** The signed-in phone of a session token on this tenant, or null. */
  sessionPhone(tenant: string, token: string | null | undefined, now: Date): Promise<string | null>
  endSession(tenant: string, token: string, now: Date): Promise<void>
}

export function createSignInService(options: SignInServiceOptions): SignInService {
  const limits = { ...DEFAULT_SIGN_IN_LIMITS, ...options.limits }
  const { db } = options.database
  const keyed = (purpose: string, value: string) =>
    createHmac('sha256', options.secret).update(`${purpose}:${value}`).digest('base64url')
  const codeHash = (tenant: string, phone: string, code: string) => keyed('sign-in-code', `${tenant}:${phone}:${code}`)

  function parseMobile(input: unknown): string | null {
    if (typeof input !== 'string' || input.length > 32) return null
    const national = normaliseAustralianPhone(input)
    return national && isMobilePhone(national) ? national : null
  }

  return {
    parseMobile,

    async requestCode({ tenant, dealerName, phone: raw, clientAddress, now }) {
      if (typeof raw !== 'string' || raw.trim() === '') {
        return { ok: false, field: 'phone', message: SIGN_IN_MESSAGES.phoneRequired }
      }
      const phone = parseMobile(raw)
      if (!phone) return { ok: false, field: 'phone', message: SIGN_IN_MESSAGES.phoneInvalid }
      const since = new Date(now.getTime() - limits.sendWindowMs).toISOString()
      const clientHash = keyed('client', clientAddress)
      if ((await countSignInCodesSince(db, tenant, since, { clientHash })) >= limits.sendsPerClient) {
        return { ok: false, field: 'form', message: SIGN_IN_MESSAGES.tooManyForClient }
      }
      if ((await countSignInCodesSince(db, tenant, since, { phone })) >= limits.sendsPerPhone) {
        return { ok: false, field: 'form', message: SIGN_IN_MESSAGES.tooManyForPhone }
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
      const id = randomUUID()
      await insertSignInCode(db, {
        id,
        tenant,
        phone,
        code_hash: codeHash(tenant, phone, code),
        client_hash: clientHash,
        attempts: 0,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + limits.codeTtlMs).toISOString(),
        used_at: null,
      })
      const minutes = Math.round(limits.codeTtlMs / 60_000)
      try {
        await options.sms.send(
          { tenant, to: phone, text: `${code} is your ${dealerName} sign-in code. It expires in ${minutes} minutes.` },
          now,
        )
      } catch {
        // Not sent, as far as we know: it does not use up one of the phone's codes. It stays usable,
        // in case the service took it and only its answer was lost (a timeout).
        await markSignInCodeSendFailed(db, id, now.toISOString())
        return { ok: false, field: 'form', message: SIGN_IN_MESSAGES.sendFailed }
      }
      return { ok: true, phone }
    },

    async verifyCode({ tenant, phone, code: raw, now }) {
      const code = typeof raw === 'string' ? raw.replace(/\s/g, '') : ''
      if (code === '') return { ok: false, message: SIGN_IN_MESSAGES.codeRequired, locked: false }
      if (!/^\d{6}$/.test(code)) return { ok: false, message: SIGN_IN_MESSAGES.codeFormat, locked: false }
      const stored = await latestSignInCode(db, tenant, phone)
      if (!stored || stored.used_at !== null) return { ok: false, message: SIGN_IN_MESSAGES.noCode, locked: true }
      if (Number(stored.attempts) >= limits.maxWrongTries) {
        return { ok: false, message: SIGN_IN_MESSAGES.codeLocked, locked: true }
      }
      if (stored.expires_at <= now.toISOString()) {
        return { ok: false, message: SIGN_IN_MESSAGES.codeExpired, locked: true }
      }
      const given = Buffer.from(codeHash(tenant, phone, code))
      const expected = Buffer.from(stored.code_hash)
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        const tries = await recordWrongCode(db, stored.id, limits.maxWrongTries)
        const left = tries === null ? 0 : limits.maxWrongTries - tries
        return left > 0
          ? { ok: false, message: SIGN_IN_MESSAGES.codeWrong(left), locked: false }
          : { ok: false, message: SIGN_IN_MESSAGES.codeLocked, locked: true }
      }
      const at = now.toISOString()
      if (!(await consumeSignInCode(db, stored.id, at, limits.maxWrongTries))) {
        return { ok: false, message: SIGN_IN_MESSAGES.noCode, locked: true }
      }
      await upsertShopper(db, tenant, phone, at)
      const sessionToken = randomBytes(32).toString('base64url')
      const expiresAt = new Date(now.getTime() + limits.sessionTtlMs)
      await insertShopperSession(db, {
        tokenHash: tokenHash(sessionToken),
        tenant,
        phone,
        createdAt: at,
        expiresAt: expiresAt.toISOString(),
      })
      return { ok: true, phone, sessionToken, expiresAt }
    },

    async sessionPhone(tenant, token, now) {
      if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null
      const session = await findLiveSession(db, tenant, tokenHash(token), now.toISOString())
      return session?.phone ?? null
    },

    async endSession(tenant, token, now) {
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return
      await endShopperSession(db, tenant, tokenHash(token), now.toISOString())
    },
  }
}

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}
